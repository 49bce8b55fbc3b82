// SPDX-License-Identifier: GPL-2.0
/*
 * kexec and the securelevel: the level survives kexec.  kexec is a reboot
 * without firmware or boot loader in between, so a kernel started by it
 * must not run below the level of the kernel that started it, whatever
 * its command line says.
 *
 * kexec_file_load() images carry a handover (on x86, setup_data of type
 * SETUP_SECURELEVEL) with the level at the time of loading and, for a
 * crash kernel, where the running kernel keeps its level: the crash
 * kernel reads it from the crashed kernel's memory, so it starts at the
 * level in force at the time of the crash.  The next kernel takes the
 * handed-over level as a floor (sl_inherit_level()); a handed-over -1 raises
 * nothing, as -1 promises nothing and must not lower a kernel booted to 1.
 *
 * A normal image cannot follow a raise after it was loaded (its memory
 * may be overwritten on the way), so it may be executed only at the level
 * it carries; and an image loaded with kexec_load() carries nothing, so
 * once the level is above 0 it is not executed at all, a crash kernel
 * included: such a crash ends in a plain panic.
 */

#define pr_fmt(fmt) "securelevel: " fmt

#include <linux/crash_dump.h>
#include <linux/init.h>
#include <linux/io.h>
#include <linux/kexec.h>
#include <linux/printk.h>
#include <linux/securelevel.h>

#include "internal.h"

/*
 * The level each loaded image hands over, by image type.  The handover
 * is filled while the image is being loaded and takes effect when the
 * image is installed; both happen under the kexec lock, as does the
 * check before executing an image.
 */
struct carried {
	const struct kimage *image;
	int level;
};

static struct carried pending[2], installed[2];

/* Found by the early boot code, applied by securelevel_init(). */
static struct securelevel_handover early_handover __initdata;

/**
 * securelevel_kexec_handover - fill in the handover for an image
 * @image: the image being loaded by kexec_file_load()
 * @h: where the architecture passes it to the next kernel
 */
void securelevel_kexec_handover(const struct kimage *image,
				struct securelevel_handover *h)
{
	int type = image->type == KEXEC_TYPE_CRASH;

	h->level = get_securelevel();
	h->magic = SECURELEVEL_HANDOVER_MAGIC;
	h->record = image->type == KEXEC_TYPE_CRASH ? securelevel_record_phys() : 0;
	pending[type].image = image;
	pending[type].level = h->level;
}

/**
 * securelevel_kexec_loaded - an image has been installed (or removed)
 * @image: the new image, or NULL
 * @crash: whether it is the crash image
 */
void securelevel_kexec_loaded(const struct kimage *image, bool crash)
{
	installed[crash].image = image;
	installed[crash].level = image && pending[crash].image == image ?
				 pending[crash].level : SL_INSECURE;
	pending[crash].image = NULL;
}

/**
 * securelevel_kexec_allowed - may @image be executed now?
 * @image: the image about to be executed, a crash kernel from panic()
 *
 * Context: any, including panic; takes no lock.
 *
 * Return: true if the kernel it starts begins at no less than the
 * current level.
 */
bool securelevel_kexec_allowed(const struct kimage *image)
{
	int crash = image->type == KEXEC_TYPE_CRASH, level = get_securelevel();
	int carried = installed[crash].image == image ? installed[crash].level :
		      SL_INSECURE;

	if (level <= SL_INSECURE || carried >= level)
		return true;
	/* A crash kernel with the handover reads the level at the crash. */
	if (crash && installed[crash].image == image && image->file_mode)
		return true;
	pr_emerg("not starting the %s kernel: it would not inherit level %d (it carries %d)\n",
		 crash ? "crash" : "kexec", level, carried);
	return false;
}

/**
 * securelevel_early_handover - the handover the previous kernel left
 * @h: as found by the architecture's early boot code
 *
 * Context: early boot, before the securelevel LSM initializes.
 */
void __init securelevel_early_handover(const struct securelevel_handover *h)
{
	if (h->magic == SECURELEVEL_HANDOVER_MAGIC)
		early_handover = *h;
}

/**
 * securelevel_inherited_level - the floor the previous kernel handed over
 *
 * Description: For a crash kernel, the crashed kernel's level at the
 * time of the crash, read from its memory, if it is a level at all; else
 * the level at the time the image was loaded.
 *
 * Return: a level, or 0 if nothing was handed over.
 */
int __init securelevel_inherited_level(void)
{
	int level = early_handover.level;

	if (early_handover.magic != SECURELEVEL_HANDOVER_MAGIC)
		return SL_INSECURE;
	if (is_kdump_kernel() && early_handover.record) {
		u64 *rec = memremap(early_handover.record, sizeof(*rec), MEMREMAP_WB);

		if (rec) {
			u64 v = READ_ONCE(*rec);
			int live = (int)(s32)lower_32_bits(v);

			if (upper_32_bits(v) == SECURELEVEL_HANDOVER_MAGIC &&
			    sl_valid(live) && live > level)
				level = live;
			memunmap(rec);
		}
	}
	return sl_valid(level) ? level : SL_INSECURE;
}
