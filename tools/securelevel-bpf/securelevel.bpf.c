// SPDX-License-Identifier: GPL-2.0
/*
 * securelevel as BPF LSM programs, for kernels that have the BPF LSM but
 * not the securelevel LSM (Debian's own 6.1 kernel).
 *
 * The same levels and the same policy as security/securelevel/policy.c,
 * hook for hook where the kernel has the hook.  The level lives in a map
 * that userspace can neither write (BPF_F_RDONLY) nor reach (no pin, and
 * BPF_MAP_GET_FD_BY_ID of it is refused); only the "set" program below
 * changes it, and it enforces the ratchet.  Away from level 0 the
 * programs also defend their own pins, mount and links.
 */
#include "vmlinux.h"
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

#include "securelevel-bpf.h"

char LICENSE[] SEC("license") = "GPL";

#define EPERM		1
#define EINVAL		22
#define BPF_FS_MAGIC	0xcafe4a11
#define MNT_DETACH	2
#define FMODE_WRITE	0x2
#define S_IFMT		00170000
#define S_IFBLK		0060000
#define S_APPEND	4	/* inode->i_flags */
#define S_IMMUTABLE	8
#define FS_IOC_SETFLAGS		0x40086602	/* _IOW('f', 2, long) */
#define FS_IOC32_SETFLAGS	0x40046602	/* _IOW('f', 2, int) */
#define FS_IOC_FSSETXATTR	0x401c5820	/* _IOW('X', 32, struct fsxattr) */
#define CAP_SYS_ADMIN	21

#define sl_container_of(ptr, type, member) \
	((type *)((void *)(ptr) - bpf_core_field_offset(type, member)))

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct sl_state);
	__uint(map_flags, BPF_F_RDONLY);	/* no writes from syscalls */
} sl_state SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 64 * 1024);
} sl_events SEC(".maps");

static __always_inline struct sl_state *state(void)
{
	__u32 key = 0;

	return bpf_map_lookup_elem(&sl_state, &key);
}

static __always_inline int level(void)
{
	struct sl_state *s = state();

	return s ? *(volatile int *)&s->level : 0;
}

/* Tell the log daemon, if it listens. */
static __always_inline void report(__u32 op, int lvl, int old)
{
	struct sl_event *e = bpf_ringbuf_reserve(&sl_events, sizeof(*e), 0);

	if (e) {
		e->op = op;
		e->level = lvl;
		e->old = old;
		e->pid = bpf_get_current_pid_tgid() >> 32;
		bpf_get_current_comm(e->comm, sizeof(e->comm));
		bpf_ringbuf_submit(e, 0);
	}
}

static __always_inline int deny(__u32 op, int lvl)
{
	report(op, lvl, lvl);
	return -EPERM;
}

/* The same rules as securelevel_check_transition(). */
static __always_inline int check_transition(int from, int to)
{
	if (to < SL_MIN || to > SL_MAX)
		return -EINVAL;
	if (to == from)
		return 0;
	if (from == -1)
		return -EINVAL;
	if (to == -1)
		return from == 0 ? 0 : -EINVAL;
	return to > from ? 0 : -EINVAL;
}

SEC("lsm/locked_down")
int BPF_PROG(sl_locked_down, enum lockdown_reason what)
{
	int lvl = level();
	int limit = lvl >= 2 ? LOCKDOWN_CONFIDENTIALITY_MAX :
		    lvl == 1 ? LOCKDOWN_INTEGRITY_MAX : LOCKDOWN_NONE;

	if (what > LOCKDOWN_NONE && what < limit)
		return deny(what, lvl);
	return 0;
}

/* The real time, from TAI and the TAI offset the loader recorded. */
static __always_inline __s64 realtime_ns(void)
{
	struct sl_state *s = state();

	return (__s64)bpf_ktime_get_tai_ns() - (s ? s->tai_offset_ns : 0);
}

SEC("lsm/settime")
int BPF_PROG(sl_settime, const struct timespec64 *ts, const struct timezone *tz)
{
	int lvl = level();
	__s64 want;

	if (lvl < 2 || !ts)
		return 0;
	want = BPF_CORE_READ(ts, tv_sec) * 1000000000LL +
	       BPF_CORE_READ(ts, tv_nsec);
	if (want < realtime_ns())
		return deny(SL_OP_SETTIME_BACKWARDS, lvl);
	return 0;
}

