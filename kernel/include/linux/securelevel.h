/* SPDX-License-Identifier: GPL-2.0 */
/*
 * securelevel: a one-way runtime lockdown ratchet.
 *
 * Drivers that guard an interface of their own against a privileged user
 * modifying the running kernel can ask for the current level here.  Most
 * callers should use security_locked_down() instead, which every LSM
 * answers, securelevel included.
 */
#ifndef _LINUX_SECURELEVEL_H
#define _LINUX_SECURELEVEL_H

#include <linux/errno.h>
#include <linux/types.h>

/* Like 0, but frozen: the level can never be raised until reboot. */
#define SECURELEVEL_PERMANENTLY_INSECURE	(-1)
/* The default: no restrictions beyond those of other LSMs. */
#define SECURELEVEL_INSECURE			0
/* Nobody, root included, may modify the running kernel. */
#define SECURELEVEL_SECURE			1
/* Also nobody may read kernel memory, set the clock back or write disks. */
#define SECURELEVEL_HIGHLY_SECURE		2
/* Also the firewall of the initial network namespace is frozen. */
#define SECURELEVEL_NETWORK_SECURE		3

#define SECURELEVEL_MIN				SECURELEVEL_PERMANENTLY_INSECURE
#define SECURELEVEL_MAX				SECURELEVEL_NETWORK_SECURE

/*
 * What a kernel hands to the one it starts with kexec_file_load() (on x86
 * in setup_data of type SETUP_SECURELEVEL): its level when the image was
 * loaded, and for a crash kernel where the running kernel keeps its live
 * level, to be read after the crash.
 */
struct securelevel_handover {
	__s32 level;
	__u32 magic;		/* SECURELEVEL_HANDOVER_MAGIC */
	__u64 record;		/* physical address of the live level, or 0 */
};

#define SECURELEVEL_HANDOVER_MAGIC	0x534c5631	/* "SLV1" */

struct kimage;

#ifdef CONFIG_SECURITY_SECURELEVEL
int get_securelevel(void);
int set_securelevel(int level);
#else
static inline int get_securelevel(void)
{
	return SECURELEVEL_INSECURE;
}

static inline int set_securelevel(int level)
{
	return -EOPNOTSUPP;
}
#endif /* CONFIG_SECURITY_SECURELEVEL */

#if defined(CONFIG_SECURITY_SECURELEVEL) && defined(CONFIG_KEXEC_CORE)
void securelevel_kexec_handover(const struct kimage *image,
				struct securelevel_handover *h);
void securelevel_kexec_loaded(const struct kimage *image, bool crash);
bool securelevel_kexec_allowed(const struct kimage *image);
void __init securelevel_early_handover(const struct securelevel_handover *h);
#else
static inline void securelevel_kexec_handover(const struct kimage *image,
					      struct securelevel_handover *h)
{
	h->level = SECURELEVEL_INSECURE;
	h->magic = SECURELEVEL_HANDOVER_MAGIC;
	h->record = 0;
}

static inline void securelevel_kexec_loaded(const struct kimage *image,
					    bool crash)
{
}

static inline bool securelevel_kexec_allowed(const struct kimage *image)
{
	return true;
}

static inline void securelevel_early_handover(const struct securelevel_handover *h)
{
}
#endif

/*
 * The TPM character devices ask before they pass on a command from
 * userspace: from level 1 on, nothing but the kernel may change the PCR
 * that measures the level.
 */
struct tpm_chip;

#ifdef CONFIG_SECURITY_SECURELEVEL_TPM
int securelevel_tpm_command(const struct tpm_chip *chip, const u8 *cmd,
			    size_t len);
#else
static inline int securelevel_tpm_command(const struct tpm_chip *chip,
					  const u8 *cmd, size_t len)
{
	return 0;
}
#endif

#endif /* _LINUX_SECURELEVEL_H */
