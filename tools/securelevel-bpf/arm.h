/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Raising the level of the BPF backend, shared by securelevel(8) and
 * securelevel-bpf(8): plain bpf(2) calls on the pins, no libbpf.
 */
#ifndef SECURELEVEL_BPF_ARM_H
#define SECURELEVEL_BPF_ARM_H

#include <stddef.h>

#include "securelevel-bpf.h"

/* cgroup2, where systemd mounts it: the device program attaches here. */
#define SL_CGROUP_ROOT	"/sys/fs/cgroup"

/* The name of the program behind an sl_prog_bit, for messages. */
const char *sl_bit_name(unsigned int bit);

/*
 * The enforced level, from the guard program (the canary): 0 and *level,
 * or an errno: ENOENT when no guard answers (the backend is not loaded or
 * the BPF LSM does not run it), EPERM without the privilege to ask.
 */
int sl_canary(int *level);

/* Run a pinned syscall program on @args; 0 or an errno. */
int sl_run_pinned(const char *name, void *args, size_t size);

/*
 * Attach every pinned program that @level needs and is not attached yet,
 * pinning its link.  0 or an errno; *what names what failed.
 */
int sl_attach(int level, const char **what);

/* Make each hook run once, harmlessly, so that its program marks itself live. */
void sl_selftest(void);

/*
 * Attach, prove and request @level; 0, or an errno: EINVAL (the ratchet
 * refused), EPERM, ENOLINK (a program did not run: *missing has the bits).
 */
int sl_raise(int level, int source, int *old, unsigned int *missing,
	     const char **what);

#endif /* SECURELEVEL_BPF_ARM_H */
