// SPDX-License-Identifier: GPL-2.0
/*
 * runas: run a command as another user, or as root without CAP_SYS_ADMIN.
 *
 *   runas UID [--drop-sys-admin] COMMAND [ARG...]
 *
 * --drop-sys-admin removes CAP_SYS_ADMIN from the bounding set before the
 * exec, so that not even a root COMMAND gets it back.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <grp.h>
#include <linux/capability.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int i = 2;
	uid_t uid;

	if (argc < 3) {
		fprintf(stderr, "usage: runas UID [--drop-sys-admin] COMMAND [ARG...]\n");
		return 2;
	}
	uid = (uid_t)strtoul(argv[1], NULL, 10);
	if (!strcmp(argv[i], "--drop-sys-admin")) {
		if (prctl(PR_CAPBSET_DROP, CAP_SYS_ADMIN, 0, 0, 0) < 0) {
			perror("runas: PR_CAPBSET_DROP");
			return 1;
		}
		i++;
	}
	if (i >= argc) {
		fprintf(stderr, "runas: no command\n");
		return 2;
	}
	if (uid != 0 &&
	    (setgroups(0, NULL) < 0 || setgid(uid) < 0 || setuid(uid) < 0)) {
		perror("runas: setuid");
		return 1;
	}
	execvp(argv[i], argv + i);
	fprintf(stderr, "runas: %s: %s\n", argv[i], strerror(errno));
	return 127;
}
