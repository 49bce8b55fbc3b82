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
#include <dirent.h>
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

#include "arm.h"
#include "securelevel-bpf.h"
#include "securelevel.skel.h"

#define BPF_FS_MAGIC	0xcafe4a11

/* Exit codes; the CLI's, where they mean the same. */
enum {
	EXIT_OK = 0,
	EXIT_FAILED = 1,
	EXIT_USAGE = 2,
	EXIT_NO_BPF_LSM = 3,	/* the BPF LSM is not active in this kernel */
	EXIT_NO_BTF = 4,	/* no kernel BTF: the programs cannot load */
	EXIT_LOCKDOWN = 5,	/* lockdown withholds the helpers they need */
};

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

/* Run a syscall program on @args (the kernel copies them back). */
static int run_prog(int fd, void *args, size_t size)
{
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = args,
		    .ctx_size_in = (__u32)size);

	if (bpf_prog_test_run_opts(fd, &opts) < 0) {
		fprintf(stderr, "securelevel-bpf: running a program: %s\n",
			strerror(errno));
		return -1;
	}
	return 0;
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

/*
 * The first line of a securityfs file, without its newline, in @buf ("" if
 * empty); false if the file cannot be opened.
 */
static bool read_first_line(const char *path, char *buf, size_t len)
{
	FILE *f = fopen(path, "r");

	buf[0] = '\0';
	if (!f)
		return false;
	if (!fgets(buf, (int)len, f))
		buf[0] = '\0';
	fclose(f);
	buf[strcspn(buf, "\n")] = '\0';
	return true;
}

/*
 * The BPF LSM runs only if "bpf" is in the active LSM list; with it
 * missing the programs attach to hooks that are never called.
 */
static bool bpf_lsm_active(char *lsms, size_t len)
{
	char *tok, *save, copy[512];

	if (!read_first_line("/sys/kernel/security/lsm", lsms, len))
		return true;	/* securityfs not mounted: the self-test decides */
	snprintf(copy, sizeof(copy), "%s", lsms);
	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save))
		if (!strcmp(tok, "bpf"))
			return true;
	return false;
}

/*
 * Whether lockdown is at confidentiality.  It withholds
 * bpf_probe_read_kernel() from every BPF program verified from then on
 * (LOCKDOWN_BPF_READ_KERNEL), and the programs need it to follow pointers
 * BTF does not type (container_of(), names).  Programs loaded before
 * lockdown went there keep it: the verifier decided when they loaded.
 */
static bool lockdown_confidentiality(void)
{
	char line[128];

	return read_first_line("/sys/kernel/security/lockdown", line, sizeof(line)) &&
	       strstr(line, "[confidentiality]") != NULL;
}

/* Whether the kernel was built with the BPF LSM (its hook stubs exist). */
static bool bpf_lsm_built(void)
{
	char line[256];
	FILE *f = fopen("/proc/kallsyms", "r");
	bool found = false;

	if (!f)
		return true;	/* cannot tell: the later checks decide */
	while (!found && fgets(line, sizeof(line), f))
		found = strstr(line, " bpf_lsm_file_open\n") != NULL;
	fclose(f);
	return found;
}

static void explain_no_bpf_lsm(const char *lsms)
{
	fprintf(stderr,
		"securelevel-bpf: the BPF LSM is not active in this kernel (active LSMs: %s):\n"
		"  its programs would attach but never run, and no level would be enforced.\n"
		"  Add \"bpf\" to the lsm= kernel parameter, for example\n"
		"    lsm=%s%sbpf\n"
		"  (in GRUB_CMDLINE_LINUX in /etc/default/grub, then update-grub and reboot).\n",
		lsms[0] ? lsms : "unknown", lsms, lsms[0] ? "," : "");
}

/* The lowest level that needs a program, by name: 0 is the guard. */
static int program_level(const char *name)
{
	if (!strcmp(name, "sl_bpf"))
		return 0;
	if (!strcmp(name, "sl_settime") || !strcmp(name, "sl_capable"))
		return 2;
	return 1;
}

static int remove_pins(void);

/*
 * Tell the programs their own ids: from level 1 no BPF LSM program may be
 * handed out, except these, which "securelevel set 2" attaches then.
 */
