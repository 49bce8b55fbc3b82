// SPDX-License-Identifier: GPL-2.0
/* The kernel LSM backend: /sys/kernel/security/securelevel. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/vfs.h>
#include <unistd.h>

#include "backend.h"

#define SECURITYFS_MAGIC	0x73636673

const char *kernel_level_file = "/sys/kernel/security/securelevel";
static bool level_file_overridden;	/* SECURELEVEL_FILE, for tests */

void kernel_backend_override(const char *file)
{
	kernel_level_file = file;
	level_file_overridden = true;
}

/*
 * The level file of a securityfs instance of our own: securityfs has one
 * superblock, so a detached mount of it (fsopen(2), fsmount(2)) shows the
 * kernel's files whatever is mounted over /sys/kernel/security.  Needs
 * CAP_SYS_ADMIN; -1 with errno otherwise.
 */
static int open_private(const char *name, int flags)
{
	int fs, mnt, fd, err;

	fs = (int)syscall(SYS_fsopen, "securityfs", 1 /* FSOPEN_CLOEXEC */);
	if (fs < 0)
		return -1;
	if (syscall(SYS_fsconfig, fs, 6 /* FSCONFIG_CMD_CREATE */, NULL, NULL, 0) < 0) {
		err = errno;
		close(fs);
		errno = err;
		return -1;
	}
	mnt = (int)syscall(SYS_fsmount, fs, 1 /* FSMOUNT_CLOEXEC */, 0);
	err = errno;
	close(fs);
	if (mnt < 0) {
		errno = err;
		return -1;
	}
	fd = openat(mnt, name, flags | O_CLOEXEC);
	err = errno;
	close(mnt);
	errno = err;
	return fd;
}

/*
 * Open a file of ours in securityfs so that a mount over it cannot fake
 * its contents: privately where we may, else by path, checked to be on
 * securityfs (a tmpfs or bind mount over the path is caught; a bind of
 * another securityfs file is not, which is why root reads privately).
 */
static int open_securityfs(const char *path, const char *name)
{
	struct statfs fs;
	int fd, err;

	if (!level_file_overridden) {
		fd = open_private(name, O_RDONLY);
		if (fd >= 0)
			return fd;
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || level_file_overridden)
		return fd;
	if (fstatfs(fd, &fs) < 0 || fs.f_type != SECURITYFS_MAGIC) {
		err = errno;
		close(fd);
		fprintf(stderr,
			"securelevel: %s is not the kernel's: something is mounted over it\n",
			path);
		errno = err ? err : EXDEV;
		return -2;
	}
	return fd;
}

bool kernel_backend_present(void)
{
	return access(kernel_level_file, F_OK) == 0;
}

/*
 * Read the file named by the level file's name and @suffix (the kernel's
 * companion files) into @buf; "" if the kernel has none.
 */
void kernel_read_companion(const char *suffix, char *buf, size_t len)
{
	char path[PATH_MAX + 16], name[64];
	size_t n;
	int fd;

	buf[0] = '\0';
	snprintf(path, sizeof(path), "%s%s", kernel_level_file, suffix);
	snprintf(name, sizeof(name), "securelevel%s", suffix);
	fd = open_securityfs(path, name);
	if (fd < 0)
		return;
	for (n = 0; n + 1 < len;) {
		ssize_t got = read(fd, buf + n, len - 1 - n);

		if (got <= 0)
			break;
		n += (size_t)got;
	}
	buf[n] = '\0';
	close(fd);
}

static void read_source(char *buf, size_t len)
{
	kernel_read_companion("_source", buf, len);
	buf[strcspn(buf, "\n")] = '\0';
}

/*
 * securelevel_changed_by: "pid N", "comm NAME", "cgroup PATH" lines,
 * empty while the level is the one set at boot.
 */
