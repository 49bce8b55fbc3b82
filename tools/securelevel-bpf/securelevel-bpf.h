/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the securelevel BPF programs share with their userspace: the state
 * in the level map, the arguments of the programs run with
 * BPF_PROG_TEST_RUN, the denial events, the canary, and where the pins
 * live.  The rules themselves are the kernel LSM's (policy.h).
 */
#ifndef SECURELEVEL_BPF_H
#define SECURELEVEL_BPF_H

#ifndef __VMLINUX_H__
#include <linux/types.h>
#include <stdbool.h>
#endif

#include "policy.h"

#define SL_PIN_ROOT	"/sys/fs/bpf"
#define SL_PIN_DIR_NAME	"securelevel"
#define SL_PIN_DIR	SL_PIN_ROOT "/" SL_PIN_DIR_NAME

/*
 * Pin names (bpffs refuses dots): the CLI's entry points by name ("get",
 * "set"); the enforcing programs, loaded but not attached, as
 * "progN_NAME", where N is the lowest level that needs them; their links,
 * once attached, as "linkN_NAME".  The guard program is attached at load
 * ("link0_sl_bpf").
 */
#define SL_PROG_PREFIX	"prog"
#define SL_LINK_PREFIX	"link"

/* How the level was reached; the kernel LSM's names, where they apply. */
enum sl_source {
	SL_SOURCE_LOADER,	/* the level the backend was loaded at */
	SL_SOURCE_WRITE,	/* securelevel set */
};

/*
 * The enforcing programs, one bit each: a program sets its bit the first
 * time it runs, so a bit proves that its hook really calls it (the BPF
 * LSM is active, the link is attached).  The "set" program raises the
 * level only when every bit the new level needs is set.
 */
enum sl_prog_bit {
	SL_BIT_BPF,		/* the guard, attached at load */
	SL_BIT_LOCKED_DOWN,
	SL_BIT_FILE_OPEN,
	SL_BIT_FILE_PERMISSION,
	SL_BIT_MMAP_FILE,
	SL_BIT_FILE_MPROTECT,
	SL_BIT_FILE_IOCTL,
	SL_BIT_FILE_IOCTL_COMPAT,
	SL_BIT_URING_CMD,
	SL_BIT_BPF_PROG,
	SL_BIT_KERNEL_READ_FILE,
	SL_BIT_KERNEL_LOAD_DATA,
	SL_BIT_INODE_UNLINK,
	SL_BIT_INODE_RMDIR,
	SL_BIT_INODE_RENAME,
	SL_BIT_SB_UMOUNT,
	SL_BIT_SB_MOUNT,
	SL_BIT_MOVE_MOUNT,
	SL_BIT_CGROUP_DEV,
	SL_BIT_SETTIME,		/* level 2 from here */
	SL_BIT_CAPABLE,
	SL_BIT_COUNT,
};

/*
 * The bits a self-test cannot always trigger: a compat ioctl needs 32-bit
 * system calls, io_uring passthrough an NVMe generic device, and a module
 * blob reaches kernel_load_data only where modules may be loaded.  Every
 * BPF LSM hook is called or none is, so the others prove the LSM active.
 */
#define SL_BITS_OPTIONAL	((1u << SL_BIT_FILE_IOCTL_COMPAT) | \
				 (1u << SL_BIT_URING_CMD) | \
				 (1u << SL_BIT_KERNEL_LOAD_DATA))
#define SL_BITS_LEVEL1		((1u << SL_BIT_SETTIME) - 1)
#define SL_BITS_LEVEL2		((1u << SL_BIT_COUNT) - 1)

static inline __u32 sl_bits_required(int level)
{
	__u32 bits = level >= SL_HIGHLY_SECURE ? SL_BITS_LEVEL2 :
		     level != SL_INSECURE ? SL_BITS_LEVEL1 : 0;

	return bits & ~SL_BITS_OPTIONAL;
}

/*
 * The highest level this backend enforces.  Level 3 freezes the firewall
 * through netlink and socket-option hooks that only the kernel LSM has.
 */
#define SL_BPF_MAX	SL_HIGHLY_SECURE

static inline bool sl_bpf_transition_allowed(int from, int to)
{
	return to <= SL_BPF_MAX && sl_transition_allowed(from, to);
}

#define SL_MAX_PROGS	32

/* How much of the changer's cgroup path the backend keeps. */
#define SL_CGROUP_NAMES		4
#define SL_CGROUP_NAME_LEN	64

struct sl_state {
	int level;
	int source;
	__s64 tai_offset_ns;	/* CLOCK_TAI - CLOCK_REALTIME at the raise to 2 */
	__u32 live;		/* sl_prog_bit: programs seen running */
	__u32 own_count;	/* our own programs' ids, set once at load */
	__u32 own[SL_MAX_PROGS];
	/* who made the last change with "set": 0 if nobody */
	__u32 changer_pid;	/* thread group id */
	char changer_comm[16];
	__u64 changer_cgroup;	/* cgroup v2 id: its directory's inode */
	/*
	 * The cgroup's path, leaf first, as names: the cgroup of a unit is
	 * gone once its processes are, so its id may no longer resolve.
	 */
	char changer_cgroup_names[SL_CGROUP_NAMES][SL_CGROUP_NAME_LEN];
	__u32 changer_cgroup_deeper;	/* more components above these */
};

/* Run once by the loader: which program ids are the backend's own. */
struct sl_init_args {
	__u32 count;
	__u32 ids[SL_MAX_PROGS];
};

struct sl_get_args {
	int level;		/* out */
	int source;		/* out */
	__u32 live;		/* out */
	__u32 changer_pid;	/* out: as in struct sl_state */
	char changer_comm[16];	/* out */
	__u64 changer_cgroup;	/* out */
	char changer_cgroup_names[SL_CGROUP_NAMES][SL_CGROUP_NAME_LEN];	/* out */
	__u32 changer_cgroup_deeper;	/* out */
};

struct sl_set_args {
	int level;		/* in: the level requested */
	int source;		/* in */
	__s64 tai_offset_ns;	/* in: for level 2 */
	int result;		/* out: 0, -EINVAL, -EPERM, -ENOLINK (not live) */
	int old;		/* out: the level before */
	__u32 missing;		/* out: with -ENOLINK, the bits not seen */
};

/*
 * The canary: BPF_MAP_GET_FD_BY_ID of this id (above any id the kernel
 * hands out) is answered by the guard program with the errno
 * SL_CANARY_ERRNO + level + 1, from the level map itself.  Nothing else
 * can answer it at level 1 or above, where no BPF LSM or fmod_ret program
 * may be loaded, so it tells the level that is enforced, not what a pin
 * says.  Without the guard the kernel says ENOENT.
 */
#define SL_CANARY_MAP_ID	0xfffffff0u
#define SL_CANARY_ERRNO		1000

/* A denial, or a level change, for the log daemon. */
enum sl_event_kind {
	SL_EVENT_LOCKDOWN,	/* @what: the kernel's name of the reason */
	SL_EVENT_OP,		/* @op: an sl_op_index */
	SL_EVENT_LEVEL,		/* from @old to @level */
};

struct sl_event {
	__u32 kind;
	__u32 op;
	__s32 level;
	__s32 old;
	__u32 pid;
	char comm[16];
	char what[48];
};

#endif /* SECURELEVEL_BPF_H */
