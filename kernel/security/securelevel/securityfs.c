// SPDX-License-Identifier: GPL-2.0
/*
 * /sys/kernel/security/securelevel: read the level, write to raise it.
 * /sys/kernel/security/securelevel_source: how the level was reached.
 * /sys/kernel/security/securelevel_changed_by: which process changed it.
 * /sys/kernel/security/securelevel_measurements: every level since boot.
 * /sys/kernel/security/securelevel_pcr: the TPM PCR they are measured into.
 *
 * A write holds one complete request.  Anything else is refused with the
 * level unchanged: -EPERM without CAP_SYS_ADMIN, -EINVAL for malformed
 * input, an offset write, or a transition the ratchet does not allow.
 */

#include <linux/capability.h>
#include <linux/cred.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/security.h>
#include <linux/securelevel.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/uaccess.h>

#include "internal.h"

static ssize_t securelevel_read(struct file *file, char __user *buf,
				size_t count, loff_t *ppos)
{
	char tmp[16];
	int len;

	len = scnprintf(tmp, sizeof(tmp), "%d\n", get_securelevel());
	return simple_read_from_buffer(buf, count, ppos, tmp, len);
}

static ssize_t securelevel_write(struct file *file, const char __user *ubuf,
				 size_t count, loff_t *ppos)
{
	char *buf;
	int level, ret;

	/*
	 * Both the opener and the writer must be privileged: checking the
	 * opener defeats tricking a setuid program into writing to an fd
	 * opened by someone else; checking the writer keeps a leaked fd
	 * from letting an unprivileged process change the level.
	 */
	if (!file_ns_capable(file, &init_user_ns, CAP_SYS_ADMIN) ||
	    !capable(CAP_SYS_ADMIN))
		return -EPERM;

	if (*ppos != 0 || count == 0 || count > SECURELEVEL_WRITE_MAX)
		return -EINVAL;

	buf = memdup_user_nul(ubuf, count);
	if (IS_ERR(buf))
		return PTR_ERR(buf);

	ret = securelevel_parse(buf, count, &level);
	kfree(buf);
	if (!ret)
		ret = securelevel_change(level, SECURELEVEL_SOURCE_WRITE);

	return ret ? ret : count;
}

static const struct file_operations securelevel_fops = {
	.read = securelevel_read,
	.write = securelevel_write,
	.llseek = generic_file_llseek,
};

static ssize_t securelevel_source_read(struct file *file, char __user *buf,
				       size_t count, loff_t *ppos)
{
	char tmp[16];
	int len;

	len = scnprintf(tmp, sizeof(tmp), "%s\n", securelevel_source_name());
	return simple_read_from_buffer(buf, count, ppos, tmp, len);
}

static const struct file_operations securelevel_source_fops = {
	.read = securelevel_source_read,
	.llseek = generic_file_llseek,
};

static int securelevel_changed_by_show(struct seq_file *m, void *v)
{
	securelevel_show_changer(m);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(securelevel_changed_by);

static int securelevel_measurements_show(struct seq_file *m, void *v)
{
	securelevel_show_measurements(m);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(securelevel_measurements);

static int securelevel_pcr_show(struct seq_file *m, void *v)
{
	securelevel_show_pcr(m);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(securelevel_pcr);

static int __init securelevel_securityfs_init(void)
{
	struct dentry *dentry;

	/* Without our hooks a level would enforce nothing: offer no file. */
	if (!securelevel_is_active())
		return 0;

	dentry = securityfs_create_file("securelevel", 0644, NULL, NULL,
					&securelevel_fops);
	if (IS_ERR(dentry))
		return PTR_ERR(dentry);

	dentry = securityfs_create_file("securelevel_source", 0444, NULL, NULL,
					&securelevel_source_fops);
	if (IS_ERR(dentry))
		return PTR_ERR(dentry);

	dentry = securityfs_create_file("securelevel_changed_by", 0444, NULL,
					NULL, &securelevel_changed_by_fops);
	if (IS_ERR(dentry))
		return PTR_ERR(dentry);

	dentry = securityfs_create_file("securelevel_measurements", 0444, NULL,
					NULL, &securelevel_measurements_fops);
	if (IS_ERR(dentry))
		return PTR_ERR(dentry);

	dentry = securityfs_create_file("securelevel_pcr", 0444, NULL, NULL,
					&securelevel_pcr_fops);
	return PTR_ERR_OR_ZERO(dentry);
}
fs_initcall(securelevel_securityfs_init);
