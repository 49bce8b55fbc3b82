// SPDX-License-Identifier: GPL-2.0
/*
 * efivar-write: write a signed UEFI variable update through efivarfs.
 *
 *   efivar-write VARFILE AUTHFILE
 *
 * efivarfs takes the 4-byte attributes followed by the data in a single
 * write(); the attributes are those of an authenticated Secure Boot key
 * variable: non-volatile, boot and runtime access, time-based
 * authenticated write access.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define ATTRS	0x27u	/* NV | BOOTSERVICE | RUNTIME | TIME_BASED_AUTH */
#define MAX	65536

int main(int argc, char **argv)
{
	static unsigned char buf[4 + MAX];
	uint32_t attrs = ATTRS;
	ssize_t len, n;
	int fd;

	if (argc != 3) {
		fprintf(stderr, "usage: efivar-write VARFILE AUTHFILE\n");
		return 2;
	}
	fd = open(argv[2], O_RDONLY);
	if (fd < 0 || (len = read(fd, buf + 4, MAX)) <= 0) {
		fprintf(stderr, "efivar-write: %s: %s\n", argv[2], strerror(errno));
		return 1;
	}
	close(fd);
	memcpy(buf, &attrs, 4);

	fd = open(argv[1], O_WRONLY | O_CREAT, 0644);
	if (fd < 0) {
		fprintf(stderr, "efivar-write: %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	n = write(fd, buf, (size_t)len + 4);
	if (n != len + 4) {
		fprintf(stderr, "efivar-write: write %s: %s\n", argv[1],
			n < 0 ? strerror(errno) : "short write");
		close(fd);
		return 1;
	}
	close(fd);
	printf("efivar-write: %s: %zd bytes\n", argv[1], n);
	return 0;
}
