// SPDX-License-Identifier: GPL-2.0
/*
 * securelevel policy: what each level allows, as pure functions of their
 * arguments, so that KUnit can check every decision without touching the
 * level in force.
 */

#include <linux/bpf.h>
#include <linux/fileattr.h>
#include <linux/fs.h>
#include <linux/kernel.h>
#include <linux/securelevel.h>
#include <linux/string.h>
#include <linux/time64.h>

#include "securelevel.h"

/* Each level denies the lockdown reasons strictly below its limit. */
static const enum lockdown_reason lockdown_limit[SECURELEVEL_MAX + 1] = {
	[SECURELEVEL_INSECURE] = LOCKDOWN_NONE,
	[SECURELEVEL_SECURE] = LOCKDOWN_INTEGRITY_MAX,
	[SECURELEVEL_HIGHLY_SECURE] = LOCKDOWN_CONFIDENTIALITY_MAX,
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

/**
 * securelevel_denies - does @level deny the lockdown reason @what?
 * @level: a securelevel
 * @what: the lockdown reason of the operation
 *
 * Level 1 denies what lockdown=integrity denies, level 2 what
 * lockdown=confidentiality denies.
 */
bool securelevel_denies(int level, enum lockdown_reason what)
{
	if (level <= SECURELEVEL_INSECURE)
		return false;
	level = min(level, SECURELEVEL_MAX);
	return what > LOCKDOWN_NONE && what < lockdown_limit[level];
}

/**
 * securelevel_denies_settime - does @level deny setting the clock to @ts?
 * @level: a securelevel
 * @now: the current time
 * @ts: the requested time, or NULL when only the timezone changes
 *
 * At level 2 the clock may not go backwards, so that timestamps in logs
 * and on files cannot be forged.  adjtimex(ADJ_SETOFFSET) passes an
 * offset, which compares as far in the past and so is refused too.
 */
bool securelevel_denies_settime(int level, const struct timespec64 *now,
				const struct timespec64 *ts)
{
	return level >= SECURELEVEL_HIGHLY_SECURE && ts &&
	       timespec64_compare(ts, now) < 0;
}

/**
 * securelevel_denies_flag_change - does @level deny this flags change?
 * @level: a securelevel
 * @old_flags: the inode's FS_*_FL flags now
 * @new_flags: the flags about to be set
 *
 * From level 1, FS_IMMUTABLE_FL and FS_APPEND_FL may be set but never
 * cleared, as with the BSDs' schg and sappnd flags.
 */
bool securelevel_denies_flag_change(int level, unsigned int old_flags,
				    unsigned int new_flags)
{
	return level >= SECURELEVEL_SECURE &&
	       (old_flags & ~new_flags & (FS_IMMUTABLE_FL | FS_APPEND_FL));
}

/**
 * securelevel_denies_bdev_open - does @level deny opening this file?
 * @level: a securelevel
 * @mode: the inode's mode
 * @fmode: the open file's FMODE_* flags
 *
 * At level 2 block devices may not be opened for writing, so raw writes
 * cannot bypass the filesystems' own checks.  Mounting still works: the
 * kernel opens the device itself, not through open(2).
 */
bool securelevel_denies_bdev_open(int level, umode_t mode, fmode_t fmode)
{
	return level >= SECURELEVEL_HIGHLY_SECURE && S_ISBLK(mode) &&
	       (fmode & FMODE_WRITE);
}

/**
 * securelevel_denies_bpf_prog - does @level deny this BPF program?
 * @level: a securelevel
 * @type: the program type
 * @attach_type: its expected attach type
 * @kprobe_override: whether it calls bpf_override_return()
 *
 * From level 1, no program that can change what kernel functions return
 * may be loaded: fmod_ret tracing programs (which can override any
 * security_*() function), BPF LSM programs, freplace extensions, and
 * kprobe programs that use bpf_override_return().
 */
bool securelevel_denies_bpf_prog(int level, enum bpf_prog_type type,
				 enum bpf_attach_type attach_type,
				 bool kprobe_override)
{
	if (level < SECURELEVEL_SECURE)
		return false;

	switch (type) {
	case BPF_PROG_TYPE_LSM:
	case BPF_PROG_TYPE_EXT:
		return true;
	case BPF_PROG_TYPE_TRACING:
		return attach_type == BPF_MODIFY_RETURN;
	case BPF_PROG_TYPE_KPROBE:
		return kprobe_override;
	default:
		return false;
	}
}
