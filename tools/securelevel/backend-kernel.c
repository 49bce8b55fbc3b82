// SPDX-License-Identifier: GPL-2.0
/* The kernel LSM backend: /sys/kernel/security/securelevel. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "backend.h"

const char *kernel_level_file = "/sys/kernel/security/securelevel";

bool kernel_backend_present(void)
{
	return access(kernel_level_file, F_OK) == 0;
}

/* The source file next to the level file, or "" if the kernel has none. */
static void read_source(char *buf, size_t len)
{
	char path[PATH_MAX + 16];
	FILE *f;

	buf[0] = '\0';
	snprintf(path, sizeof(path), "%s_source", kernel_level_file);
	f = fopen(path, "r");
	if (!f)
		return;
	if (!fgets(buf, (int)len, f))
		buf[0] = '\0';
	fclose(f);
	buf[strcspn(buf, "\n")] = '\0';
}

static int kernel_get(int *level, char *source, size_t len)
{
	char buf[32] = "";
	ssize_t n;
	int fd, err;

	fd = open(kernel_level_file, O_RDONLY | O_CLOEXEC);
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
}