static int record_own_ids(struct securelevel_bpf *skel)
{
	struct sl_init_args args = { 0 };
	struct bpf_program *prog;

	bpf_object__for_each_program(prog, skel->obj) {
		struct bpf_prog_info info = { 0 };
		__u32 len = sizeof(info);

		if (args.count == SL_MAX_PROGS ||
		    bpf_obj_get_info_by_fd(bpf_program__fd(prog), &info, &len) < 0) {
			fprintf(stderr, "securelevel-bpf: program ids: %s\n",
				strerror(errno));
			return -1;
		}
		args.ids[args.count++] = info.id;
	}
	if (run_prog(bpf_program__fd(skel->progs.sl_init), &args, sizeof(args)) < 0)
		return -1;
	return 0;
}

static int cmd_load(int level)
{
	struct securelevel_bpf *skel;
	struct bpf_program *prog;
	struct sl_get_args get = { 0 };
	char lsms[512], name[256];
	int err = EXIT_FAILED, live, lvl;

	if (!bpf_lsm_built()) {
		fprintf(stderr,
			"securelevel-bpf: this kernel was built without CONFIG_BPF_LSM: it cannot run\n"
			"  the backend's programs; use a kernel with the BPF LSM, or the securelevel LSM\n");
		return EXIT_NO_BPF_LSM;
	}
	if (!bpf_lsm_active(lsms, sizeof(lsms))) {
		explain_no_bpf_lsm(lsms);
		return EXIT_NO_BPF_LSM;
	}
	if (access("/sys/kernel/btf/vmlinux", R_OK) < 0) {
		fprintf(stderr,
			"securelevel-bpf: the kernel has no BTF (/sys/kernel/btf/vmlinux: %s);\n"
			"  it needs CONFIG_DEBUG_INFO_BTF=y\n", strerror(errno));
		return EXIT_NO_BTF;
	}
	if (ensure_bpffs() < 0)
		return EXIT_FAILED;
	if (access(SL_PIN_DIR, F_OK) == 0) {
		printf("securelevel-bpf: already loaded (%s exists)\n", SL_PIN_DIR);
		return EXIT_OK;
	}
	if (lockdown_confidentiality()) {
		fprintf(stderr,
			"securelevel-bpf: lockdown is at confidentiality, which withholds\n"
			"  bpf_probe_read_kernel() from new BPF programs, and the backend's need it:\n"
			"  nothing was loaded.  Load the backend first and raise lockdown after it\n"
			"  (echo confidentiality > /sys/kernel/security/lockdown), or boot with\n"
			"  lockdown=integrity; securelevel 2 denies what confidentiality does.\n");
		return EXIT_LOCKDOWN;
	}
	skel = securelevel_bpf__open_and_load();
	if (!skel) {
		fprintf(stderr,
			"securelevel-bpf: cannot load the BPF programs: %s\n"
			"  the kernel needs CONFIG_BPF_LSM=y, \"bpf\" in lsm= and BTF\n",
			strerror(errno));
		return EXIT_FAILED;
	}
	if (mkdir(SL_PIN_DIR, 0700) < 0) {
		fprintf(stderr, "securelevel-bpf: mkdir %s: %s\n", SL_PIN_DIR,
			strerror(errno));
		goto out;
	}

	/*
	 * The CLI's entry points by name; the guard attached now; every other
	 * program pinned unattached, for "securelevel set" to attach before
	 * it first raises the level (level 0 costs nothing).
	 */
	bpf_object__for_each_program(prog, skel->obj) {
		const char *pname = bpf_program__name(prog);
		int n = program_level(pname);
		struct bpf_link *link;

		if (bpf_program__type(prog) == BPF_PROG_TYPE_SYSCALL) {
			/* "get" and "set" for the CLI; "init" is run once, here */
			if (prog != skel->progs.sl_init &&
			    pin(bpf_program__fd(prog), pname + 3) < 0)
				goto unpin;
			continue;
		}
		if (n > 0) {
			snprintf(name, sizeof(name), SL_PROG_PREFIX "%d_%s", n, pname);
			if (pin(bpf_program__fd(prog), name) < 0)
				goto unpin;
			continue;
		}
		link = bpf_program__attach(prog);
		if (!link) {
			fprintf(stderr, "securelevel-bpf: attach %s: %s\n", pname,
				strerror(errno));
			goto unpin;
		}
		snprintf(name, sizeof(name), SL_LINK_PREFIX "0_%s", pname);
		live = pin(bpf_link__fd(link), name);
		bpf_link__destroy(link);	/* the pin keeps it attached */
		if (live < 0)
			goto unpin;
	}
	if (pin(bpf_map__fd(skel->maps.sl_events), "events") < 0)
		goto unpin;
	if (record_own_ids(skel) < 0)
		goto unpin;

	/* Proof that the guard runs: it answers the canary. */
	if (sl_canary(&lvl) || sl_run_pinned("get", &get, sizeof(get)) ||
	    !(get.live & (1u << SL_BIT_BPF))) {
		fprintf(stderr,
			"securelevel-bpf: the guard program is attached but never ran: the BPF LSM\n"
			"  does not call it, so nothing would be enforced (active LSMs: %s)\n",
			lsms[0] ? lsms : "unknown");
		err = EXIT_NO_BPF_LSM;
		goto unpin;
	}

	if (level) {
		const char *what;
		unsigned int missing;
		int old;

		live = sl_raise(level, SL_SOURCE_LOADER, &old, &missing, &what);
		if (live) {
			fprintf(stderr, "securelevel-bpf: cannot set level %d: %s%s%s\n",
				level, strerror(live), what ? ": " : "",
				what ? what : "");
			goto unpin;
		}
	}
	printf("securelevel-bpf: loaded at level %d, pinned in %s\n", level,
	       SL_PIN_DIR);
	kmsg("<5>securelevel: BPF backend loaded at level %d\n", level);
	err = EXIT_OK;
	goto out;
unpin:
	remove_pins();
out:
	securelevel_bpf__destroy(skel);
	return err;
}