SEC("lsm/file_open")
int BPF_PROG(sl_file_open, struct file *file)
{
	int lvl = level();

	if (lvl < 2)
		return 0;
	if ((BPF_CORE_READ(file, f_inode, i_mode) & S_IFMT) == S_IFBLK &&
	    (BPF_CORE_READ(file, f_mode) & FMODE_WRITE))
		return deny(SL_OP_BDEV_WRITE, lvl);
	return 0;
}

/*
 * No hook sees the new flags in kernel memory on this kernel, so refuse
 * any flags change of a file that is immutable or append-only now.
 */
SEC("lsm/file_ioctl")
int BPF_PROG(sl_file_ioctl, struct file *file, unsigned int cmd,
	     unsigned long arg)
{
	int lvl = level();

	if (lvl < 1)
		return 0;
	if (cmd != FS_IOC_SETFLAGS && cmd != FS_IOC32_SETFLAGS &&
	    cmd != FS_IOC_FSSETXATTR)
		return 0;
	if (BPF_CORE_READ(file, f_inode, i_flags) & (S_IMMUTABLE | S_APPEND))
		return deny(SL_OP_CLEAR_FILE_FLAGS, lvl);
	return 0;
}

/* As securelevel_denies_bpf_prog(). */
SEC("lsm/bpf_prog")
int BPF_PROG(sl_bpf_prog, struct bpf_prog *prog)
{
	int lvl = level();
	enum bpf_prog_type type;
	bool override;

	if (lvl < 1)
		return 0;
	type = BPF_CORE_READ(prog, type);
	override = type == BPF_PROG_TYPE_LSM || type == BPF_PROG_TYPE_EXT ||
		   (type == BPF_PROG_TYPE_TRACING &&
		    BPF_CORE_READ(prog, expected_attach_type) == BPF_MODIFY_RETURN) ||
		   (type == BPF_PROG_TYPE_KPROBE &&
		    BPF_CORE_READ_BITFIELD_PROBED(prog, kprobe_override));
	if (override)
		return deny(SL_OP_BPF_OVERRIDE, lvl);
	return 0;
}

/*
 * The level map is never handed out, at any level; and away from level 0
 * our links may not be detached or replaced.
 */
SEC("lsm/bpf")
int BPF_PROG(sl_bpf, int cmd, union bpf_attr *attr, unsigned int size)
{
	struct bpf_map *map = (struct bpf_map *)&sl_state;
	int lvl = level();

	/* A map pointer can be read directly, but not through a helper. */
	if (cmd == BPF_MAP_GET_FD_BY_ID &&
	    BPF_CORE_READ(attr, map_id) == map->id)
		return deny(SL_OP_BACKEND, lvl);
	if (lvl != 0 && (cmd == BPF_LINK_DETACH || cmd == BPF_LINK_UPDATE))
		return deny(SL_OP_BACKEND, lvl);
	return 0;
}

static __always_inline bool same(const char *a, const char *b, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (a[i] != b[i])
			return false;
	return true;
}

/* Is @d our pin directory, or an entry in it? */
static __always_inline bool ours(struct dentry *d)
{
	static const char name[] = SL_PIN_DIR_NAME;
	char buf[sizeof(name)];
	struct dentry *parent;
	int i;

	if (BPF_CORE_READ(d, d_sb, s_magic) != BPF_FS_MAGIC)
		return false;
	for (i = 0; i < 2; i++) {
		if (bpf_probe_read_kernel_str(buf, sizeof(buf),
					      BPF_CORE_READ(d, d_name.name)) ==
		    sizeof(name) && same(buf, name, sizeof(name)))
			return true;
		parent = BPF_CORE_READ(d, d_parent);
		if (parent == d)
			break;
		d = parent;
	}
	return false;
}

/* Away from level 0, refuse to remove or move our pins or their directory. */
static __always_inline int guard_pins(struct dentry *a, struct dentry *b)
{
	int lvl = level();

	if (lvl != 0 && (ours(a) || (b && ours(b))))
		return deny(SL_OP_BACKEND, lvl);
	return 0;
}

