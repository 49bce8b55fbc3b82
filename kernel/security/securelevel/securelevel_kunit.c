// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the securelevel state machine, input parser and policy.
 * They call the pure helpers only and never change the system's level.
 */

#include <kunit/test.h>
#include <linux/blkpg.h>
#include <linux/bpf.h>
#include <linux/cdrom.h>
#include <linux/dm-ioctl.h>
#include <linux/fs.h>
#include <linux/hdreg.h>
#include <linux/in6.h>
#include <linux/kernel.h>
#include <linux/limits.h>
#include <linux/loop.h>
#include <linux/major.h>
#include <linux/netfilter/nf_tables.h>
#include <linux/netfilter/nfnetlink.h>
#include <linux/netfilter/nfnetlink_conntrack.h>
#include <linux/netfilter/nfnetlink_cttimeout.h>
#include <linux/netfilter/nfnetlink_queue.h>
#include <linux/nvme_ioctl.h>
#include <linux/raid/md_u.h>
#include <mtd/ubi-user.h>
#include <linux/socket.h>
#include <linux/string.h>
#include <linux/tpm.h>
#include <scsi/scsi_ioctl.h>
#include <scsi/sg.h>
#include <uapi/linux/netfilter/ipset/ip_set.h>
#include <uapi/linux/netfilter_arp/arp_tables.h>
#include <uapi/linux/netfilter_bridge/ebtables.h>
#include <uapi/linux/netfilter_ipv4/ip_tables.h>
#include <uapi/linux/netfilter_ipv6/ip6_tables.h>
#include <uapi/linux/rtnetlink.h>

#include "internal.h"

struct transition_case {
	int from;
	int to;
	int expected;
};

static void transition_desc(const struct transition_case *t, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%d to %d", t->from, t->to);
}

/* Every current level against every interesting request, spelt out. */
static const struct transition_case transitions[] = {
	/* -1 is frozen: only setting -1 again succeeds. */
	{ -1, INT_MIN, -EINVAL }, { -1, -2, -EINVAL }, { -1, -1, 0 },
	{ -1, 0, -EINVAL }, { -1, 1, -EINVAL }, { -1, 2, -EINVAL },
	{ -1, 3, -EINVAL }, { -1, 4, -EINVAL }, { -1, INT_MAX, -EINVAL },
	/* 0 may be frozen at -1 or raised to 1, 2 or 3. */
	{ 0, INT_MIN, -EINVAL }, { 0, -2, -EINVAL }, { 0, -1, 0 },
	{ 0, 0, 0 }, { 0, 1, 0 }, { 0, 2, 0 }, { 0, 3, 0 }, { 0, 4, -EINVAL },
	{ 0, INT_MAX, -EINVAL },
	/* 1 may only go up. */
	{ 1, INT_MIN, -EINVAL }, { 1, -2, -EINVAL }, { 1, -1, -EINVAL },
	{ 1, 0, -EINVAL }, { 1, 1, 0 }, { 1, 2, 0 }, { 1, 3, 0 },
	{ 1, 4, -EINVAL }, { 1, INT_MAX, -EINVAL },
	{ 2, INT_MIN, -EINVAL }, { 2, -2, -EINVAL }, { 2, -1, -EINVAL },
	{ 2, 0, -EINVAL }, { 2, 1, -EINVAL }, { 2, 2, 0 }, { 2, 3, 0 },
	{ 2, 4, -EINVAL }, { 2, INT_MAX, -EINVAL },
	/* 3 is the highest level and can never be lowered. */
	{ 3, INT_MIN, -EINVAL }, { 3, -2, -EINVAL }, { 3, -1, -EINVAL },
	{ 3, 0, -EINVAL }, { 3, 1, -EINVAL }, { 3, 2, -EINVAL }, { 3, 3, 0 },
	{ 3, 4, -EINVAL }, { 3, INT_MAX, -EINVAL },
};

KUNIT_ARRAY_PARAM(transition, transitions, transition_desc);

/* One named case per transition: "-1 to 0", "1 to 2", ... */
static void securelevel_test_transition(struct kunit *test)
{
	const struct transition_case *t = test->param_value;

	KUNIT_EXPECT_EQ(test, t->expected,
			securelevel_check_transition(t->from, t->to));
	KUNIT_EXPECT_EQ(test, t->expected == 0,
			sl_transition_allowed(t->from, t->to));
}

struct parse_case {
	const char *input;
	size_t len;	/* 0: use strlen(input) */
	int expected;
	int level;
};

