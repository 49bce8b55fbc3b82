// SPDX-License-Identifier: GPL-2.0
/*
 * bench: time the system calls securelevel hooks, in the guest.
 *
 *   bench LABEL ROUNDS [LEVEL]
 *
 * For each operation, ROUNDS rounds of a fixed number of iterations; one
 * line per round, "bench LABEL OP NS_PER_CALL", for scripts/bench to take
 * the median and spread of.  At LEVEL (default 0) the operations that
 * level refuses are left out.  Every call's result is checked, so a round
 * that silently failed cannot look fast.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/bpf.h>
#include <linux/fs.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static int regular_fd;

static long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void die(const char *what)
{
	fprintf(stderr, "bench: %s: %s\n", what, strerror(errno));
	exit(1);
}

static void open_close(const char *path)
{
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		die(path);
	close(fd);
}

static void op_open_regular(void)
{
	open_close("/tmp/bench-file");
}

static void op_open_device(void)
{
	open_close("/dev/null");
}

/* /proc/kcore's open asks security_locked_down(LOCKDOWN_KCORE). */
static void op_open_kcore(void)
{
	open_close("/proc/kcore");
}

static void op_ioctl_getflags(void)
{
	int flags;

	if (ioctl(regular_fd, FS_IOC_GETFLAGS, &flags) < 0)
		die("FS_IOC_GETFLAGS");
}

/* Setting the flags a file already has: through the fileattr hook. */
static void op_ioctl_setflags(void)
{
	int flags;

	if (ioctl(regular_fd, FS_IOC_GETFLAGS, &flags) < 0 ||
	    ioctl(regular_fd, FS_IOC_SETFLAGS, &flags) < 0)
		die("FS_IOC_SETFLAGS");
}

/* A one-byte pread and pwrite: the file_permission hook, every I/O. */
static void op_read_regular(void)
{
	char c;

	if (pread(regular_fd, &c, 1, 0) != 1)
		die("pread");
}

static void op_write_regular(void)
{
	if (pwrite(regular_fd, "x", 1, 0) != 1)
		die("pwrite");
}

/* Map and unmap a page of the file: mmap_file. */
static void op_mmap_regular(void)
{
	void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED,
		       regular_fd, 0);

	if (p == MAP_FAILED)
		die("mmap");
	munmap(p, 4096);
}

/*
 * Setting the clock a millisecond ahead: the settime hook, forward (by
 * the time the hook looks, "now" has passed what clock_gettime() said).
 */
static void op_clock_settime(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_nsec += 1000000;
	if (ts.tv_nsec >= 1000000000) {
		ts.tv_sec++;
		ts.tv_nsec -= 1000000000;
	}
	if (clock_settime(CLOCK_REALTIME, &ts) < 0)
		die("clock_settime");
}

/* A two-instruction socket filter: the bpf_prog hook. */
static void op_bpf_prog_load(void)
{
	struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	union bpf_attr attr;
	int fd;

	memset(&attr, 0, sizeof(attr));
	attr.prog_type = BPF_PROG_TYPE_SOCKET_FILTER;
	attr.insns = (__u64)(unsigned long)insns;
	attr.insn_cnt = 2;
	attr.license = (__u64)(unsigned long)"GPL";
	fd = (int)syscall(SYS_bpf, BPF_PROG_LOAD, &attr, sizeof(attr));
	if (fd < 0)
		die("BPF_PROG_LOAD");
	close(fd);
}

static const struct {
	const char *name;
	void (*fn)(void);
	int iterations;
	int denied_from;	/* the level that refuses it, if any */
} ops[] = {
	{ "open-regular", op_open_regular, 20000, 0 },
	{ "open-device", op_open_device, 20000, 0 },
	{ "ioctl-getflags", op_ioctl_getflags, 50000, 0 },
	{ "ioctl-setflags", op_ioctl_setflags, 20000, 0 },
	{ "read-regular", op_read_regular, 50000, 0 },
	{ "write-regular", op_write_regular, 50000, 0 },
	{ "mmap-regular", op_mmap_regular, 20000, 0 },
	{ "open-kcore", op_open_kcore, 10000, 2 },
	{ "clock-settime", op_clock_settime, 20000, 0 },
	{ "bpf-prog-load", op_bpf_prog_load, 2000, 2 },
};

int main(int argc, char **argv)
{
	int rounds, r, i, n, level = argc > 3 ? atoi(argv[3]) : 0;
	size_t o;

	if (argc < 3 || argc > 4 || (rounds = atoi(argv[2])) < 1) {
		fprintf(stderr, "usage: bench LABEL ROUNDS [LEVEL]\n");
		return 2;
	}
	regular_fd = open("/tmp/bench-file", O_RDWR | O_CREAT, 0600);
	if (regular_fd < 0 || pwrite(regular_fd, "x", 1, 0) != 1)
		die("/tmp/bench-file");
	setvbuf(stdout, NULL, _IOLBF, 0);
	/* Rounds interleave the operations, so drift hits all of them alike. */
	for (r = 0; r < rounds; r++) {
		for (o = 0; o < sizeof(ops) / sizeof(ops[0]); o++) {
			long long start;

			if (ops[o].denied_from && level >= ops[o].denied_from)
				continue;
			n = ops[o].iterations;
			for (i = 0; i < n / 10; i++)	/* warm up */
				ops[o].fn();
			start = now_ns();
			for (i = 0; i < n; i++)
				ops[o].fn();
			printf("bench %s %s %.1f\n", argv[1], ops[o].name,
			       (double)(now_ns() - start) / n);
		}
	}
	close(regular_fd);
	return 0;
}
