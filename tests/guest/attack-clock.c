// SPDX-License-Identifier: GPL-2.0
/*
 * attack-clock: try, as root, every way the kernel offers to move the
 * realtime clock backwards, and check afterwards whether it moved.
 * Prints TAP.
 *
 *   attack-clock --expect=refused [--backend=bpf]
 *   attack-clock --expect=through
 *   attack-clock --expect=refused --only=setoffset
 *                  just the step systemd-timesyncd makes: clock_adjtime()
 *                  with ADJ_SETOFFSET, an hour back
 *
 * "refused": at level 2 each attack must fail with EPERM and leave the
 * clock where it was (CLOCK_REALTIME minus CLOCK_MONOTONIC must not
 * shrink); stepping forward and slewing must still work (with the BPF
 * backend every adjtimex() change is refused, forward ones too).
 * "through": the control on an unprotected kernel: each attack must work
 * and really move the clock back, so that the test can fail.
 *
 * The attacks: clock_settime, settimeofday, the first settimeofday() with
 * only a timezone (the kernel then warps the clock by the timezone's
 * offset), adjtimex and clock_adjtime with ADJ_SETOFFSET (alone, with
 * ADJ_NANO, and hidden behind the read-only adjtime() mode), and an RTC
 * registering an hour behind, from which hctosys sets the system clock.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/timex.h>
#include <time.h>
#include <unistd.h>

#include "tap.h"

#define HOUR		3600
#define SLACK_NS	50000000LL	/* scheduling noise between two reads */

static bool expect_refused;
static bool bpf_backend;

