// SPDX-License-Identifier: GPL-2.0
/*
 * securelevel: a BSD-style, one-way runtime lockdown ratchet.
 *
 * The level starts at 0 (insecure) and can only be raised.  At level 1
 * (secure) every lockdown reason below LOCKDOWN_INTEGRITY_MAX is denied,
 * exactly what lockdown=integrity denies, so that nobody, root included,
 * can modify the running kernel until the next reboot.  Level -1 can be
 * entered only from 0 and freezes the system insecure.
 *
 * Beyond lockdown, from level 1:
 *  - immutable and append-only files stay so, as on the BSDs
 *  - no BPF program may change what kernel functions return
 *  - no raw write reaches a disk in use
 *
 * Level 2 (highly secure) adds what lockdown=confidentiality denies, and
 * forbids setting the clock back and writing to block devices.
 *
 * Level 3 (network secure) adds, as FreeBSD's level 3 does, that the
 * packet filter of the initial network namespace is frozen: netfilter's
 * rules and state, traffic control, XDP.
 *
 * The level at boot comes from CONFIG_SECURITY_SECURELEVEL_BOOTLEVEL, or
 * from securelevel= on the command line, and is raised to 1 under UEFI
 * Secure Boot if so configured; all before the first process runs.
 */

#define pr_fmt(fmt) "securelevel: " fmt

#include <linux/blkdev.h>
#include <linux/bpf.h>
#include <linux/capability.h>
#include <linux/efi.h>
#include <linux/export.h>
#include <linux/fileattr.h>
#include <linux/fs.h>
#include <linux/io_uring.h>
#include <linux/init.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/lsm_audit.h>
#include <linux/lsm_hooks.h>
#include <linux/mman.h>
#include <linux/mm.h>
#include <linux/msdos_fs.h>
#include <linux/mutex.h>
#include <linux/printk.h>
#include <linux/sched.h>
#include <linux/securelevel.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/timekeeping.h>

#include "internal.h"

/* Written only under securelevel_lock; read locklessly with READ_ONCE(). */
static int securelevel = SL_INSECURE;
/*
 * The level again, with a magic, in one word a crash kernel can read from
 * this kernel's memory after a crash (kexec.c).
 */
static u64 securelevel_record;
static enum securelevel_source securelevel_source = SECURELEVEL_SOURCE_KCONFIG;
static DEFINE_MUTEX(securelevel_lock);
/*
 * Who made the last change (securelevel_describe_caller()), under
 * securelevel_lock; NULL while the level is the one set at boot.
 */
static char *securelevel_changer;

/*
 * Off while the level is 0 or -1, where no hook denies anything, so that
 * the hooks then cost a patched-out branch.  Switched on, for good (the
 * level never comes back down), before the level first rises above 0.
 */
static DEFINE_STATIC_KEY_FALSE(securelevel_enforcing);

/* The level the hooks enforce: 0 until the level has been raised. */
static __always_inline int enforced_level(void)
{
	if (!static_branch_unlikely(&securelevel_enforcing))
		return SL_INSECURE;
	return READ_ONCE(securelevel);
}

/* The level requested for boot, applied when the LSM initializes. */
static int boot_level __initdata = CONFIG_SECURITY_SECURELEVEL_BOOTLEVEL;
static enum securelevel_source boot_source __initdata =
	SECURELEVEL_SOURCE_KCONFIG;

static const char *const source_names[] = {
	[SECURELEVEL_SOURCE_KCONFIG] = "kconfig",
	[SECURELEVEL_SOURCE_CMDLINE] = "cmdline",
	[SECURELEVEL_SOURCE_SECURE_BOOT] = "secureboot",
	[SECURELEVEL_SOURCE_KEXEC] = "kexec",
	[SECURELEVEL_SOURCE_WRITE] = "write",
	[SECURELEVEL_SOURCE_SYSCTL] = "sysctl",
	[SECURELEVEL_SOURCE_KERNEL] = "kernel",
};

/* Set once our hooks are registered: before that a level enforces nothing. */
static bool securelevel_active __ro_after_init;