static const struct parse_case parses[] = {
	{ "0", 0, 0, 0 },
	{ "1", 0, 0, 1 },
	{ "1\n", 0, 0, 1 },
	{ "-1\n", 0, 0, -1 },
	{ "+1", 0, 0, 1 },
	{ "01", 0, 0, 1 },
	{ "2", 0, 0, 2 },
	{ "3", 0, 0, 3 },
	{ "4", 0, 0, 4 },		/* parses; the transition refuses it */
	{ "", 0, -EINVAL, 0 },
	{ "\n", 0, -EINVAL, 0 },
	{ "abc", 0, -EINVAL, 0 },
	{ "2x", 0, -EINVAL, 0 },
	{ "1 ", 0, -EINVAL, 0 },
	{ " 1", 0, -EINVAL, 0 },
	{ "1\n\n", 0, -EINVAL, 0 },
	{ "0x1", 0, -EINVAL, 0 },
	{ "--1", 0, -EINVAL, 0 },
	{ "2147483648", 0, -EINVAL, 0 },
	{ "-2147483649", 0, -EINVAL, 0 },
	{ "99999999999999999999", 0, -EINVAL, 0 },
	{ "1\0junk", 6, -EINVAL, 0 },	/* an embedded NUL is junk */
	{ "000000000000000000000000000000001", 0, -EINVAL, 0 },	/* > max */
};

static void parse_desc(const struct parse_case *p, char *desc)
{
	size_t len = p->len ? p->len : strlen(p->input);
	size_t i, n = 0;

	n += scnprintf(desc + n, KUNIT_PARAM_DESC_SIZE - n, "\"");
	for (i = 0; i < len; i++)
		n += scnprintf(desc + n, KUNIT_PARAM_DESC_SIZE - n,
			       p->input[i] >= ' ' ? "%c" : "\\x%02x",
			       (unsigned char)p->input[i]);
	scnprintf(desc + n, KUNIT_PARAM_DESC_SIZE - n, "\"");
}

KUNIT_ARRAY_PARAM(parse, parses, parse_desc);

static void securelevel_test_parse(struct kunit *test)
{
	const struct parse_case *p = test->param_value;
	size_t len = p->len ? p->len : strlen(p->input);
	int level = 12345;

	KUNIT_EXPECT_EQ(test, p->expected, securelevel_parse(p->input, len, &level));
	if (!p->expected)
		KUNIT_EXPECT_EQ(test, p->level, level);
}

static void securelevel_test_denies(struct kunit *test)
{
	enum lockdown_reason what;

	for (what = LOCKDOWN_NONE; what <= LOCKDOWN_CONFIDENTIALITY_MAX;
	     what++) {
		bool integrity = what > LOCKDOWN_NONE &&
				 what < LOCKDOWN_INTEGRITY_MAX;
		bool confidentiality = what > LOCKDOWN_NONE &&
				       what < LOCKDOWN_CONFIDENTIALITY_MAX;

		KUNIT_EXPECT_FALSE_MSG(test, securelevel_denies(-1, what),
				       "level -1, reason %d", what);
		KUNIT_EXPECT_FALSE_MSG(test, securelevel_denies(0, what),
				       "level 0, reason %d", what);
		KUNIT_EXPECT_EQ_MSG(test, integrity,
				    securelevel_denies(1, what),
				    "level 1, reason %d", what);
		KUNIT_EXPECT_EQ_MSG(test, confidentiality,
				    securelevel_denies(2, what),
				    "level 2, reason %d", what);
	}
	/* The seed's list, by name, so a renumbering cannot hide a gap. */
	KUNIT_EXPECT_TRUE(test, securelevel_denies(1, LOCKDOWN_DEV_MEM));
	KUNIT_EXPECT_TRUE(test, securelevel_denies(1, LOCKDOWN_KEXEC));
	KUNIT_EXPECT_TRUE(test, securelevel_denies(1, LOCKDOWN_HIBERNATION));
	KUNIT_EXPECT_TRUE(test, securelevel_denies(1, LOCKDOWN_PCI_ACCESS));
	KUNIT_EXPECT_TRUE(test, securelevel_denies(1, LOCKDOWN_IOPORT));
	KUNIT_EXPECT_TRUE(test, securelevel_denies(1, LOCKDOWN_MSR));
	KUNIT_EXPECT_TRUE(test, securelevel_denies(1, LOCKDOWN_ACPI_TABLES));
	KUNIT_EXPECT_TRUE(test,
			  securelevel_denies(1, LOCKDOWN_MODULE_SIGNATURE));
	KUNIT_EXPECT_FALSE(test, securelevel_denies(1, LOCKDOWN_KCORE));
	KUNIT_EXPECT_TRUE(test, securelevel_denies(2, LOCKDOWN_KCORE));
	KUNIT_EXPECT_TRUE(test, securelevel_denies(2, LOCKDOWN_TRACEFS));
}

static void securelevel_test_settime(struct kunit *test)
{
	int level;

	for (level = -1; level <= 1; level++) {
		KUNIT_EXPECT_FALSE(test, sl_denies_settime(level, true, false));
		KUNIT_EXPECT_FALSE(test, sl_denies_settime(level, false, true));
	}
	KUNIT_EXPECT_TRUE(test, sl_denies_settime(2, true, false));
	KUNIT_EXPECT_TRUE(test, sl_denies_settime(2, false, true));
	KUNIT_EXPECT_TRUE(test, sl_denies_settime(2, true, true));
	KUNIT_EXPECT_FALSE(test, sl_denies_settime(2, false, false));
}

