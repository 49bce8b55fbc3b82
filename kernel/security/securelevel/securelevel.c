// SPDX-License-Identifier: GPL-2.0
/*
 * securelevel: a BSD-style, one-way runtime lockdown ratchet.
 *
 * The level starts at 0 (insecure) and can only be raised.  At level 1
 * (secure) every lockdown reason below LOCKDOWN_INTEGRITY_MAX is denied,
 * exactly what lockdown=integrity denies, so that nobody, root included,
 * can modify the running kernel until the next reboot.  Level -1 can be
 * entered only from 0 and freezes the system in insecure mode.
 *
 * The level at boot comes from CONFIG_SECURITY_SECURELEVEL_BOOTLEVEL, or
 * from securelevel= on the command line, and is raised to 1 under UEFI
 * Secure Boot if so configured; all before the first process runs.
 */

#define pr_fmt(fmt) "securelevel: " fmt

#include <linux/efi.h>
#include <linux/export.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/lsm_hooks.h>
#include <linux/printk.h>
#include <linux/ratelimit.h>
#include <linux/sched.h>
#include <linux/securelevel.h>
#include <linux/spinlock.h>
#include <linux/string.h>

#include "securelevel.h"

/* Written only under securelevel_lock; read locklessly with READ_ONCE(). */
static int securelevel = SECURELEVEL_INSECURE;
static enum securelevel_source securelevel_source = SECURELEVEL_SOURCE_KCONFIG;
static DEFINE_SPINLOCK(securelevel_lock);

/* The level requested for boot, applied when the LSM initializes. */
static int boot_level __initdata = CONFIG_SECURITY_SECURELEVEL_BOOTLEVEL;
static enum securelevel_source boot_source __initdata =
	SECURELEVEL_SOURCE_KCONFIG;

static const char *const source_names[] = {
	[SECURELEVEL_SOURCE_KCONFIG] = "kconfig",
	[SECURELEVEL_SOURCE_CMDLINE] = "cmdline",
	[SECURELEVEL_SOURCE_SECURE_BOOT] = "secureboot",
	[SECURELEVEL_SOURCE_WRITE] = "write",
	[SECURELEVEL_SOURCE_KERNEL] = "kernel",
};

/* Set once our hooks are registered: before that a level enforces nothing. */
static bool securelevel_active __ro_after_init;

/* One limit per reason, so that a flood of one denial cannot hide another. */
static struct ratelimit_state denial_ratelimit[LOCKDOWN_CONFIDENTIALITY_MAX];

/* Each level denies the lockdown reasons strictly below its limit. */
static const enum lockdown_reason lockdown_limit[SECURELEVEL_MAX + 1] = {
	[SECURELEVEL_INSECURE] = LOCKDOWN_NONE,
	[SECURELEVEL_SECURE] = LOCKDOWN_INTEGRITY_MAX,
};

/**
 * securelevel_valid - is @level a level this kernel knows?
 * @level: a level
 */
bool securelevel_valid(int level)
{
	return level >= SECURELEVEL_MIN && level <= SECURELEVEL_MAX;
}

/**
 * securelevel_check_transition - may the level change from @from to @to?
 * @from: the current level
 * @to: the requested level
 *
 * Setting the current level again is a successful no-op.  Otherwise the
 * level only goes up, except that 0 may go to -1, and -1 never changes.
 *
 * Return: 0 if the change is allowed, -EINVAL if not.
 */
int securelevel_check_transition(int from, int to)
{
	if (!securelevel_valid(to))
		return -EINVAL;
	if (to == from)
		return 0;
	if (from == SECURELEVEL_PERMANENTLY_INSECURE)
		return -EINVAL;
	if (to == SECURELEVEL_PERMANENTLY_INSECURE)
		return from == SECURELEVEL_INSECURE ? 0 : -EINVAL;
	return to > from ? 0 : -EINVAL;
}

