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

int securelevel_check_transition(int from, int to);
int securelevel_parse(const char *buf, size_t count, int *level);
bool securelevel_denies(int level, enum lockdown_reason what);
bool securelevel_is_active(void);

#endif /* _SECURITY_SECURELEVEL_H */