static void set_level(int level)
{
	WRITE_ONCE(securelevel, level);
	WRITE_ONCE(securelevel_record,
		   (u64)SECURELEVEL_HANDOVER_MAGIC << 32 | (u32)level);
}

phys_addr_t securelevel_record_phys(void)
{
	return __pa_symbol(&securelevel_record);
}

bool securelevel_is_active(void)
{
	return securelevel_active;
}

/**
 * securelevel_source_name - how the current level was reached
 *
 * Return: "kconfig", "cmdline", "secureboot", "kexec", "write", "sysctl"
 * or "kernel".
 */
const char *securelevel_source_name(void)
{
	return source_names[READ_ONCE(securelevel_source)];
}

/**
 * get_securelevel - the current securelevel
 *
 * Return: the level in force; 0 if the securelevel LSM is not enabled.
 */
int get_securelevel(void)
{
	return READ_ONCE(securelevel);
}
EXPORT_SYMBOL_GPL(get_securelevel);

/**
 * securelevel_change - change the level, recording where the change came from
 * @level: the new level
 * @source: who asks for it
 *
 * Context: process context; may sleep.
 *
 * Return: 0 on success (including setting the current level again),
 * -EINVAL if the transition is not allowed, -EOPNOTSUPP if the securelevel
 * LSM is not enabled and so could not enforce the level.
 */
int securelevel_change(int level, enum securelevel_source source)
{
	char *changer;
	int from, ret;

	if (!securelevel_active)
		return -EOPNOTSUPP;

	/* Gathered first: it may sleep on locks we must not nest under ours. */
	changer = securelevel_describe_caller();

	mutex_lock(&securelevel_lock);
	from = securelevel;
	ret = securelevel_check_transition(from, level);
	if (!ret && level != from) {
		/* Hooks must be live before any CPU can see the new level. */
		if (level > SL_INSECURE)
			static_branch_enable(&securelevel_enforcing);
		set_level(level);
		WRITE_ONCE(securelevel_source, source);
		swap(securelevel_changer, changer);
		securelevel_measure_change(from, level, source_names[source]);
	}
	mutex_unlock(&securelevel_lock);
	kfree(changer);
	securelevel_measure_extend();

	if (ret)
		pr_notice_ratelimited("%s[%d]: change from %d to %d refused\n",
				      current->comm, task_pid_nr(current),
				      from, level);
	else if (level != from)
		pr_notice("level changed from %d to %d by %s[%d] (%s)\n",
			  from, level, current->comm, task_pid_nr(current),
			  source_names[source]);
	if (ret || level != from)
		securelevel_report_change(from, level, source_names[source],
					  ret);
	return ret;
}

/**
 * securelevel_show_changer - print who made the last change
 * @m: where to print it
 *
 * Prints nothing while the level is the one set at boot, or if the record
 * could not be allocated when the level last changed.
 */
void securelevel_show_changer(struct seq_file *m)
{
	mutex_lock(&securelevel_lock);
	if (securelevel_changer)
		seq_puts(m, securelevel_changer);
	mutex_unlock(&securelevel_lock);
}

/**
 * set_securelevel - change the securelevel
 * @level: the new level
 *
 * The caller is responsible for any permission check.
 *
 * Context: process context; may sleep.
 *
 * Return: as for securelevel_change().
 */
int set_securelevel(int level)
{
	return securelevel_change(level, SECURELEVEL_SOURCE_KERNEL);
}
EXPORT_SYMBOL_GPL(set_securelevel);

static int securelevel_locked_down(enum lockdown_reason what)
{
	int level = enforced_level();
	struct common_audit_data ad = {
		.type = LSM_AUDIT_DATA_LOCKDOWN,
		.u.reason = what,
	};

	if (!securelevel_denies(level, what))
		return 0;

	securelevel_report_denial(what, level, &ad);
	return -EPERM;
}

static int deny(unsigned int op, int level, struct common_audit_data *ad)
{
	securelevel_report_denial(op, level, ad);
	return -EPERM;
}

static int deny_file(unsigned int op, int level, struct file *file)
{
	struct common_audit_data ad = {
		.type = LSM_AUDIT_DATA_FILE,
		.u.file = file,
	};

	return deny(op, level, &ad);
}

