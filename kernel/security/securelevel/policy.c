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
#include <linux/netfilter/nf_tables.h>
#include <linux/netfilter/nfnetlink.h>
#include <linux/netfilter/nfnetlink_conntrack.h>
#include <linux/netfilter/nfnetlink_cttimeout.h>
#include <linux/netfilter/nfnetlink_queue.h>
#include <linux/nvme_ioctl.h>
#include <linux/raid/md_u.h>
#include <mtd/ubi-user.h>
#include <linux/security.h>
#include <linux/securelevel.h>
#include <linux/socket.h>
#include <linux/string.h>
#include <linux/tpm.h>
#include <scsi/scsi_ioctl.h>
#include <scsi/sg.h>
/* The uapi headers: the kernel's own bring in networking internals. */
#include <uapi/linux/netfilter/ipset/ip_set.h>
#include <uapi/linux/netfilter_arp/arp_tables.h>
#include <uapi/linux/netfilter_bridge/ebtables.h>
#include <uapi/linux/netfilter_ipv4/ip_tables.h>
#include <uapi/linux/netfilter_ipv6/ip6_tables.h>
#include <uapi/linux/rtnetlink.h>

#include "internal.h"

/* The levels drivers see are policy.h's. */
static_assert(SL_MIN == SECURELEVEL_MIN);
static_assert(SL_MAX == SECURELEVEL_MAX);

/* The TPM 2.0 command codes that policy.h spells out. */
static_assert(SL_TPM2_CC_SHUTDOWN == TPM2_CC_SHUTDOWN);
static_assert(SL_TPM2_CC_PCR_EXTEND == TPM2_CC_PCR_EXTEND);
static_assert(sizeof(struct tpm_header) == SL_TPM2_HEADER_SIZE);

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

/* And the network numbers of level 3. */
static_assert(SL_NFNL_SUBSYS_CTNETLINK == NFNL_SUBSYS_CTNETLINK);
static_assert(SL_NFNL_SUBSYS_CTNETLINK_EXP == NFNL_SUBSYS_CTNETLINK_EXP);
static_assert(SL_NFNL_SUBSYS_QUEUE == NFNL_SUBSYS_QUEUE);
static_assert(SL_NFNL_SUBSYS_ULOG == NFNL_SUBSYS_ULOG);
static_assert(SL_NFNL_SUBSYS_IPSET == NFNL_SUBSYS_IPSET);
static_assert(SL_NFNL_SUBSYS_ACCT == NFNL_SUBSYS_ACCT);
static_assert(SL_NFNL_SUBSYS_CTNETLINK_TIMEOUT == NFNL_SUBSYS_CTNETLINK_TIMEOUT);
static_assert(SL_NFNL_SUBSYS_CTHELPER == NFNL_SUBSYS_CTHELPER);
static_assert(SL_NFNL_SUBSYS_NFTABLES == NFNL_SUBSYS_NFTABLES);
static_assert(SL_NFNL_SUBSYS_NFT_COMPAT == NFNL_SUBSYS_NFT_COMPAT);
static_assert(SL_NFNL_SUBSYS_HOOK == NFNL_SUBSYS_HOOK);
static_assert(SL_NFQNL_MSG_CONFIG == NFQNL_MSG_CONFIG);
static_assert(IPCTNL_MSG_CT_GET == 1);
static_assert(IPCTNL_MSG_CT_GET_STATS_CPU == 4);
static_assert(IPCTNL_MSG_CT_GET_UNCONFIRMED == 7);
static_assert(IPCTNL_MSG_EXP_GET == 1);
static_assert(IPCTNL_MSG_EXP_GET_STATS_CPU == 3);
static_assert(IPCTNL_MSG_TIMEOUT_GET == 1);
static_assert(IPCTNL_MSG_TIMEOUT_DEFAULT_GET == 4);
static_assert(IPSET_CMD_PROTOCOL == 1);
static_assert(IPSET_CMD_LIST == 7);
static_assert(IPSET_CMD_SAVE == 8);
static_assert(IPSET_CMD_TEST == 11);
static_assert(IPSET_CMD_GET_BYINDEX == 15);
static_assert(NFT_MSG_GETTABLE == 1);
static_assert(NFT_MSG_GETCHAIN == 4);
static_assert(NFT_MSG_GETRULE == 7);
static_assert(NFT_MSG_GETSET == 10);
static_assert(NFT_MSG_GETSETELEM == 13);
static_assert(NFT_MSG_GETGEN == 16);
static_assert(NFT_MSG_GETOBJ == 19);
static_assert(NFT_MSG_GETFLOWTABLE == 23);
static_assert(SL_RTM_NEWLINK == RTM_NEWLINK);
static_assert(SL_RTM_SETLINK == RTM_SETLINK);
static_assert(SL_RTM_NEWQDISC == RTM_NEWQDISC);
static_assert(SL_RTM_NEWQDISC + SL_RTM_GET_OFFSET == RTM_GETQDISC);
static_assert(SL_RTM_NEWTCLASS == RTM_NEWTCLASS);
static_assert(SL_RTM_NEWTFILTER == RTM_NEWTFILTER);
static_assert(SL_RTM_NEWACTION == RTM_NEWACTION);
static_assert(SL_RTM_NEWCHAIN == RTM_NEWCHAIN);
static_assert(SL_RTM_NEWCHAIN + SL_RTM_GET_OFFSET == RTM_GETCHAIN);
static_assert(SL_SOL_IP == SOL_IP);
static_assert(SL_SOL_IPV6 == SOL_IPV6);
static_assert(SL_IPT_SO_SET_REPLACE == IPT_SO_SET_REPLACE);
static_assert(SL_IPT_SO_SET_REPLACE + 1 == IPT_SO_SET_MAX);
static_assert(SL_IPT_SO_SET_REPLACE == IP6T_SO_SET_REPLACE);
static_assert(SL_IPT_SO_SET_REPLACE + 1 == IP6T_SO_SET_MAX);
static_assert(SL_ARPT_SO_SET_REPLACE == ARPT_SO_SET_REPLACE);
static_assert(SL_ARPT_SO_SET_REPLACE + 1 == ARPT_SO_SET_MAX);
static_assert(SL_EBT_SO_SET_ENTRIES == EBT_SO_SET_ENTRIES);
static_assert(SL_EBT_SO_SET_ENTRIES + 2 == EBT_SO_SET_MAX);

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
