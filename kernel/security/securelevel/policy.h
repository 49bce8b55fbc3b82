/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The securelevel policy: what each level denies, as pure functions of
 * facts the caller has gathered.  The kernel LSM (policy.c) and the BPF
 * backend (tools/securelevel-bpf) both include this file, so that KUnit
 * checks the rules both of them run.  It includes nothing: the kernel
 * and the BPF programs each bring their own types and enum values.
 */
#ifndef _SECURITY_SECURELEVEL_POLICY_H
#define _SECURITY_SECURELEVEL_POLICY_H

#define SL_PERMANENTLY_INSECURE	(-1)
#define SL_INSECURE		0
#define SL_SECURE		1
#define SL_HIGHLY_SECURE	2
#define SL_NETWORK_SECURE	3
#define SL_MIN			SL_PERMANENTLY_INSECURE
#define SL_MAX			SL_NETWORK_SECURE

/* The operations of ops.h, numbered from 0 for both backends. */
enum sl_op_index {
#define SECURELEVEL_OP(name, ...) SL_OP_##name,
#include "ops.h"
#undef SECURELEVEL_OP
	SL_OP_COUNT
};

/* The transition rules: only up; 0 may also go to -1, which is final. */
static inline bool sl_valid(int level)
{
	return level >= SL_MIN && level <= SL_MAX;
}

static inline bool sl_transition_allowed(int from, int to)
{
	if (!sl_valid(to))
		return false;
	if (to == from)
		return true;
	if (from == SL_PERMANENTLY_INSECURE)
		return false;
	if (to == SL_PERMANENTLY_INSECURE)
		return from == SL_INSECURE;
	return to > from;
}

/*
 * The level at boot: the requested one (Kconfig or securelevel=), at least
 * 1 under UEFI Secure Boot.
 */
static inline int sl_boot_level(int requested, bool secure_boot)
{
	if (secure_boot && requested < SL_SECURE)
		return SL_SECURE;
	return requested;
}

/*
 * After kexec: at least the level the kexec'ing kernel handed over.  A
 * handed-over -1 raises nothing.
 */
static inline int sl_inherit_level(int level, int inherited)
{
	if (inherited > SL_INSECURE && level < inherited)
		return inherited;
	return level;
}

/*
 * Lockdown reasons: level 1 denies those below @integrity_max (what
 * lockdown=integrity denies), level 2 those below @confidentiality_max.
 * The caller passes the running kernel's enum values.
 */
static inline bool sl_denies_lockdown(int level, int what, int integrity_max,
				      int confidentiality_max)
{
	if (what <= 0)
		return false;
	if (level >= SL_HIGHLY_SECURE)
		return what < confidentiality_max;
	if (level == SL_SECURE)
		return what < integrity_max;
	return false;
}

/*
 * The clock, at level 2: no step backwards (settimeofday, clock_settime,
 * adjtimex(ADJ_SETOFFSET), an RTC registering), and no change of the
 * kernel timezone, which steps the clock on its first setting and shifts
 * the timestamps of FAT filesystems.
 */
static inline bool sl_denies_settime(int level, bool backwards,
				     bool timezone)
{
	return level >= SL_HIGHLY_SECURE && (backwards || timezone);
}

/*
 * From level 1 the immutable and append-only flags may be set but never
 * cleared (@protected_flags: FS_IMMUTABLE_FL | FS_APPEND_FL).
 */
static inline bool sl_denies_flag_change(int level, unsigned int old_flags,
					 unsigned int new_flags,
					 unsigned int protected_flags)
{
	return level >= SL_SECURE &&
	       (old_flags & ~new_flags & protected_flags);
}

/*
 * BPF programs that can change what kernel functions return are refused
 * from level 1; the caller says whether @prog is one (fmod_ret, BPF LSM,
 * freplace, a kprobe program calling bpf_override_return()).
 */
static inline bool sl_denies_bpf_override(int level, bool overrides)
{
	return level >= SL_SECURE && overrides;
}

/*
 * At level 2 no BPF program may be loaded by a task the verifier would
 * let read kernel memory: one with CAP_PERFMON or CAP_SYS_ADMIN (they
 * get bpf_snprintf("%s"), bpf_snprintf_btf(), BTF pointer walks and
 * pointer leaks, none of which lockdown withholds).  Loads with CAP_BPF
 * and CAP_NET_ADMIN alone are verified without those and still work.
 */