static int64_t ns(clockid_t clk)
{
	struct timespec ts;

	clock_gettime(clk, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* How far the realtime clock is ahead of the monotonic one. */
static int64_t offset_ns(void)
{
	return ns(CLOCK_REALTIME) - ns(CLOCK_MONOTONIC);
}

/* Put the clock back where an attack that got through took it from. */
static void restore(int64_t before)
{
	struct timespec ts;
	int64_t want = ns(CLOCK_MONOTONIC) + before;

	ts.tv_sec = want / 1000000000LL;
	ts.tv_nsec = want % 1000000000LL;
	clock_settime(CLOCK_REALTIME, &ts);
}

/*
 * Judge one attack: @ret/@err is what the call said, @before the offset
 * before it.  Refused: EPERM and the clock not back.  Through: success
 * and the clock back by at least half an hour.
 */
static void judge(const char *what, int ret, int err, int64_t before)
{
	int64_t moved = offset_ns() - before;
	bool back = moved < -SLACK_NS;

	if (expect_refused)
		tap_result(ret < 0 && err == EPERM && !back,
			   "clock: %s: %s, clock moved %+.3f s (want EPERM, not back)",
			   what, ret < 0 ? strerrorname_np(err) : "succeeded",
			   moved / 1e9);
	else
		tap_result(ret >= 0 && moved < -HOUR / 2 * 1000000000LL,
			   "clock (unprotected control): %s: %s, clock moved %+.3f s (want it to go back)",
			   what, ret < 0 ? strerrorname_np(err) : "succeeded",
			   moved / 1e9);
	if (back)
		restore(before);
}

static void attack_clock_settime(void)
{
	int64_t before = offset_ns();
	struct timespec ts;
	int ret;

	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_sec -= HOUR;
	ret = clock_settime(CLOCK_REALTIME, &ts);
	judge("clock_settime(now - 1 h)", ret, errno, before);
}

static void attack_settimeofday(void)
{
	int64_t before = offset_ns();
	struct timeval tv;
	int ret;

	gettimeofday(&tv, NULL);
	tv.tv_sec -= HOUR;
	ret = settimeofday(&tv, NULL);
	judge("settimeofday(now - 1 h)", ret, errno, before);
}

/* The first timezone set since boot warps the clock by its offset. */
static void attack_timezone_warp(void)
{
	struct timezone tz = { .tz_minuteswest = -60 };
	int64_t before = offset_ns();
	int ret;

	ret = (int)syscall(SYS_settimeofday, NULL, &tz);
	judge("settimeofday(NULL, UTC+1), the first timezone since boot", ret,
	      errno, before);
}

static void attack_adjtimex_setoffset(const char *what, unsigned int modes,
				      long sec, long frac, bool clock_adj)
{
	struct timex tx = { .modes = modes | ADJ_SETOFFSET };
	int64_t before = offset_ns();
	int ret;

	tx.time.tv_sec = sec;
	tx.time.tv_usec = frac;
	ret = clock_adj ? clock_adjtime(CLOCK_REALTIME, &tx) : adjtimex(&tx);
	judge(what, ret, errno, before);
}

/*
 * An RTC registering as rtc0 makes hctosys set the system clock from it:
 * load the test RTC (tests/guest/module/sltest_rtc.c), an hour behind.
 * rtc0 is registered once per boot (the alarm timer keeps it), so on a
 * kernel with an RTC of its own this path is closed already.
 */
static void attack_rtc_hctosys(void)
{
	const char *ko = "/lib/modules/sltest/sltest-rtc.ko";
	int64_t before = offset_ns();
	int fd, ret, err;

	if (access("/dev/rtc0", F_OK) == 0 || (fd = open(ko, O_RDONLY)) < 0) {
		printf("ok - clock: an RTC registering an hour behind # SKIP %s\n",
		       access("/dev/rtc0", F_OK) == 0 ?
		       "this kernel has rtc0 already: hctosys does not run again" :
		       "no test RTC module");
		return;
	}
	ret = (int)syscall(SYS_finit_module, fd, "offset=-3600", 0);
	err = errno;
	close(fd);
	if (ret < 0) {
		tap_result(0, "clock: load the test RTC: %s", strerrorname_np(err));
		return;
	}
	usleep(100000);
	/* The load itself succeeds; hctosys then refuses the step or not. */
	judge("an RTC registering an hour behind (hctosys)",
	      expect_refused ? -1 : 0, EPERM, before);
}

/* Sample the clock for @ms: it must never decrease. */
static bool never_decreases(int ms)
{
	int64_t last = ns(CLOCK_REALTIME), end = ns(CLOCK_MONOTONIC) + ms * 1000000LL;

	while (ns(CLOCK_MONOTONIC) < end) {
		int64_t now = ns(CLOCK_REALTIME);

		if (now < last)
			return false;
		last = now;
	}
	return true;
}

/* What must still work: stepping forward, and slewing (never backwards). */
static void allowed(void)
{
	struct timex tx;
	struct timespec ts;
	int64_t before;
	bool refuse = bpf_backend;	/* it refuses every adjtimex() change */
	int ret;

	before = offset_ns();
	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_sec += 2;
	ret = clock_settime(CLOCK_REALTIME, &ts);
	tap_result(ret == 0 && offset_ns() - before > 1000000000LL,
		   "clock: clock_settime(now + 2 s) still works: %s",
		   ret ? strerrorname_np(errno) : "OK");

	memset(&tx, 0, sizeof(tx));
	tx.modes = ADJ_SETOFFSET;
	tx.time.tv_sec = 1;
	before = offset_ns();
	ret = adjtimex(&tx);
	if (refuse)
		tap_result(ret < 0 && errno == EPERM,
			   "clock: adjtimex(ADJ_SETOFFSET +1 s): %s (BPF backend: every change refused)",
			   ret < 0 ? strerrorname_np(errno) : "succeeded");
	else
		tap_result(ret >= 0 && offset_ns() - before > 500000000LL,
			   "clock: adjtimex(ADJ_SETOFFSET +1 s) still works: %s",
			   ret < 0 ? strerrorname_np(errno) : "OK");

	/* adjtime(): slew half a second back, then the rate: never a step. */
	memset(&tx, 0, sizeof(tx));
	tx.modes = ADJ_OFFSET_SINGLESHOT;
	tx.offset = -500000;	/* microseconds */
	ret = adjtimex(&tx);
	if (refuse)
		tap_result(ret < 0 && errno == EPERM,
			   "clock: adjtime(-0.5 s) slew: %s (BPF backend: every change refused)",
			   ret < 0 ? strerrorname_np(errno) : "succeeded");
	else
		tap_result(ret >= 0 && never_decreases(300),
			   "clock: adjtime(-0.5 s) slews and the clock never decreases: %s",
			   ret < 0 ? strerrorname_np(errno) : "OK");
	memset(&tx, 0, sizeof(tx));
	tx.modes = ADJ_FREQUENCY | ADJ_TICK;
	tx.freq = -500L * 65536;	/* -500 ppm */
	tx.tick = 9000;		/* the slowest tick: -10% */
	ret = adjtimex(&tx);
	if (!refuse)
		tap_result(ret >= 0 && never_decreases(300),
			   "clock: the slowest frequency and tick run slow but never back: %s",
			   ret < 0 ? strerrorname_np(errno) : "OK");
	memset(&tx, 0, sizeof(tx));
	tx.modes = ADJ_FREQUENCY | ADJ_TICK | ADJ_OFFSET_SINGLESHOT;
	tx.tick = 10000;
	adjtimex(&tx);
	/* reading the state needs nothing and always works */
	memset(&tx, 0, sizeof(tx));
	ret = adjtimex(&tx);
	tap_result(ret >= 0, "clock: adjtimex() with no modes (read only) works: %s",
		   ret < 0 ? strerrorname_np(errno) : "OK");
}

int main(int argc, char **argv)
{
	bool only_setoffset = false;
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--expect=refused"))
			expect_refused = true;
		else if (!strcmp(argv[i], "--expect=through"))
			expect_refused = false;
		else if (!strcmp(argv[i], "--backend=bpf"))
			bpf_backend = true;
		else if (!strcmp(argv[i], "--only=setoffset"))
			only_setoffset = true;
		else {
			fprintf(stderr, "usage: attack-clock --expect=refused|through [--backend=bpf] [--only=setoffset]\n");
			return 2;
		}
	}
	if (only_setoffset) {
		attack_adjtimex_setoffset("clock_adjtime(CLOCK_REALTIME, ADJ_SETOFFSET -1 h)",
					  0, -HOUR, 0, true);
		return tap_failures ? 1 : 0;
	}
	/* First: the timezone warp only happens on the first setting. */
	attack_timezone_warp();
	attack_clock_settime();
	attack_settimeofday();
	attack_adjtimex_setoffset("adjtimex(ADJ_SETOFFSET -1 h)", 0, -HOUR, 0,
				  false);
	attack_adjtimex_setoffset("adjtimex(ADJ_SETOFFSET | ADJ_NANO, -1 h + 1 ns)",
				  ADJ_NANO, -HOUR, 1, false);
	attack_adjtimex_setoffset("adjtimex(ADJ_SETOFFSET behind the read-only adjtime() mode, -1 h)",
				  ADJ_OFFSET_SS_READ, -HOUR, 0, false);
	attack_adjtimex_setoffset("clock_adjtime(CLOCK_REALTIME, ADJ_SETOFFSET -1 h)",
				  0, -HOUR, 0, true);
	attack_rtc_hctosys();
	if (expect_refused)
		allowed();
	return tap_failures ? 1 : 0;
}
