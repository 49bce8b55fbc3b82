// SPDX-License-Identifier: GPL-2.0
/*
 * Facts the hooks need about the caller and the object, gathered here so
 * that the decisions in policy.h stay pure: which system call is opening
 * a block device, and whether a block device is in use; and who is
 * changing the level, for the record.
 */

#include <linux/blk_types.h>
#include <linux/blkdev.h>
#include <linux/cgroup.h>
#include <linux/compat.h>
#include <linux/kernel.h>
#include <linux/major.h>
#include <linux/ptrace.h>
#include <linux/rcupdate.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/xarray.h>
#include <asm/syscall.h>
#include <asm/unistd.h>

#include "internal.h"

/**
 * securelevel_opener - who is opening a block device
 *
 * Description: Judged by the system call the current task is in.
 * Before the first process runs only the kernel opens devices (the root
 * filesystem, md autodetection).  Kernel threads and io_uring workers are
 * in no system call at all; compat system calls, numbered differently,
 * count as "other" too.
 *
 * Return: an SL_OPENER_* value.
 */
enum sl_opener securelevel_opener(void)
{
	int nr;

	if (system_state < SYSTEM_RUNNING)
		return SL_OPENER_BOOT;
	if ((current->flags & (PF_KTHREAD | PF_IO_WORKER)) ||
	    in_compat_syscall())
		return SL_OPENER_OTHER;

	nr = syscall_get_nr(current, task_pt_regs(current));
	switch (nr) {
	case __NR_mount:
	case __NR_fsconfig:
		return SL_OPENER_MOUNT;
#ifdef __NR_open
	case __NR_open:
#endif
#ifdef __NR_creat
	case __NR_creat:
#endif
	case __NR_openat:
	case __NR_openat2:
	case __NR_open_by_handle_at:
		return SL_OPENER_OPEN;
	case __NR_swapon:
		return SL_OPENER_SWAPON;
	case __NR_ioctl:
		return SL_OPENER_IOCTL;
	default:
		return SL_OPENER_OTHER;
	}
}

static bool sectors_overlap(struct block_device *a, struct block_device *b)
{
	sector_t a_end = a->bd_start_sect + bdev_nr_sectors(a);
	sector_t b_end = b->bd_start_sect + bdev_nr_sectors(b);

	return a->bd_start_sect < b_end && b->bd_start_sect < a_end;
}

/**
 * securelevel_bdev_in_use - is @bdev claimed, or does it overlap a claim?
 * @bdev: a block device
 *
 * Mounted filesystems, device-mapper, md, bcache and swap claim their
 * devices (bd_holders).  Writing a whole disk reaches every partition on
 * it, and writing a partition reaches the whole disk's claim, so overlaps
 * count.  A whole disk's bd_holders counts the claims of its partitions
 * once each and its own claims twice; what is left over after the
 * partitions is the whole disk's own.  The counts are read without
 * bdev_lock: a claim racing with the check is seen on the next write.
 * An MTD block device always counts: the flash under it may be used by
 * UBI or a flash filesystem, which claim no block device.
 *
 * Return: true if writing @bdev could change a device in use.
 */
bool securelevel_bdev_in_use(struct block_device *bdev)
{
	struct block_device *whole = bdev_whole(bdev);
	struct block_device *part;
	unsigned long idx;
	int partition_claims = 0;
	bool overlap = false;

	if (READ_ONCE(bdev->bd_holders) || MAJOR(bdev->bd_dev) == MTD_BLOCK_MAJOR)
		return true;
	if (bdev == whole)
		return false;

	rcu_read_lock();
	xa_for_each_start(&whole->bd_disk->part_tbl, idx, part, 1) {
		int holders = READ_ONCE(part->bd_holders);

		partition_claims += holders;
		if (holders && part != bdev && sectors_overlap(part, bdev))
			overlap = true;
	}
	rcu_read_unlock();

	return overlap || READ_ONCE(whole->bd_holders) > partition_claims;
}

/**
 * securelevel_make_printable - replace control and non-ASCII bytes by '?'
 * @s: a NUL-terminated string, changed in place
 *
 * A task's name and a cgroup's are chosen by whoever runs the task; they
 * must not be able to add lines to what securelevel reports.
 */
void securelevel_make_printable(char *s)
{
	for (; *s; s++)
		if (*s < ' ' || *s > '~')
			*s = '?';
}

#ifdef CONFIG_CGROUPS
/* The current task's cgroup v2 path, as the initial namespace sees it. */
static void current_cgroup_path(char *buf, size_t len)
{
	struct cgroup *cgrp;
	int ret = -ENOENT;

	rcu_read_lock();
	cgrp = task_dfl_cgroup(current);
	if (!cgroup_tryget(cgrp))
		cgrp = NULL;
	rcu_read_unlock();

	if (cgrp) {
		ret = cgroup_path_ns(cgrp, buf, len, &init_cgroup_ns);
		cgroup_put(cgrp);
	}
	if (ret < 0 || ret >= len)
		strscpy(buf, "?", len);
}
#else
static void current_cgroup_path(char *buf, size_t len)
{
	buf[0] = '\0';
}
#endif

/**
 * securelevel_describe_caller - who the current task is, for the record
 *
 * Description: Lines of "key value": the process ID and name, and its
 * cgroup (which names the systemd unit that started it), each made
 * printable.
 *
 * Context: process context; may sleep (the cgroup path takes cgroup_mutex).
 *
 * Return: a kmalloc()ed string, or NULL if out of memory.
 */
char *securelevel_describe_caller(void)
{
	char comm[TASK_COMM_LEN];
	char *cgroup, *text;

	cgroup = kmalloc(PATH_MAX, GFP_KERNEL);
	if (!cgroup)
		return NULL;
	current_cgroup_path(cgroup, PATH_MAX);
	securelevel_make_printable(cgroup);
	get_task_comm(comm, current);
	securelevel_make_printable(comm);

	text = kasprintf(GFP_KERNEL, "pid %d\ncomm %s\n%s%s%s",
			 task_tgid_nr(current), comm,
			 cgroup[0] ? "cgroup " : "", cgroup,
			 cgroup[0] ? "\n" : "");
	kfree(cgroup);
	return text;
}