/* Called for settimeofday(), clock_settime(), adjtimex(ADJ_SETOFFSET) and
 * an RTC setting the clock; @ts is the time asked for, @tz a new timezone.
 */
static int securelevel_settime(const struct timespec64 *ts,
			       const struct timezone *tz)
{
	int level = enforced_level();
	struct common_audit_data ad = { .type = LSM_AUDIT_DATA_NONE };
	struct timespec64 now;
	bool backwards = false;

	if (level < SL_HIGHLY_SECURE)
		return 0;

	if (ts) {
		ktime_get_real_ts64(&now);
		backwards = timespec64_compare(ts, &now) < 0;
	}
	if (!sl_denies_settime(level, backwards, tz))
		return 0;
	return deny(backwards ? SECURELEVEL_OP_SETTIME_BACKWARDS :
		    SECURELEVEL_OP_SET_TIMEZONE, level, &ad);
}

/* Character devices that write storage (sg, MTD), at open. */
static int securelevel_file_open(struct file *file)
{
	int level = enforced_level();
	struct inode *inode = file_inode(file);

	/* Every open comes here: leave at once while nothing is denied. */
	if (likely(level < SL_SECURE) || !S_ISCHR(inode->i_mode))
		return 0;
	if (!sl_denies_chr_open(level, imajor(inode),
				file->f_mode & FMODE_WRITE))
		return 0;
	return deny_file(SECURELEVEL_OP_RAW_CHR_WRITE, level, file);
}

/*
 * Every open of a block device, by open(2) or by the kernel itself: a
 * filesystem, device-mapper, md, swap, block2mtd, the NVMe target...
 */
static int securelevel_bdev_open(struct block_device *bdev, bool write)
{
	int level = enforced_level();
	struct common_audit_data ad = { .type = LSM_AUDIT_DATA_NONE };

	if (likely(level < SL_SECURE) || !write)
		return 0;
	if (!sl_denies_bdev_open(level, true, securelevel_opener()))
		return 0;
	pr_notice_ratelimited("%s[%d]: not opening %pg for writing\n",
			      current->comm, task_pid_nr(current), bdev);
	return deny(SECURELEVEL_OP_BDEV_OPEN_WRITE, level, &ad);
}

/* The block device behind an open block device file. */
static struct block_device *opened_bdev(struct file *file)
{
	return I_BDEV(file->f_mapping->host);
}

static int check_bdev_write(struct file *file, int level)
{
	bool in_use = level == SL_SECURE && securelevel_bdev_in_use(opened_bdev(file));

	if (!sl_denies_bdev_write(level, in_use))
		return 0;
	return deny_file(in_use ? SECURELEVEL_OP_BDEV_WRITE_IN_USE :
			 SECURELEVEL_OP_BDEV_WRITE, level, file);
}

/* write(2) and every other way data goes through a file: aio, io_uring,
 * splice, sendfile, copy_file_range, fallocate.
 */
static int securelevel_file_permission(struct file *file, int mask)
{
	int level = enforced_level();

	if (likely(level < SL_SECURE) || !(mask & MAY_WRITE) ||
	    !S_ISBLK(file_inode(file)->i_mode))
		return 0;
	return check_bdev_write(file, level);
}

static int securelevel_mmap_file(struct file *file, unsigned long reqprot,
				 unsigned long prot, unsigned long flags)
{
	int level = enforced_level();

	if (likely(level < SL_SECURE) || !file || !(prot & PROT_WRITE) ||
	    (flags & MAP_TYPE) == MAP_PRIVATE ||
	    !S_ISBLK(file_inode(file)->i_mode))
		return 0;
	return check_bdev_write(file, level);
}

static int securelevel_file_mprotect(struct vm_area_struct *vma,
				     unsigned long reqprot, unsigned long prot)
{
	int level = enforced_level();
	struct file *file = vma->vm_file;

	if (likely(level < SL_SECURE) || !file || !(prot & PROT_WRITE) ||
	    !(vma->vm_flags & VM_SHARED) || !S_ISBLK(file_inode(file)->i_mode))
		return 0;
	return check_bdev_write(file, level);
}