SEC("lsm/inode_unlink")
int BPF_PROG(sl_inode_unlink, struct inode *dir, struct dentry *dentry)
{
	return guard_pins(dentry, NULL);
}

SEC("lsm/inode_rmdir")
int BPF_PROG(sl_inode_rmdir, struct inode *dir, struct dentry *dentry)
{
	return guard_pins(dentry, NULL);
}

SEC("lsm/inode_rename")
int BPF_PROG(sl_inode_rename, struct inode *old_dir, struct dentry *old_dentry,
	     struct inode *new_dir, struct dentry *new_dentry)
{
	return guard_pins(old_dentry, new_dentry);
}

/*
 * Away from level 0, no bpffs may be unmounted, and no lazy unmount may
 * take a tree of mounts with it (one of them could be a bpffs).
 */
SEC("lsm/sb_umount")
int BPF_PROG(sl_sb_umount, struct vfsmount *mnt, int flags)
{
	struct mount *m = sl_container_of(mnt, struct mount, mnt);
	struct list_head *children;
	int lvl = level();

	if (lvl == 0)
		return 0;
	if (BPF_CORE_READ(mnt, mnt_sb, s_magic) == BPF_FS_MAGIC)
		return deny(SL_OP_BACKEND, lvl);
	children = &m->mnt_mounts;
	if ((flags & MNT_DETACH) && BPF_CORE_READ(m, mnt_mounts.next) != children)
		return deny(SL_OP_BACKEND, lvl);
	return 0;
}

/*
 * Nor may anything be mounted on or below a bpffs: a mount over
 * /sys/fs/bpf would hide the pins from the CLI, and could put a fake
 * "get" program in their place.
 */
static __always_inline bool onto_bpffs(const struct path *path)
{
	return BPF_CORE_READ(path, dentry, d_sb, s_magic) == BPF_FS_MAGIC;
}

SEC("lsm/sb_mount")
int BPF_PROG(sl_sb_mount, const char *dev_name, const struct path *path,
	     const char *type, unsigned long flags, void *data)
{
	int lvl = level();

	if (lvl != 0 && onto_bpffs(path))
		return deny(SL_OP_BACKEND, lvl);
	return 0;
}

SEC("lsm/move_mount")
int BPF_PROG(sl_move_mount, const struct path *from_path,
	     const struct path *to_path)
{
	int lvl = level();

	if (lvl != 0 && (onto_bpffs(to_path) || onto_bpffs(from_path)))
		return deny(SL_OP_BACKEND, lvl);
	return 0;
}

/* Run by the CLI with BPF_PROG_TEST_RUN: report the level. */
SEC("syscall")
int sl_get(struct sl_get_args *args)
{
	struct sl_state *s = state();

	if (!s)
		return 0;
	args->level = s->level;
	args->source = s->source;
	return 0;
}

/* Run by the CLI with BPF_PROG_TEST_RUN: request a level. */
SEC("syscall")
int sl_set(struct sl_set_args *args)
{
	struct task_struct *task = bpf_get_current_task_btf();
	struct sl_state *s = state();
	__u32 caps;
	int i;

	if (!s)
		return 0;
	caps = BPF_CORE_READ(task, cred, cap_effective.cap[0]);
	if (!(caps & (1U << CAP_SYS_ADMIN))) {
		args->result = -EPERM;
		return 0;
	}
	/* Compare and swap, so that racing requests cannot both win. */
	for (i = 0; i < 16; i++) {
		int from = s->level;

		args->old = from;
		args->result = check_transition(from, args->level);
		if (args->result || from == args->level)
			return 0;
		if (__sync_val_compare_and_swap(&s->level, from, args->level) == from) {
			s->source = args->source;
			report(SL_OP_LEVEL_CHANGED, args->level, from);
			return 0;
		}
	}
	args->result = -EINVAL;
	return 0;
}

/* Run once by the loader: record the TAI offset for the settime check. */
SEC("syscall")
int sl_init(struct sl_init_args *args)
{
	struct sl_state *s = state();

	if (s && !s->initialized) {
		s->tai_offset_ns = args->tai_offset_ns;
		s->initialized = 1;
	}
	return 0;
}
