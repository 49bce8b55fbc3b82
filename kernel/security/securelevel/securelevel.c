// SPDX-License-Identifier: GPL-2.0
/*
 * securelevel: a BSD-style, one-way runtime lockdown ratchet.
 *
 * The level starts at 0 (insecure) and can only be raised.  At level 1
 * (secure) every lockdown reason below LOCKDOWN_INTEGRITY_MAX is denied,
 * exactly what lockdown=integrity denies, so that nobody, root included,
 * can modify the running kernel until the next reboot; immutable and
 * append-only files stay so, and no BPF program may override kernel
 * functions.  Level 2 (highly secure) adds what lockdown=confidentiality
 * denies, and forbids setting the clock back and writing to block devices.
 * Level -1 can be entered only from 0 and freezes the system insecure.
 *
 * The level at boot comes from CONFIG_SECURITY_SECURELEVEL_BOOTLEVEL, or
 * from securelevel= on the command line, and is raised to 1 under UEFI
 * Secure Boot if so configured; all before the first process runs.
 */

#define pr_fmt(fmt) "securelevel: " fmt

#include <linux/bpf.h>
#include <linux/efi.h>
#include <linux/export.h>
#include <linux/fileattr.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/lsm_audit.h>
#include <linux/lsm_hooks.h>
#include <linux/mutex.h>
#include <linux/printk.h>
#include <linux/sched.h>
#include <linux/securelevel.h>
#include <linux/string.h>
#include <linux/timekeeping.h>

#include "securelevel.h"

/* Written only under securelevel_lock; read locklessly with READ_ONCE(). */
static int securelevel = SECURELEVEL_INSECURE;
static enum securelevel_source securelevel_source = SECURELEVEL_SOURCE_KCONFIG;
static DEFINE_MUTEX(securelevel_lock);

/*
 * Off while the level is 0 or -1, where no hook denies anything, so that
 * the hooks then cost a patched-out branch.  Switched on, for good (the
 * level never comes back down), before the level first rises above 0.
 */
static DEFINE_STATIC_KEY_FALSE(securelevel_enforcing);

/* The level the hooks enforce: 0 until the level has been raised. */
static __always_inline int enforced_level(void)
{
	if (!static_branch_unlikely(&securelevel_enforcing))
		return SECURELEVEL_INSECURE;
	return READ_ONCE(securelevel);
}

/* The level requested for boot, applied when the LSM initializes. */
static int boot_level __initdata = CONFIG_SECURITY_SECURELEVEL_BOOTLEVEL;
static enum securelevel_source boot_source __initdata =
	SECURELEVEL_SOURCE_KCONFIG;

static const char *const source_names[] = {
	[SECURELEVEL_SOURCE_KCONFIG] = "kconfig",
	[SECURELEVEL_SOURCE_CMDLINE] = "cmdline",
	[SECURELEVEL_SOURCE_SECURE_BOOT] = "secureboot",
	[SECURELEVEL_SOURCE_WRITE] = "write",
	[SECURELEVEL_SOURCE_SYSCTL] = "sysctl",
	[SECURELEVEL_SOURCE_KERNEL] = "kernel",
};

/* Set once our hooks are registered: before that a level enforces nothing. */
static bool securelevel_active __ro_after_init;

bool securelevel_is_active(void)
{
	return securelevel_active;
}

/**
 * securelevel_source_name - how the current level was reached
 *
 * Return: "kconfig", "cmdline", "secureboot", "write", "sysctl" or
 * "kernel".
 */
const char *securelevel_source_name(void)
{
	return source_names[READ_ONCE(securelevel_source)];
}

/**
 * get_securelevel - the current securelevel
 *
 * Return: the level in force; 0 if the securelevel LSM is not enabled.
 */
int get_securelevel(void)
{
	return READ_ONCE(securelevel);
}
EXPORT_SYMBOL_GPL(get_securelevel);

/**
 * securelevel_change - change the level, recording where the change came from
 * @level: the new level
 * @source: who asks for it
 *
 * Context: process context; may sleep.
 *
 * Return: 0 on success (including setting the current level again),
 * -EINVAL if the transition is not allowed, -EOPNOTSUPP if the securelevel
 * LSM is not enabled and so could not enforce the level.
 */
int securelevel_change(int level, enum securelevel_source source)
{
	int from, ret;

	if (!securelevel_active)
		return -EOPNOTSUPP;

	mutex_lock(&securelevel_lock);
	from = securelevel;
	ret = securelevel_check_transition(from, level);
	if (!ret && level != from) {
		/* Hooks must be live before any CPU can see the new level. */
		if (level > SECURELEVEL_INSECURE)
			static_branch_enable(&securelevel_enforcing);
		WRITE_ONCE(securelevel, level);
		WRITE_ONCE(securelevel_source, source);
	}
	mutex_unlock(&securelevel_lock);

	if (ret)
		pr_notice_ratelimited("%s[%d]: change from %d to %d refused\n",
				      current->comm, task_pid_nr(current),
				      from, level);
	else if (level != from)
		pr_notice("level changed from %d to %d by %s[%d] (%s)\n",
			  from, level, current->comm, task_pid_nr(current),
			  source_names[source]);
	return ret;
}

/**
 * set_securelevel - change the securelevel
 * @level: the new level
 *
 * The caller is responsible for any permission check.
 *
 * Context: process context; may sleep.
 *
 * Return: as for securelevel_change().
 */
