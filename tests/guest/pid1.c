// SPDX-License-Identifier: GPL-2.0
/*
 * pid1: the test VM's /init.  Before anything else it reads the level, so
 * that a test can prove the level was in force before the first process
 * did anything; then it hands over to the shell init, init.sh.
 *
 * It writes "LEVEL SOURCE\n" to /sltest/pid1-level ("none none" when the
 * kernel has no securelevel file).  If that write fails it says why on the
 * console and in /sltest/pid1-error, so a failed check can show it.
 */
#define _GNU_SOURCE
#include <errno.h>
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

/* write_file: PATH holds TEXT and nothing else; 0, or an errno. */
static int write_file(const char *path, const char *text)
{
	size_t len = strlen(text);
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	int err = 0;

	if (fd < 0)
		return errno;
	if (write(fd, text, len) != (ssize_t)len)
		err = errno ? errno : EIO;
	if (close(fd) && !err)
		err = errno;
	return err;
}

int main(void)
{
	char level[32], source[32], line[80];
	int err;

	mount("securityfs", SECFS, "securityfs", 0, NULL);
	read_word(SECFS "/securelevel", level, sizeof(level));
	read_word(SECFS "/securelevel_source", source, sizeof(source));
	umount(SECFS);

	snprintf(line, sizeof(line), "%s %s\n", level, source);
	err = write_file("/sltest/pid1-level", line);
	if (err) {
		snprintf(line, sizeof(line), "writing /sltest/pid1-level: %s\n",
			 strerror(err));
		fputs("pid1: ", stderr);
		fputs(line, stderr);
		write_file("/sltest/pid1-error", line);
	}
	execl("/bin/sh", "sh", "/sltest/init.sh", (char *)NULL);
	perror("pid1: exec /sltest/init.sh");
	return 1;
}
