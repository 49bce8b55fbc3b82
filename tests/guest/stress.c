// SPDX-License-Identifier: GPL-2.0
/*
 * stress: hammer the level's interfaces and check every answer against a
 * model of the ratchet.  Prints TAP.
 *
 *   stress race SECONDS WRITERS READERS
 *	WRITERS threads write random valid and invalid requests to the
 *	securityfs file and the sysctl while READERS threads read both:
 *	the level never leaves -1..3, never moves against the ratchet, and
 *	each write's result agrees with the levels read around it.
 *   stress fuzz COUNT
 *	COUNT writes of random byte strings to the securityfs file, each
 *	checked exactly: the level changes only on a well-formed, allowed
 *	request, and the write's result says whether it did.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "policy.h"
#include "tap.h"

#define SECURITYFS_FILE	"/sys/kernel/security/securelevel"
#define SYSCTL_FILE	"/proc/sys/kernel/securelevel"
#define WRITE_MAX	32	/* SECURELEVEL_WRITE_MAX */

/* Can the ratchet get from level @a to level @b (in any number of steps)? */
static bool reachable(int a, int b)
{
	if (a == b)
		return true;
	if (a == -1)
		return false;
	if (a == 0)
		return b >= SL_MIN && b <= SL_MAX;
	return b > a && b <= SL_MAX;
}

static bool valid_level(int v)
{
	return v >= SL_MIN && v <= SL_MAX;
}

/*
 * The kernel's rule for a write (securelevel_parse(): kstrtoint() on the
 * whole input): an optional '+' or '-', decimal digits, an optional
 * single trailing newline, a value that fits an int; no NUL.
 */
static bool parse_model(const char *buf, size_t len, int *level)
{
	long long v = 0;
	bool neg = false;
	size_t i = 0, digits = 0;

	if (len == 0 || len > WRITE_MAX || memchr(buf, '\0', len))
		return false;
	if (buf[len - 1] == '\n')
		len--;
	if (i < len && (buf[i] == '+' || buf[i] == '-'))
		neg = buf[i++] == '-';
	for (; i < len; i++, digits++) {
		if (buf[i] < '0' || buf[i] > '9')
			return false;
		v = v * 10 + (buf[i] - '0');
		if (v > (long long)INT_MAX + 1)
			return false;
	}
	if (!digits || (!neg && v > INT_MAX))
		return false;
	*level = (int)(neg ? -v : v);
	return true;
}

static int read_level(int fd)
{
	char buf[32];
	ssize_t n = pread(fd, buf, sizeof(buf) - 1, 0);

	if (n <= 0)
		return INT_MIN;
	buf[n] = '\0';
	return atoi(buf);
}

/* Failures are counted, and the first few described. */
static atomic_int failures, reported;

