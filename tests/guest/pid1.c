// SPDX-License-Identifier: GPL-2.0
/*
 * pid1: the test VM's /init.  Before anything else it reads the level, so
 * that a test can prove the level was in force before the first process
 * did anything; then it hands over to the shell init, init.sh.
 *
 * It writes "LEVEL SOURCE\n" to /sltest/pid1-level ("none none" when the
 * kernel has no securelevel file).
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <unistd.h>

#define SECFS	"/sltest/secfs"

static void read_word(const char *path, char *buf, size_t len)
{
	ssize_t n = -1;
	int fd = open(path, O_RDONLY);

	if (fd >= 0) {
		n = read(fd, buf, len - 1);
		close(fd);
	}
	if (n <= 0) {
		snprintf(buf, len, "none");
		return;
	}
	buf[n] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
}

int main(void)
{
	char level[32], source[32];
	FILE *out;

	mount("securityfs", SECFS, "securityfs", 0, NULL);
	read_word(SECFS "/securelevel", level, sizeof(level));
	read_word(SECFS "/securelevel_source", source, sizeof(source));
	umount(SECFS);

	out = fopen("/sltest/pid1-level", "w");
	if (out) {
		fprintf(out, "%s %s\n", level, source);
		fclose(out);
	}
	execl("/bin/sh", "sh", "/sltest/init.sh", (char *)NULL);
	perror("pid1: exec /sltest/init.sh");
	return 1;
}
