// SPDX-License-Identifier: GPL-2.0
/*
 * securelevel as BPF LSM programs, for kernels that have the BPF LSM but
 * not the securelevel LSM (Debian's own kernels).
 *
 * The rules are the kernel LSM's (policy.h); this file gathers the facts
 * they need from what the BPF LSM hooks see.  The level lives in a map
 * that userspace can neither write (BPF_F_RDONLY) nor obtain (no pin, and
 * BPF_MAP_GET_FD_BY_ID of it is refused); only the "set" program below
 * changes it, and it enforces the ratchet.
 *
 * At load only the guard (lsm/bpf) is attached.  The rest is attached by
 * "securelevel set" before it first raises the level, so that level 0
 * costs nothing; each program marks itself live the first time it runs,
 * and the level is raised only once every program it needs is live.
 * Away from level 0 the programs also defend their own pins, mounts and
 * links.
 */
#include "vmlinux.h"
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

#include "securelevel-bpf.h"

char LICENSE[] SEC("license") = "GPL";

#define EPERM		1
#define EINVAL		22
#define ENOLINK		67
#define BPF_FS_MAGIC	0xcafe4a11
#define MNT_DETACH	2
#define FMODE_WRITE	0x2
#define S_IFMT		00170000
#define S_IFBLK		0060000
#define S_IFCHR		0020000
#define S_APPEND	4	/* inode->i_flags */
#define S_IMMUTABLE	8
#define MAY_WRITE	0x2
#define PROT_WRITE	0x2
#define MAP_TYPE	0x0f
#define MAP_PRIVATE	0x02
#define VM_SHARED	0x08
#define DCACHE_MOUNTED	0x00010000
#define PF_KTHREAD	0x00200000
#define PF_IO_WORKER	0x00000010
#define TS_COMPAT	0x0002
#define FS_IOC_SETFLAGS		0x40086602	/* _IOW('f', 2, long) */
#define FS_IOC32_SETFLAGS	0x40046602	/* _IOW('f', 2, int) */
#define FS_IOC_FSSETXATTR	0x401c5820	/* _IOW('X', 32, struct fsxattr) */
#define FAT_IOCTL_SET_ATTRIBUTES 0x40047211	/* _IOW('r', 0x11, __u32) */
#define CAP_SYS_ADMIN	21
#define CAP_SYS_TIME	25
#define CAP_PERFMON	38
#define BPF_CGROUP_DEV_WRITE	4	/* BPF_DEVCG_ACC_WRITE */
#define BPF_CGROUP_DEV_BLOCK	1	/* BPF_DEVCG_DEV_BLOCK */
#define MTD_BLOCK_MAJOR		31

/* x86-64 system call numbers, native and ia32. */
#define NR_ioctl		16
#define NR_open			2
#define NR_creat		85
#define NR_openat		257
#define NR_open_by_handle_at	304
#define NR_openat2		437
#define NR_mount		165
#define NR_fsconfig		431
#define NR_swapon		167
#define NR_adjtimex		159
#define NR_clock_adjtime	305
#define NR_ia32_adjtimex	124
#define NR_ia32_clock_adjtime	343
#define NR_ia32_clock_adjtime64	405

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

/* Kernel data, by address (CONFIG_KALLSYMS_ALL). */
extern const void lockdown_reasons __ksym;
extern const void bd_may_claim __ksym;
/* Lockdown's own level; absent without CONFIG_SECURITY_LOCKDOWN_LSM. */
extern const void kernel_locked_down __ksym __weak;

static __always_inline struct sl_state *state(void)
{
	__u32 key = 0;

	return bpf_map_lookup_elem(&sl_state, &key);
}

/* The first run of each program proves its hook calls it. */
static __always_inline int live_level(enum sl_prog_bit bit)
{
	struct sl_state *s = state();

	if (!s)
		return 0;
	if (!(*(volatile __u32 *)&s->live & (1u << bit)))
		__sync_fetch_and_or(&s->live, 1u << bit);
	return *(volatile int *)&s->level;
}

