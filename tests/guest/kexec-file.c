// SPDX-License-Identifier: GPL-2.0
/*
 * kexec-file: load a kernel with kexec_file_load(2), and boot into it.
 *
 *   kexec-file load [--crash] KERNEL INITRD CMDLINE
 *   kexec-file unload [--crash]
 *   kexec-file exec
 *
 * "load" prints "kexec_file_load: OK" or the errno name and exits 0 or 1;
 * "--crash" loads a crash kernel (KEXEC_FILE_ON_CRASH) for kdump.  "exec"
 * reboots into the loaded kernel and only returns on failure.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/kexec.h>
#include <linux/reboot.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static int load(int argc, char **argv)
{
	unsigned long flags = 0;
	int kfd, ifd, i = 2;
	long ret;

	if (argc > i && !strcmp(argv[i], "--crash")) {
		flags |= KEXEC_FILE_ON_CRASH;
		i++;
	}
	if (argc != i + 3) {
		fprintf(stderr, "usage: kexec-file load [--crash] KERNEL INITRD CMDLINE\n");
		return 2;
	}
	kfd = open(argv[i], O_RDONLY | O_CLOEXEC);
	ifd = open(argv[i + 1], O_RDONLY | O_CLOEXEC);
	if (kfd < 0 || ifd < 0) {
		fprintf(stderr, "kexec-file: %s: %s\n",
			kfd < 0 ? argv[i] : argv[i + 1], strerror(errno));
		return 2;
	}
	ret = syscall(SYS_kexec_file_load, kfd, ifd,
		      strlen(argv[i + 2]) + 1, argv[i + 2], flags);
	printf("kexec_file_load: %s\n", ret ? strerrorname_np(errno) : "OK");
	close(kfd);
	close(ifd);
	return ret ? 1 : 0;
}

int main(int argc, char **argv)
{
	if (argc >= 2 && !strcmp(argv[1], "load"))
		return load(argc, argv);
	if (argc >= 2 && !strcmp(argv[1], "unload")) {
		unsigned long flags = KEXEC_FILE_UNLOAD;
		long ret;

		if (argc == 3 && !strcmp(argv[2], "--crash"))
			flags |= KEXEC_FILE_ON_CRASH;
		ret = syscall(SYS_kexec_file_load, -1, -1, 0UL, NULL, flags);
		printf("unload: %s\n", ret ? strerrorname_np(errno) : "OK");
		return ret ? 1 : 0;
	}
	if (argc == 2 && !strcmp(argv[1], "exec")) {
		sync();
		syscall(SYS_reboot, LINUX_REBOOT_MAGIC1, LINUX_REBOOT_MAGIC2,
			LINUX_REBOOT_CMD_KEXEC, NULL);
		printf("reboot(LINUX_REBOOT_CMD_KEXEC): %s\n",
		       strerrorname_np(errno));
		return 1;
	}
	fprintf(stderr, "usage: kexec-file load [--crash] KERNEL INITRD CMDLINE | unload [--crash] | exec\n");
	return 2;
}
