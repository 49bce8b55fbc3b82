/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Internal interfaces of the securelevel LSM.  The helpers declared here
 * are pure functions of their arguments so that KUnit can check them
 * without touching the system's real level.
 */
#ifndef _SECURITY_SECURELEVEL_H
#define _SECURITY_SECURELEVEL_H

#include <linux/security.h>
#include <linux/types.h>

/* Longest write the securityfs file accepts; no valid level needs more. */
#define SECURELEVEL_WRITE_MAX	32

/* How the current level was reached; see securelevel_source_name(). */
enum securelevel_source {
	SECURELEVEL_SOURCE_KCONFIG,	/* CONFIG_SECURITY_SECURELEVEL_BOOTLEVEL */
	SECURELEVEL_SOURCE_CMDLINE,	/* securelevel= */
	SECURELEVEL_SOURCE_SECURE_BOOT,	/* raised for UEFI Secure Boot */
	SECURELEVEL_SOURCE_WRITE,	/* written to securityfs */
	SECURELEVEL_SOURCE_KERNEL,	/* set_securelevel() */
};

bool securelevel_valid(int level);
int securelevel_check_transition(int from, int to);
int securelevel_parse(const char *buf, size_t count, int *level);
bool securelevel_denies(int level, enum lockdown_reason what);
int securelevel_boot_level(int requested, bool secure_boot);
bool securelevel_is_active(void);
const char *securelevel_source_name(void);
int securelevel_change(int level, enum securelevel_source source);

#endif /* _SECURITY_SECURELEVEL_H */