static __always_inline struct sl_event *event(__u32 kind, int lvl, int old)
{
	struct sl_event *e = bpf_ringbuf_reserve(&sl_events, sizeof(*e), 0);

	if (e) {
		e->kind = kind;
		e->level = lvl;
		e->old = old;
		e->pid = bpf_get_current_pid_tgid() >> 32;
		e->what[0] = 0;
		bpf_get_current_comm(e->comm, sizeof(e->comm));
	}
	return e;
}

static __always_inline int deny(enum sl_op_index op, int lvl)
{
	struct sl_event *e = event(SL_EVENT_OP, lvl, lvl);

	if (e) {
		e->op = op;
		bpf_ringbuf_submit(e, 0);
	}
	return -EPERM;
}

SEC("lsm/locked_down")
int BPF_PROG(sl_locked_down, enum lockdown_reason what)
{
	int lvl = live_level(SL_BIT_LOCKED_DOWN);
	const char *name = NULL;
	struct sl_event *e;

	if (!sl_denies_lockdown(lvl, what,
				bpf_core_enum_value(enum lockdown_reason,
						    LOCKDOWN_INTEGRITY_MAX),
				bpf_core_enum_value(enum lockdown_reason,
						    LOCKDOWN_CONFIDENTIALITY_MAX)))
		return 0;
	/* Logged with the kernel's own name of the reason. */
	e = event(SL_EVENT_LOCKDOWN, lvl, lvl);
	if (e) {
		e->op = what;
		bpf_probe_read_kernel(&name, sizeof(name),
				      (const char **)&lockdown_reasons + what);
		if (name)
			bpf_probe_read_kernel_str(e->what, sizeof(e->what), name);
		bpf_ringbuf_submit(e, 0);
	}
	return -EPERM;
}

/* The system call the current task is in; -1 for kernel threads. */
static __always_inline long syscall_nr(bool *compat)
{
	struct task_struct *task = bpf_get_current_task_btf();
	struct pt_regs *regs;

	*compat = false;
	if (task->flags & (PF_KTHREAD | PF_IO_WORKER))
		return -1;
	*compat = task->thread_info.status & TS_COMPAT;
	regs = (struct pt_regs *)bpf_task_pt_regs(task);
	return regs->orig_ax;
}

/* As securelevel_opener() in the kernel LSM. */
static __always_inline enum sl_opener opener(void)
{
	bool compat;
	long nr = syscall_nr(&compat);

	if (nr < 0 || compat)
		return SL_OPENER_OTHER;
	switch (nr) {
	case NR_mount:
	case NR_fsconfig:
		return SL_OPENER_MOUNT;
	case NR_open:
	case NR_creat:
	case NR_openat:
	case NR_openat2:
	case NR_open_by_handle_at:
		return SL_OPENER_OPEN;
	case NR_swapon:
		return SL_OPENER_SWAPON;
	case NR_ioctl:
		return SL_OPENER_IOCTL;
	default:
		return SL_OPENER_OTHER;
	}
}

/* The real time, from TAI and the TAI offset recorded at the raise to 2. */
static __always_inline __s64 realtime_ns(void)
{
	struct sl_state *s = state();

	return (__s64)bpf_ktime_get_tai_ns() - (s ? s->tai_offset_ns : 0);
}

SEC("lsm/settime")
int BPF_PROG(sl_settime, const struct timespec64 *ts, const struct timezone *tz)
{
	int lvl = live_level(SL_BIT_SETTIME);
	bool backwards = false;
	__u64 ts_arg = 0, tz_arg = 0;

	if (lvl < SL_HIGHLY_SECURE)
		return 0;
	/*
	 * Whether an argument is NULL, from its raw value: 6.12's verifier
	 * takes a hook's pointer arguments for non-NULL and drops the test
	 * (clock_settime() passes no timezone, and was refused as setting
	 * one).
	 */
	bpf_get_func_arg(ctx, 0, &ts_arg);
	bpf_get_func_arg(ctx, 1, &tz_arg);
	if (ts_arg)
		backwards = ts->tv_sec * 1000000000LL + ts->tv_nsec < realtime_ns();
	if (!sl_denies_settime(lvl, backwards, tz_arg != 0))
		return 0;
	return deny(backwards ? SL_OP_SETTIME_BACKWARDS : SL_OP_SET_TIMEZONE,
		    lvl);
}