/*
 * vfat mounted with sys_immutable keeps its immutable flag (ATTR_SYS) out
 * of the generic file attribute code: FAT_IOCTL_SET_ATTRIBUTES may change
 * only files that are not immutable now.
 */
static int check_fat_attributes(struct file *file, int level)
{
	if (!sl_denies_flag_change(level, IS_IMMUTABLE(file_inode(file)) ?
				   FS_IMMUTABLE_FL : 0, 0, FS_IMMUTABLE_FL))
		return 0;
	return deny_file(SECURELEVEL_OP_CLEAR_FILE_FLAGS, level, file);
}

/* Every ioctl comes here: leave at once but for devices. */
static int check_ioctl(struct file *file, unsigned int cmd)
{
	int level = enforced_level();
	enum sl_ioctl_kind kind;
	bool blk, in_use;
	umode_t mode;

	if (likely(level < SL_SECURE))
		return 0;
	if (cmd == FAT_IOCTL_SET_ATTRIBUTES)
		return check_fat_attributes(file, level);
	mode = file_inode(file)->i_mode;
	if (!S_ISBLK(mode) && !S_ISCHR(mode))
		return 0;
	blk = S_ISBLK(mode);
	kind = sl_ioctl_kind(cmd, blk);
	if (kind == SL_IOCTL_OTHER)
		return 0;
	in_use = blk && securelevel_bdev_in_use(opened_bdev(file));
	if (!sl_denies_device_ioctl(level, kind, blk, in_use))
		return 0;
	switch (kind) {
	case SL_IOCTL_PASSTHROUGH:
	case SL_IOCTL_NVME_ADMIN:
	case SL_IOCTL_FLASH:
		return deny_file(SECURELEVEL_OP_DISK_PASSTHROUGH, level, file);
	case SL_IOCTL_BDEV_WRITE:
		return deny_file(in_use ? SECURELEVEL_OP_BDEV_WRITE_IN_USE :
				 SECURELEVEL_OP_BDEV_WRITE, level, file);
	case SL_IOCTL_DM_TABLE:
		return deny_file(SECURELEVEL_OP_DM_TABLE, level, file);
	default:
		return deny_file(SECURELEVEL_OP_BDEV_RECONFIGURE, level, file);
	}
}

static int securelevel_file_ioctl(struct file *file, unsigned int cmd,
				  unsigned long arg)
{
	return check_ioctl(file, cmd);
}

static int securelevel_file_ioctl_compat(struct file *file, unsigned int cmd,
					 unsigned long arg)
{
	return check_ioctl(file, cmd);
}

#ifdef CONFIG_IO_URING
static int securelevel_uring_cmd(struct io_uring_cmd *ioucmd)
{
	int level = enforced_level();

	if (!sl_denies_uring_cmd(level, ioucmd->cmd_op))
		return 0;
	return deny_file(SECURELEVEL_OP_DISK_PASSTHROUGH, level, ioucmd->file);
}
#endif

static int securelevel_inode_fileattr_set(struct dentry *dentry,
					  const struct fileattr *old,
					  const struct fileattr *fa)
{
	int level = enforced_level();
	struct common_audit_data ad = {
		.type = LSM_AUDIT_DATA_DENTRY,
		.u.dentry = dentry,
	};

	if (!sl_denies_flag_change(level, old->flags, fa->flags,
				   FS_IMMUTABLE_FL | FS_APPEND_FL))
		return 0;
	return deny(SECURELEVEL_OP_CLEAR_FILE_FLAGS, level, &ad);
}

#ifdef CONFIG_SECURITY_NETWORK
static int deny_firewall_change(int level)
{
	struct common_audit_data ad = { .type = LSM_AUDIT_DATA_NONE };

	return deny(SECURELEVEL_OP_FIREWALL, level, &ad);
}

/* nftables, ipset, conntrack, traffic control, XDP: see firewall.c. */
static int securelevel_netlink_send(struct sock *sk, struct sk_buff *skb)
{
	int level = enforced_level();
	bool changes;

	if (likely(level < SL_NETWORK_SECURE))
		return 0;
	changes = securelevel_netlink_changes_firewall(sk, skb);
	if (!sl_denies_firewall_change(level, changes))
		return 0;
	return deny_firewall_change(level);
}

