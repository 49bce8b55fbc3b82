// SPDX-License-Identifier: GPL-2.0
/*
 * securelevel policy: the kernel's side of policy.h, the rules both
 * backends share, plus the parser of the securityfs file and the sysctl.
 */

#include <linux/blkpg.h>
#include <linux/build_bug.h>
#include <linux/cdrom.h>
#include <linux/dm-ioctl.h>
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/hdreg.h>
#include <linux/kernel.h>
#include <linux/loop.h>
#include <linux/major.h>
#include <linux/mmc/ioctl.h>
#include <linux/nvme_ioctl.h>
#include <linux/raid/md_u.h>
#include <mtd/ubi-user.h>
#include <linux/security.h>
#include <linux/string.h>
#include <scsi/scsi_ioctl.h>
#include <scsi/sg.h>

#include "internal.h"

/* policy.h spells the ioctl numbers out for the BPF backend; check them. */
static_assert(SL_SG_IO == SG_IO);
static_assert(SL_SCSI_IOCTL_SEND_COMMAND == SCSI_IOCTL_SEND_COMMAND);
static_assert(SL_CDROM_SEND_PACKET == CDROM_SEND_PACKET);
static_assert(SL_HDIO_DRIVE_TASKFILE == HDIO_DRIVE_TASKFILE);
static_assert(SL_HDIO_DRIVE_TASK == HDIO_DRIVE_TASK);
static_assert(SL_HDIO_DRIVE_CMD == HDIO_DRIVE_CMD);
static_assert(SL_BLKRRPART == BLKRRPART);
static_assert(SL_BLKPG == BLKPG);
static_assert(SL_BLKDISCARD == BLKDISCARD);
static_assert(SL_BLKSECDISCARD == BLKSECDISCARD);
static_assert(SL_BLKZEROOUT == BLKZEROOUT);
static_assert(SL_MMC_IOC_TYPE == MMC_BLOCK_MAJOR);
static_assert(SL_MD_IOC_TYPE == MD_MAJOR);
static_assert(SL_IOC_TYPE(LOOP_SET_FD) == SL_LOOP_IOC_TYPE);
static_assert(SL_IOC_NR(LOOP_CONFIGURE) == 0x0a);
static_assert(SL_IOC_NR(ADD_NEW_DISK) == 0x21);
static_assert(SL_IOC_NR(CLUSTERED_DISK_NACK) == 0x35);
static_assert(SL_IOC_TYPE(NVME_IOCTL_SUBMIT_IO) == SL_NVME_IOC_TYPE);
static_assert(SL_IOC_NR(NVME_IOCTL_IO64_CMD_VEC) == 0x49);
static_assert(SL_IOC_NR(NVME_URING_CMD_ADMIN_VEC) == 0x83);
static_assert(SL_IOC_TYPE(DM_TABLE_LOAD) == SL_DM_IOC_TYPE);
static_assert(SL_IOC_NR(DM_TABLE_LOAD) == SL_DM_TABLE_LOAD_NR);
static_assert(SL_IOC_NR(DM_DEV_SUSPEND) == SL_DM_DEV_SUSPEND_NR);
static_assert(SL_IOC_NR(DM_TABLE_CLEAR) == SL_DM_TABLE_CLEAR_NR);
static_assert(SL_IOC_NR(DM_TARGET_MSG) == SL_DM_TARGET_MSG_NR);
static_assert(SL_IOC_TYPE(UBI_IOCATT) == SL_UBI_IOC_TYPE);
static_assert(SL_IOC_TYPE(UBI_IOCVOLUP) == SL_UBI_VOL_IOC_TYPE);
static_assert(SL_IOC_DIR(UBI_IOCVOLUP) == SL_IOC_WRITE);
static_assert(SL_IOC_NR(NVME_IOCTL_ADMIN64_CMD) == 0x47);
static_assert(SL_SCSI_GENERIC_MAJOR == SCSI_GENERIC_MAJOR);
static_assert(SL_MTD_CHAR_MAJOR == MTD_CHAR_MAJOR);

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
	return sl_transition_allowed(from, to) ? 0 : -EINVAL;
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
 * securelevel_denies - does @level deny the lockdown reason @what?
 * @level: a securelevel
 * @what: the lockdown reason of the operation
 *
 * Level 1 denies what lockdown=integrity denies, level 2 what
 * lockdown=confidentiality denies.
 *
 * Return: true if the operation is denied.
 */
bool securelevel_denies(int level, enum lockdown_reason what)
{
	return sl_denies_lockdown(level, what, LOCKDOWN_INTEGRITY_MAX,
				  LOCKDOWN_CONFIDENTIALITY_MAX);
}