static bool flag_change(int level, unsigned int old, unsigned int new)
{
	return sl_denies_flag_change(level, old, new,
				     FS_IMMUTABLE_FL | FS_APPEND_FL);
}

static void securelevel_test_flag_change(struct kunit *test)
{
	const unsigned int i = FS_IMMUTABLE_FL, a = FS_APPEND_FL;
	const unsigned int other = FS_NODUMP_FL;
	int level;

	for (level = SL_MIN; level <= SL_MAX; level++) {
		bool locked = level >= 1;

		/* Setting either flag is always allowed... */
		KUNIT_EXPECT_FALSE(test, flag_change(level, 0, i));
		KUNIT_EXPECT_FALSE(test, flag_change(level, 0, a));
		KUNIT_EXPECT_FALSE(test, flag_change(level, i, i | a));
		/* ...as is changing other flags of a locked file... */
		KUNIT_EXPECT_FALSE(test, flag_change(level, i, i | other));
		KUNIT_EXPECT_FALSE(test, flag_change(level, other, 0));
		/* ...but clearing one is not, from level 1. */
		KUNIT_EXPECT_EQ(test, locked, flag_change(level, i, 0));
		KUNIT_EXPECT_EQ(test, locked, flag_change(level, a, 0));
		KUNIT_EXPECT_EQ(test, locked, flag_change(level, i | a, i));
		KUNIT_EXPECT_EQ(test, locked, flag_change(level, i | other, other));
	}
}

/* Who may open a block device for writing, level by level. */
static void securelevel_test_bdev_open(struct kunit *test)
{
	static const enum sl_opener openers[] = {
		SL_OPENER_BOOT, SL_OPENER_MOUNT, SL_OPENER_OPEN,
		SL_OPENER_SWAPON, SL_OPENER_IOCTL, SL_OPENER_OTHER,
	};
	int level, i;

	for (level = SL_MIN; level <= SL_MAX; level++) {
		for (i = 0; i < ARRAY_SIZE(openers); i++) {
			enum sl_opener who = openers[i];
			bool denied;

			if (level <= 0 || who == SL_OPENER_BOOT ||
			    who == SL_OPENER_MOUNT)
				denied = false;
			else if (level == 1)
				denied = who == SL_OPENER_OTHER;
			else
				denied = true;
			KUNIT_EXPECT_EQ_MSG(test, denied,
					    sl_denies_bdev_open(level, true, who),
					    "level %d, opener %d", level, who);
			KUNIT_EXPECT_FALSE_MSG(test,
					       sl_denies_bdev_open(level, false, who),
					       "read-only, level %d, opener %d",
					       level, who);
		}
	}
}

static void securelevel_test_bdev_write(struct kunit *test)
{
	int level;

	for (level = -1; level <= 0; level++) {
		KUNIT_EXPECT_FALSE(test, sl_denies_bdev_write(level, true));
		KUNIT_EXPECT_FALSE(test, sl_denies_bdev_write(level, false));
	}
	KUNIT_EXPECT_TRUE(test, sl_denies_bdev_write(1, true));
	KUNIT_EXPECT_FALSE(test, sl_denies_bdev_write(1, false));
	KUNIT_EXPECT_TRUE(test, sl_denies_bdev_write(2, true));
	KUNIT_EXPECT_TRUE(test, sl_denies_bdev_write(2, false));
}

struct ioctl_case {
	unsigned int cmd;
	bool blk;
	enum sl_ioctl_kind kind;
};

