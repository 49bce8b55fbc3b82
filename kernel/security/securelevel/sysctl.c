// SPDX-License-Identifier: GPL-2.0
/*
 * kernel.securelevel: the level as a sysctl, with the same rules as the
 * securityfs file, so that /etc/sysctl.d can raise it at boot the way the
 * BSDs' kern.securelevel is raised.
 *
 * The sysctl handler is not told who opened the file, so only the writer
 * is checked for CAP_SYS_ADMIN here.
 */

#include <linux/capability.h>
#include <linux/init.h>
#include <linux/securelevel.h>
#include <linux/sysctl.h>

#include "internal.h"

static int securelevel_sysctl(struct ctl_table *table, int write,
			      void *buffer, size_t *lenp, loff_t *ppos)
{
	struct ctl_table tmp = *table;
	int level = get_securelevel();
	int ret;

	if (!write) {
		tmp.data = &level;
		return proc_dointvec(&tmp, 0, buffer, lenp, ppos);
	}

	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;
	if (*ppos != 0)
		return -EINVAL;

	/* The sysctl core NUL-terminates the buffer after *lenp bytes. */
	ret = securelevel_parse(buffer, *lenp, &level);
	if (!ret)
		ret = securelevel_change(level, SECURELEVEL_SOURCE_SYSCTL);
	return ret;
}

static struct ctl_table securelevel_sysctl_table[] = {
	{
		.procname	= "securelevel",
		.maxlen		= sizeof(int),
		.mode		= 0644,
		.proc_handler	= securelevel_sysctl,
	},
	{ }
};

static int __init securelevel_sysctl_init(void)
{
	if (!securelevel_is_active())
		return 0;
	if (!register_sysctl("kernel", securelevel_sysctl_table))
		return -ENOMEM;
	return 0;
}
fs_initcall(securelevel_sysctl_init);
