/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the securelevel BPF programs share with their userspace: the state
 * in the level map, the arguments of the programs run with
 * BPF_PROG_TEST_RUN, the denial events, and where the pins live.
 */
#ifndef SECURELEVEL_BPF_H
#define SECURELEVEL_BPF_H

#ifndef __VMLINUX_H__
#include <linux/types.h>
#endif

#define SL_MIN		(-1)
#define SL_MAX		2

#define SL_PIN_ROOT	"/sys/fs/bpf"
#define SL_PIN_DIR_NAME	"securelevel"
#define SL_PIN_DIR	SL_PIN_ROOT "/" SL_PIN_DIR_NAME

/* How the level was reached; the kernel LSM's names, where they apply. */
enum sl_source {
	SL_SOURCE_LOADER,	/* the level the backend was loaded at */
	SL_SOURCE_WRITE,	/* securelevel set */
};

struct sl_state {
	int level;
	int source;
	__s64 tai_offset_ns;	/* CLOCK_TAI - CLOCK_REALTIME at load */
	int initialized;
};

struct sl_get_args {
	int level;		/* out */
	int source;		/* out */
};

struct sl_set_args {
	int level;		/* in: the level requested */
	int source;		/* in */
	int result;		/* out: 0, -EINVAL or -EPERM */
	int old;		/* out: the level before */
};

struct sl_init_args {
	__s64 tai_offset_ns;
};

/*
 * A denial: a lockdown reason (below 30 on 6.1), or one of these, numbered
 * as the kernel LSM's own operations.
 */
#define SL_OP_SETTIME_BACKWARDS	31
#define SL_OP_BDEV_WRITE	32
#define SL_OP_CLEAR_FILE_FLAGS	33
#define SL_OP_BPF_OVERRIDE	34
#define SL_OP_BACKEND		35	/* tampering with the BPF backend */
#define SL_OP_LEVEL_CHANGED	64	/* not a denial: from @old to @level */

struct sl_event {
	__u32 op;
	__s32 level;
	__s32 old;
	__u32 pid;
	char comm[16];
};

#endif /* SECURELEVEL_BPF_H */