static const struct ioctl_case ioctls[] = {
	{ SG_IO, true, SL_IOCTL_PASSTHROUGH },
	{ SG_IO, false, SL_IOCTL_PASSTHROUGH },
	{ SCSI_IOCTL_SEND_COMMAND, true, SL_IOCTL_PASSTHROUGH },
	{ SCSI_IOCTL_SEND_COMMAND, false, SL_IOCTL_OTHER },
	{ CDROM_SEND_PACKET, true, SL_IOCTL_PASSTHROUGH },
	{ HDIO_DRIVE_CMD, true, SL_IOCTL_PASSTHROUGH },
	{ HDIO_DRIVE_TASK, true, SL_IOCTL_PASSTHROUGH },
	{ HDIO_DRIVE_TASKFILE, true, SL_IOCTL_PASSTHROUGH },
	{ NVME_IOCTL_ADMIN_CMD, false, SL_IOCTL_NVME_ADMIN },
	{ NVME_IOCTL_ADMIN_CMD, true, SL_IOCTL_NVME_ADMIN },
	{ NVME_IOCTL_ADMIN64_CMD, true, SL_IOCTL_NVME_ADMIN },
	{ UBI_IOCATT, false, SL_IOCTL_FLASH },
	{ UBI_IOCMKVOL, false, SL_IOCTL_FLASH },
	{ UBI_IOCVOLUP, false, SL_IOCTL_FLASH },
	{ UBI_IOCEBCH, false, SL_IOCTL_FLASH },
	{ UBI_IOCVOLRMBLK, false, SL_IOCTL_FLASH },
	{ UBI_IOCEBISMAP, false, SL_IOCTL_OTHER },
	{ _IO('o', 1), false, SL_IOCTL_OTHER },	/* DVB's AUDIO_STOP */
	{ NVME_IOCTL_SUBMIT_IO, true, SL_IOCTL_PASSTHROUGH },
	{ NVME_IOCTL_IO_CMD, false, SL_IOCTL_PASSTHROUGH },
	{ NVME_IOCTL_ADMIN64_CMD, false, SL_IOCTL_NVME_ADMIN },
	{ NVME_IOCTL_IO64_CMD, true, SL_IOCTL_PASSTHROUGH },
	{ NVME_IOCTL_IO64_CMD_VEC, false, SL_IOCTL_PASSTHROUGH },
	{ NVME_IOCTL_ID, true, SL_IOCTL_OTHER },
	{ NVME_IOCTL_RESCAN, false, SL_IOCTL_OTHER },
	{ BLKDISCARD, true, SL_IOCTL_BDEV_WRITE },
	{ BLKSECDISCARD, true, SL_IOCTL_BDEV_WRITE },
	{ BLKZEROOUT, true, SL_IOCTL_BDEV_WRITE },
	{ BLKPG, true, SL_IOCTL_RECONFIGURE },
	{ BLKRRPART, true, SL_IOCTL_RECONFIGURE },
	{ BLKGETSIZE64, true, SL_IOCTL_OTHER },
	{ BLKFLSBUF, true, SL_IOCTL_OTHER },
	{ LOOP_SET_FD, true, SL_IOCTL_RECONFIGURE },
	{ LOOP_SET_STATUS, true, SL_IOCTL_RECONFIGURE },
	{ LOOP_SET_STATUS64, true, SL_IOCTL_RECONFIGURE },
	{ LOOP_CHANGE_FD, true, SL_IOCTL_RECONFIGURE },
	{ LOOP_SET_CAPACITY, true, SL_IOCTL_RECONFIGURE },
	{ LOOP_CONFIGURE, true, SL_IOCTL_RECONFIGURE },
	{ LOOP_CLR_FD, true, SL_IOCTL_OTHER },
	{ LOOP_GET_STATUS64, true, SL_IOCTL_OTHER },
	{ LOOP_SET_DIRECT_IO, true, SL_IOCTL_OTHER },
	{ ADD_NEW_DISK, true, SL_IOCTL_RECONFIGURE },
	{ HOT_ADD_DISK, true, SL_IOCTL_RECONFIGURE },
	{ SET_DISK_FAULTY, true, SL_IOCTL_RECONFIGURE },
	{ RUN_ARRAY, true, SL_IOCTL_RECONFIGURE },
	{ GET_ARRAY_INFO, true, SL_IOCTL_OTHER },
	{ GET_DISK_INFO, true, SL_IOCTL_OTHER },
	/* the same numbers on a character device mean nothing to us */
	{ BLKDISCARD, false, SL_IOCTL_OTHER },
	{ LOOP_SET_FD, false, SL_IOCTL_OTHER },
	{ DM_TABLE_LOAD, false, SL_IOCTL_DM_TABLE },
	{ DM_DEV_SUSPEND, false, SL_IOCTL_DM_TABLE },
	{ DM_TABLE_CLEAR, false, SL_IOCTL_DM_TABLE },
	{ DM_TARGET_MSG, false, SL_IOCTL_DM_TABLE },
	{ DM_TABLE_STATUS, false, SL_IOCTL_OTHER },
	{ DM_LIST_DEVICES, false, SL_IOCTL_OTHER },
	{ DM_TABLE_LOAD, true, SL_IOCTL_OTHER },
	{ FS_IOC_GETFLAGS, true, SL_IOCTL_OTHER },
};

static void ioctl_desc(const struct ioctl_case *c, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%#x on a %s device", c->cmd,
		 c->blk ? "block" : "character");
}

KUNIT_ARRAY_PARAM(ioctl, ioctls, ioctl_desc);

static void securelevel_test_ioctl_kind(struct kunit *test)
{
	const struct ioctl_case *c = test->param_value;

	KUNIT_EXPECT_EQ(test, c->kind, sl_ioctl_kind(c->cmd, c->blk));
}

static bool denies_ioctl(int level, enum sl_ioctl_kind kind, bool blk,
			 bool in_use)
{
	return sl_denies_device_ioctl(level, kind, blk, in_use);
}