/*
 * adjtimex() and clock_adjtime() reach no LSM hook on this kernel, and
 * their arguments are in user memory while the hooks run, so at level 2
 * every change they ask for is refused where they ask for CAP_SYS_TIME
 * (reading the clock's state needs no capability and still works).
 */
SEC("lsm/capable")
int BPF_PROG(sl_capable, const struct cred *cred, struct user_namespace *ns,
	     int cap, unsigned int opts)
{
	int lvl = live_level(SL_BIT_CAPABLE);
	bool compat;
	long nr;

	if (lvl < SL_HIGHLY_SECURE || cap != CAP_SYS_TIME)
		return 0;
	nr = syscall_nr(&compat);
	if (compat ? nr == NR_ia32_adjtimex || nr == NR_ia32_clock_adjtime ||
		     nr == NR_ia32_clock_adjtime64 :
		     nr == NR_adjtimex || nr == NR_clock_adjtime)
		return deny(SL_OP_SETTIME_BACKWARDS, lvl);
	return 0;
}

/*
 * The hooks' arguments are BTF pointers: plain loads through them are
 * faster than BPF_CORE_READ()'s helper calls, and still relocated.
 */
static __always_inline umode_t file_mode(struct file *file)
{
	return file->f_inode->i_mode & S_IFMT;
}

SEC("lsm/file_open")
int BPF_PROG(sl_file_open, struct file *file)
{
	int lvl = live_level(SL_BIT_FILE_OPEN);

	if (lvl < SL_SECURE || file_mode(file) != S_IFCHR)
		return 0;
	if (sl_denies_chr_open(lvl, file->f_inode->i_rdev >> 20,
			       file->f_mode & FMODE_WRITE))
		return deny(SL_OP_RAW_CHR_WRITE, lvl);
	return 0;
}

/*
 * The block device behind an open block device file, and whether it is
 * in use, as securelevel_bdev_in_use(): claimed, an MTD block device, or
 * a partition of a disk that is itself claimed.  A whole disk whose only claims are by its
 * partitions has the kernel's marker bd_may_claim as its holder.
 */
static __always_inline bool file_bdev_in_use(struct file *file)
{
	struct inode *host = file->f_mapping->host;
	struct bdev_inode *bi = sl_container_of(host, struct bdev_inode, vfs_inode);
	struct block_device *bdev = __builtin_preserve_access_index(&bi->bdev);
	struct block_device *whole;
	void *holder;

	if (BPF_CORE_READ(bdev, bd_holders) ||
	    BPF_CORE_READ(bdev, bd_dev) >> 20 == MTD_BLOCK_MAJOR)
		return true;
	whole = BPF_CORE_READ(bdev, bd_disk, part0);
	if (whole == bdev)
		return false;
	holder = BPF_CORE_READ(whole, bd_holder);
	return holder && holder != &bd_may_claim;
}

static __always_inline int check_bdev_write(struct file *file, int lvl)
{
	bool in_use = lvl == SL_SECURE && file_bdev_in_use(file);

	if (!sl_denies_bdev_write(lvl, in_use))
		return 0;
	return deny(in_use ? SL_OP_BDEV_WRITE_IN_USE : SL_OP_BDEV_WRITE, lvl);
}

SEC("lsm/file_permission")
int BPF_PROG(sl_file_permission, struct file *file, int mask)
{
	int lvl = live_level(SL_BIT_FILE_PERMISSION);

	if (lvl < SL_SECURE || !(mask & MAY_WRITE) || file_mode(file) != S_IFBLK)
		return 0;
	return check_bdev_write(file, lvl);
}

SEC("lsm/mmap_file")
int BPF_PROG(sl_mmap_file, struct file *file, unsigned long reqprot,
	     unsigned long prot, unsigned long flags)
{
	int lvl = live_level(SL_BIT_MMAP_FILE);

	if (lvl < SL_SECURE || !file || !(prot & PROT_WRITE) ||
	    (flags & MAP_TYPE) == MAP_PRIVATE || file_mode(file) != S_IFBLK)
		return 0;
	return check_bdev_write(file, lvl);
}

