// SPDX-License-Identifier: GPL-2.0
/*
 * Raising the level of the BPF backend: attach the enforcing programs
 * securelevel-bpf(8) left pinned, make each of their hooks run once so
 * that the programs prove they are live, then run the pinned "set"
 * program, which refuses to raise unless they are.  Level 0 therefore
 * costs nothing, and a kernel whose BPF LSM is not active (bpf missing
 * from lsm=) never reports a level it does not enforce.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/bpf.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "arm.h"

static const char *const bit_names[SL_BIT_COUNT] = {
	[SL_BIT_BPF] = "sl_bpf",
	[SL_BIT_LOCKED_DOWN] = "sl_locked_down",
	[SL_BIT_FILE_OPEN] = "sl_file_open",
	[SL_BIT_FILE_PERMISSION] = "sl_file_permission",
	[SL_BIT_MMAP_FILE] = "sl_mmap_file",
	[SL_BIT_FILE_MPROTECT] = "sl_file_mprotect",
	[SL_BIT_FILE_IOCTL] = "sl_file_ioctl",
	[SL_BIT_FILE_IOCTL_COMPAT] = "sl_file_ioctl_compat",
	[SL_BIT_URING_CMD] = "sl_uring_cmd",
	[SL_BIT_BPF_PROG] = "sl_bpf_prog",
	[SL_BIT_KERNEL_READ_FILE] = "sl_kernel_read_file",
	[SL_BIT_KERNEL_LOAD_DATA] = "sl_kernel_load_data",
	[SL_BIT_INODE_UNLINK] = "sl_inode_unlink",
	[SL_BIT_INODE_RMDIR] = "sl_inode_rmdir",
	[SL_BIT_INODE_RENAME] = "sl_inode_rename",
	[SL_BIT_SB_UMOUNT] = "sl_sb_umount",
	[SL_BIT_SB_MOUNT] = "sl_sb_mount",
	[SL_BIT_MOVE_MOUNT] = "sl_move_mount",
	[SL_BIT_CGROUP_DEV] = "sl_cgroup_dev",
	[SL_BIT_SETTIME] = "sl_settime",
	[SL_BIT_CAPABLE] = "sl_capable",
};

const char *sl_bit_name(unsigned int bit)
{
	return bit < SL_BIT_COUNT && bit_names[bit] ? bit_names[bit] : "?";
}

static long sys_bpf(int cmd, union bpf_attr *attr)
{
	return syscall(SYS_bpf, cmd, attr, sizeof(*attr));
}

int sl_canary(int *level)
{
	union bpf_attr attr;
	int err;

	memset(&attr, 0, sizeof(attr));
	attr.map_id = SL_CANARY_MAP_ID;
	if (sys_bpf(BPF_MAP_GET_FD_BY_ID, &attr) >= 0)
		return EIO;	/* nothing may answer with a map */
	err = errno;
	if (err >= SL_CANARY_ERRNO && err <= SL_CANARY_ERRNO + SL_MAX + 2) {
		*level = err - SL_CANARY_ERRNO - 1;
		return 0;
	}
	return err;
}

static int obj_get(const char *path)
{
	union bpf_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.pathname = (uint64_t)(uintptr_t)path;
	return (int)sys_bpf(BPF_OBJ_GET, &attr);
}

int sl_run_pinned(const char *name, void *args, size_t size)
{
	char path[128];
	union bpf_attr attr;
	int fd, err = 0;

	snprintf(path, sizeof(path), "%s/%s", SL_PIN_DIR, name);
	fd = obj_get(path);
	if (fd < 0)
		return errno;
	memset(&attr, 0, sizeof(attr));
	attr.test.prog_fd = (uint32_t)fd;
	attr.test.ctx_in = (uint64_t)(uintptr_t)args;
	attr.test.ctx_size_in = (uint32_t)size;	/* results come back here */
	if (sys_bpf(BPF_PROG_TEST_RUN, &attr) < 0)
		err = errno;
	close(fd);
	return err;
}

