// SPDX-License-Identifier: GPL-2.0
/*
 * diskctl: the storage stack's control calls, made directly, for setting
 * up the disks of a test and for attacking the stack under a mounted
 * filesystem.  Prints "ACTION: OK" or "ACTION: ERRNO"; exits 0 or 1.
 *
 *   diskctl addpart DISK N START LENGTH     BLKPG_ADD_PARTITION (sectors)
 *   diskctl dm-create NAME DEV SECTORS      a linear device-mapper device
 *                                           over DEV; prints its dev_t
 *   diskctl dm-reload NAME DEV OFFSET SECTORS   load a new linear table
 *                                           into NAME and resume it
 *   diskctl loop-offset LOOPDEV OFFSET      LOOP_SET_STATUS64 lo_offset
 *   diskctl loop-change-fd LOOPDEV FILE     LOOP_CHANGE_FD
 *   diskctl mknod PATH MAJOR:MINOR          a block device node
 *   diskctl ubi-attach MTDNUM               UBI_IOCATT on /dev/ubi_ctrl
 *   diskctl ubi-mkvol UBIDEV NAME BYTES     UBI_IOCMKVOL
 *   diskctl ubi-write VOLDEV TEXT           UBI_IOCVOLUP, then write()
 *
 * Device-mapper is driven through /dev/mapper/control (10:236, made if
 * missing), as dmsetup does.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/blkpg.h>
#include <linux/dm-ioctl.h>
#include <linux/fs.h>
#include <linux/loop.h>
#include <mtd/ubi-user.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

static int result(const char *what, int ok)
{
	printf("%s: %s\n", what, ok ? "OK" : strerrorname_np(errno));
	return ok ? 0 : 1;
}

static int addpart(const char *disk, int n, long long start, long long len)
{
	struct blkpg_partition p = {
		.start = start * 512, .length = len * 512, .pno = n,
	};
	struct blkpg_ioctl_arg a = {
		.op = BLKPG_ADD_PARTITION, .datalen = sizeof(p), .data = &p,
	};
	int fd = open(disk, O_RDONLY), ok;

	if (fd < 0)
		return result("open", 0);
	ok = ioctl(fd, BLKPG, &a) == 0;
	close(fd);
	return result("addpart", ok);
}

/* One dm ioctl with an optional linear target "DEV OFFSET" of SECTORS. */
static int dm(unsigned long cmd, const char *name, unsigned int flags,
	      const char *dev, long long offset, long long sectors,
	      unsigned long long *devt)
{
	union {
		struct dm_ioctl io;
		char raw[16384];
	} u;
	struct dm_target_spec *t;
	int fd, ok;

	if (access("/dev/mapper/control", F_OK) < 0) {
		mkdir("/dev/mapper", 0755);
		mknod("/dev/mapper/control", S_IFCHR | 0600, makedev(10, 236));
	}
	memset(&u, 0, sizeof(u));
	u.io.version[0] = DM_VERSION_MAJOR;
	u.io.version[1] = 0;
	u.io.data_size = sizeof(u);
	u.io.data_start = sizeof(u.io);
	u.io.flags = flags;
	snprintf(u.io.name, sizeof(u.io.name), "%s", name);
	if (dev) {
		t = (struct dm_target_spec *)(u.raw + sizeof(u.io));
		t->sector_start = 0;
		t->length = (unsigned long long)sectors;
		snprintf(t->target_type, sizeof(t->target_type), "linear");
		snprintf((char *)(t + 1), 256, "%s %lld", dev, offset);
		t->next = 0;
		u.io.target_count = 1;
	}
	fd = open("/dev/mapper/control", O_RDWR);
	if (fd < 0)
		return -1;
	ok = ioctl(fd, cmd, &u) == 0;
	close(fd);
	if (ok && devt)
		*devt = u.io.dev;
	return ok ? 0 : -1;
}

static int dm_create(const char *name, const char *dev, long long sectors)
{
	unsigned long long devt = 0;

	if (dm(DM_DEV_CREATE, name, 0, NULL, 0, 0, NULL) < 0)
		return result("dm-create", 0);
	if (dm(DM_TABLE_LOAD, name, 0, dev, 0, sectors, NULL) < 0)
		return result("dm-table-load", 0);
	if (dm(DM_DEV_SUSPEND, name, 0, NULL, 0, 0, &devt) < 0)
		return result("dm-resume", 0);
	printf("dev %u:%u\n", major(devt), minor(devt));
	return result("dm-create", 1);
}