/* iptables, ip6tables, arptables and ebtables, the legacy ones. */
static int securelevel_socket_setsockopt(struct socket *sock, int sol,
					 int optname)
{
	int level = enforced_level();
	bool changes;

	if (likely(level < SL_NETWORK_SECURE))
		return 0;
	changes = securelevel_setsockopt_changes_firewall(sock, sol, optname);
	if (!sl_denies_firewall_change(level, changes))
		return 0;
	return deny_firewall_change(level);
}
#endif

#ifdef CONFIG_BPF_SYSCALL
/* Programs that can change what kernel functions return. */
static bool bpf_prog_overrides(const struct bpf_prog *prog)
{
	switch (prog->type) {
	case BPF_PROG_TYPE_LSM:
	case BPF_PROG_TYPE_EXT:
		return true;
	case BPF_PROG_TYPE_TRACING:
		return prog->expected_attach_type == BPF_MODIFY_RETURN;
	case BPF_PROG_TYPE_KPROBE:
		return prog->kprobe_override;
	default:
		return false;
	}
}

/* Programs that see packets before the firewall does, or instead of it. */
static bool bpf_prog_filters_packets(const struct bpf_prog *prog)
{
	switch (prog->type) {
	case BPF_PROG_TYPE_XDP:
	case BPF_PROG_TYPE_SCHED_CLS:
	case BPF_PROG_TYPE_SCHED_ACT:
	case BPF_PROG_TYPE_LWT_IN:
	case BPF_PROG_TYPE_LWT_OUT:
	case BPF_PROG_TYPE_LWT_XMIT:
	case BPF_PROG_TYPE_LWT_SEG6LOCAL:
		return true;
	default:
		return false;
	}
}

/*
 * Called before a program fd is handed out: on load, and when an fd is
 * taken by id or from a pin, so a program loaded before the level was
 * raised cannot be picked up again afterwards.
 */
static int securelevel_bpf_prog(struct bpf_prog *prog)
{
	int level = enforced_level();
	struct common_audit_data ad = { .type = LSM_AUDIT_DATA_NONE };

	if (sl_denies_bpf_override(level, bpf_prog_overrides(prog)))
		return deny(SECURELEVEL_OP_BPF_OVERRIDE, level, &ad);
	if (sl_denies_bpf_packet(level, bpf_prog_filters_packets(prog)))
		return deny(SECURELEVEL_OP_BPF_PACKET, level, &ad);
	return 0;
}

/* The verifier's own test for handing out kernel-reading helpers. */
static bool bpf_loader_reads_kernel(void)
{
	return ns_capable_noaudit(&init_user_ns, CAP_PERFMON) ||
	       ns_capable_noaudit(&init_user_ns, CAP_SYS_ADMIN);
}

static int securelevel_bpf(int cmd, union bpf_attr *attr, unsigned int size)
{
	int level = enforced_level();
	struct common_audit_data ad = { .type = LSM_AUDIT_DATA_NONE };

	if (likely(level < SL_HIGHLY_SECURE))
		return 0;
	if (cmd == BPF_PROG_LOAD &&
	    sl_denies_bpf_load(level, bpf_loader_reads_kernel()))
		return deny(SECURELEVEL_OP_BPF_READ_KERNEL, level, &ad);
	if (sl_denies_bpf_packet(level,
				 securelevel_bpf_attach_changes_firewall(cmd, attr)))
		return deny(SECURELEVEL_OP_BPF_PACKET, level, &ad);
	return 0;
}
#endif