int set_securelevel(int level)
{
	return securelevel_change(level, SECURELEVEL_SOURCE_KERNEL);
}
EXPORT_SYMBOL_GPL(set_securelevel);

static int securelevel_locked_down(enum lockdown_reason what)
{
	int level = enforced_level();
	struct common_audit_data ad = {
		.type = LSM_AUDIT_DATA_LOCKDOWN,
		.u.reason = what,
	};

	if (!securelevel_denies(level, what))
		return 0;

	securelevel_report_denial(what, level, &ad);
	return -EPERM;
}

static int securelevel_settime(const struct timespec64 *ts,
			       const struct timezone *tz)
{
	int level = enforced_level();
	struct common_audit_data ad = { .type = LSM_AUDIT_DATA_NONE };
	struct timespec64 now;

	if (level < SECURELEVEL_HIGHLY_SECURE)
		return 0;

	ktime_get_real_ts64(&now);
	if (!securelevel_denies_settime(level, &now, ts))
		return 0;

	securelevel_report_denial(SECURELEVEL_OP_SETTIME_BACKWARDS, level, &ad);
	return -EPERM;
}

static int securelevel_file_open(struct file *file)
{
	int level = enforced_level();
	struct common_audit_data ad = {
		.type = LSM_AUDIT_DATA_FILE,
		.u.file = file,
	};

	/* Every open comes here: leave at once below level 2. */
	if (likely(level < SECURELEVEL_HIGHLY_SECURE))
		return 0;

	if (!securelevel_denies_bdev_open(level, file_inode(file)->i_mode,
					  file->f_mode))
		return 0;

	securelevel_report_denial(SECURELEVEL_OP_BDEV_WRITE, level, &ad);
	return -EPERM;
}

static int securelevel_inode_fileattr_set(struct dentry *dentry,
					  const struct fileattr *old,
					  const struct fileattr *fa)
{
	int level = enforced_level();
	struct common_audit_data ad = {
		.type = LSM_AUDIT_DATA_DENTRY,
		.u.dentry = dentry,
	};

	if (!securelevel_denies_flag_change(level, old->flags, fa->flags))
		return 0;

	securelevel_report_denial(SECURELEVEL_OP_CLEAR_FILE_FLAGS, level, &ad);
	return -EPERM;
}

#ifdef CONFIG_BPF_SYSCALL
/*
 * Called before a program fd is handed out: on load, and when an fd is
 * taken by id or from a pin, so a program loaded before the level was
 * raised cannot be picked up again afterwards.
 */
static int securelevel_bpf_prog(struct bpf_prog *prog)
{
	int level = enforced_level();
	struct common_audit_data ad = { .type = LSM_AUDIT_DATA_NONE };

	if (!securelevel_denies_bpf_prog(level, prog->type,
					 prog->expected_attach_type,
					 prog->kprobe_override))
		return 0;

	securelevel_report_denial(SECURELEVEL_OP_BPF_OVERRIDE, level, &ad);
	return -EPERM;
}
#endif

static struct security_hook_list securelevel_hooks[] __lsm_ro_after_init = {
	LSM_HOOK_INIT(locked_down, securelevel_locked_down),
	LSM_HOOK_INIT(settime, securelevel_settime),
	LSM_HOOK_INIT(file_open, securelevel_file_open),
	LSM_HOOK_INIT(inode_fileattr_set, securelevel_inode_fileattr_set),
#ifdef CONFIG_BPF_SYSCALL
	LSM_HOOK_INIT(bpf_prog, securelevel_bpf_prog),
#endif
};

/* securelevel=N: the level at boot.  Bad values are logged and ignored. */
static int __init securelevel_param(char *arg)
{
	int level;

	if (!arg || securelevel_parse(arg, strlen(arg), &level) ||
	    !securelevel_valid(level)) {
		pr_err("ignoring invalid securelevel=%s (valid: %d to %d)\n",
		       arg ?: "", SECURELEVEL_MIN, SECURELEVEL_MAX);
		return 0;
	}
	boot_level = level;
	boot_source = SECURELEVEL_SOURCE_CMDLINE;
	return 0;
}
early_param("securelevel", securelevel_param);

static int __init securelevel_init(void)
{
	bool secure_boot = IS_ENABLED(CONFIG_SECURITY_SECURELEVEL_EFI_SECURE_BOOT) &&
			   efi_enabled(EFI_SECURE_BOOT);

	securelevel_report_init();

	/* No process runs yet: set the boot level directly, before the hooks. */
	securelevel = securelevel_boot_level(boot_level, secure_boot);
	securelevel_source = boot_source;
	if (securelevel > SECURELEVEL_INSECURE)
		static_branch_enable(&securelevel_enforcing);
	if (securelevel != boot_level) {
		securelevel_source = SECURELEVEL_SOURCE_SECURE_BOOT;
		pr_notice("UEFI Secure Boot is enabled: raising the level from %d to %d\n",
			  boot_level, securelevel);
	}

	security_add_hooks(securelevel_hooks, ARRAY_SIZE(securelevel_hooks),
			   "securelevel");
	securelevel_active = true;
	pr_info("initialized at level %d (%s)\n", securelevel,
		source_names[securelevel_source]);
	return 0;
}

DEFINE_LSM(securelevel) = {
	.name = "securelevel",
	.init = securelevel_init,
};