static inline bool sl_denies_bpf_load(int level, bool reads_kernel)
{
	return level >= SL_HIGHLY_SECURE && reads_kernel;
}

/*
 * Who opens a block device, judged by the system call the task is in:
 * the kernel before the first process, a filesystem being mounted, an
 * open(2) (whose writes are judged one by one), swapon(2), an ioctl(2)
 * (device-mapper, md, loop and btrfs claim their devices exclusively, so
 * the claim of a mounted filesystem keeps them off it), or anything else:
 * a write to sysfs or configfs (nvmet, LIO, bcache, block2mtd), a module
 * parameter, a kernel thread.
 */
enum sl_opener {
	SL_OPENER_BOOT,
	SL_OPENER_MOUNT,
	SL_OPENER_OPEN,
	SL_OPENER_SWAPON,
	SL_OPENER_IOCTL,
	SL_OPENER_OTHER,
};

/*
 * Opening a block device for writing.  Level 1 refuses the kernel's own
 * write opens where nothing else stops them from reaching a disk in use:
 * the non-exclusive ones behind sysfs, configfs and kernel threads.
 * Level 2 allows it only for a mount (the BSD rule: filesystems still
 * work, raw writes do not).
 */
static inline bool sl_denies_bdev_open(int level, bool write,
				       enum sl_opener who)
{
	if (!write || who == SL_OPENER_BOOT || who == SL_OPENER_MOUNT)
		return false;
	if (level >= SL_HIGHLY_SECURE)
		return true;
	return level == SL_SECURE && who == SL_OPENER_OTHER;
}

/*
 * Writing through an open block device (write, mmap, fallocate, discard):
 * from level 1 not to a device in use, claimed by a mounted filesystem,
 * device-mapper, md or swap, or overlapping one that is (a whole disk and
 * its partitions); at level 2 to none.
 */
static inline bool sl_denies_bdev_write(int level, bool in_use)
{
	return level >= SL_HIGHLY_SECURE || (level == SL_SECURE && in_use);
}

/* What an ioctl on a device does, as far as securelevel cares. */
enum sl_ioctl_kind {
	SL_IOCTL_OTHER,
	SL_IOCTL_PASSTHROUGH,	/* a raw SCSI, ATA, NVMe or MMC command */
	SL_IOCTL_BDEV_WRITE,	/* discard, secure discard, zero out */
	SL_IOCTL_RECONFIGURE,	/* partitions, loop backing, md members */
	SL_IOCTL_DM_TABLE,	/* load, swap or message a device-mapper table */
	SL_IOCTL_FLASH,		/* UBI: attach an MTD, change or write a volume */
	SL_IOCTL_NVME_ADMIN,	/* an NVMe admin command: the whole controller */
};

#define SL_IOC_NR(cmd)		((cmd) & 0xff)
#define SL_IOC_TYPE(cmd)	(((cmd) >> 8) & 0xff)
#define SL_IOC_DIR(cmd)		(((cmd) >> 30) & 3)
#define SL_IOC_WRITE		1	/* _IOC_WRITE: the caller passes data */

/* ioctl numbers are ABI; their values are checked against the uapi headers
 * in policy.c.  Size and direction bits are ignored where the command's
 * struct differs between 64-bit and compat callers.
 */
#define SL_SCSI_IOCTL_SEND_COMMAND	0x0001
#define SL_SG_IO			0x2285
#define SL_CDROM_SEND_PACKET		0x5393
#define SL_HDIO_DRIVE_TASKFILE		0x031d
#define SL_HDIO_DRIVE_TASK		0x031e
#define SL_HDIO_DRIVE_CMD		0x031f
#define SL_BLKRRPART			0x125f
#define SL_BLKPG			0x1269
#define SL_BLKDISCARD			0x1277
#define SL_BLKSECDISCARD		0x127d
#define SL_BLKZEROOUT			0x127f
#define SL_NVME_IOC_TYPE		'N'
#define SL_MMC_IOC_TYPE			179	/* MMC_BLOCK_MAJOR */
#define SL_LOOP_IOC_TYPE		0x4c
#define SL_MD_IOC_TYPE			9	/* MD_MAJOR */
#define SL_DM_IOC_TYPE			0xfd	/* DM_IOCTL */
#define SL_UBI_IOC_TYPE			'o'	/* UBI_IOC_MAGIC, UBI_CTRL_IOC_MAGIC */
#define SL_UBI_VOL_IOC_TYPE		'O'	/* UBI_VOL_IOC_MAGIC */
#define SL_DM_DEV_SUSPEND_NR		6
#define SL_DM_TABLE_LOAD_NR		9
#define SL_DM_TABLE_CLEAR_NR		10
#define SL_DM_TARGET_MSG_NR		14

