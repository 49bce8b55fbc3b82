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

static int cmd_lift(void)
{
	struct perf_event_attr attr = { .size = sizeof(attr) };
	int err = devmem_open(), prog, pe, type = -1;
	FILE *f;

	tap_result(err == EPERM, "before: /dev/mem open is %s (want EPERM)",
		   errname(err));
	try_program("fmod_ret on security_locked_down()", load_fmod_ret);
	try_program("BPF LSM program on locked_down", load_lsm);

	/* bpf_override_return() needs an error-injectable function. */
	prog = load_kprobe_override();
	f = fopen("/sys/bus/event_source/devices/kprobe/type", "r");
	if (f) {
		if (fscanf(f, "%d", &type) != 1)
			type = -1;
		fclose(f);
	}
	if (prog < 0 || type < 0) {
		tap_result(0, "kprobe override program: load %s, kprobe PMU %d",
			   errname(prog < 0 ? -prog : 0), type);
		return tap_failures;
	}
	attr.type = (unsigned int)type;
	attr.config1 = (unsigned long)"security_locked_down";
	pe = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1,
			  PERF_FLAG_FD_CLOEXEC);
	err = pe < 0 ? errno : (ioctl(pe, PERF_EVENT_IOC_SET_BPF, prog) < 0 ?
				errno : 0);
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
	fprintf(stderr, "usage: bpf-tamper lift | inject\n");
	return 2;
}