static struct security_hook_list securelevel_hooks[] __lsm_ro_after_init = {
	LSM_HOOK_INIT(locked_down, securelevel_locked_down),
	LSM_HOOK_INIT(settime, securelevel_settime),
	LSM_HOOK_INIT(file_open, securelevel_file_open),
	LSM_HOOK_INIT(bdev_open, securelevel_bdev_open),
	LSM_HOOK_INIT(file_permission, securelevel_file_permission),
	LSM_HOOK_INIT(mmap_file, securelevel_mmap_file),
	LSM_HOOK_INIT(file_mprotect, securelevel_file_mprotect),
	LSM_HOOK_INIT(file_ioctl, securelevel_file_ioctl),
	LSM_HOOK_INIT(file_ioctl_compat, securelevel_file_ioctl_compat),
#ifdef CONFIG_IO_URING
	LSM_HOOK_INIT(uring_cmd, securelevel_uring_cmd),
#endif
	LSM_HOOK_INIT(inode_fileattr_set, securelevel_inode_fileattr_set),
#ifdef CONFIG_SECURITY_NETWORK
	LSM_HOOK_INIT(netlink_send, securelevel_netlink_send),
	LSM_HOOK_INIT(socket_setsockopt, securelevel_socket_setsockopt),
#endif
#ifdef CONFIG_BPF_SYSCALL
	LSM_HOOK_INIT(bpf_prog, securelevel_bpf_prog),
	LSM_HOOK_INIT(bpf, securelevel_bpf),
#endif
};

#ifdef CONFIG_SECURITY_SECURELEVEL_TPM
/**
 * securelevel_tpm_command - may userspace send this command to a TPM?
 * @chip: the TPM
 * @cmd: the command, as written to its /dev/tpm* or /dev/tpmrm* device
 * @len: its length
 *
 * Return: 0, or -EPERM if the command could change the PCR that measures
 * the level (sl_denies_tpm_command()).
 */
int securelevel_tpm_command(const struct tpm_chip *chip, const u8 *cmd,
			    size_t len)
{
	int level = enforced_level();
	struct common_audit_data ad = { .type = LSM_AUDIT_DATA_NONE };

	if (!securelevel_measures_tpm(chip) ||
	    !sl_denies_tpm_command(level, cmd, len,
				   CONFIG_SECURITY_SECURELEVEL_TPM_PCR))
		return 0;
	return deny(SECURELEVEL_OP_TPM_MEASUREMENT, level, &ad);
}
#endif

/* securelevel=N: the level at boot.  Bad values are logged and ignored. */
static int __init securelevel_param(char *arg)
{
	int level;

	if (!arg || securelevel_parse(arg, strlen(arg), &level) ||
	    !sl_valid(level)) {
		pr_err("ignoring invalid securelevel=%s (valid: %d to %d)\n",
		       arg ?: "", SL_MIN, SL_MAX);
		return 0;
	}
	boot_level = level;
	boot_source = SECURELEVEL_SOURCE_CMDLINE;
	return 0;
}
early_param("securelevel", securelevel_param);

static int __init securelevel_init(void)
{
	bool secure_boot = IS_ENABLED(CONFIG_SECURITY_SECURELEVEL_EFI_SECURE_BOOT) &&
			   efi_enabled(EFI_SECURE_BOOT);
	int inherited = securelevel_inherited_level();
	int level;

	securelevel_report_init();

	/* No process runs yet: set the boot level directly, before the hooks. */
	level = sl_boot_level(boot_level, secure_boot);
	securelevel_source = boot_source;
	if (level != boot_level) {
		securelevel_source = SECURELEVEL_SOURCE_SECURE_BOOT;
		pr_notice("UEFI Secure Boot is enabled: raising the level from %d to %d\n",
			  boot_level, level);
	}
	if (sl_inherit_level(level, inherited) != level) {
		pr_notice("kexec: the previous kernel was at level %d: raising the level from %d\n",
			  inherited, level);
		level = sl_inherit_level(level, inherited);
		securelevel_source = SECURELEVEL_SOURCE_KEXEC;
	}
	securelevel_measure_boot(level, source_names[securelevel_source]);
	set_level(level);
	if (level > SL_INSECURE)
		static_branch_enable(&securelevel_enforcing);

	security_add_hooks(securelevel_hooks, ARRAY_SIZE(securelevel_hooks),
			   "securelevel");
	securelevel_active = true;
	pr_info("initialized at level %d (%s)\n", securelevel,
		source_names[securelevel_source]);
	return 0;
}

DEFINE_LSM(securelevel) = {
	.name = "securelevel",
	.init = securelevel_init,
};