static void failure(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

static void failure(const char *fmt, ...)
{
	va_list ap;

	atomic_fetch_add(&failures, 1);
	if (atomic_fetch_add(&reported, 1) >= 10)
		return;
	va_start(ap, fmt);
	fputs("# ", stdout);
	vprintf(fmt, ap);
	putchar('\n');
	va_end(ap);
}

/* A small xorshift generator per thread: rand() would serialise them. */
static unsigned int next_random(unsigned long long *state)
{
	*state ^= *state << 13;
	*state ^= *state >> 7;
	*state ^= *state << 17;
	return (unsigned int)(*state >> 32);
}

#define INPUT(s) { s, sizeof(s) - 1 }
static const struct {
	const char *text;
	size_t len;
} malformed[] = {
	INPUT("abc"), INPUT("2x"), INPUT(""), INPUT(" 1"), INPUT("1 "),
	INPUT("1\n\n"), INPUT("+"), INPUT("-"), INPUT("--1"), INPUT("0x1"),
	INPUT("99999999999"), INPUT("4"), INPUT("-2"), INPUT("2147483648"),
	INPUT("1\0"),
};

static atomic_bool stop;
static atomic_long writes, reads, changes;
static int fds_read[2];	/* securityfs, sysctl (-1 if absent) */

static void *writer(void *arg)
{
	unsigned long long rng = (unsigned long long)(uintptr_t)arg * 2654435761ULL + 1;
	int wfd[2] = {
		open(SECURITYFS_FILE, O_WRONLY), open(SYSCTL_FILE, O_WRONLY),
	};

	while (!atomic_load(&stop)) {
		unsigned int r = next_random(&rng);
		int which = wfd[1] >= 0 ? (int)(r & 1) : 0;
		char buf[24];
		size_t len;
		int before, after, v = 0;
		bool well_formed;
		ssize_t ret;
		int err;

		before = read_level(fds_read[0]);
		if (r & 2) {
			/*
			 * -1..3, but -1 only once the level has left 0: a
			 * freeze in the first microseconds would leave
			 * nothing to race for.  Later, -1 is a lowering.
			 */
			v = (int)((r >> 8) % (SL_MAX + 2)) - 1;
			if (v == -1 && before == 0)
				v = 1;
			len = (size_t)snprintf(buf, sizeof(buf), "%d\n", v);
			well_formed = true;
		} else {
			unsigned int m = (r >> 8) % (sizeof(malformed) / sizeof(malformed[0]));

			len = malformed[m].len;
			memcpy(buf, malformed[m].text, len);
			well_formed = false;
		}
		ret = pwrite(wfd[which], buf, len, 0);
		err = errno;
		after = read_level(fds_read[0]);
		atomic_fetch_add(&writes, 1);

		if (!well_formed) {
			/*
			 * The sysctl parses as proc_dointvec() does (blanks
			 * around the number are fine there), so through it
			 * only the ratchet is checked.
			 */
			if (ret >= 0 && which == 0)
				failure("securityfs accepted malformed \"%.*s\"", (int)len, buf);
			else if (ret < 0 && err != EINVAL)
				failure("malformed write: %s, want EINVAL", strerrorname_np(err));
			if (ret >= 0 && which == 1 && !reachable(before, after))
				failure("sysctl write moved %d -> %d", before, after);
		} else if (ret == (ssize_t)len) {
			if (!reachable(before, v) || !reachable(v, after))
				failure("write of %d succeeded between levels %d and %d",
					v, before, after);
		} else if (ret < 0 && err == EINVAL) {
			if (reachable(after, v))
				failure("write of %d refused, yet %d -> %d is allowed",
					v, after, v);
		} else {
			failure("write of %d: returned %zd (%s)", v, ret,
				ret < 0 ? strerrorname_np(err) : "short");
		}
		if (before != after)
			atomic_fetch_add(&changes, 1);
	}
	if (wfd[0] >= 0)
		close(wfd[0]);
	if (wfd[1] >= 0)
		close(wfd[1]);
	return NULL;
}

static void *reader(void *arg)
{
	int last = read_level(fds_read[0]);

	(void)arg;
	while (!atomic_load(&stop)) {
		int a = read_level(fds_read[0]);
		int b = fds_read[1] >= 0 ? read_level(fds_read[1]) : a;

		atomic_fetch_add(&reads, 1);
		if (!valid_level(a) || !valid_level(b))
			failure("read a level out of range: %d, %d", a, b);
		if (!reachable(last, a) || !reachable(a, b))
			failure("levels read in order went %d -> %d -> %d", last, a, b);
		last = b;
	}
	return NULL;
}

static int race(int seconds, int nwriters, int nreaders)
{
	pthread_t threads[64];
	int i, n = 0, start, end;

	fds_read[0] = open(SECURITYFS_FILE, O_RDONLY);
	fds_read[1] = open(SYSCTL_FILE, O_RDONLY);
	if (fds_read[0] < 0) {
		tap_result(0, "open %s: %s", SECURITYFS_FILE, strerrorname_np(errno));
		return 1;
	}
	start = read_level(fds_read[0]);
	for (i = 0; i < nwriters && n < 64; i++)
		pthread_create(&threads[n++], NULL, writer, (void *)(uintptr_t)(i + 1));
	for (i = 0; i < nreaders && n < 64; i++)
		pthread_create(&threads[n++], NULL, reader, NULL);
	sleep((unsigned int)seconds);
	atomic_store(&stop, true);
	for (i = 0; i < n; i++)
		pthread_join(threads[i], NULL);
	end = read_level(fds_read[0]);

	tap_result(atomic_load(&failures) == 0,
		   "race: %d writers (securityfs%s), %d readers, %d s: %ld writes, %ld reads, %ld level changes seen, %d -> %d, %d disagreements",
		   nwriters, fds_read[1] >= 0 ? " and sysctl" : "", nreaders,
		   seconds, atomic_load(&writes), atomic_load(&reads),
		   atomic_load(&changes), start, end, atomic_load(&failures));
	tap_result(reachable(start, end) && valid_level(end),
		   "race: the level went from %d to %d, as the ratchet allows", start, end);
	return tap_failures ? 1 : 0;
}

/* A random string, biased towards what a number looks like. */
static size_t random_input(unsigned long long *rng, char *buf)
{
	static const char alphabet[] = "0123456789012+-\n \t\0xX";
	size_t len = next_random(rng) % (WRITE_MAX + 4), i;

	for (i = 0; i < len; i++) {
		unsigned int r = next_random(rng);

		buf[i] = r & 0x100 ? alphabet[r % (sizeof(alphabet) - 1)] : (char)r;
	}
	/* Now and then a short well-formed number, so the level does move. */
	if (next_random(rng) % 64 == 0)
		len = (size_t)sprintf(buf, "%d%s", (int)(next_random(rng) % 5) - 1,
				      next_random(rng) & 1 ? "\n" : "");
	return len;
}

static int fuzz(long count)
{
	unsigned long long rng = (unsigned long long)time(NULL) | 1;
	int fd = open(SECURITYFS_FILE, O_RDWR);
	long i, accepted = 0, moved = 0;
	int start;

	if (fd < 0) {
		tap_result(0, "open %s: %s", SECURITYFS_FILE, strerrorname_np(errno));
		return 1;
	}
	printf("# fuzz seed %llu\n", rng);
	start = read_level(fd);
	for (i = 0; i < count; i++) {
		char buf[WRITE_MAX + 8];
		size_t len = random_input(&rng, buf);
		int before = read_level(fd), after, v = 0;
		bool ok = parse_model(buf, len, &v) && valid_level(v) &&
			  reachable(before, v);
		ssize_t ret = pwrite(fd, buf, len, 0);
		int err = errno;

		after = read_level(fd);
		if (ret == (ssize_t)len) {
			accepted++;
			if (!ok || after != v)
				failure("accepted \"%.*s\" (%zu bytes) at %d, now %d",
					(int)len, buf, len, before, after);
		} else if (ret < 0 && err == EINVAL) {
			if (ok || after != before)
				failure("refused \"%.*s\" (%zu bytes) at %d, now %d",
					(int)len, buf, len, before, after);
		} else {
			failure("\"%.*s\": returned %zd (%s)", (int)len, buf, ret,
				ret < 0 ? strerrorname_np(err) : "short");
		}
		if (after != before)
			moved++;
	}
	tap_result(atomic_load(&failures) == 0,
		   "fuzz: %ld random writes, %ld accepted, the level moved %ld times (%d -> %d), %d disagreements with the model",
		   count, accepted, moved, start, read_level(fd),
		   atomic_load(&failures));
	close(fd);
	return tap_failures ? 1 : 0;
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc == 5 && !strcmp(argv[1], "race"))
		return race(atoi(argv[2]), atoi(argv[3]), atoi(argv[4]));
	if (argc == 3 && !strcmp(argv[1], "fuzz"))
		return fuzz(atol(argv[2]));
	fprintf(stderr, "usage: stress race SECONDS WRITERS READERS | stress fuzz COUNT\n");
	return 2;
}