static void securelevel_test_device_ioctl(struct kunit *test)
{
	int level;

	for (level = SL_MIN; level <= SL_MAX; level++) {
		bool up = level >= 1, top = level >= 2;

		/* passthrough: character devices from 1, block devices as writes */
		KUNIT_EXPECT_EQ(test, up,
				denies_ioctl(level, SL_IOCTL_PASSTHROUGH, false, false));
		KUNIT_EXPECT_EQ(test, up,
				denies_ioctl(level, SL_IOCTL_PASSTHROUGH, true, true));
		KUNIT_EXPECT_EQ(test, top,
				denies_ioctl(level, SL_IOCTL_PASSTHROUGH, true, false));
		KUNIT_EXPECT_EQ(test, up,
				denies_ioctl(level, SL_IOCTL_BDEV_WRITE, true, true));
		KUNIT_EXPECT_EQ(test, top,
				denies_ioctl(level, SL_IOCTL_BDEV_WRITE, true, false));
		/* reconfiguring: only what is in use */
		KUNIT_EXPECT_EQ(test, up,
				denies_ioctl(level, SL_IOCTL_RECONFIGURE, true, true));
		KUNIT_EXPECT_FALSE(test,
				   denies_ioctl(level, SL_IOCTL_RECONFIGURE, true, false));
		KUNIT_EXPECT_FALSE(test,
				   denies_ioctl(level, SL_IOCTL_OTHER, true, true));
		/* device-mapper tables, UBI, NVMe admin: not from level 1 */
		KUNIT_EXPECT_EQ(test, up,
				denies_ioctl(level, SL_IOCTL_DM_TABLE, false, false));
		KUNIT_EXPECT_EQ(test, up,
				denies_ioctl(level, SL_IOCTL_FLASH, false, false));
		KUNIT_EXPECT_EQ(test, up,
				denies_ioctl(level, SL_IOCTL_NVME_ADMIN, true, false));
	}
}

static void securelevel_test_chr_open(struct kunit *test)
{
	int level;

	for (level = SL_MIN; level <= SL_MAX; level++) {
		bool up = level >= 1;

		KUNIT_EXPECT_EQ(test, up,
				sl_denies_chr_open(level, SCSI_GENERIC_MAJOR, true));
		KUNIT_EXPECT_EQ(test, up,
				sl_denies_chr_open(level, MTD_CHAR_MAJOR, true));
		KUNIT_EXPECT_FALSE(test,
				   sl_denies_chr_open(level, SCSI_GENERIC_MAJOR, false));
		KUNIT_EXPECT_FALSE(test,
				   sl_denies_chr_open(level, MEM_MAJOR, true));
		KUNIT_EXPECT_EQ(test, up,
				sl_denies_uring_cmd(level, NVME_URING_CMD_IO));
		KUNIT_EXPECT_EQ(test, up,
				sl_denies_uring_cmd(level, NVME_URING_CMD_ADMIN_VEC));
		KUNIT_EXPECT_FALSE(test, sl_denies_uring_cmd(level, 0));
	}
}

static void securelevel_test_bpf(struct kunit *test)
{
	int level;

	for (level = SL_MIN; level <= SL_MAX; level++) {
		KUNIT_EXPECT_EQ(test, level >= 1,
				sl_denies_bpf_override(level, true));
		KUNIT_EXPECT_FALSE(test, sl_denies_bpf_override(level, false));
		KUNIT_EXPECT_EQ(test, level >= 2, sl_denies_bpf_load(level, true));
		KUNIT_EXPECT_FALSE(test, sl_denies_bpf_load(level, false));
		KUNIT_EXPECT_EQ(test, level >= 3,
				sl_denies_bpf_packet(level, true));
		KUNIT_EXPECT_FALSE(test, sl_denies_bpf_packet(level, false));
	}
}

/* Level 3 and nothing below denies what changes the firewall. */
static void securelevel_test_firewall_change(struct kunit *test)
{
	int level;

	for (level = SL_MIN; level <= SL_MAX; level++) {
		KUNIT_EXPECT_EQ(test, level >= 3,
				sl_denies_firewall_change(level, true));
		KUNIT_EXPECT_FALSE(test, sl_denies_firewall_change(level, false));
	}
}

struct nfnl_case {
	const char *name;
	unsigned int subsys;
	unsigned int msg;
	bool changes;
};

