/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Internal interfaces of the securelevel LSM.  The policy helpers are pure
 * functions of their arguments so that KUnit can check them without
 * touching the system's real level.
 */
#ifndef _SECURITY_SECURELEVEL_H
#define _SECURITY_SECURELEVEL_H

#include <linux/bpf.h>
#include <linux/security.h>
#include <linux/time64.h>
#include <linux/types.h>

struct common_audit_data;

/* Longest write the securityfs file accepts; no valid level needs more. */
#define SECURELEVEL_WRITE_MAX	32

/* How the current level was reached; see securelevel_source_name(). */
enum securelevel_source {
	SECURELEVEL_SOURCE_KCONFIG,	/* CONFIG_SECURITY_SECURELEVEL_BOOTLEVEL */
	SECURELEVEL_SOURCE_CMDLINE,	/* securelevel= */
	SECURELEVEL_SOURCE_SECURE_BOOT,	/* raised for UEFI Secure Boot */
	SECURELEVEL_SOURCE_WRITE,	/* written to securityfs */
	SECURELEVEL_SOURCE_SYSCTL,	/* written to kernel.securelevel */
	SECURELEVEL_SOURCE_KERNEL,	/* set_securelevel() */
};

/*
 * What a denial is about: a lockdown reason, or one of the operations that
 * securelevel restricts beyond lockdown, numbered after the reasons.
 */
enum securelevel_op {
	SECURELEVEL_OP_FIRST = LOCKDOWN_CONFIDENTIALITY_MAX + 1,
	SECURELEVEL_OP_SETTIME_BACKWARDS = SECURELEVEL_OP_FIRST,
	SECURELEVEL_OP_BDEV_WRITE,
	SECURELEVEL_OP_CLEAR_FILE_FLAGS,
	SECURELEVEL_OP_BPF_OVERRIDE,
	SECURELEVEL_OP_END,
};

/* policy.c */
bool securelevel_valid(int level);
int securelevel_check_transition(int from, int to);
int securelevel_parse(const char *buf, size_t count, int *level);
int securelevel_boot_level(int requested, bool secure_boot);
bool securelevel_denies(int level, enum lockdown_reason what);
bool securelevel_denies_settime(int level, const struct timespec64 *now,
				const struct timespec64 *ts);
bool securelevel_denies_flag_change(int level, unsigned int old_flags,
				    unsigned int new_flags);
bool securelevel_denies_bdev_open(int level, umode_t mode, fmode_t fmode);
bool securelevel_denies_bpf_prog(int level, enum bpf_prog_type type,
				 enum bpf_attach_type attach_type,
				 bool kprobe_override);

/* securelevel.c */
bool securelevel_is_active(void);
const char *securelevel_source_name(void);
int securelevel_change(int level, enum securelevel_source source);

/* report.c */
void securelevel_report_init(void);
void securelevel_report_denial(unsigned int op, int level,
			       const struct common_audit_data *ad);

#endif /* _SECURITY_SECURELEVEL_H */
