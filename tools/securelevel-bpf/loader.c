// SPDX-License-Identifier: GPL-2.0
/*
 * securelevel-bpf(8): load securelevel as BPF LSM programs, and log what
 * they deny.
 *
 *   securelevel-bpf load [--level N]   load, attach and pin, then exit
 *   securelevel-bpf log                copy denials to the kernel log
 *   securelevel-bpf unload             remove the pins (level 0 only)
 *
 * After "load" nothing in userspace is needed for enforcement: the links
 * are pinned in SL_PIN_DIR, and away from level 0 the programs refuse to
 * let the pins, their bpffs, or the links go.  Raising the level is the
 * CLI's job: "securelevel set N" runs the pinned "set" program.
 */
#define _GNU_SOURCE
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <time.h>
#include <unistd.h>

#include "securelevel-bpf.h"
#include "securelevel.skel.h"

#define BPF_FS_MAGIC	0xcafe4a11

static int quiet_print(enum libbpf_print_level level, const char *fmt,
		       va_list ap)
{
	if (level == LIBBPF_WARN)
		return vfprintf(stderr, fmt, ap);
	return 0;
}

/* Mount bpffs at SL_PIN_ROOT unless it is there already. */
static int ensure_bpffs(void)
{
	struct statfs fs;

	if (statfs(SL_PIN_ROOT, &fs) == 0 && fs.f_type == BPF_FS_MAGIC)
		return 0;
	if (mount("bpf", SL_PIN_ROOT, "bpf", 0, "mode=0700") < 0) {
		fprintf(stderr, "securelevel-bpf: mount bpffs on %s: %s\n",
			SL_PIN_ROOT, strerror(errno));
		return -1;
	}
	return 0;
}

/*
 * Run a syscall program on @args.  The kernel copies the context back
 * into ctx_in; it refuses a separate ctx_out for this program type.
 */
static int run(int prog_fd, const char *name, void *args, size_t size)
{
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = args,
		    .ctx_size_in = (__u32)size);

	if (bpf_prog_test_run_opts(prog_fd, &opts) < 0) {
		fprintf(stderr, "securelevel-bpf: running %s: %s\n", name,
			strerror(errno));
		return -1;
	}
	return 0;
}

static __s64 tai_offset_ns(void)
{
	struct timespec tai, real;

	clock_gettime(CLOCK_TAI, &tai);
	clock_gettime(CLOCK_REALTIME, &real);
	/* The offset is whole seconds; round away the time between calls. */
	return (tai.tv_sec - real.tv_sec +
		(tai.tv_nsec - real.tv_nsec + 500000000L) / 1000000000L) *
	       1000000000LL;
}

/*
 * A line for the kernel log, where the kernel LSM writes its own.  Each
 * line opens /dev/kmsg afresh: the kernel rate-limits each open file to
 * 10 lines per 5 s, and log_event() already limits each kind of denial
 * to that.
 */
static void kmsg(const char *fmt, ...)
{
	char line[256];
	va_list ap;
	int fd, len;

	va_start(ap, fmt);
	len = vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	if (len < 0)
		return;
	if ((size_t)len >= sizeof(line))
		len = sizeof(line) - 1;
	fd = open("/dev/kmsg", O_WRONLY | O_CLOEXEC);
	if (fd < 0 || write(fd, line, (size_t)len) < 0)
		perror("securelevel-bpf: /dev/kmsg");
	if (fd >= 0)
		close(fd);
}

static int pin(int fd, const char *name)
{
	char path[256];

	snprintf(path, sizeof(path), "%s/%s", SL_PIN_DIR, name);
	if (bpf_obj_pin(fd, path) < 0) {
		fprintf(stderr, "securelevel-bpf: pin %s: %s\n", path,
			strerror(errno));
		return -1;
	}
	return 0;
}