SEC("lsm/file_mprotect")
int BPF_PROG(sl_file_mprotect, struct vm_area_struct *vma,
	     unsigned long reqprot, unsigned long prot)
{
	int lvl = live_level(SL_BIT_FILE_MPROTECT);
	struct file *file;

	if (lvl < SL_SECURE || !(prot & PROT_WRITE) || !(vma->vm_flags & VM_SHARED))
		return 0;
	file = vma->vm_file;
	if (!file || file_mode(file) != S_IFBLK)
		return 0;
	return check_bdev_write(file, lvl);
}

static __always_inline int check_ioctl(struct file *file, unsigned int cmd,
				       int lvl)
{
	enum sl_ioctl_kind kind;
	bool blk, in_use;
	umode_t mode;

	if (lvl < SL_SECURE)
		return 0;
	/*
	 * No hook sees the new flags on this kernel, so refuse any flags
	 * change of a file that is immutable or append-only now.
	 */
	if ((cmd == FS_IOC_SETFLAGS || cmd == FS_IOC32_SETFLAGS ||
	     cmd == FS_IOC_FSSETXATTR || cmd == FAT_IOCTL_SET_ATTRIBUTES) &&
	    (file->f_inode->i_flags & (S_IMMUTABLE | S_APPEND)))
		return deny(SL_OP_CLEAR_FILE_FLAGS, lvl);
	mode = file_mode(file);
	if (mode != S_IFBLK && mode != S_IFCHR)
		return 0;
	blk = mode == S_IFBLK;
	kind = sl_ioctl_kind(cmd, blk);
	if (kind == SL_IOCTL_OTHER)
		return 0;
	in_use = blk && file_bdev_in_use(file);
	if (!sl_denies_device_ioctl(lvl, kind, blk, in_use))
		return 0;
	switch (kind) {
	case SL_IOCTL_PASSTHROUGH:
	case SL_IOCTL_NVME_ADMIN:
	case SL_IOCTL_FLASH:
		return deny(SL_OP_DISK_PASSTHROUGH, lvl);
	case SL_IOCTL_BDEV_WRITE:
		return deny(in_use ? SL_OP_BDEV_WRITE_IN_USE : SL_OP_BDEV_WRITE,
			    lvl);
	case SL_IOCTL_DM_TABLE:
		return deny(SL_OP_DM_TABLE, lvl);
	default:
		return deny(SL_OP_BDEV_RECONFIGURE, lvl);
	}
}

SEC("lsm/file_ioctl")
int BPF_PROG(sl_file_ioctl, struct file *file, unsigned int cmd,
	     unsigned long arg)
{
	return check_ioctl(file, cmd, live_level(SL_BIT_FILE_IOCTL));
}

SEC("lsm/file_ioctl_compat")
int BPF_PROG(sl_file_ioctl_compat, struct file *file, unsigned int cmd,
	     unsigned long arg)
{
	return check_ioctl(file, cmd, live_level(SL_BIT_FILE_IOCTL_COMPAT));
}

SEC("lsm/uring_cmd")
int BPF_PROG(sl_uring_cmd, struct io_uring_cmd *ioucmd)
{
	int lvl = live_level(SL_BIT_URING_CMD);

	if (sl_denies_uring_cmd(lvl, ioucmd->cmd_op))
		return deny(SL_OP_DISK_PASSTHROUGH, lvl);
	return 0;
}

/*
 * The kernel's own opens of block devices (mount, device-mapper, md,
 * block2mtd, the NVMe target...) reach no BPF LSM hook; the device cgroup
 * check in blkdev_get_by_dev() is where this program, attached to the
 * root cgroup, sees them, and open(2) of any device node too.
 */
SEC("cgroup/dev")
int sl_cgroup_dev(struct bpf_cgroup_dev_ctx *ctx)
{
	int lvl = live_level(SL_BIT_CGROUP_DEV);

	if (lvl < SL_SECURE || (ctx->access_type & 0xffff) != BPF_CGROUP_DEV_BLOCK ||
	    !((ctx->access_type >> 16) & BPF_CGROUP_DEV_WRITE))
		return 1;
	if (!sl_denies_bdev_open(lvl, true, opener()))
		return 1;
	deny(SL_OP_BDEV_OPEN_WRITE, lvl);
	return 0;
}