static inline bool sl_nvme_passthrough_nr(unsigned int nr)
{
	/* ADMIN_CMD, SUBMIT_IO, IO_CMD, ADMIN64_CMD, IO64_CMD, IO64_CMD_VEC,
	 * and the io_uring commands URING_CMD_IO(_VEC), URING_CMD_ADMIN(_VEC)
	 */
	return (nr >= 0x41 && nr <= 0x43) || (nr >= 0x47 && nr <= 0x49) ||
	       (nr >= 0x80 && nr <= 0x83);
}

/* ADMIN_CMD, ADMIN64_CMD, URING_CMD_ADMIN(_VEC): firmware, format, sanitize */
static inline bool sl_nvme_admin_nr(unsigned int nr)
{
	return nr == 0x41 || nr == 0x47 || nr == 0x82 || nr == 0x83;
}

/*
 * UBI's commands that write flash or change what is on it: MKVOL, RMVOL,
 * RSVOL, RNVOL, RPEB, SPEB and the control device's ATT and DET; a
 * volume's VOLUP, EBER, EBCH, EBMAP, EBUNMAP, SETVOLPROP, VOLCRBLK and
 * VOLRMBLK.  'o' is DVB's too, whose commands carry no data in.
 */
static inline bool sl_ubi_write_cmd(unsigned int cmd)
{
	unsigned int type = SL_IOC_TYPE(cmd), nr = SL_IOC_NR(cmd);

	if (type == SL_UBI_IOC_TYPE)
		return SL_IOC_DIR(cmd) == SL_IOC_WRITE &&
		       (nr <= 5 || nr == 64 || nr == 65);
	if (type == SL_UBI_VOL_IOC_TYPE)
		return (SL_IOC_DIR(cmd) == SL_IOC_WRITE &&
			(nr <= 4 || nr == 6 || nr == 7)) ||
		       (SL_IOC_DIR(cmd) == 0 && nr == 8);
	return false;
}

static inline enum sl_ioctl_kind sl_ioctl_kind(unsigned int cmd, bool blk)
{
	unsigned int type = SL_IOC_TYPE(cmd), nr = SL_IOC_NR(cmd);

	switch (cmd) {
	case SL_SG_IO:
	case SL_CDROM_SEND_PACKET:
	case SL_HDIO_DRIVE_TASKFILE:
	case SL_HDIO_DRIVE_TASK:
	case SL_HDIO_DRIVE_CMD:
		return SL_IOCTL_PASSTHROUGH;
	case SL_SCSI_IOCTL_SEND_COMMAND:
		/* Too small a number to mean the same on every device. */
		return blk ? SL_IOCTL_PASSTHROUGH : SL_IOCTL_OTHER;
	}
	if (type == SL_NVME_IOC_TYPE && sl_nvme_admin_nr(nr))
		return SL_IOCTL_NVME_ADMIN;
	if (type == SL_NVME_IOC_TYPE && sl_nvme_passthrough_nr(nr))
		return SL_IOCTL_PASSTHROUGH;
	if (!blk) {
		if (sl_ubi_write_cmd(cmd))
			return SL_IOCTL_FLASH;
		/* /dev/mapper/control: resuming swaps in a loaded table */
		if (type == SL_DM_IOC_TYPE &&
		    (nr == SL_DM_DEV_SUSPEND_NR || nr == SL_DM_TABLE_LOAD_NR ||
		     nr == SL_DM_TABLE_CLEAR_NR || nr == SL_DM_TARGET_MSG_NR))
			return SL_IOCTL_DM_TABLE;
		return SL_IOCTL_OTHER;
	}
	if (type == SL_MMC_IOC_TYPE && nr <= 1)
		return SL_IOCTL_PASSTHROUGH;
	switch (cmd) {
	case SL_BLKDISCARD:
	case SL_BLKSECDISCARD:
	case SL_BLKZEROOUT:
		return SL_IOCTL_BDEV_WRITE;
	case SL_BLKPG:
	case SL_BLKRRPART:
		return SL_IOCTL_RECONFIGURE;
	}
	/* loop: SET_FD, SET_STATUS, SET_STATUS64, CHANGE_FD, SET_CAPACITY,
	 * CONFIGURE change what the device maps; CLR_FD, GET_STATUS*,
	 * SET_DIRECT_IO and SET_BLOCK_SIZE do not.
	 */
	if (type == SL_LOOP_IOC_TYPE &&
	    (nr == 0x00 || nr == 0x02 || nr == 0x04 || nr == 0x06 ||
	     nr == 0x07 || nr == 0x0a))
		return SL_IOCTL_RECONFIGURE;
	/* md: everything from ADD_NEW_DISK on; below are the GET_* calls. */
	if (type == SL_MD_IOC_TYPE && nr >= 0x21 && nr <= 0x35)
		return SL_IOCTL_RECONFIGURE;
	return SL_IOCTL_OTHER;
}