static int cmd_load(int level)
{
	struct sl_init_args init = { .tai_offset_ns = tai_offset_ns() };
	struct securelevel_bpf *skel;
	struct bpf_program *prog;
	int err = -1;

	if (ensure_bpffs() < 0)
		return 1;
	if (access(SL_PIN_DIR, F_OK) == 0) {
		printf("securelevel-bpf: already loaded (%s exists)\n", SL_PIN_DIR);
		return 0;
	}
	skel = securelevel_bpf__open_and_load();
	if (!skel) {
		fprintf(stderr,
			"securelevel-bpf: cannot load the BPF programs: %s\n"
			"  the kernel needs CONFIG_BPF_LSM=y, \"bpf\" in lsm= and BTF\n",
			strerror(errno));
		return 1;
	}
	if (run(bpf_program__fd(skel->progs.sl_init), "sl_init", &init,
		sizeof(init)) < 0)
		goto out;
	if (mkdir(SL_PIN_DIR, 0700) < 0) {
		fprintf(stderr, "securelevel-bpf: mkdir %s: %s\n", SL_PIN_DIR,
			strerror(errno));
		goto out;
	}

	bpf_object__for_each_program(prog, skel->obj) {
		const char *name = bpf_program__name(prog);
		struct bpf_link *link;

		if (bpf_program__type(prog) == BPF_PROG_TYPE_SYSCALL) {
			/* The CLI's entry points, minus the "sl_" prefix. */
			if (prog != skel->progs.sl_init &&
			    pin(bpf_program__fd(prog), name + 3) < 0)
				goto out;
			continue;
		}
		link = bpf_program__attach(prog);
		if (!link) {
			fprintf(stderr, "securelevel-bpf: attach %s: %s\n", name,
				strerror(errno));
			goto out;
		}
		err = pin(bpf_link__fd(link), name);
		bpf_link__destroy(link);	/* the pin keeps it attached */
		if (err < 0)
			goto out;
		err = -1;
	}
	if (pin(bpf_map__fd(skel->maps.sl_events), "events") < 0)
		goto out;

	if (level) {
		struct sl_set_args set = { .level = level,
					   .source = SL_SOURCE_LOADER };

		if (run(bpf_program__fd(skel->progs.sl_set), "sl_set", &set,
			sizeof(set)) < 0 ||
		    set.result) {
			fprintf(stderr, "securelevel-bpf: cannot set level %d: %s\n",
				level, strerror(set.result ? -set.result : errno));
			goto out;
		}
	}
	printf("securelevel-bpf: loaded at level %d, pinned in %s\n", level,
	       SL_PIN_DIR);
	kmsg("<5>securelevel: BPF backend loaded at level %d\n", level);
	err = 0;
out:
	securelevel_bpf__destroy(skel);
	return err ? 1 : 0;
}

static int cmd_unload(void)
{
	static const char *const files[] = {
		"sl_locked_down", "sl_settime", "sl_file_open", "sl_file_ioctl",
		"sl_bpf_prog", "sl_bpf", "sl_inode_unlink", "sl_inode_rmdir",
		"sl_inode_rename", "sl_sb_umount", "sl_sb_mount",
		"sl_move_mount", "get", "set", "events",
	};
	char path[256];
	size_t i;

	for (i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", SL_PIN_DIR, files[i]);
		if (unlink(path) < 0 && errno != ENOENT) {
			fprintf(stderr,
				"securelevel-bpf: cannot remove %s: %s (only possible at level 0)\n",
				path, strerror(errno));
			return 1;
		}
	}
	if (rmdir(SL_PIN_DIR) < 0 && errno != ENOENT) {
		fprintf(stderr, "securelevel-bpf: rmdir %s: %s\n", SL_PIN_DIR,
			strerror(errno));
		return 1;
	}
	printf("securelevel-bpf: unloaded\n");
	return 0;
}