/* One of the backend's own programs, which it may always pick up again. */
static __always_inline bool own_prog(__u32 id)
{
	struct sl_state *s = state();
	int i;

	if (!s)
		return false;
	for (i = 0; i < SL_MAX_PROGS; i++)
		if (i < s->own_count && s->own[i] == id)
			return true;
	return false;
}

/* As the kernel LSM's bpf_prog_overrides(). */
SEC("lsm/bpf_prog")
int BPF_PROG(sl_bpf_prog, struct bpf_prog *prog)
{
	int lvl = live_level(SL_BIT_BPF_PROG);
	enum bpf_prog_type type;
	bool override;

	if (lvl < SL_SECURE || own_prog(prog->aux->id))
		return 0;
	type = prog->type;
	override = type == BPF_PROG_TYPE_LSM || type == BPF_PROG_TYPE_EXT ||
		   (type == BPF_PROG_TYPE_TRACING &&
		    prog->expected_attach_type == BPF_MODIFY_RETURN) ||
		   (type == BPF_PROG_TYPE_KPROBE &&
		    BPF_CORE_READ_BITFIELD_PROBED(prog, kprobe_override));
	if (sl_denies_bpf_override(lvl, override))
		return deny(SL_OP_BPF_OVERRIDE, lvl);
	return 0;
}

/*
 * The current task's effective capabilities.  kernel_cap_t is two u32
 * words up to 6.2 and one u64 since 6.3: the same 8 bytes on x86, so
 * read them as bytes, whichever kernel's vmlinux.h this is built with.
 */
static __always_inline __u64 current_caps(void)
{
	struct task_struct *task = bpf_get_current_task_btf();
	__u64 caps = 0;

	bpf_core_read(&caps, sizeof(caps), &task->cred->cap_effective);
	return caps;
}

/* The verifier hands kernel-reading helpers to CAP_PERFMON or CAP_SYS_ADMIN. */
static __always_inline bool loader_reads_kernel(void)
{
	return current_caps() & ((1ull << CAP_PERFMON) | (1ull << CAP_SYS_ADMIN));
}

/*
 * The guard, attached at load: the level map is never handed out, the
 * canary is answered, and away from level 0 no link may be detached or
 * replaced; at level 2 no kernel-reading program may be loaded.
 */
SEC("lsm/bpf")
int BPF_PROG(sl_bpf, int cmd, union bpf_attr *attr, unsigned int size)
{
	struct bpf_map *map = (struct bpf_map *)&sl_state;
	int lvl = live_level(SL_BIT_BPF);

	if (cmd == BPF_MAP_GET_FD_BY_ID) {
		__u32 id = attr->map_id;

		if (id == SL_CANARY_MAP_ID) {
			/*
			 * Since 6.12 the verifier wants an LSM program's
			 * return value provably in [-MAX_ERRNO, 0].
			 */
			if (lvl < SL_MIN || lvl > SL_MAX)
				return deny(SL_OP_BACKEND, SL_MAX);
			return -(SL_CANARY_ERRNO + lvl + 1);
		}
		/* A map pointer can be read directly, but not through a helper. */
		if (id == map->id)
			return deny(SL_OP_BACKEND, lvl);
	}
	if (lvl != SL_INSECURE && (cmd == BPF_LINK_DETACH || cmd == BPF_LINK_UPDATE))
		return deny(SL_OP_BACKEND, lvl);
	if (cmd == BPF_PROG_LOAD && sl_denies_bpf_load(lvl, loader_reads_kernel()))
		return deny(SL_OP_BPF_READ_KERNEL, lvl);
	return 0;
}

/* kexec cannot carry this backend's level to the next kernel: no loads. */
SEC("lsm/kernel_read_file")
int BPF_PROG(sl_kernel_read_file, struct file *file, enum kernel_read_file_id id,
	     bool contents)
{
	int lvl = live_level(SL_BIT_KERNEL_READ_FILE);

	if (lvl >= SL_SECURE &&
	    (id == bpf_core_enum_value(enum kernel_read_file_id, READING_KEXEC_IMAGE) ||
	     id == bpf_core_enum_value(enum kernel_read_file_id, READING_KEXEC_INITRAMFS)))
		return deny(SL_OP_KEXEC_LOAD, lvl);
	return 0;
}