/* Attach the program pinned as @name ("progN_NAME") and pin its link. */
static int attach_one(const char *name)
{
	char prog_path[256], link_path[256];
	struct bpf_prog_info info;
	union bpf_attr attr;
	int prog, target = 0, link, err = 0;

	snprintf(prog_path, sizeof(prog_path), "%s/%s", SL_PIN_DIR, name);
	snprintf(link_path, sizeof(link_path), "%s/%s%s", SL_PIN_DIR,
		 SL_LINK_PREFIX, name + strlen(SL_PROG_PREFIX));
	if (access(link_path, F_OK) == 0)
		return 0;
	prog = obj_get(prog_path);
	if (prog < 0)
		return errno;

	memset(&info, 0, sizeof(info));
	memset(&attr, 0, sizeof(attr));
	attr.info.bpf_fd = (uint32_t)prog;
	attr.info.info_len = sizeof(info);
	attr.info.info = (uint64_t)(uintptr_t)&info;
	if (sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &attr) < 0) {
		err = errno;
		goto out;
	}

	memset(&attr, 0, sizeof(attr));
	attr.link_create.prog_fd = (uint32_t)prog;
	if (info.type == BPF_PROG_TYPE_CGROUP_DEVICE) {
		/* The root cgroup: every process, whatever its cgroup. */
		target = open(SL_CGROUP_ROOT, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (target < 0) {
			err = errno;
			goto out;
		}
		attr.link_create.target_fd = (uint32_t)target;
		attr.link_create.attach_type = BPF_CGROUP_DEVICE;
	} else {
		attr.link_create.attach_type = BPF_LSM_MAC;
	}
	link = (int)sys_bpf(BPF_LINK_CREATE, &attr);
	if (link < 0) {
		err = errno;
		goto out;
	}
	memset(&attr, 0, sizeof(attr));
	attr.bpf_fd = (uint32_t)link;
	attr.pathname = (uint64_t)(uintptr_t)link_path;
	if (sys_bpf(BPF_OBJ_PIN, &attr) < 0)
		err = errno;
	close(link);	/* the pin keeps it attached */
out:
	if (target > 0)
		close(target);
	close(prog);
	return err;
}

int sl_attach(int level, const char **what)
{
	static char failed[256];
	int want = level >= SL_HIGHLY_SECURE ? 2 : 1;
	struct dirent *de;
	DIR *d;
	int err = 0;

	d = opendir(SL_PIN_DIR);
	if (!d) {
		*what = SL_PIN_DIR;
		return errno;
	}
	while (!err && (de = readdir(d))) {
		const char *n = de->d_name;
		size_t plen = strlen(SL_PROG_PREFIX);

		if (strncmp(n, SL_PROG_PREFIX, plen) || n[plen] < '1' ||
		    n[plen] - '0' > want || n[plen + 1] != '_')
			continue;
		err = attach_one(n);
		if (err) {
			snprintf(failed, sizeof(failed), "%s", n);
			*what = failed;
		}
	}
	closedir(d);
	return err;
}

/* Whether the kernel has 32-bit system calls (its ia32 syscall table). */
static int have_compat(void)
{
	char line[256];
	FILE *f = fopen("/proc/kallsyms", "r");
	int found = 0;

	if (!f)
		return 1;	/* cannot tell: assume it has them */
	while (!found && fgets(line, sizeof(line), f))
		found = strstr(line, " __ia32_compat_sys_ioctl\n") != NULL;
	fclose(f);
	return found;
}

#ifdef __x86_64__
/* A 32-bit system call from this 64-bit process, through int $0x80. */
static long int80(long nr, long a, long b, long c)
{
	long ret;

	__asm__ volatile("int $0x80"
			 : "=a"(ret)
			 : "a"(nr), "b"(a), "c"(b), "d"(c)
			 : "memory", "r8", "r9", "r10", "r11");
	return ret;
}
#endif

/* Run mount, move_mount and umount once, in a mount namespace of its own. */
static void selftest_mounts(const char *dir)
{
	pid_t pid = fork();

	if (pid == 0) {
		int fs, mnt;

		if (unshare(CLONE_NEWNS) < 0 ||
		    mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0)
			_exit(1);
		if (mount("sltest", dir, "tmpfs", 0, NULL) == 0)
			umount2(dir, 0);
		fs = (int)syscall(SYS_fsopen, "tmpfs", 0);
		if (fs >= 0 &&
		    syscall(SYS_fsconfig, fs, 6 /* FSCONFIG_CMD_CREATE */, NULL,
			    NULL, 0) == 0 &&
		    (mnt = (int)syscall(SYS_fsmount, fs, 0, 0)) >= 0 &&
		    syscall(SYS_move_mount, mnt, "", AT_FDCWD, dir,
			    0x4 /* MOVE_MOUNT_F_EMPTY_PATH */) == 0)
			umount2(dir, 0);
		_exit(0);
	}
	if (pid > 0)
		waitpid(pid, NULL, 0);
}