/* What each denial is about, as the kernel LSM names it in its log. */
static const char *op_name(unsigned int op)
{
	/* lockdown_reasons[] of Linux 6.1 */
	static const char *const reasons[] = {
		"none", "unsigned module loading", "/dev/mem,kmem,port",
		"/dev/efi_test access", "kexec of unsigned images",
		"hibernation", "direct PCI access", "raw io port access",
		"raw MSR access", "modifying ACPI tables",
		"modifying device tree contents", "direct PCMCIA CIS storage",
		"reconfiguration of serial port IO", "unsafe module parameters",
		"unsafe mmio", "debugfs access", "xmon write access",
		"use of bpf to write user RAM",
		"use of kgdb/kdb to write kernel RAM", "RTAS error injection",
		"Xen guest user action", "integrity", "/proc/kcore access",
		"use of kprobes", "use of bpf to read kernel RAM",
		"use of kgdb/kdb to read kernel RAM", "unsafe use of perf",
		"use of tracefs", "xmon read and write access",
		"xfrm SA secret", "confidentiality",
	};

	if (op < sizeof(reasons) / sizeof(reasons[0]))
		return reasons[op];
	switch (op) {
	case SL_OP_SETTIME_BACKWARDS:
		return "setting the clock backwards";
	case SL_OP_BDEV_WRITE:
		return "opening a block device for writing";
	case SL_OP_CLEAR_FILE_FLAGS:
		return "clearing the immutable or append-only flag";
	case SL_OP_BPF_OVERRIDE:
		return "loading a BPF program that overrides kernel functions";
	case SL_OP_BACKEND:
		return "tampering with the securelevel BPF backend";
	default:
		return "unknown operation";
	}
}

/* Per kind of denial, as the kernel LSM: 10 lines per 5 seconds. */
struct logger {
	time_t window[64];	/* start of the 5 s window */
	int count[64];		/* lines in that window */
};

static int log_event(void *ctx, void *data, size_t size)
{
	const struct sl_event *e = data;
	struct logger *lg = ctx;
	unsigned int slot;
	time_t now = time(NULL);

	if (size < sizeof(*e))
		return 0;
	if (e->op == SL_OP_LEVEL_CHANGED) {
		kmsg("<5>securelevel: level changed from %d to %d by %.16s[%u]\n",
		     e->old, e->level, e->comm, e->pid);
		return 0;
	}
	slot = e->op % 64;
	if (now - lg->window[slot] >= 5) {
		lg->window[slot] = now;
		lg->count[slot] = 0;
	}
	if (lg->count[slot]++ >= 10)
		return 0;
	kmsg("<5>securelevel: %.16s[%u]: %s is denied at securelevel %d\n",
	     e->comm, e->pid, op_name(e->op), e->level);
	return 0;
}

static int cmd_log(void)
{
	struct logger lg = { 0 };
	struct ring_buffer *rb;
	int fd = bpf_obj_get(SL_PIN_DIR "/events"), err;

	if (fd < 0) {
		fprintf(stderr, "securelevel-bpf: %s: %s\n", SL_PIN_DIR "/events",
			strerror(errno));
		return 1;
	}
	rb = ring_buffer__new(fd, log_event, &lg, NULL);
	if (!rb) {
		fprintf(stderr, "securelevel-bpf: ring buffer: %s\n",
			strerror(errno));
		return 1;
	}
	do
		err = ring_buffer__poll(rb, -1);
	while (err >= 0 || err == -EINTR);
	fprintf(stderr, "securelevel-bpf: ring buffer: %s\n", strerror(-err));
	ring_buffer__free(rb);
	return 1;
}

static int usage(FILE *out, int rc)
{
	fprintf(out,
		"usage: securelevel-bpf load [--level N]\n"
		"       securelevel-bpf log\n"
		"       securelevel-bpf unload\n");
	return rc;
}

int main(int argc, char **argv)
{
	libbpf_set_print(quiet_print);
	if (argc == 2 && !strcmp(argv[1], "load"))
		return cmd_load(0);
	if (argc == 4 && !strcmp(argv[1], "load") && !strcmp(argv[2], "--level")) {
		char *end;
		long level = strtol(argv[3], &end, 10);

		if (*end || end == argv[3] || level < SL_MIN || level > SL_MAX) {
			fprintf(stderr, "securelevel-bpf: invalid level \"%s\"\n",
				argv[3]);
			return 2;
		}
		return cmd_load((int)level);
	}
	if (argc == 2 && !strcmp(argv[1], "log"))
		return cmd_log();
	if (argc == 2 && !strcmp(argv[1], "unload"))
		return cmd_unload();
	if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")))
		return usage(stdout, 0);
	return usage(stderr, 2);
}