SEC("lsm/kernel_load_data")
int BPF_PROG(sl_kernel_load_data, enum kernel_load_data_id id, bool contents)
{
	int lvl = live_level(SL_BIT_KERNEL_LOAD_DATA);

	if (lvl >= SL_SECURE &&
	    id == bpf_core_enum_value(enum kernel_load_data_id, LOADING_KEXEC_IMAGE))
		return deny(SL_OP_KEXEC_LOAD, lvl);
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

	if (d->d_sb->s_magic != BPF_FS_MAGIC)
		return false;
	for (i = 0; i < 2; i++) {
		if (bpf_probe_read_kernel_str(buf, sizeof(buf), d->d_name.name) ==
		    sizeof(name) && same(buf, name, sizeof(name)))
			return true;
		parent = d->d_parent;
		if (parent == d)
			break;
		d = parent;
	}
	return false;
}

/*
 * Away from level 0, refuse to remove or move our pins or their
 * directory, and any dentry something is mounted on, in any mount
 * namespace: removing one detaches its mounts without an umount (and
 * without the sb_umount hook), which could drop bpffs's last mount.
 */
static __always_inline int guard_dentries(int lvl, struct dentry *a,
					  struct dentry *b)
{
	if (lvl == SL_INSECURE)
		return 0;
	if (ours(a) || (b && ours(b)))
		return deny(SL_OP_BACKEND, lvl);
	if ((a->d_flags & DCACHE_MOUNTED) || (b && (b->d_flags & DCACHE_MOUNTED)))
		return deny(SL_OP_BACKEND, lvl);
	return 0;
}

SEC("lsm/inode_unlink")
int BPF_PROG(sl_inode_unlink, struct inode *dir, struct dentry *dentry)
{
	return guard_dentries(live_level(SL_BIT_INODE_UNLINK), dentry, NULL);
}

SEC("lsm/inode_rmdir")
int BPF_PROG(sl_inode_rmdir, struct inode *dir, struct dentry *dentry)
{
	return guard_dentries(live_level(SL_BIT_INODE_RMDIR), dentry, NULL);
}

SEC("lsm/inode_rename")
int BPF_PROG(sl_inode_rename, struct inode *old_dir, struct dentry *old_dentry,
	     struct inode *new_dir, struct dentry *new_dentry)
{
	return guard_dentries(live_level(SL_BIT_INODE_RENAME), old_dentry,
			      new_dentry);
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
	int lvl = live_level(SL_BIT_SB_UMOUNT);

	if (lvl == SL_INSECURE)
		return 0;
	if (mnt->mnt_sb->s_magic == BPF_FS_MAGIC)
		return deny(SL_OP_BACKEND, lvl);
	children = &m->mnt_mounts;
	if ((flags & MNT_DETACH) && BPF_CORE_READ(m, mnt_mounts.next) != children)
		return deny(SL_OP_BACKEND, lvl);
	return 0;
}

/*
 * Nor may anything be mounted on or below a bpffs: a mount over
 * /sys/fs/bpf would hide the pins from the CLI (which checks the level
 * with the canary, not the pins).
 */
static __always_inline bool onto_bpffs(const struct path *path)
{
	return path->dentry->d_sb->s_magic == BPF_FS_MAGIC;
}

SEC("lsm/sb_mount")
int BPF_PROG(sl_sb_mount, const char *dev_name, const struct path *path,
	     const char *type, unsigned long flags, void *data)
{
	int lvl = live_level(SL_BIT_SB_MOUNT);

	if (lvl != SL_INSECURE && onto_bpffs(path))
		return deny(SL_OP_BACKEND, lvl);
	return 0;
}

SEC("lsm/move_mount")
int BPF_PROG(sl_move_mount, const struct path *from_path,
	     const struct path *to_path)
{
	int lvl = live_level(SL_BIT_MOVE_MOUNT);

	if (lvl != SL_INSECURE && (onto_bpffs(to_path) || onto_bpffs(from_path)))
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
	args->live = s->live;
	args->changer_pid = s->changer_pid;
	__builtin_memcpy(args->changer_comm, s->changer_comm,
			 sizeof(args->changer_comm));
	args->changer_cgroup = s->changer_cgroup;
	__builtin_memcpy(args->changer_cgroup_names, s->changer_cgroup_names,
			 sizeof(args->changer_cgroup_names));
	args->changer_cgroup_deeper = s->changer_cgroup_deeper;
	return 0;
}