/**
 * securelevel_parse - parse a level written by userspace
 * @buf: @count bytes of input followed by a NUL
 * @count: the length of the input
 * @level: where to store the level
 *
 * Accepts one decimal integer with an optional trailing newline, nothing
 * else: no leading blanks, no trailing junk, no embedded NUL.  A number
 * too large for an int is reported like any other bad input.
 *
 * Return: 0 on success, -EINVAL on malformed input.
 */
int securelevel_parse(const char *buf, size_t count, int *level)
{
	if (count == 0 || count > SECURELEVEL_WRITE_MAX)
		return -EINVAL;
	/* kstrtoint() stops at a NUL, so one inside the input is junk. */
	if (strnlen(buf, count) != count)
		return -EINVAL;
	return kstrtoint(buf, 10, level) ? -EINVAL : 0;
}

/**
 * securelevel_denies - does @level deny the operation @what?
 * @level: a securelevel
 * @what: the lockdown reason of the operation
 */
bool securelevel_denies(int level, enum lockdown_reason what)
{
	if (level <= SECURELEVEL_INSECURE)
		return false;
	level = min(level, SECURELEVEL_MAX);
	return what > LOCKDOWN_NONE && what < lockdown_limit[level];
}

/**
 * securelevel_boot_level - the level to start at
 * @requested: the level from the Kconfig default or the command line
 * @secure_boot: whether to enforce level 1 for UEFI Secure Boot
 *
 * Under Secure Boot the command line is not trusted to lower the level:
 * even a request for -1 yields 1.
 */
int securelevel_boot_level(int requested, bool secure_boot)
{
	if (secure_boot && requested < SECURELEVEL_SECURE)
		return SECURELEVEL_SECURE;
	return requested;
}

bool securelevel_is_active(void)
{
	return securelevel_active;
}

/**
 * securelevel_source_name - how the current level was reached
 *
 * Return: "kconfig", "cmdline", "secureboot", "write" or "kernel".
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
 * Return: 0 on success (including setting the current level again),
 * -EINVAL if the transition is not allowed, -EOPNOTSUPP if the securelevel
 * LSM is not enabled and so could not enforce the level.
 */
int securelevel_change(int level, enum securelevel_source source)
{
	int from, ret;

	if (!securelevel_active)
		return -EOPNOTSUPP;

	spin_lock(&securelevel_lock);
	from = securelevel;
	ret = securelevel_check_transition(from, level);
	if (!ret && level != from) {
		WRITE_ONCE(securelevel, level);
		WRITE_ONCE(securelevel_source, source);
	}
	spin_unlock(&securelevel_lock);

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
 * Return: as for securelevel_change().
 */
int set_securelevel(int level)
{
	return securelevel_change(level, SECURELEVEL_SOURCE_KERNEL);
}
EXPORT_SYMBOL_GPL(set_securelevel);

static void securelevel_report_denial(enum lockdown_reason what, int level)
{
	if (what >= ARRAY_SIZE(denial_ratelimit) ||
	    !__ratelimit(&denial_ratelimit[what]))
		return;

	pr_notice("%s[%d]: %s is denied at securelevel %d\n",
		  current->comm, task_pid_nr(current),
		  lockdown_reasons[what] ?: "unknown operation", level);
}

static int securelevel_locked_down(enum lockdown_reason what)
{
	int level = READ_ONCE(securelevel);

	if (!securelevel_denies(level, what))
		return 0;

	securelevel_report_denial(what, level);
	return -EPERM;
}

static struct security_hook_list securelevel_hooks[] __lsm_ro_after_init = {
	LSM_HOOK_INIT(locked_down, securelevel_locked_down),
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
	int i;

	for (i = 0; i < ARRAY_SIZE(denial_ratelimit); i++)
		ratelimit_state_init(&denial_ratelimit[i],
				     DEFAULT_RATELIMIT_INTERVAL,
				     DEFAULT_RATELIMIT_BURST);

	/* No process runs yet: set the boot level directly, before the hooks. */
	securelevel = securelevel_boot_level(boot_level, secure_boot);
	securelevel_source = boot_source;
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