static int dm_reload(const char *name, const char *dev, long long offset,
		     long long sectors)
{
	if (dm(DM_TABLE_LOAD, name, 0, dev, offset, sectors, NULL) < 0)
		return result("dm-table-load", 0);
	return result("dm-resume", dm(DM_DEV_SUSPEND, name, 0, NULL, 0, 0, NULL) == 0);
}

static int loop_offset(const char *loop, long long offset)
{
	struct loop_info64 info;
	int fd = open(loop, O_RDONLY), ok;

	if (fd < 0)
		return result("open", 0);
	ok = ioctl(fd, LOOP_GET_STATUS64, &info) == 0;
	if (ok) {
		info.lo_offset = (unsigned long long)offset;
		ok = ioctl(fd, LOOP_SET_STATUS64, &info) == 0;
	}
	close(fd);
	return result("loop-offset", ok);
}

static int loop_change_fd(const char *loop, const char *file)
{
	int fd = open(loop, O_RDONLY), nfd = open(file, O_RDONLY), ok;

	if (fd < 0 || nfd < 0)
		return result("open", 0);
	ok = ioctl(fd, LOOP_CHANGE_FD, nfd) == 0;
	close(fd);
	close(nfd);
	return result("loop-change-fd", ok);
}

static int ubi_attach(int mtd)
{
	struct ubi_attach_req req = { .ubi_num = UBI_DEV_NUM_AUTO, .mtd_num = mtd };
	int fd = open("/dev/ubi_ctrl", O_RDONLY), ok;

	if (fd < 0)
		return result("open", 0);
	ok = ioctl(fd, UBI_IOCATT, &req) == 0;
	close(fd);
	return result("ubi-attach", ok);
}

static int ubi_mkvol(const char *dev, const char *name, long long bytes)
{
	struct ubi_mkvol_req req = {
		.vol_id = UBI_VOL_NUM_AUTO, .alignment = 1, .bytes = bytes,
		.vol_type = UBI_DYNAMIC_VOLUME,
	};
	int fd = open(dev, O_RDONLY), ok;

	if (fd < 0)
		return result("open", 0);
	snprintf(req.name, sizeof(req.name), "%s", name);
	req.name_len = (short)strlen(req.name);
	ok = ioctl(fd, UBI_IOCMKVOL, &req) == 0;
	close(fd);
	return result("ubi-mkvol", ok);
}

static int ubi_write(const char *vol, const char *text)
{
	int64_t bytes = (int64_t)strlen(text);
	int fd = open(vol, O_RDWR), ok;

	if (fd < 0)
		return result("open", 0);
	ok = ioctl(fd, UBI_IOCVOLUP, &bytes) == 0;
	if (!ok) {
		close(fd);
		return result("ubi-volup", 0);
	}
	ok = write(fd, text, (size_t)bytes) == bytes;
	close(fd);
	return result("ubi-write", ok);
}

int main(int argc, char **argv)
{
	unsigned int ma, mi;

	if (argc == 6 && !strcmp(argv[1], "addpart"))
		return addpart(argv[2], atoi(argv[3]), atoll(argv[4]), atoll(argv[5]));
	if (argc == 5 && !strcmp(argv[1], "dm-create"))
		return dm_create(argv[2], argv[3], atoll(argv[4]));
	if (argc == 6 && !strcmp(argv[1], "dm-reload"))
		return dm_reload(argv[2], argv[3], atoll(argv[4]), atoll(argv[5]));
	if (argc == 4 && !strcmp(argv[1], "loop-offset"))
		return loop_offset(argv[2], atoll(argv[3]));
	if (argc == 4 && !strcmp(argv[1], "loop-change-fd"))
		return loop_change_fd(argv[2], argv[3]);
	if (argc == 4 && !strcmp(argv[1], "mknod") &&
	    sscanf(argv[3], "%u:%u", &ma, &mi) == 2)
		return result("mknod", mknod(argv[2], S_IFBLK | 0600, makedev(ma, mi)) == 0);
	if (argc == 3 && !strcmp(argv[1], "ubi-attach"))
		return ubi_attach(atoi(argv[2]));
	if (argc == 5 && !strcmp(argv[1], "ubi-mkvol"))
		return ubi_mkvol(argv[2], argv[3], atoll(argv[4]));
	if (argc == 4 && !strcmp(argv[1], "ubi-write"))
		return ubi_write(argv[2], argv[3]);
	fprintf(stderr, "usage: see the comment at the top of diskctl.c\n");
	return 2;
}