/*
 * An ioctl on a block (@blk) or character device.  Passthrough commands
 * sit in user memory, where no check could be trusted to see what the
 * device will run, so they are refused whole: on character devices (sg,
 * bsg, NVMe) from level 1, which cannot tell which disk they reach; on
 * block devices where writing is refused.
 *
 * NVMe admin commands reach the whole controller, every namespace, even
 * through the block device of one nobody uses (firmware, format,
 * sanitize), and UBI's write flash that a mounted UBIFS may sit on: both
 * are refused from level 1, as raw commands through character devices.
 *
 * Device-mapper tables cannot change from level 1.  All device-mapper
 * devices share one holder, so a new mapping of a mounted logical
 * volume's physical volume is not kept off by the claim, and a reloaded
 * table can swap what a mounted filesystem reads; the table sits in user
 * memory and the device is named there too, so no check can tell a
 * harmless reload from such a swap.
 */
static inline bool sl_denies_device_ioctl(int level, enum sl_ioctl_kind kind,
					  bool blk, bool in_use)
{
	switch (kind) {
	case SL_IOCTL_PASSTHROUGH:
		if (!blk)
			return level >= SL_SECURE;
		return sl_denies_bdev_write(level, in_use);
	case SL_IOCTL_BDEV_WRITE:
		return sl_denies_bdev_write(level, in_use);
	case SL_IOCTL_RECONFIGURE:
		return level >= SL_SECURE && in_use;
	case SL_IOCTL_DM_TABLE:
	case SL_IOCTL_FLASH:
	case SL_IOCTL_NVME_ADMIN:
		return level >= SL_SECURE;
	default:
		return false;
	}
}

/*
 * Character devices that write storage directly: sg (which also takes
 * commands through write()) and MTD.  They cannot be mapped to the disk
 * they reach, so from level 1 none may be opened for writing.
 */
#define SL_SCSI_GENERIC_MAJOR	21
#define SL_MTD_CHAR_MAJOR	90

static inline bool sl_denies_chr_open(int level, unsigned int major,
				      bool write)
{
	return level >= SL_SECURE && write &&
	       (major == SL_SCSI_GENERIC_MAJOR || major == SL_MTD_CHAR_MAJOR);
}

/* io_uring passthrough (NVMe generic character devices): as the ioctls. */
static inline bool sl_denies_uring_cmd(int level, unsigned int cmd_op)
{
	return level >= SL_SECURE && SL_IOC_TYPE(cmd_op) == SL_NVME_IOC_TYPE &&
	       sl_nvme_passthrough_nr(SL_IOC_NR(cmd_op));
}

/*
 * Level 3, network secure (FreeBSD's level 3): the packet filter of the
 * initial network namespace is frozen, its rules and its traffic control
 * alike.  Other network namespaces (containers) keep control of their own.
 * @changes: the request would change the packet filter of the initial
 * namespace, rather than only read it.
 */
static inline bool sl_denies_firewall_change(int level, bool changes)
{
	return level >= SL_NETWORK_SECURE && changes;
}

/* nfnetlink subsystems (NFNL_SUBSYS_*, checked in policy.c) */
#define SL_NFNL_SUBSYS_NONE		0	/* batch begin and end */
#define SL_NFNL_SUBSYS_CTNETLINK	1
#define SL_NFNL_SUBSYS_CTNETLINK_EXP	2
#define SL_NFNL_SUBSYS_QUEUE		3
#define SL_NFNL_SUBSYS_ULOG		4
#define SL_NFNL_SUBSYS_IPSET		6
#define SL_NFNL_SUBSYS_ACCT		7
#define SL_NFNL_SUBSYS_CTNETLINK_TIMEOUT 8
#define SL_NFNL_SUBSYS_CTHELPER		9
#define SL_NFNL_SUBSYS_NFTABLES		10
#define SL_NFNL_SUBSYS_NFT_COMPAT	11
#define SL_NFNL_SUBSYS_HOOK		12
#define SL_NFQNL_MSG_CONFIG		2	/* bind to a queue */

