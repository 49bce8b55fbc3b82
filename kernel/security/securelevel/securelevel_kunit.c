// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the securelevel state machine, input parser and policy.
 * They call the pure helpers only and never change the system's level.
 */

#include <kunit/test.h>
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
	{ -1, INT_MAX, -EINVAL },
	/* 0 may be frozen at -1 or raised to 1. */
	{ 0, INT_MIN, -EINVAL }, { 0, -2, -EINVAL }, { 0, -1, 0 },
	{ 0, 0, 0 }, { 0, 1, 0 }, { 0, 2, -EINVAL }, { 0, INT_MAX, -EINVAL },
	/* 1 is the highest level and can never be lowered. */
	{ 1, INT_MIN, -EINVAL }, { 1, -2, -EINVAL }, { 1, -1, -EINVAL },
	{ 1, 0, -EINVAL }, { 1, 1, 0 }, { 1, 2, -EINVAL },
	{ 1, INT_MAX, -EINVAL },
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
	{ "2", 0, 0, 2 },		/* parses; the transition refuses it */
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

		KUNIT_EXPECT_FALSE_MSG(test, securelevel_denies(-1, what),
				       "level -1, reason %d", what);
		KUNIT_EXPECT_FALSE_MSG(test, securelevel_denies(0, what),
				       "level 0, reason %d", what);
		KUNIT_EXPECT_EQ_MSG(test, integrity,
				    securelevel_denies(1, what),
				    "level 1, reason %d", what);
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
}

static void securelevel_test_valid(struct kunit *test)
{
	KUNIT_EXPECT_FALSE(test, securelevel_valid(INT_MIN));
	KUNIT_EXPECT_FALSE(test, securelevel_valid(-2));
	KUNIT_EXPECT_TRUE(test, securelevel_valid(-1));
	KUNIT_EXPECT_TRUE(test, securelevel_valid(0));
	KUNIT_EXPECT_TRUE(test, securelevel_valid(1));
	KUNIT_EXPECT_FALSE(test, securelevel_valid(2));
	KUNIT_EXPECT_FALSE(test, securelevel_valid(INT_MAX));
}

static void securelevel_test_boot_level(struct kunit *test)
{
	/* Without Secure Boot the requested level stands... */
	KUNIT_EXPECT_EQ(test, -1, securelevel_boot_level(-1, false));
	KUNIT_EXPECT_EQ(test, 0, securelevel_boot_level(0, false));
	KUNIT_EXPECT_EQ(test, 1, securelevel_boot_level(1, false));
	/* ...with it, anything below 1 becomes 1, even a frozen -1. */
	KUNIT_EXPECT_EQ(test, 1, securelevel_boot_level(-1, true));
	KUNIT_EXPECT_EQ(test, 1, securelevel_boot_level(0, true));
	KUNIT_EXPECT_EQ(test, 1, securelevel_boot_level(1, true));
}

static struct kunit_case securelevel_test_cases[] = {
	KUNIT_CASE(securelevel_test_transitions),
	KUNIT_CASE(securelevel_test_parse),
	KUNIT_CASE(securelevel_test_denies),
	KUNIT_CASE(securelevel_test_valid),
	KUNIT_CASE(securelevel_test_boot_level),
	{}
};

static struct kunit_suite securelevel_test_suite = {
	.name = "securelevel",
	.test_cases = securelevel_test_cases,
};

kunit_test_suite(securelevel_test_suite);
