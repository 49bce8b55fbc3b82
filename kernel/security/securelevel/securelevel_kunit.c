// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the securelevel state machine, input parser and policy.
 * They call the pure helpers only and never change the system's level.
 */

#include <kunit/test.h>
#include <linux/bpf.h>
#include <linux/fs.h>
#include <linux/kernel.h>
#include <linux/limits.h>
#include <linux/securelevel.h>
#include <linux/string.h>

#include "securelevel.h"

struct transition_case {
	int from;
	int to;
	int expected;
};

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

static void securelevel_test_transitions(struct kunit *test)
{
	int i;

	for (i = 0; i < ARRAY_SIZE(transitions); i++) {
		const struct transition_case *t = &transitions[i];

		KUNIT_EXPECT_EQ_MSG(test, t->expected,
				    securelevel_check_transition(t->from, t->to),
				    "transition %d -> %d", t->from, t->to);
	}
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

static void securelevel_test_parse(struct kunit *test)
{
	int i;

	for (i = 0; i < ARRAY_SIZE(parses); i++) {
		const struct parse_case *p = &parses[i];
		size_t len = p->len ? p->len : strlen(p->input);
		int level = 12345;
		int ret;

		ret = securelevel_parse(p->input, len, &level);
		KUNIT_EXPECT_EQ_MSG(test, p->expected, ret, "input #%d \"%s\"",
				    i, p->input);
		if (!p->expected)
			KUNIT_EXPECT_EQ_MSG(test, p->level, level,
					    "input #%d \"%s\"", i, p->input);
	}
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
	struct timespec64 now = { .tv_sec = 1000000, .tv_nsec = 500 };
	struct timespec64 back = { .tv_sec = 999999, .tv_nsec = 999999999 };
	struct timespec64 just_back = { .tv_sec = 1000000, .tv_nsec = 499 };
	struct timespec64 forward = { .tv_sec = 1000001, .tv_nsec = 0 };
	struct timespec64 offset = { .tv_sec = 5, .tv_nsec = 0 };
	int level;

	for (level = -1; level <= 1; level++) {
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_settime(level, &now, &back));
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_settime(level, &now, &offset));
	}
	KUNIT_EXPECT_TRUE(test, securelevel_denies_settime(2, &now, &back));
	KUNIT_EXPECT_TRUE(test, securelevel_denies_settime(2, &now, &just_back));
	KUNIT_EXPECT_TRUE(test, securelevel_denies_settime(2, &now, &offset));
	KUNIT_EXPECT_FALSE(test, securelevel_denies_settime(2, &now, &now));
	KUNIT_EXPECT_FALSE(test, securelevel_denies_settime(2, &now, &forward));
	/* Only the timezone changes. */
	KUNIT_EXPECT_FALSE(test, securelevel_denies_settime(2, &now, NULL));
}

static void securelevel_test_flag_change(struct kunit *test)
{
	const unsigned int i = FS_IMMUTABLE_FL, a = FS_APPEND_FL;
	const unsigned int other = FS_NODUMP_FL;
	int level;

	for (level = -1; level <= 2; level++) {
		bool locked = level >= 1;

		/* Setting either flag is always allowed... */
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_flag_change(level, 0, i));
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_flag_change(level, 0, a));
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_flag_change(level, i, i | a));
		/* ...as is changing other flags of a locked file... */
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_flag_change(level, i, i | other));
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_flag_change(level, other, 0));
		/* ...but clearing one is not, from level 1. */
		KUNIT_EXPECT_EQ(test, locked,
				securelevel_denies_flag_change(level, i, 0));
		KUNIT_EXPECT_EQ(test, locked,
				securelevel_denies_flag_change(level, a, 0));
		KUNIT_EXPECT_EQ(test, locked,
				securelevel_denies_flag_change(level, i | a, i));
		KUNIT_EXPECT_EQ(test, locked,
				securelevel_denies_flag_change(level, i | other, other));
	}
}

