// SPDX-License-Identifier: GPL-2.0
/*
 * iface: check an interface of securelevel, printing TAP: the securityfs
 * file, or with --sysctl the sysctl kernel.securelevel.
 *
 *   iface [--sysctl] COMMAND
 *   iface level N        the file reads exactly "N\n"
 *   iface raise N        writing N succeeds and the level becomes N
 *   iface refuse N       writing N fails with EINVAL, level unchanged
 *   iface bad-input      malformed writes fail with EINVAL, level unchanged
 *   iface unprivileged   writers without CAP_SYS_ADMIN fail, level unchanged
 *   iface changed-by N   raise to N under a name with a newline in it: the
 *                        record names this process, its cgroup, the name
 *                        made printable; no-op and refused writes keep it
 *   iface lsm-ids        lsm_list_modules() (Linux 6.8 and later) names
 *                        securelevel by its LSM id, in the same place as
 *                        /sys/kernel/security/lsm; SKIP where the system
 *                        call does not exist
 *
 * Every write goes through write(2) or pwrite(2) directly, so the errno
 * checked is the kernel's own.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <sched.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tap.h"

#define SECURITYFS_FILE	"/sys/kernel/security/securelevel"
#define SYSCTL_FILE	"/proc/sys/kernel/securelevel"
#define NOBODY		65534
#define NO_LEVEL	(-1000)	/* read_level() could not read a level */

static const char *sl_file = SECURITYFS_FILE;
static bool sysctl;	/* testing kernel.securelevel */