#define NFNL(subsys, msg, changes) \
	{ #subsys " " #msg, NFNL_SUBSYS_##subsys, msg, changes }

/* Each read that stays allowed, and the changes next to it. */
static const struct nfnl_case nfnl_cases[] = {
	NFNL(NONE, NFNL_MSG_BATCH_BEGIN, false),
	NFNL(NONE, NFNL_MSG_BATCH_END, false),
	NFNL(NFTABLES, NFT_MSG_NEWTABLE, true),
	NFNL(NFTABLES, NFT_MSG_GETTABLE, false),
	NFNL(NFTABLES, NFT_MSG_DELTABLE, true),
	NFNL(NFTABLES, NFT_MSG_NEWCHAIN, true),
	NFNL(NFTABLES, NFT_MSG_GETCHAIN, false),
	NFNL(NFTABLES, NFT_MSG_DELCHAIN, true),
	NFNL(NFTABLES, NFT_MSG_NEWRULE, true),
	NFNL(NFTABLES, NFT_MSG_GETRULE, false),
	NFNL(NFTABLES, NFT_MSG_DELRULE, true),
	NFNL(NFTABLES, NFT_MSG_NEWSET, true),
	NFNL(NFTABLES, NFT_MSG_GETSET, false),
	NFNL(NFTABLES, NFT_MSG_NEWSETELEM, true),
	NFNL(NFTABLES, NFT_MSG_GETSETELEM, false),
	NFNL(NFTABLES, NFT_MSG_DELSETELEM, true),
	NFNL(NFTABLES, NFT_MSG_GETGEN, false),
	NFNL(NFTABLES, NFT_MSG_NEWOBJ, true),
	NFNL(NFTABLES, NFT_MSG_GETOBJ, false),
	NFNL(NFTABLES, NFT_MSG_GETOBJ_RESET, true),
	NFNL(NFTABLES, NFT_MSG_NEWFLOWTABLE, true),
	NFNL(NFTABLES, NFT_MSG_GETFLOWTABLE, false),
	NFNL(NFTABLES, NFT_MSG_DELFLOWTABLE, true),
	NFNL(NFTABLES, NFT_MSG_MAX, true),	/* added after this kernel */
	NFNL(NFTABLES, 200, true),
	NFNL(CTNETLINK, IPCTNL_MSG_CT_NEW, true),
	NFNL(CTNETLINK, IPCTNL_MSG_CT_GET, false),
	NFNL(CTNETLINK, IPCTNL_MSG_CT_DELETE, true),
	NFNL(CTNETLINK, IPCTNL_MSG_CT_GET_CTRZERO, true),
	NFNL(CTNETLINK, IPCTNL_MSG_CT_GET_STATS, false),
	NFNL(CTNETLINK_EXP, IPCTNL_MSG_EXP_NEW, true),
	NFNL(CTNETLINK_EXP, IPCTNL_MSG_EXP_GET, false),
	NFNL(CTNETLINK_EXP, IPCTNL_MSG_EXP_DELETE, true),
	NFNL(QUEUE, NFQNL_MSG_VERDICT, false),
	NFNL(QUEUE, NFQNL_MSG_CONFIG, true),
	NFNL(QUEUE, NFQNL_MSG_VERDICT_BATCH, false),
	NFNL(ULOG, 1, false),
	NFNL(OSF, 0, true),
	NFNL(IPSET, IPSET_CMD_CREATE, true),
	NFNL(IPSET, IPSET_CMD_FLUSH, true),
	NFNL(IPSET, IPSET_CMD_SWAP, true),
	NFNL(IPSET, IPSET_CMD_LIST, false),
	NFNL(IPSET, IPSET_CMD_ADD, true),
	NFNL(IPSET, IPSET_CMD_DEL, true),
	NFNL(IPSET, IPSET_CMD_TEST, false),
	NFNL(IPSET, IPSET_CMD_GET_BYINDEX, false),
	NFNL(ACCT, 0, true),
	NFNL(ACCT, 1, false),
	NFNL(ACCT, 2, true),			/* GET_CTRZERO */
	NFNL(CTNETLINK_TIMEOUT, IPCTNL_MSG_TIMEOUT_DEFAULT_SET, true),
	NFNL(CTNETLINK_TIMEOUT, IPCTNL_MSG_TIMEOUT_DEFAULT_GET, false),
	NFNL(CTHELPER, 0, true),
	NFNL(CTHELPER, 1, false),
	NFNL(NFT_COMPAT, 0, false),
	NFNL(HOOK, 0, false),
	NFNL(COUNT, 0, true),			/* a subsystem added later */
};

static void nfnl_desc(const struct nfnl_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(nfnl, nfnl_cases, nfnl_desc);

static void securelevel_test_nfnl_msg(struct kunit *test)
{
	const struct nfnl_case *c = test->param_value;

	KUNIT_EXPECT_EQ(test, c->changes, sl_nfnl_msg_changes(c->subsys, c->msg));
}

static void securelevel_test_rtnl_msg(struct kunit *test)
{
	static const unsigned int changes[] = {
		RTM_NEWQDISC, RTM_DELQDISC, RTM_NEWTCLASS, RTM_DELTCLASS,
		RTM_NEWTFILTER, RTM_DELTFILTER, RTM_NEWACTION, RTM_DELACTION,
		RTM_NEWCHAIN, RTM_DELCHAIN,
	};
	static const unsigned int reads[] = {
		RTM_GETQDISC, RTM_GETTCLASS, RTM_GETTFILTER, RTM_GETACTION,
		RTM_GETCHAIN, RTM_NEWLINK, RTM_GETLINK, RTM_NEWADDR,
		RTM_NEWROUTE, RTM_NEWRULE, RTM_NEWNEIGH,
	};
	int i;

	for (i = 0; i < ARRAY_SIZE(changes); i++)
		KUNIT_EXPECT_TRUE_MSG(test, sl_rtnl_tc_msg_changes(changes[i]),
				      "type %u", changes[i]);
	for (i = 0; i < ARRAY_SIZE(reads); i++)
		KUNIT_EXPECT_FALSE_MSG(test, sl_rtnl_tc_msg_changes(reads[i]),
				       "type %u", reads[i]);
	KUNIT_EXPECT_TRUE(test, sl_rtnl_link_msg_sets(RTM_NEWLINK));
	KUNIT_EXPECT_TRUE(test, sl_rtnl_link_msg_sets(RTM_SETLINK));
	KUNIT_EXPECT_FALSE(test, sl_rtnl_link_msg_sets(RTM_GETLINK));
	KUNIT_EXPECT_FALSE(test, sl_rtnl_link_msg_sets(RTM_DELLINK));
}

static void securelevel_test_xt_sockopt(struct kunit *test)
{
	int opt;

	KUNIT_EXPECT_TRUE(test, sl_xt_sockopt_changes(SOL_IP, IPT_SO_SET_REPLACE));
	KUNIT_EXPECT_TRUE(test, sl_xt_sockopt_changes(SOL_IP, IPT_SO_SET_ADD_COUNTERS));
	KUNIT_EXPECT_TRUE(test, sl_xt_sockopt_changes(SOL_IPV6, IP6T_SO_SET_REPLACE));
	KUNIT_EXPECT_TRUE(test, sl_xt_sockopt_changes(SOL_IPV6, IP6T_SO_SET_ADD_COUNTERS));
	KUNIT_EXPECT_TRUE(test, sl_xt_sockopt_changes(SOL_IP, ARPT_SO_SET_REPLACE));
	KUNIT_EXPECT_TRUE(test, sl_xt_sockopt_changes(SOL_IP, ARPT_SO_SET_ADD_COUNTERS));
	KUNIT_EXPECT_TRUE(test, sl_xt_sockopt_changes(SOL_IP, EBT_SO_SET_ENTRIES));
	KUNIT_EXPECT_TRUE(test, sl_xt_sockopt_changes(SOL_IP, EBT_SO_SET_COUNTERS));
	/* Ordinary socket options, on every level that has the numbers. */
	for (opt = 0; opt < SL_IPT_SO_SET_REPLACE; opt++) {
		KUNIT_EXPECT_FALSE(test, sl_xt_sockopt_changes(SOL_IP, opt));
		KUNIT_EXPECT_FALSE(test, sl_xt_sockopt_changes(SOL_IPV6, opt));
	}
	KUNIT_EXPECT_FALSE(test, sl_xt_sockopt_changes(SOL_IPV6, IPV6_TRANSPARENT));
	KUNIT_EXPECT_FALSE(test, sl_xt_sockopt_changes(SOL_IPV6, ARPT_SO_SET_REPLACE));
	KUNIT_EXPECT_FALSE(test, sl_xt_sockopt_changes(SOL_TCP, IPT_SO_SET_REPLACE));
	KUNIT_EXPECT_FALSE(test, sl_xt_sockopt_changes(SOL_SOCKET, IPT_SO_SET_REPLACE));
}

/* A TPM 2.0 command as written to /dev/tpm0: header, then a handle. */
struct tpm_case {
	const char *name;
	int level;
	u32 code;
	u32 handle;
	unsigned int len;	/* bytes written; 14 has the whole handle */
	bool denied;
};

#define TPM_PCR	15

static const struct tpm_case tpm_cases[] = {
	{ "extend our PCR at 0", 0, TPM2_CC_PCR_EXTEND, TPM_PCR, 14, false },
	{ "extend our PCR at 1", 1, TPM2_CC_PCR_EXTEND, TPM_PCR, 14, true },
	{ "extend our PCR at 3", 3, TPM2_CC_PCR_EXTEND, TPM_PCR, 14, true },
	{ "event into our PCR", 1, SL_TPM2_CC_PCR_EVENT, TPM_PCR, 14, true },
	{ "reset our PCR", 2, SL_TPM2_CC_PCR_RESET, TPM_PCR, 14, true },
	{ "hash sequence into our PCR", 1, SL_TPM2_CC_EVENT_SEQUENCE_COMPLETE,
	  TPM_PCR, 14, true },
	{ "hash sequence into PCR 16", 1, SL_TPM2_CC_EVENT_SEQUENCE_COMPLETE,
	  16, 14, false },
	{ "extend PCR 16", 1, TPM2_CC_PCR_EXTEND, 16, 14, false },
	{ "extend PCR 10", 2, TPM2_CC_PCR_EXTEND, 10, 14, false },
	{ "reset PCR 23", 1, SL_TPM2_CC_PCR_RESET, 23, 14, false },
	{ "extend, handle cut short", 1, TPM2_CC_PCR_EXTEND, TPM_PCR, 12, true },
	{ "shutdown at 1", 1, TPM2_CC_SHUTDOWN, 0, 12, true },
	{ "shutdown at 0", 0, TPM2_CC_SHUTDOWN, 0, 12, false },
	{ "shutdown at -1", -1, TPM2_CC_SHUTDOWN, 0, 12, false },
	{ "read our PCR", 1, TPM2_CC_PCR_READ, TPM_PCR, 14, false },
	{ "quote", 2, 0x0158, 0x81010002, 14, false },
	{ "header cut short", 1, TPM2_CC_PCR_EXTEND, TPM_PCR, 8, false },
};

static void tpm_desc(const struct tpm_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(tpm, tpm_cases, tpm_desc);

static void securelevel_test_tpm_command(struct kunit *test)
{
	const struct tpm_case *c = test->param_value;
	u8 cmd[14] = { 0x80, 0x02, 0, 0, 0, 14 };
	__be32 code = cpu_to_be32(c->code), handle = cpu_to_be32(c->handle);

	memcpy(cmd + 6, &code, sizeof(code));
	memcpy(cmd + 10, &handle, sizeof(handle));
	KUNIT_EXPECT_EQ(test, c->denied,
			sl_denies_tpm_command(c->level, cmd, c->len, TPM_PCR));
}

static void securelevel_test_valid(struct kunit *test)
{
	KUNIT_EXPECT_FALSE(test, sl_valid(INT_MIN));
	KUNIT_EXPECT_FALSE(test, sl_valid(-2));
	KUNIT_EXPECT_TRUE(test, sl_valid(-1));
	KUNIT_EXPECT_TRUE(test, sl_valid(0));
	KUNIT_EXPECT_TRUE(test, sl_valid(1));
	KUNIT_EXPECT_TRUE(test, sl_valid(2));
	KUNIT_EXPECT_TRUE(test, sl_valid(3));
	KUNIT_EXPECT_FALSE(test, sl_valid(4));
	KUNIT_EXPECT_FALSE(test, sl_valid(INT_MAX));
}

static void securelevel_test_boot_level(struct kunit *test)
{
	/* Without Secure Boot the requested level stands... */
	KUNIT_EXPECT_EQ(test, -1, sl_boot_level(-1, false));
	KUNIT_EXPECT_EQ(test, 0, sl_boot_level(0, false));
	KUNIT_EXPECT_EQ(test, 1, sl_boot_level(1, false));
	KUNIT_EXPECT_EQ(test, 2, sl_boot_level(2, false));
	KUNIT_EXPECT_EQ(test, 3, sl_boot_level(3, false));
	/* ...with it, anything below 1 becomes 1, even a frozen -1. */
	KUNIT_EXPECT_EQ(test, 1, sl_boot_level(-1, true));
	KUNIT_EXPECT_EQ(test, 1, sl_boot_level(0, true));
	KUNIT_EXPECT_EQ(test, 1, sl_boot_level(1, true));
	KUNIT_EXPECT_EQ(test, 2, sl_boot_level(2, true));
	KUNIT_EXPECT_EQ(test, 3, sl_boot_level(3, true));
}

/* A level handed over by kexec is a floor; a handed-over -1 is not. */
static void securelevel_test_inherit_level(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, 0, sl_inherit_level(0, 0));
	KUNIT_EXPECT_EQ(test, 1, sl_inherit_level(0, 1));
	KUNIT_EXPECT_EQ(test, 2, sl_inherit_level(-1, 2));
	KUNIT_EXPECT_EQ(test, 2, sl_inherit_level(2, 1));
	KUNIT_EXPECT_EQ(test, 2, sl_inherit_level(1, 2));
	KUNIT_EXPECT_EQ(test, -1, sl_inherit_level(-1, 0));
	KUNIT_EXPECT_EQ(test, 0, sl_inherit_level(0, -1));
	KUNIT_EXPECT_EQ(test, 1, sl_inherit_level(1, -1));
	KUNIT_EXPECT_EQ(test, 3, sl_inherit_level(0, 3));
}

/* Names chosen by the caller cannot add lines to securelevel_changed_by. */
static void securelevel_test_printable(struct kunit *test)
{
	char name[] = "evil\ncgroup /x\t\x7f\x80\xff ok~";

	securelevel_make_printable(name);
	KUNIT_EXPECT_STREQ(test, "evil?cgroup /x???? ok~", name);
}

static struct kunit_case securelevel_test_cases[] = {
	KUNIT_CASE_PARAM(securelevel_test_transition, transition_gen_params),
	KUNIT_CASE_PARAM(securelevel_test_parse, parse_gen_params),
	KUNIT_CASE(securelevel_test_denies),
	KUNIT_CASE(securelevel_test_settime),
	KUNIT_CASE(securelevel_test_flag_change),
	KUNIT_CASE(securelevel_test_bdev_open),
	KUNIT_CASE(securelevel_test_bdev_write),
	KUNIT_CASE_PARAM(securelevel_test_ioctl_kind, ioctl_gen_params),
	KUNIT_CASE(securelevel_test_device_ioctl),
	KUNIT_CASE(securelevel_test_chr_open),
	KUNIT_CASE(securelevel_test_bpf),
	KUNIT_CASE(securelevel_test_firewall_change),
	KUNIT_CASE_PARAM(securelevel_test_nfnl_msg, nfnl_gen_params),
	KUNIT_CASE(securelevel_test_rtnl_msg),
	KUNIT_CASE(securelevel_test_xt_sockopt),
	KUNIT_CASE_PARAM(securelevel_test_tpm_command, tpm_gen_params),
	KUNIT_CASE(securelevel_test_valid),
	KUNIT_CASE(securelevel_test_boot_level),
	KUNIT_CASE(securelevel_test_inherit_level),
	KUNIT_CASE(securelevel_test_printable),
	{}
};

static struct kunit_suite securelevel_test_suite = {
	.name = "securelevel",
	.test_cases = securelevel_test_cases,
};

kunit_test_suite(securelevel_test_suite);