static void securelevel_test_bdev_open(struct kunit *test)
{
	int level;

	for (level = -1; level <= 2; level++) {
		bool locked = level >= 2;

		KUNIT_EXPECT_EQ(test, locked,
				securelevel_denies_bdev_open(level, S_IFBLK, FMODE_WRITE));
		KUNIT_EXPECT_EQ(test, locked,
				securelevel_denies_bdev_open(level, S_IFBLK,
							     FMODE_READ | FMODE_WRITE));
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_bdev_open(level, S_IFBLK, FMODE_READ));
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_bdev_open(level, S_IFREG, FMODE_WRITE));
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_bdev_open(level, S_IFCHR, FMODE_WRITE));
	}
}

static void securelevel_test_bpf_prog(struct kunit *test)
{
	int level;

	for (level = -1; level <= 2; level++) {
		bool locked = level >= 1;

		KUNIT_EXPECT_EQ(test, locked,
				securelevel_denies_bpf_prog(level, BPF_PROG_TYPE_LSM,
							    BPF_LSM_MAC, false));
		KUNIT_EXPECT_EQ(test, locked,
				securelevel_denies_bpf_prog(level, BPF_PROG_TYPE_EXT,
							    0, false));
		KUNIT_EXPECT_EQ(test, locked,
				securelevel_denies_bpf_prog(level, BPF_PROG_TYPE_TRACING,
							    BPF_MODIFY_RETURN, false));
		KUNIT_EXPECT_EQ(test, locked,
				securelevel_denies_bpf_prog(level, BPF_PROG_TYPE_KPROBE,
							    0, true));
		/* Programs that only observe stay allowed. */
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_bpf_prog(level, BPF_PROG_TYPE_TRACING,
							       BPF_TRACE_FENTRY, false));
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_bpf_prog(level, BPF_PROG_TYPE_KPROBE,
							       0, false));
		KUNIT_EXPECT_FALSE(test,
				   securelevel_denies_bpf_prog(level,
							       BPF_PROG_TYPE_SOCKET_FILTER,
							       0, false));
	}
}

static void securelevel_test_valid(struct kunit *test)
{
	KUNIT_EXPECT_FALSE(test, securelevel_valid(INT_MIN));
	KUNIT_EXPECT_FALSE(test, securelevel_valid(-2));
	KUNIT_EXPECT_TRUE(test, securelevel_valid(-1));
	KUNIT_EXPECT_TRUE(test, securelevel_valid(0));
	KUNIT_EXPECT_TRUE(test, securelevel_valid(1));
	KUNIT_EXPECT_TRUE(test, securelevel_valid(2));
	KUNIT_EXPECT_FALSE(test, securelevel_valid(3));
	KUNIT_EXPECT_FALSE(test, securelevel_valid(INT_MAX));
}

static void securelevel_test_boot_level(struct kunit *test)
{
	/* Without Secure Boot the requested level stands... */
	KUNIT_EXPECT_EQ(test, -1, securelevel_boot_level(-1, false));
	KUNIT_EXPECT_EQ(test, 0, securelevel_boot_level(0, false));
	KUNIT_EXPECT_EQ(test, 1, securelevel_boot_level(1, false));
	KUNIT_EXPECT_EQ(test, 2, securelevel_boot_level(2, false));
	/* ...with it, anything below 1 becomes 1, even a frozen -1. */
	KUNIT_EXPECT_EQ(test, 1, securelevel_boot_level(-1, true));
	KUNIT_EXPECT_EQ(test, 1, securelevel_boot_level(0, true));
	KUNIT_EXPECT_EQ(test, 1, securelevel_boot_level(1, true));
	KUNIT_EXPECT_EQ(test, 2, securelevel_boot_level(2, true));
}

static struct kunit_case securelevel_test_cases[] = {
	KUNIT_CASE(securelevel_test_transitions),
	KUNIT_CASE(securelevel_test_parse),
	KUNIT_CASE(securelevel_test_denies),
	KUNIT_CASE(securelevel_test_settime),
	KUNIT_CASE(securelevel_test_flag_change),
	KUNIT_CASE(securelevel_test_bdev_open),
	KUNIT_CASE(securelevel_test_bpf_prog),
	KUNIT_CASE(securelevel_test_valid),
	KUNIT_CASE(securelevel_test_boot_level),
	{}
};

static struct kunit_suite securelevel_test_suite = {
	.name = "securelevel",
	.test_cases = securelevel_test_cases,
};

kunit_test_suite(securelevel_test_suite);
