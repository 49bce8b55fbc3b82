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

/* Like 0, but frozen: the level can never be raised until reboot. */
#define SECURELEVEL_PERMANENTLY_INSECURE	(-1)
/* The default: no restrictions beyond those of other LSMs. */
#define SECURELEVEL_INSECURE			0
/* Nobody, root included, may modify the running kernel. */
#define SECURELEVEL_SECURE			1
/* Also nobody may read kernel memory, set the clock back or write disks. */
#define SECURELEVEL_HIGHLY_SECURE		2

#define SECURELEVEL_MIN				SECURELEVEL_PERMANENTLY_INSECURE
#define SECURELEVEL_MAX				SECURELEVEL_HIGHLY_SECURE

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

#endif /* _LINUX_SECURELEVEL_H */