/* The process running "set", for securelevel status. */
static __always_inline void record_changer(struct sl_state *s)
{
	struct task_struct *task = bpf_get_current_task_btf();

	s->changer_pid = BPF_CORE_READ(task, tgid);
	bpf_core_read(s->changer_comm, sizeof(s->changer_comm), &task->comm);
	struct kernfs_node *kn = BPF_CORE_READ(task, cgroups, dfl_cgrp, kn);
	int i;

	s->changer_cgroup = BPF_CORE_READ(kn, id);
#pragma clang loop unroll(full)
	for (i = 0; i < SL_CGROUP_NAMES; i++) {
		struct kernfs_node *parent = kn ? BPF_CORE_READ(kn, parent) : NULL;

		s->changer_cgroup_names[i][0] = '\0';
		if (parent)	/* the root's name is not part of the path */
			bpf_probe_read_kernel_str(s->changer_cgroup_names[i],
						  SL_CGROUP_NAME_LEN,
						  BPF_CORE_READ(kn, name));
		kn = parent;
	}
	s->changer_cgroup_deeper = kn && BPF_CORE_READ(kn, parent);
}

/*
 * Lockdown at confidentiality answers every reason itself, before the BPF
 * LSM is asked, so sl_locked_down can never prove it runs; nor does it
 * need to, since every reason it would deny is denied already.  (Lockdown
 * only ever goes up.)
 */
static __always_inline bool lockdown_denies_all(void)
{
	int locked = 0;

	if (!&kernel_locked_down)
		return false;
	bpf_probe_read_kernel(&locked, sizeof(locked), &kernel_locked_down);
	return locked >= bpf_core_enum_value(enum lockdown_reason,
					     LOCKDOWN_CONFIDENTIALITY_MAX);
}

/* Run by the CLI with BPF_PROG_TEST_RUN: request a level. */
SEC("syscall")
int sl_set(struct sl_set_args *args)
{
	struct sl_state *s = state();
	__u32 need, live;
	int i;

	if (!s)
		return 0;
	if (!(current_caps() & (1ull << CAP_SYS_ADMIN))) {
		args->result = -EPERM;
		return 0;
	}
	/* Compare and swap, so that racing requests cannot both win. */
	for (i = 0; i < 16; i++) {
		int from = s->level;

		args->old = from;
		args->result = sl_bpf_transition_allowed(from, args->level) ? 0 : -EINVAL;
		if (args->result || from == args->level)
			return 0;
		/* Enforcement first: every program this level needs has run. */
		need = sl_bits_required(args->level);
		if (lockdown_denies_all())
			need &= ~(1u << SL_BIT_LOCKED_DOWN);
		live = s->live;
		if ((live & need) != need) {
			args->missing = need & ~live;
			args->result = -ENOLINK;
			return 0;
		}
		if (args->level == SL_HIGHLY_SECURE)
			s->tai_offset_ns = args->tai_offset_ns;
		if (__sync_val_compare_and_swap(&s->level, from, args->level) == from) {
			struct sl_event *e;

			s->source = args->source;
			record_changer(s);
			e = event(SL_EVENT_LEVEL, args->level, from);
			if (e)
				bpf_ringbuf_submit(e, 0);
			return 0;
		}
	}
	args->result = -EINVAL;
	return 0;
}

/* Run once by the loader: record the backend's own program ids. */
SEC("syscall")
int sl_init(struct sl_init_args *args)
{
	struct sl_state *s = state();
	int i;

	if (!s || s->own_count)
		return 0;
	/* Unrolled: the context may only be read at constant offsets. */
#pragma clang loop unroll(full)
	for (i = 0; i < SL_MAX_PROGS; i++)
		if (i < args->count)
			s->own[i] = args->ids[i];
	s->own_count = args->count < SL_MAX_PROGS ? args->count : SL_MAX_PROGS;
	return 0;
}
