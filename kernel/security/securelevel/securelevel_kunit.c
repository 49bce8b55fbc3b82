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
#include <linux/kernel.h>
#include <linux/limits.h>
#include <linux/loop.h>
#include <linux/major.h>
#include <linux/nvme_ioctl.h>
#include <linux/raid/md_u.h>
#include <mtd/ubi-user.h>
#include <linux/string.h>
#include <scsi/scsi_ioctl.h>
#include <scsi/sg.h>

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
	{ -1, 3, -EINVAL }, { -1, INT_MAX, -EINVAL },
	/* 0 may be frozen at -1 or raised to 1 or 2. */
	{ 0, INT_MIN, -EINVAL }, { 0, -2, -EINVAL }, { 0, -1, 0 },
	{ 0, 0, 0 }, { 0, 1, 0 }, { 0, 2, 0 }, { 0, 3, -EINVAL },
	{ 0, INT_MAX, -EINVAL },
	/* 1 may only go up, to 2. */
	{ 1, INT_MIN, -EINVAL }, { 1, -2, -EINVAL }, { 1, -1, -EINVAL },
	{ 1, 0, -EINVAL }, { 1, 1, 0 }, { 1, 2, 0 }, { 1, 3, -EINVAL },
	{ 1, INT_MAX, -EINVAL },
	/* 2 is the highest level and can never be lowered. */
	{ 2, INT_MIN, -EINVAL }, { 2, -2, -EINVAL }, { 2, -1, -EINVAL },
	{ 2, 0, -EINVAL }, { 2, 1, -EINVAL }, { 2, 2, 0 }, { 2, 3, -EINVAL },
	{ 2, INT_MAX, -EINVAL },
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
	{ "3", 0, 0, 3 },		/* parses; the transition refuses it */
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

	for (level = -1; level <= 2; level++) {
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

	for (level = -1; level <= 2; level++) {
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

static bool dev_ioctl(int level, enum sl_ioctl_kind kind, bool blk,
		      bool in_use)
{
	return sl_denies_device_ioctl(level, kind, blk, in_use);
}

static void securelevel_test_device_ioctl(struct kunit *test)
{
	int level;

	for (level = -1; level <= 2; level++) {
		bool up = level >= 1, top = level >= 2;

		/* passthrough: character devices from 1, block devices as writes */
		KUNIT_EXPECT_EQ(test, up,
				dev_ioctl(level, SL_IOCTL_PASSTHROUGH, false, false));
		KUNIT_EXPECT_EQ(test, up,
				dev_ioctl(level, SL_IOCTL_PASSTHROUGH, true, true));
		KUNIT_EXPECT_EQ(test, top,
				dev_ioctl(level, SL_IOCTL_PASSTHROUGH, true, false));
		KUNIT_EXPECT_EQ(test, up,
				dev_ioctl(level, SL_IOCTL_BDEV_WRITE, true, true));
		KUNIT_EXPECT_EQ(test, top,
				dev_ioctl(level, SL_IOCTL_BDEV_WRITE, true, false));
		/* reconfiguring: only what is in use */
		KUNIT_EXPECT_EQ(test, up,
				dev_ioctl(level, SL_IOCTL_RECONFIGURE, true, true));
		KUNIT_EXPECT_FALSE(test,
				   dev_ioctl(level, SL_IOCTL_RECONFIGURE, true, false));
		KUNIT_EXPECT_FALSE(test,
				   dev_ioctl(level, SL_IOCTL_OTHER, true, true));
		/* device-mapper tables, UBI, NVMe admin: not from level 1 */
		KUNIT_EXPECT_EQ(test, up,
				dev_ioctl(level, SL_IOCTL_DM_TABLE, false, false));
		KUNIT_EXPECT_EQ(test, up,
				dev_ioctl(level, SL_IOCTL_FLASH, false, false));
		KUNIT_EXPECT_EQ(test, up,
				dev_ioctl(level, SL_IOCTL_NVME_ADMIN, true, false));
	}
}

static void securelevel_test_chr_open(struct kunit *test)
{
	int level;

	for (level = -1; level <= 2; level++) {
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

	for (level = -1; level <= 2; level++) {
		KUNIT_EXPECT_EQ(test, level >= 1,
				sl_denies_bpf_override(level, true));
		KUNIT_EXPECT_FALSE(test, sl_denies_bpf_override(level, false));
		KUNIT_EXPECT_EQ(test, level >= 2, sl_denies_bpf_load(level, true));
		KUNIT_EXPECT_FALSE(test, sl_denies_bpf_load(level, false));
	}
}

static void securelevel_test_valid(struct kunit *test)
{
	KUNIT_EXPECT_FALSE(test, sl_valid(INT_MIN));
	KUNIT_EXPECT_FALSE(test, sl_valid(-2));
	KUNIT_EXPECT_TRUE(test, sl_valid(-1));
	KUNIT_EXPECT_TRUE(test, sl_valid(0));
	KUNIT_EXPECT_TRUE(test, sl_valid(1));
	KUNIT_EXPECT_TRUE(test, sl_valid(2));
	KUNIT_EXPECT_FALSE(test, sl_valid(3));
	KUNIT_EXPECT_FALSE(test, sl_valid(INT_MAX));
}

static void securelevel_test_boot_level(struct kunit *test)
{
	/* Without Secure Boot the requested level stands... */
	KUNIT_EXPECT_EQ(test, -1, sl_boot_level(-1, false));
	KUNIT_EXPECT_EQ(test, 0, sl_boot_level(0, false));
	KUNIT_EXPECT_EQ(test, 1, sl_boot_level(1, false));
	KUNIT_EXPECT_EQ(test, 2, sl_boot_level(2, false));
	/* ...with it, anything below 1 becomes 1, even a frozen -1. */
	KUNIT_EXPECT_EQ(test, 1, sl_boot_level(-1, true));
	KUNIT_EXPECT_EQ(test, 1, sl_boot_level(0, true));
	KUNIT_EXPECT_EQ(test, 1, sl_boot_level(1, true));
	KUNIT_EXPECT_EQ(test, 2, sl_boot_level(2, true));
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