#define SL_BIT(n)	(1u << (n))

/*
 * Does an nfnetlink message change the packet filter?  Each subsystem's
 * messages that only read are listed (bit n: message type n); anything
 * else changes it, in subsystems added later too.  Conntrack entries,
 * expectations, helpers and timeouts decide what "established" lets
 * through; ipset sets, nfacct quotas and OS fingerprints (OSF) are matched
 * by rules; resetting counters or quotas changes what quota rules do.
 * Queued packets still get their verdicts, but no new listener can bind
 * to a queue; logging is not filtering.
 */
static inline bool sl_nfnl_msg_changes(unsigned int subsys, unsigned int msg)
{
	unsigned int reads;

	switch (subsys) {
	case SL_NFNL_SUBSYS_NONE:
	case SL_NFNL_SUBSYS_ULOG:
	case SL_NFNL_SUBSYS_NFT_COMPAT:	/* which x_tables extensions exist */
	case SL_NFNL_SUBSYS_HOOK:	/* listing the hooks */
		return false;
	case SL_NFNL_SUBSYS_QUEUE:
		return msg == SL_NFQNL_MSG_CONFIG;
	case SL_NFNL_SUBSYS_CTNETLINK:
		/* GET, GET_STATS_CPU, GET_STATS, GET_DYING, GET_UNCONFIRMED */
		reads = SL_BIT(1) | SL_BIT(4) | SL_BIT(5) | SL_BIT(6) | SL_BIT(7);
		break;
	case SL_NFNL_SUBSYS_CTNETLINK_EXP:
		reads = SL_BIT(1) | SL_BIT(3);		/* GET, GET_STATS_CPU */
		break;
	case SL_NFNL_SUBSYS_IPSET:
		/* PROTOCOL, LIST, SAVE, TEST, HEADER, TYPE, GET_BYNAME, GET_BYINDEX */
		reads = SL_BIT(1) | SL_BIT(7) | SL_BIT(8) | SL_BIT(11) |
			SL_BIT(12) | SL_BIT(13) | SL_BIT(14) | SL_BIT(15);
		break;
	case SL_NFNL_SUBSYS_ACCT:
	case SL_NFNL_SUBSYS_CTHELPER:
		reads = SL_BIT(1);			/* GET */
		break;
	case SL_NFNL_SUBSYS_CTNETLINK_TIMEOUT:
		reads = SL_BIT(1) | SL_BIT(4);		/* GET, DEFAULT_GET */
		break;
	case SL_NFNL_SUBSYS_NFTABLES:
		/* GETTABLE, GETCHAIN, GETRULE, GETSET, GETSETELEM, GETGEN,
		 * GETOBJ, GETFLOWTABLE; not the GET..._RESET messages
		 */
		reads = SL_BIT(1) | SL_BIT(4) | SL_BIT(7) | SL_BIT(10) |
			SL_BIT(13) | SL_BIT(16) | SL_BIT(19) | SL_BIT(23);
		break;
	default:	/* OSF, and whatever comes later */
		return true;
	}
	return msg >= 32 || !(reads & SL_BIT(msg));
}

/*
 * rtnetlink message types come in fours: NEW, DEL, GET, SET.  Traffic
 * control (qdiscs, classes, filters, actions, filter chains) can drop,
 * rewrite and redirect packets around the firewall: all but GET change it.
 * Link messages change it when they carry XDP, which the caller looks for.
 */
#define SL_RTM_NEWLINK		16
#define SL_RTM_SETLINK		19
#define SL_RTM_NEWQDISC		36
#define SL_RTM_NEWTCLASS	40
#define SL_RTM_NEWTFILTER	44
#define SL_RTM_NEWACTION	48
#define SL_RTM_NEWCHAIN		100
#define SL_RTM_GET_OFFSET	2

