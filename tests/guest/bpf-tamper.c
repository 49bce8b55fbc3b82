// SPDX-License-Identifier: GPL-2.0
/*
 * bpf-tamper: can a BPF program that overrides kernel functions defeat a
 * lockdown, or change what the kernel decides?  Prints TAP.
 *
 *   bpf-tamper lift     with /dev/mem denied (lockdown=integrity, or
 *                       securelevel 1 at load time), try to make it
 *                       allowed: fmod_ret and BPF LSM programs returning 0
 *                       on the locked_down check, and bpf_override_return()
 *                       on security_locked_down()
 *   bpf-tamper inject   with /dev/mem allowed (level 0), make it fail: an
 *                       fmod_ret program returning -EPERM from
 *                       security_locked_down()
 *   bpf-tamper override FUNC
 *                       attach bpf_override_return() to the error-injectable
 *                       FUNC, so that it returns 0 without running, and hold
 *                       it until killed (for securelevel check)
 *   bpf-tamper observe FUNC
 *                       the same with a kprobe program that only reads
 *                       kernel memory: what check must not report
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "bpfprog.h"
#include "tap.h"

/* 0 if /dev/mem opens, else the errno. */
static int devmem_open(void)
{
	int fd = open("/dev/mem", O_RDONLY);

	if (fd < 0)
		return errno;
	close(fd);
	return 0;
}

static const char *errname(int err)
{
	return err ? strerrorname_np(err) : "success";
}

/* Load with @load(@ret) and attach; return the link fd or -errno. */
static int attach(int (*load)(int), int ret)
{
	int prog = load(ret), link;

	if (prog < 0)
		return prog;
	link = bpf_raw_tracepoint_open(NULL, prog);
	close(prog);
	return link;
}

static int try_program(const char *what, int (*load)(int))
{
	int link = attach(load, 0), err;

	if (link < 0) {
		tap_result(0, "%s returning 0: could not load and attach: %s",
			   what, strerrorname_np(-link));
		return 1;
	}
	err = devmem_open();
	tap_result(err == EPERM,
		   "%s returning 0 attached: /dev/mem still %s (want EPERM: the denial cannot be lifted)",
		   what, errname(err));
	close(link);
	return 0;
}

/*
 * Attach kprobe program @prog to kernel function @func through a perf
 * kprobe event; its fd in *@pe (or -1).  Returns 0 or an errno.
 */
static int kprobe_attach(int prog, const char *func, int *pe)
{
	struct perf_event_attr attr = { .size = sizeof(attr) };
	int type = -1;
	FILE *f;

	*pe = -1;
	f = fopen("/sys/bus/event_source/devices/kprobe/type", "r");
	if (f) {
		if (fscanf(f, "%d", &type) != 1)
			type = -1;
		fclose(f);
	}
	if (type < 0)
		return ENOENT;
	attr.type = (unsigned int)type;
	attr.config1 = (unsigned long)func;
	*pe = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1,
			   PERF_FLAG_FD_CLOEXEC);
	if (*pe < 0)
		return errno;
	return ioctl(*pe, PERF_EVENT_IOC_SET_BPF, prog) < 0 ? errno : 0;
}

/* Load with @load, attach to @func, and hold it until killed. */
static int cmd_hold(int (*load)(void), const char *what, const char *func)
{
	int prog = load(), pe, err;

	if (prog < 0) {
		fprintf(stderr, "bpf-tamper: loading the %s program: %s\n",
			what, strerrorname_np(-prog));
		return 1;
	}
	err = kprobe_attach(prog, func, &pe);
	if (err) {
		fprintf(stderr, "bpf-tamper: attaching to %s: %s\n", func,
			strerrorname_np(err));
		return 1;
	}
	printf("attached: the %s program on %s\n", what, func);
	fflush(stdout);
	for (;;)
		pause();
}

static int cmd_lift(void)
{
	int err = devmem_open(), prog, pe;

	tap_result(err == EPERM, "before: /dev/mem open is %s (want EPERM)",
		   errname(err));
	try_program("fmod_ret on security_locked_down()", load_fmod_ret);
	try_program("BPF LSM program on locked_down", load_lsm);

	/* bpf_override_return() needs an error-injectable function. */
	prog = load_kprobe_override();
	if (prog < 0) {
		tap_result(0, "kprobe override program: load %s",
			   errname(-prog));
		return tap_failures;
	}
	err = kprobe_attach(prog, "security_locked_down", &pe);
	tap_result(err == EINVAL,
		   "bpf_override_return() on security_locked_down(): attach %s (want EINVAL: not error-injectable)",
		   errname(err));
	if (pe >= 0)
		close(pe);
	close(prog);
	err = devmem_open();
	tap_result(err == EPERM, "after: /dev/mem open is %s (want EPERM)",
		   errname(err));
	return tap_failures;
}

static int cmd_inject(void)
{
	int err = devmem_open(), link;

	tap_result(err == 0, "before: /dev/mem opens (%s)", errname(err));
	link = attach(load_fmod_ret, -EPERM);
	if (link < 0) {
		tap_result(0, "fmod_ret returning -EPERM: could not load and attach: %s",
			   strerrorname_np(-link));
		return tap_failures;
	}
	err = devmem_open();
	tap_result(err == EPERM,
		   "fmod_ret on security_locked_down() returning -EPERM: /dev/mem now %s (want EPERM: BPF changed a kernel decision)",
		   errname(err));
	close(link);
	err = devmem_open();
	tap_result(err == 0, "detached: /dev/mem opens again (%s)",
		   errname(err));
	return tap_failures;
}

int main(int argc, char **argv)
{
	bpfprog_init();
	if (argc == 2 && !strcmp(argv[1], "lift"))
		return cmd_lift() ? 1 : 0;
	if (argc == 2 && !strcmp(argv[1], "inject"))
		return cmd_inject() ? 1 : 0;
	if (argc == 3 && !strcmp(argv[1], "override"))
		return cmd_hold(load_kprobe_override, "override", argv[2]);
	if (argc == 3 && !strcmp(argv[1], "observe"))
		return cmd_hold(load_bpf_read_kernel, "observing", argv[2]);
	fprintf(stderr, "usage: bpf-tamper lift | inject | override FUNC | observe FUNC\n");
	return 2;
}