/* Remove every pin and the directory; only possible at level 0. */
static int remove_pins(void)
{
	char path[512];
	struct dirent *de;
	DIR *d = opendir(SL_PIN_DIR);
	int err = 0;

	if (!d)
		return errno == ENOENT ? 0 : -1;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", SL_PIN_DIR, de->d_name);
		if (unlink(path) < 0) {
			fprintf(stderr,
				"securelevel-bpf: cannot remove %s: %s (only possible at level 0)\n",
				path, strerror(errno));
			err = -1;
		}
	}
	closedir(d);
	if (rmdir(SL_PIN_DIR) < 0 && errno != ENOENT) {
		fprintf(stderr, "securelevel-bpf: rmdir %s: %s\n", SL_PIN_DIR,
			strerror(errno));
		err = -1;
	}
	return err;
}

static int cmd_unload(void)
{
	if (remove_pins() < 0)
		return EXIT_FAILED;
	printf("securelevel-bpf: unloaded\n");
	return EXIT_OK;
}

/* What each securelevel operation is called, as the kernel LSM logs it. */
static const char *const op_texts[] = {
#define SECURELEVEL_OP(name, text) \
	[SL_OP_##name] = text,
#include "ops.h"
#undef SECURELEVEL_OP
};

/* Per kind of denial, as the kernel LSM: 10 lines per 5 seconds. */
struct logger {
	time_t window[64];	/* start of the 5 s window */
	int count[64];		/* lines in that window */
};

static int log_event(void *ctx, void *data, size_t size)
{
	const struct sl_event *e = data;
	struct logger *lg = ctx;
	const char *what;
	unsigned int slot;
	time_t now = time(NULL);

	if (size < sizeof(*e))
		return 0;
	if (e->kind == SL_EVENT_LEVEL) {
		kmsg("<5>securelevel: level changed from %d to %d by %.16s[%u]\n",
		     e->old, e->level, e->comm, e->pid);
		return 0;
	}
	if (e->kind == SL_EVENT_LOCKDOWN) {
		what = e->what[0] ? e->what : "a lockdown operation";
		slot = e->op % 32;
	} else {
		what = e->op < SL_OP_COUNT ? op_texts[e->op] : "unknown operation";
		slot = 32 + e->op % 32;
	}
	if (now - lg->window[slot] >= 5) {
		lg->window[slot] = now;
		lg->count[slot] = 0;
	}
	if (lg->count[slot]++ >= 10)
		return 0;
	kmsg("<5>securelevel: %.16s[%u]: %s is denied at securelevel %d\n",
	     e->comm, e->pid, what, e->level);
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

		if (*end || end == argv[3] || level < SL_MIN || level > SL_BPF_MAX) {
			fprintf(stderr, "securelevel-bpf: invalid level \"%s\"\n",
				argv[3]);
			return EXIT_USAGE;
		}
		return cmd_load((int)level);
	}
	if (argc == 2 && !strcmp(argv[1], "log"))
		return cmd_log();
	if (argc == 2 && !strcmp(argv[1], "unload"))
		return cmd_unload();
	if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")))
		return usage(stdout, 0);
	return usage(stderr, EXIT_USAGE);
}