static bool kernel_changed_by(struct changer *who)
{
	char text[PATH_MAX + 128], *line, *save = NULL;

	memset(who, 0, sizeof(*who));
	kernel_read_companion("_changed_by", text, sizeof(text));
	for (line = strtok_r(text, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		if (!strncmp(line, "pid ", 4))
			who->pid = strtol(line + 4, NULL, 10);
		else if (!strncmp(line, "comm ", 5))
			snprintf(who->comm, sizeof(who->comm), "%s", line + 5);
		else if (!strncmp(line, "cgroup ", 7))
			snprintf(who->cgroup, sizeof(who->cgroup), "%s", line + 7);
	}
	if (who->pid <= 0)
		return false;
	changer_finish(who);
	return true;
}

static int kernel_get(int *level, char *source, size_t len)
{
	char buf[32] = "";
	ssize_t n;
	int fd, err;

	fd = open_securityfs(kernel_level_file, "securelevel");
	if (fd == -2)
		return EXIT_ERROR;
	if (fd < 0) {
		fprintf(stderr, "securelevel: %s: %s\n", kernel_level_file,
			strerror(errno));
		return errno == EACCES ? EXIT_PERMISSION : EXIT_ERROR;
	}
	n = read(fd, buf, sizeof(buf) - 1);
	err = errno;
	close(fd);
	if (n < 0) {
		fprintf(stderr, "securelevel: reading %s: %s\n",
			kernel_level_file, strerror(err));
		return EXIT_ERROR;
	}
	buf[strcspn(buf, "\n")] = '\0';
	if (!parse_level(buf, level)) {
		fprintf(stderr, "securelevel: %s holds \"%s\", not a level\n",
			kernel_level_file, buf);
		return EXIT_ERROR;
	}
	read_source(source, len);
	return EXIT_OK;
}

/* One write of "N\n": the kernel takes a request only whole. */
static int kernel_set(int level)
{
	char buf[16];
	int fd, len, err = 0;

	len = snprintf(buf, sizeof(buf), "%d\n", level);
	fd = level_file_overridden ? -1 : open_private("securelevel", O_WRONLY);
	if (fd < 0)
		fd = open(kernel_level_file, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return errno;
	if (write(fd, buf, len) != len)
		err = errno ? errno : EIO;
	if (close(fd) < 0 && !err)
		err = errno;
	return err;
}

const struct backend kernel_backend = {
	.name = "kernel",
	.where = "kernel LSM",
	.get = kernel_get,
	.set = kernel_set,
	.changed_by = kernel_changed_by,
};

/*
 * Explain why the level file is missing: the usual causes are securityfs
 * not being mounted and the LSM not being built or enabled.
 */
void kernel_explain_missing(void)
{
	char copy[PATH_MAX], lsm_path[PATH_MAX + 8], lsms[512] = "";
	const char *dir;
	FILE *f;

	snprintf(copy, sizeof(copy), "%s", kernel_level_file);
	dir = dirname(copy);
	snprintf(lsm_path, sizeof(lsm_path), "%s/lsm", dir);
	fprintf(stderr, "securelevel: not available: %s does not exist\n",
		kernel_level_file);

	f = fopen(lsm_path, "r");
	if (!f) {
		fprintf(stderr,
			"securelevel: securityfs is not mounted at %s; mount it with\n"
			"  mount -t securityfs securityfs %s\n",
			dir, dir);
		return;
	}
	if (!fgets(lsms, sizeof(lsms), f))
		lsms[0] = '\0';
	fclose(f);
	lsms[strcspn(lsms, "\n")] = '\0';
	fprintf(stderr,
		"securelevel: the securelevel LSM is not enabled in this kernel (active LSMs: %s);\n"
		"  it needs CONFIG_SECURITY_SECURELEVEL=y and \"securelevel\" in CONFIG_LSM or lsm=\n",
		lsms[0] ? lsms : "none");
	if (strstr(lsms, "bpf"))
		fprintf(stderr,
			"  or, with the BPF LSM active here, load the BPF backend: securelevel-bpf load\n");
	else
		fprintf(stderr,
			"  or, for the BPF backend (securelevel-bpf), boot with \"bpf\" added to lsm=:\n"
			"  lsm=%s%sbpf\n",
			lsms, lsms[0] ? "," : "");
}