static inline bool sl_rtnl_tc_msg_changes(unsigned int type)
{
	switch (type & ~3u) {
	case SL_RTM_NEWQDISC:
	case SL_RTM_NEWTCLASS:
	case SL_RTM_NEWTFILTER:
	case SL_RTM_NEWACTION:
	case SL_RTM_NEWCHAIN:
		return (type & 3) != SL_RTM_GET_OFFSET;
	default:
		return false;
	}
}

static inline bool sl_rtnl_link_msg_sets(unsigned int type)
{
	return type == SL_RTM_NEWLINK || type == SL_RTM_SETLINK;
}

/*
 * The legacy tables' setsockopt() calls: replacing the rules of iptables
 * and ip6tables (SOL_IP and SOL_IPV6, 64 and 65: IPT_SO_SET_REPLACE and
 * ADD_COUNTERS), arptables (SOL_IP, 96 and 97) and ebtables (SOL_IP, 128
 * to 130, the range ebtables registers).
 */
#define SL_SOL_IP		0
#define SL_SOL_IPV6		41
#define SL_IPT_SO_SET_REPLACE	64
#define SL_ARPT_SO_SET_REPLACE	96
#define SL_EBT_SO_SET_ENTRIES	128

static inline bool sl_xt_sockopt_changes(int sol, int optname)
{
	if (sol == SL_SOL_IP)
		return (optname >= SL_IPT_SO_SET_REPLACE &&
			optname <= SL_IPT_SO_SET_REPLACE + 1) ||
		       (optname >= SL_ARPT_SO_SET_REPLACE &&
			optname <= SL_ARPT_SO_SET_REPLACE + 1) ||
		       (optname >= SL_EBT_SO_SET_ENTRIES &&
			optname <= SL_EBT_SO_SET_ENTRIES + 2);
	if (sol == SL_SOL_IPV6)
		return optname >= SL_IPT_SO_SET_REPLACE &&
		       optname <= SL_IPT_SO_SET_REPLACE + 1;
	return false;
}

/*
 * At level 3 no BPF program may be loaded that could filter, rewrite or
 * redirect packets ahead of the firewall, or in its place: the caller
 * says whether @prog is one (XDP, tc, lightweight tunnels, netfilter).
 */
static inline bool sl_denies_bpf_packet(int level, bool filters_packets)
{
	return level >= SL_NETWORK_SECURE && filters_packets;
}

/*
 * The TPM PCR that measures the level (measure.c) must change only when
 * the kernel extends it.  From level 1 on, a TPM 2.0 command written to
 * /dev/tpm* or /dev/tpmrm* may not extend it, record an event into it
 * (TPM2_PCR_Event, or a hash sequence ended into it) or reset it, nor
 * shut the TPM down: a TPM shut down without the state
 * saved starts with every PCR reset when the machine resumes from sleep.
 * The command is @cmd, @len bytes: a header (tag, size, command code,
 * big-endian) and the handles, the first of which names the PCR.
 */
#define SL_TPM2_CC_PCR_EVENT	0x013c
#define SL_TPM2_CC_PCR_RESET	0x013d
#define SL_TPM2_CC_SHUTDOWN	0x0145
#define SL_TPM2_CC_PCR_EXTEND	0x0182
#define SL_TPM2_CC_EVENT_SEQUENCE_COMPLETE	0x0185
#define SL_TPM2_HEADER_SIZE	10

static inline unsigned long sl_be32(const unsigned char *p)
{
	return (unsigned long)p[0] << 24 | (unsigned long)p[1] << 16 |
	       (unsigned long)p[2] << 8 | p[3];
}

static inline bool sl_denies_tpm_command(int level, const unsigned char *cmd,
					 unsigned long len, unsigned int pcr)
{
	unsigned long code;

	if (level < SL_SECURE || len < SL_TPM2_HEADER_SIZE)
		return false;	/* the TPM refuses a command without a code */
	code = sl_be32(cmd + 6);
	if (code == SL_TPM2_CC_SHUTDOWN)
		return true;
	if (code != SL_TPM2_CC_PCR_EXTEND && code != SL_TPM2_CC_PCR_EVENT &&
	    code != SL_TPM2_CC_PCR_RESET &&
	    code != SL_TPM2_CC_EVENT_SEQUENCE_COMPLETE)
		return false;
	/* Without a complete handle the PCR is unknown: refuse. */
	return len < SL_TPM2_HEADER_SIZE + 4 ||
	       sl_be32(cmd + SL_TPM2_HEADER_SIZE) == pcr;
}

#endif /* _SECURITY_SECURELEVEL_POLICY_H */