/* A TAP result, marked "sysctl: " when testing the sysctl. */
#define T(ok, fmt, ...) \
	tap_result(ok, "%s" fmt, sysctl ? "sysctl: " : "", ##__VA_ARGS__)

static int read_level(void)
{
	char buf[32] = "";
	ssize_t n;
	int fd;

	fd = open(sl_file, O_RDONLY);
	if (fd < 0)
		return NO_LEVEL;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return NO_LEVEL;
	return atoi(buf);
}

/* Write @len bytes at @off; return 0 or the errno. */
static int write_level_raw(const void *buf, size_t len, off_t off)
{
	ssize_t n;
	int fd, err = 0;

	fd = open(sl_file, O_WRONLY);
	if (fd < 0)
		return errno;
	n = off ? pwrite(fd, buf, len, off) : write(fd, buf, len);
	if (n < 0)
		err = errno;
	else if ((size_t)n != len)
		err = -1;	/* a short write: never expected */
	close(fd);
	return err;
}

static const char *errname(int err)
{
	if (err == 0)
		return "success";
	if (err < 0)
		return "short write";
	return strerrorname_np(err);
}

static int cmd_level(int want)
{
	char buf[32] = "", expect[32];
	ssize_t n;
	int fd;

	snprintf(expect, sizeof(expect), "%d\n", want);
	fd = open(sl_file, O_RDONLY);
	if (fd < 0) {
		T(0, "read %s: %s", sl_file, strerrorname_np(errno));
		return 1;
	}
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	T(n > 0 && !strcmp(buf, expect), "level reads \"%d\\n\" (got %zd bytes: \"%.*s\")",
		   want, n, (int)(n > 0 ? strcspn(buf, "\n") : 0), buf);
	return tap_failures;
}

static void expect_write(const char *label, const void *buf, size_t len,
			 off_t off, int want_err)
{
	int before = read_level();
	int err = write_level_raw(buf, len, off);
	int after = read_level();

	T(err == want_err && after == before,
		   "write %s: %s (want %s), level %d -> %d",
		   label, errname(err), errname(want_err), before, after);
}

static int cmd_raise(int level)
{
	char buf[16];
	int before = read_level();
	int err, after;

	snprintf(buf, sizeof(buf), "%d\n", level);
	err = write_level_raw(buf, strlen(buf), 0);
	after = read_level();
	T(err == 0 && after == level, "raise %d -> %d: %s, level now %d",
		   before, level, errname(err), after);
	return tap_failures;
}

static int cmd_refuse(int level)
{
	char buf[16], label[32];

	snprintf(buf, sizeof(buf), "%d\n", level);
	snprintf(label, sizeof(label), "\"%d\" at level %d", level,
		 read_level());
	expect_write(label, buf, strlen(buf), 0, EINVAL);
	return tap_failures;
}

static int cmd_bad_input(void)
{
	static const struct {
		const char *label;
		const char *buf;
		size_t len;
	} bad[] = {
		{ "\"abc\"", "abc", 3 },
		{ "\"2x\"", "2x", 2 },
		{ "empty", "", 0 },
		{ "\"\\n\"", "\n", 1 },
		{ "\" 1\"", " 1", 2 },
		{ "\"1 1\"", "1 1", 3 },
		{ "\"1\\n\\n\"", "1\n\n", 3 },
		{ "\"0x1\"", "0x1", 3 },
		{ "\"1\\0\" (embedded NUL)", "1\0", 2 },
		{ "\"4\" (out of range)", "4", 1 },
		{ "\"-2\" (out of range)", "-2", 2 },
		{ "\"2147483648\" (overflows int)", "2147483648", 10 },
		{ "\"99999999999999999999\"", "99999999999999999999", 20 },
	};
	static char huge[4096];
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		expect_write(bad[i].label, bad[i].buf, bad[i].len, 0, EINVAL);

	memset(huge, '1', sizeof(huge));
	expect_write("4096 digits", huge, sizeof(huge), 0, EINVAL);
	expect_write("\"1\" at offset 1", "1", 1, 1, EINVAL);

	/* A buffer the kernel cannot read: the write must fail whole. */
	{
		void *bad_page = mmap(NULL, 4096, PROT_NONE,
				      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		expect_write("from an unreadable buffer", bad_page, 2, 0,
			     EFAULT);
		munmap(bad_page, 4096);
	}
	return tap_failures;
}

/* Drop CAP_SYS_ADMIN: from the effective set only, or from every set. */
static int drop_sys_admin(bool effective_only)
{
	struct __user_cap_header_struct hdr = {
		.version = _LINUX_CAPABILITY_VERSION_3,
	};
	struct __user_cap_data_struct data[2];

	if (syscall(SYS_capget, &hdr, data) < 0)
		return -1;
	data[0].effective &= ~(1U << CAP_SYS_ADMIN);
	if (!effective_only) {
		data[0].permitted &= ~(1U << CAP_SYS_ADMIN);
		data[0].inheritable &= ~(1U << CAP_SYS_ADMIN);
	}
	return syscall(SYS_capset, &hdr, data);
}

static int raise_sys_admin(void)
{
	struct __user_cap_header_struct hdr = {
		.version = _LINUX_CAPABILITY_VERSION_3,
	};
	struct __user_cap_data_struct data[2];

	if (syscall(SYS_capget, &hdr, data) < 0)
		return -1;
	data[0].effective |= 1U << CAP_SYS_ADMIN;
	return syscall(SYS_capset, &hdr, data);
}

/* Run @fn in a child; its TAP lines go to our stdout. */
static void in_child(void (*fn)(void))
{
	int status;
	pid_t pid;

	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		fn();
		fflush(stdout);
		_exit(tap_failures ? 1 : 0);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid ||
	    !WIFEXITED(status) || WEXITSTATUS(status) != 0)
		tap_failures++;
}

static void child_nobody(void)
{
	int before = read_level();
	int fd;

	if (setgid(NOBODY) < 0 || setuid(NOBODY) < 0) {
		T(0, "setuid(nobody): %s", strerrorname_np(errno));
		return;
	}
	T(read_level() == before, "nobody can read the level");
	fd = open(sl_file, O_WRONLY);
	T(fd < 0 && errno == EACCES,
		   "nobody cannot open the file for writing: %s",
		   fd < 0 ? strerrorname_np(errno) : "opened");
	if (fd >= 0)
		close(fd);
	T(read_level() == before, "level unchanged after nobody");
}

static void child_no_cap(void)
{
	int before = read_level();
	int fd, err = 0;

	if (drop_sys_admin(false) < 0) {
		T(0, "drop CAP_SYS_ADMIN: %s", strerrorname_np(errno));
		return;
	}
	fd = open(sl_file, O_WRONLY);
	if (fd < 0)
		err = errno;
	else if (write(fd, "1\n", 2) < 0)
		err = errno;
	if (fd >= 0)
		close(fd);
	T(err == EPERM && read_level() == before,
		   "root without CAP_SYS_ADMIN: %s (want EPERM), level %d -> %d",
		   errname(err), before, read_level());
}

static void child_leaked_fd(void)
{
	int before = read_level();
	int fd = open(sl_file, O_WRONLY);
	int err = 0;

	if (fd < 0 || setgid(NOBODY) < 0 || setuid(NOBODY) < 0) {
		T(0, "open, then setuid(nobody): %s",
			   strerrorname_np(errno));
		return;
	}
	if (write(fd, "1\n", 2) < 0)
		err = errno;
	close(fd);
	T(err == EPERM && read_level() == before,
		   "fd opened by root, written by nobody: %s (want EPERM), level %d -> %d",
		   errname(err), before, read_level());
}

static void child_unprivileged_opener(void)
{
	int before = read_level();
	int fd, err = 0;

	if (sysctl) {
		printf("ok - fd opened without CAP_SYS_ADMIN, written with it # SKIP "
		       "a sysctl handler is not told who opened the file, so only the writer is checked\n");
		return;
	}

	if (drop_sys_admin(true) < 0) {
		T(0, "drop effective CAP_SYS_ADMIN: %s",
			   strerrorname_np(errno));
		return;
	}
	fd = open(sl_file, O_WRONLY);
	if (fd < 0 || raise_sys_admin() < 0) {
		T(0, "open, then regain CAP_SYS_ADMIN: %s",
			   strerrorname_np(errno));
		return;
	}
	if (write(fd, "1\n", 2) < 0)
		err = errno;
	close(fd);
	T(err == EPERM && read_level() == before,
		   "fd opened without CAP_SYS_ADMIN, written with it: %s (want EPERM), level %d -> %d",
		   errname(err), before, read_level());
}

static int cmd_unprivileged(void)
{
	in_child(child_nobody);
	in_child(child_no_cap);
	in_child(child_leaked_fd);
	in_child(child_unprivileged_opener);
	return tap_failures;
}

/* Read all of a small file into @buf; its length, or -1. */
static ssize_t read_file(const char *path, char *buf, size_t len)
{
	ssize_t n, total = 0;
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return -1;
	while ((size_t)total + 1 < len &&
	       (n = read(fd, buf + total, len - 1 - total)) > 0)
		total += n;
	close(fd);
	buf[total] = '\0';
	return total;
}

/* @s on one TAP line: newlines shown as '|'. */
static const char *one_line(const char *s)
{
	static char buf[2][1024];
	static int which;
	char *out = buf[which++ % 2];

	snprintf(out, sizeof(buf[0]), "%s", s);
	for (char *p = out; *p; p++)
		if (*p == '\n')
			*p = '|';
	return out;
}

#define CHANGED_BY_FILE	"/sys/kernel/security/securelevel_changed_by"

static int cmd_changed_by(int level)
{
	char cgroup[512] = "", before[1024], expect[1024], after[1024], buf[16];
	ssize_t n;
	int from = read_level(), err, status;
	pid_t child;

	/* cgroup v2: the line "0::PATH". */
	n = read_file("/proc/self/cgroup", cgroup, sizeof(cgroup));
	if (n < 4 || strncmp(cgroup, "0::", 3)) {
		T(0, "read /proc/self/cgroup: \"%s\"", cgroup);
		return 1;
	}
	cgroup[strcspn(cgroup, "\n")] = '\0';
	snprintf(expect, sizeof(expect), "pid %d\ncomm sl?cgroup /x\ncgroup %s\n",
		 getpid(), cgroup + 3);

	prctl(PR_SET_NAME, "sl\ncgroup /x");
	snprintf(buf, sizeof(buf), "%d\n", level);
	err = write_level_raw(buf, strlen(buf), 0);
	T(err == 0 && read_level() == level, "raise %d -> %d as \"sl\\ncgroup /x\": %s",
	  from, level, errname(err));
	n = read_file(CHANGED_BY_FILE, before, sizeof(before));
	T(n > 0 && !strcmp(before, expect),
	  "securelevel_changed_by names this process, its cgroup, the name made printable (got \"%s\", want \"%s\")",
	  one_line(n > 0 ? before : ""), one_line(expect));

	/* Another process: setting the level again, and lowering it. */
	child = fork();
	if (child == 0) {
		prctl(PR_SET_NAME, "other");
		write_level_raw(buf, strlen(buf), 0);
		write_level_raw("0\n", 2, 0);
		_exit(0);
	}
	waitpid(child, &status, 0);
	n = read_file(CHANGED_BY_FILE, after, sizeof(after));
	T(n > 0 && !strcmp(after, before),
	  "a no-op and a refused write by another process leave the record (got \"%s\")",
	  one_line(n > 0 ? after : ""));
	return tap_failures;
}

/* From the 6.12 series' include/uapi/linux/lsm.h; 6.1 has no LSM ids. */
#ifndef __NR_lsm_list_modules
#define __NR_lsm_list_modules	461
#endif
#define LSM_ID_SECURELEVEL	114

static int cmd_lsm_ids(void)
{
	unsigned long long ids[64];
	unsigned int size = sizeof(ids);
	char names[4096] = "", *name, *save;
	int count, i, position = -1, found = -1;
	FILE *f;

	count = syscall(__NR_lsm_list_modules, ids, &size, 0);
	if (count < 0 && errno == ENOSYS) {
		printf("ok - lsm_list_modules() # SKIP no such system call before Linux 6.8\n");
		return 0;
	}
	if (count < 0) {
		T(0, "lsm_list_modules() failed: %s", strerror(errno));
		return 1;
	}
	f = fopen("/sys/kernel/security/lsm", "r");
	if (!f || !fgets(names, sizeof(names), f)) {
		T(0, "cannot read /sys/kernel/security/lsm");
		if (f)
			fclose(f);
		return 1;
	}
	fclose(f);
	names[strcspn(names, "\n")] = '\0';
	i = 0;
	for (name = strtok_r(names, ",", &save); name;
	     name = strtok_r(NULL, ",", &save), i++)
		if (!strcmp(name, "securelevel"))
			position = i;
	for (i = 0; i < count; i++)
		if (ids[i] == LSM_ID_SECURELEVEL)
			found = i;
	T(found >= 0 && found == position,
	  "lsm_list_modules() lists LSM id %d at position %d of %d; securelevel is at position %d in /sys/kernel/security/lsm",
	  LSM_ID_SECURELEVEL, found, count, position);
	return !(found >= 0 && found == position);
}

static int usage(void)
{
	fprintf(stderr,
		"usage: iface [--sysctl] level N | raise N | refuse N | bad-input | unprivileged | changed-by N | lsm-ids\n");
	return 2;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "--sysctl")) {
		sl_file = SYSCTL_FILE;
		sysctl = true;
		argc--;
		argv++;
	}
	if (argc == 3 && !strcmp(argv[1], "level"))
		return cmd_level(atoi(argv[2])) ? 1 : 0;
	if (argc == 3 && !strcmp(argv[1], "raise"))
		return cmd_raise(atoi(argv[2])) ? 1 : 0;
	if (argc == 3 && !strcmp(argv[1], "refuse"))
		return cmd_refuse(atoi(argv[2])) ? 1 : 0;
	if (argc == 2 && !strcmp(argv[1], "bad-input"))
		return cmd_bad_input() ? 1 : 0;
	if (argc == 2 && !strcmp(argv[1], "unprivileged"))
		return cmd_unprivileged() ? 1 : 0;
	if (argc == 3 && !strcmp(argv[1], "changed-by"))
		return cmd_changed_by(atoi(argv[2])) ? 1 : 0;
	if (argc == 2 && !strcmp(argv[1], "lsm-ids"))
		return cmd_lsm_ids();
	return usage();
}