void sl_selftest(void)
{
	char dir[] = "/tmp/securelevel.XXXXXX", path[64], moved[64];
	static const unsigned char junk[64];
	int fd, pipes[2], n, compat = have_compat();
	union bpf_attr attr;
	struct bpf_insn ret0[2] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	void *map;

	/* locked_down: opening /dev/mem or /proc/kcore asks lockdown first */
	fd = open("/dev/mem", O_RDONLY | O_CLOEXEC);
	if (fd >= 0)
		close(fd);
	fd = open("/proc/kcore", O_RDONLY | O_CLOEXEC);
	if (fd >= 0)
		close(fd);
	/* settime: settimeofday(NULL, NULL) asks and changes nothing */
	syscall(SYS_settimeofday, NULL, NULL);
	/* file_open, file_permission, file_ioctl, mmap_file, file_mprotect */
	fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		if (read(fd, path, 1) < 0)
			path[0] = 0;
		map = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, fd, 0);
		if (map != MAP_FAILED) {
			mprotect(map, 4096, PROT_READ);
			munmap(map, 4096);
		}
		close(fd);
	}
	if (pipe(pipes) == 0) {
		ioctl(pipes[0], FIONREAD, &n);
#ifdef __x86_64__
		if (compat) {
			/* the argument must be reachable by a 32-bit pointer */
			int *low = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
					MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT,
					-1, 0);

			if (low != MAP_FAILED) {
				int80(54 /* ia32 ioctl */, pipes[0], FIONREAD,
				      (long)(uintptr_t)low);
				munmap(low, 4096);
			}
		}
#endif
		close(pipes[0]);
		close(pipes[1]);
	}
	/* bpf_prog: a program fd is handed out */
	memset(&attr, 0, sizeof(attr));
	attr.prog_type = BPF_PROG_TYPE_SOCKET_FILTER;
	attr.insns = (uint64_t)(uintptr_t)ret0;
	attr.insn_cnt = 2;
	attr.license = (uint64_t)(uintptr_t)"GPL";
	fd = (int)sys_bpf(BPF_PROG_LOAD, &attr);
	if (fd >= 0)
		close(fd);
	/* capable: root opening a file it has no permission bits for */
	if (mkdtemp(dir)) {
		snprintf(path, sizeof(path), "%s/f", dir);
		snprintf(moved, sizeof(moved), "%s/g", dir);
		fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0);
		if (fd >= 0) {
			(void)!write(fd, "x", 1);
			close(fd);
		}
		fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd >= 0) {
			/* kernel_read_file: one byte is no module */
			syscall(SYS_finit_module, fd, "", 0);
			close(fd);
		}
		/* kernel_load_data: 64 bytes of zeros are no module either */
		syscall(SYS_init_module, junk, sizeof(junk), "");
		/* inode_rename, inode_unlink, inode_rmdir */
		rename(path, moved);
		unlink(moved);
		/* sb_mount, move_mount, sb_umount */
		selftest_mounts(dir);
		rmdir(dir);
	}
	/* cgroup device: any device node */
	fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
	if (fd >= 0)
		close(fd);
	/* bpf: asking the canary is a bpf() call */
	sl_canary(&n);
}

/* CLOCK_TAI - CLOCK_REALTIME, whole seconds. */
static int64_t tai_offset_ns(void)
{
	struct timespec tai, real;

	clock_gettime(CLOCK_TAI, &tai);
	clock_gettime(CLOCK_REALTIME, &real);
	return (tai.tv_sec - real.tv_sec +
		(tai.tv_nsec - real.tv_nsec + 500000000L) / 1000000000L) *
	       1000000000LL;
}

int sl_raise(int level, int source, int *old, unsigned int *missing,
	     const char **what)
{
	struct sl_set_args set = { .level = level, .source = source };
	int err;

	*what = NULL;
	*missing = 0;
	if (level != SL_INSECURE && sl_valid(level)) {
		struct sl_get_args get = { 0 };
		__u32 need = sl_bits_required(level);

		err = sl_attach(level, what);
		if (err)
			return err;
		/* Make the programs prove themselves, unless they have. */
		err = sl_run_pinned("get", &get, sizeof(get));
		if (err || (get.live & need) != need)
			sl_selftest();
		set.tai_offset_ns = tai_offset_ns();
	}
	err = sl_run_pinned("set", &set, sizeof(set));
	if (err)
		return err;
	*old = set.old;
	*missing = set.missing;
	return -set.result;
}
