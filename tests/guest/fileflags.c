// SPDX-License-Identifier: GPL-2.0
/*
 * fileflags: change immutable/append-only flags and try operations on a
 * file, printing what the kernel answered.
 *
 *   fileflags set|clear FILE FLAG      FS_IOC_GETFLAGS + FS_IOC_SETFLAGS
 *   fileflags set-fsx|clear-fsx FILE FLAG   the same with FS_IOC_FSSETXATTR
 *   fileflags fat-set|fat-clear FILE   FAT's ATTR_SYS, through
 *                                      FAT_IOCTL_SET_ATTRIBUTES (immutable
 *                                      on a vfat mounted sys_immutable)
 *   fileflags try OP FILE              OP: write, append, truncate,
 *                                      open-trunc, rename, unlink, link,
 *                                      open-rw
 *
 * FLAG is i (immutable), a (append-only) or d (no dump).  Prints
 * "ACTION: OK" or "ACTION: ERRNO-NAME"; exits 0 on success, 1 on failure.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <linux/msdos_fs.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static int result(const char *what, int ok)
{
	printf("%s: %s\n", what, ok ? "OK" : strerrorname_np(errno));
	return ok ? 0 : 1;
}

static unsigned int flag_bit(const char *f, int fsx)
{
	switch (f[0]) {
	case 'i':
		return fsx ? FS_XFLAG_IMMUTABLE : FS_IMMUTABLE_FL;
	case 'a':
		return fsx ? FS_XFLAG_APPEND : FS_APPEND_FL;
	case 'd':
		return fsx ? FS_XFLAG_NODUMP : FS_NODUMP_FL;
	default:
		return 0;
	}
}

static int change(const char *cmd, const char *file, const char *flag)
{
	int fsx = strstr(cmd, "-fsx") != NULL, set = !strncmp(cmd, "set", 3);
	unsigned int bit = flag_bit(flag, fsx), flags;
	struct fsxattr xa;
	int fd, ok;

	if (!bit) {
		fprintf(stderr, "fileflags: unknown flag %s\n", flag);
		return 2;
	}
	fd = open(file, O_RDONLY | O_NONBLOCK);
	if (fd < 0)
		return result("open", 0);
	if (fsx) {
		ok = ioctl(fd, FS_IOC_FSGETXATTR, &xa) == 0;
		if (ok) {
			xa.fsx_xflags = set ? xa.fsx_xflags | bit : xa.fsx_xflags & ~bit;
			ok = ioctl(fd, FS_IOC_FSSETXATTR, &xa) == 0;
		}
	} else {
		ok = ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0;
		if (ok) {
			flags = set ? flags | bit : flags & ~bit;
			ok = ioctl(fd, FS_IOC_SETFLAGS, &flags) == 0;
		}
	}
	close(fd);
	return result(cmd, ok);
}

/* vfat keeps its own flags, outside the generic file attribute code. */
static int fat_change(const char *cmd, const char *file)
{
	__u32 attr;
	int fd = open(file, O_RDONLY), ok;

	if (fd < 0)
		return result("open", 0);
	ok = ioctl(fd, FAT_IOCTL_GET_ATTRIBUTES, &attr) == 0;
	if (ok) {
		attr = !strcmp(cmd, "fat-set") ? attr | ATTR_SYS : attr & ~ATTR_SYS;
		ok = ioctl(fd, FAT_IOCTL_SET_ATTRIBUTES, &attr) == 0;
	}
	close(fd);
	return result(cmd, ok);
}

static int try(const char *op, const char *file)
{
	char other[4096];
	int fd, ok;

	snprintf(other, sizeof(other), "%s.moved", file);
	if (!strcmp(op, "write") || !strcmp(op, "append") ||
	    !strcmp(op, "open-trunc") || !strcmp(op, "open-rw")) {
		int flags = !strcmp(op, "append") ? O_WRONLY | O_APPEND :
			    !strcmp(op, "open-trunc") ? O_WRONLY | O_TRUNC :
			    !strcmp(op, "open-rw") ? O_RDWR : O_WRONLY;

		fd = open(file, flags);
		ok = fd >= 0;
		if (ok && strcmp(op, "open-trunc") && strcmp(op, "open-rw"))
			ok = write(fd, "x\n", 2) == 2;
		if (fd >= 0)
			close(fd);
	} else if (!strcmp(op, "truncate")) {
		ok = truncate(file, 0) == 0;
	} else if (!strcmp(op, "rename")) {
		ok = rename(file, other) == 0;
	} else if (!strcmp(op, "unlink")) {
		ok = unlink(file) == 0;
	} else if (!strcmp(op, "link")) {
		ok = link(file, other) == 0;
	} else {
		fprintf(stderr, "fileflags: unknown operation %s\n", op);
		return 2;
	}
	return result(op, ok);
}

int main(int argc, char **argv)
{
	if (argc == 4 && !strcmp(argv[1], "try"))
		return try(argv[2], argv[3]);
	if (argc == 3 && (!strcmp(argv[1], "fat-set") || !strcmp(argv[1], "fat-clear")))
		return fat_change(argv[1], argv[2]);
	if (argc == 4 && (!strcmp(argv[1], "set") || !strcmp(argv[1], "clear") ||
			  !strcmp(argv[1], "set-fsx") || !strcmp(argv[1], "clear-fsx")))
		return change(argv[1], argv[2], argv[3]);
	fprintf(stderr,
		"usage: fileflags set|clear|set-fsx|clear-fsx FILE i|a|d\n"
		"       fileflags try write|append|truncate|open-trunc|rename|unlink|link|open-rw FILE\n");
	return 2;
}
