// SPDX-License-Identifier: GPL-2.0
/*
 * attack-disk: try, as root, to write a marker into a disk by one path,
 * then read the sector back with O_DIRECT to see whether it got there.
 * Prints one TAP line.  The host checks the disk images afterwards too.
 *
 *   attack-disk --expect=refused|through [--raise=N] METHOD DEV [SECTOR]
 *
 * METHOD is one of
 *   pwrite odirect mmap mprotect fallocate zeroout discard iouring splice
 *       through a block device (DEV) opened read-write
 *   sgio-write10 sgio-ata16 nvme-submit-io nvme-io-cmd nvme-uring
 *       raw commands through a file opened read-only (DEV may be a block
 *       device, /dev/sgN, /dev/bsg/..., /dev/ngXnY or /dev/nvmeX); the
 *       sector is checked on --check=BLOCKDEV, default DEV
 *   sg-write
 *       the old sg interface: write() of a header and a WRITE(10) to /dev/sgN
 * --raise=N opens DEV first, raises the level to N with securelevel(8),
 * and attacks through the descriptor opened before the raise.
 *
 * "refused": the attack must fail with EPERM (EBUSY where the kernel's
 * own exclusive claim already keeps it off) and the sector must not hold
 * the marker.  "through": it must work and the marker must be there.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <linux/io_uring.h>
#include <linux/nvme_ioctl.h>
#include <scsi/sg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "tap.h"

#define SECTOR		512
#define MARKER		"SLTEST-ATTACK-MARKER"
#define DEFAULT_SECTOR	12288	/* 6 MiB: the disks' canary area */

static unsigned char *buf;	/* one sector, aligned for O_DIRECT */
static long long sector = DEFAULT_SECTOR;
static const char *step = "";
static int err;

static bool failed(const char *what)
{
	step = what;
	err = errno;
	return false;
}

/* ---- through a block device opened for writing ---- */

static bool by_pwrite(int fd)
{
	return pwrite(fd, buf, SECTOR, sector * SECTOR) == SECTOR &&
	       fsync(fd) == 0 ? true : failed("pwrite");
}

static bool by_mmap(int fd, bool via_mprotect)
{
	off_t page = sector * SECTOR & ~4095LL;
	unsigned char *map;

	map = mmap(NULL, 4096, via_mprotect ? PROT_READ : PROT_READ | PROT_WRITE,
		   MAP_SHARED, fd, page);
	if (map == MAP_FAILED)
		return failed("mmap");
	if (via_mprotect && mprotect(map, 4096, PROT_READ | PROT_WRITE) < 0) {
		munmap(map, 4096);
		return failed("mprotect");
	}
	memcpy(map + (sector * SECTOR - page), buf, SECTOR);
	if (msync(map, 4096, MS_SYNC) < 0) {
		munmap(map, 4096);
		return failed("msync");
	}
	munmap(map, 4096);
	return true;
}

static bool by_fallocate(int fd)
{
	/* Zeroes the canary sector: the host sees it damaged. */
	return fallocate(fd, FALLOC_FL_ZERO_RANGE | FALLOC_FL_KEEP_SIZE,
			 sector * SECTOR, SECTOR) == 0 ? true : failed("fallocate");
}

static bool by_range_ioctl(int fd, unsigned long cmd, const char *what)
{
	uint64_t range[2] = { sector * SECTOR, SECTOR };

	return ioctl(fd, cmd, range) == 0 ? true : failed(what);
}

static bool by_splice(int fd)
{
	loff_t off = sector * SECTOR;
	int p[2];
	ssize_t n;

	if (pipe(p) < 0)
		return failed("pipe");
	if (write(p[1], buf, SECTOR) != SECTOR)
		return failed("pipe write");
	n = splice(p[0], NULL, fd, &off, SECTOR, 0);
	close(p[0]);
	close(p[1]);
	if (n != SECTOR)
		return failed("splice");
	return fsync(fd) == 0 ? true : failed("fsync");
}

/* ---- a minimal io_uring: one submission, one completion ---- */

struct ring {
	int fd;
	unsigned char *sq, *cq;
	struct io_uring_sqe *sqes;
	struct io_uring_params p;
};

static bool ring_setup(struct ring *r, unsigned int flags)
{
	size_t sqe_size = flags & IORING_SETUP_SQE128 ? 128 : 64;

	memset(r, 0, sizeof(*r));
	r->p.flags = flags;
	r->fd = (int)syscall(SYS_io_uring_setup, 1, &r->p);
	if (r->fd < 0)
		return failed("io_uring_setup");
	r->sq = mmap(NULL, r->p.sq_off.array + r->p.sq_entries * 4,
		     PROT_READ | PROT_WRITE, MAP_SHARED, r->fd, IORING_OFF_SQ_RING);
	r->cq = mmap(NULL, r->p.cq_off.cqes + r->p.cq_entries * 32,
		     PROT_READ | PROT_WRITE, MAP_SHARED, r->fd, IORING_OFF_CQ_RING);
	r->sqes = mmap(NULL, r->p.sq_entries * sqe_size, PROT_READ | PROT_WRITE,
		       MAP_SHARED, r->fd, IORING_OFF_SQES);
	if (r->sq == MAP_FAILED || r->cq == MAP_FAILED || r->sqes == MAP_FAILED)
		return failed("io_uring mmap");
	memset(r->sqes, 0, sqe_size);
	return true;
}

/* Submit sqes[0] and wait: true if its result is not an error. */
static bool ring_run(struct ring *r, const char *what)
{
	unsigned int *tail = (unsigned int *)(r->sq + r->p.sq_off.tail);
	unsigned int *array = (unsigned int *)(r->sq + r->p.sq_off.array);
	unsigned int *ctail = (unsigned int *)(r->cq + r->p.cq_off.tail);
	struct io_uring_cqe *cqe = (struct io_uring_cqe *)(r->cq + r->p.cq_off.cqes);

	array[0] = 0;
	__atomic_store_n(tail, *tail + 1, __ATOMIC_RELEASE);
	if (syscall(SYS_io_uring_enter, r->fd, 1, 1, IORING_ENTER_GETEVENTS,
		    NULL, 0) < 0)
		return failed("io_uring_enter");
	if (__atomic_load_n(ctail, __ATOMIC_ACQUIRE) == 0) {
		errno = EIO;
		return failed(what);
	}
	if (cqe->res < 0) {
		errno = -cqe->res;
		return failed(what);
	}
	return true;
}

static bool by_iouring(int fd)
{
	struct ring r;

	if (!ring_setup(&r, 0))
		return false;
	r.sqes[0].opcode = IORING_OP_WRITE;
	r.sqes[0].fd = fd;
	r.sqes[0].addr = (uint64_t)(uintptr_t)buf;
	r.sqes[0].len = SECTOR;
	r.sqes[0].off = sector * SECTOR;
	if (!ring_run(&r, "io_uring write"))
		return false;
	return fsync(fd) == 0 ? true : failed("fsync");
}

/* ---- raw commands, through a file opened read-only ---- */

static bool sg_io(int fd, unsigned char *cdb, int cdb_len, const char *what)
{
	unsigned char sense[32];
	struct sg_io_hdr h = {
		.interface_id = 'S',
		.dxfer_direction = SG_DXFER_TO_DEV,
		.cmd_len = (unsigned char)cdb_len,
		.mx_sb_len = sizeof(sense),
		.dxfer_len = SECTOR,
		.dxferp = buf,
		.cmdp = cdb,
		.sbp = sense,
		.timeout = 10000,
	};

	if (ioctl(fd, SG_IO, &h) < 0)
		return failed(what);
	if (h.status || h.host_status || h.driver_status) {
		errno = EIO;
		return failed(what);
	}
	return true;
}

static bool by_sgio_write10(int fd)
{
	unsigned char cdb[10] = { 0x2a, 0, (unsigned char)(sector >> 24),
		(unsigned char)(sector >> 16), (unsigned char)(sector >> 8),
		(unsigned char)sector, 0, 0, 1, 0 };

	return sg_io(fd, cdb, sizeof(cdb), "SG_IO WRITE(10)");
}

/* ATA PASS-THROUGH(16): WRITE SECTORS EXT, PIO data-out, one sector. */
static bool by_sgio_ata16(int fd)
{
	unsigned char cdb[16] = { 0x85, (5 << 1) | 1, 0x06, 0, 0, 0, 1,
		(unsigned char)(sector >> 24), (unsigned char)sector,
		(unsigned char)(sector >> 32), (unsigned char)(sector >> 8),
		(unsigned char)(sector >> 40), (unsigned char)(sector >> 16),
		0x40, 0x34, 0 };

	return sg_io(fd, cdb, sizeof(cdb), "SG_IO ATA PASS-THROUGH(16)");
}

static bool by_nvme_submit_io(int fd)
{
	struct nvme_user_io io = {
		.opcode = 0x01,	/* write */
		.nblocks = 0,	/* one block */
		.addr = (uint64_t)(uintptr_t)buf,
		.slba = (uint64_t)sector,
	};

	return ioctl(fd, NVME_IOCTL_SUBMIT_IO, &io) == 0 ? true :
	       failed("NVME_IOCTL_SUBMIT_IO");
}

static bool by_nvme_io_cmd(int fd)
{
	struct nvme_passthru_cmd c = {
		.opcode = 0x01,
		.nsid = 1,
		.addr = (uint64_t)(uintptr_t)buf,
		.data_len = SECTOR,
		.cdw10 = (uint32_t)sector,
		.cdw11 = (uint32_t)(sector >> 32),
	};

	return ioctl(fd, NVME_IOCTL_IO_CMD, &c) == 0 ? true :
	       failed("NVME_IOCTL_IO_CMD");
}

static bool by_nvme_uring(int fd)
{
	struct nvme_uring_cmd c = {
		.opcode = 0x01,
		.nsid = 1,
		.addr = (uint64_t)(uintptr_t)buf,
		.data_len = SECTOR,
		.cdw10 = (uint32_t)sector,
		.cdw11 = (uint32_t)(sector >> 32),
	};
	struct ring r;

	if (!ring_setup(&r, IORING_SETUP_SQE128 | IORING_SETUP_CQE32))
		return false;
	r.sqes[0].opcode = IORING_OP_URING_CMD;
	r.sqes[0].fd = fd;
	r.sqes[0].cmd_op = NVME_URING_CMD_IO;
	memcpy(r.sqes[0].cmd, &c, sizeof(c));
	return ring_run(&r, "io_uring NVME_URING_CMD_IO");
}

/* The sg v2 interface: a header and the CDB in front of the data. */
static bool by_sg_write(int fd)
{
	unsigned char cmd[sizeof(struct sg_header) + 10 + SECTOR];
	struct sg_header *h = (struct sg_header *)cmd;
	unsigned char cdb[10] = { 0x2a, 0, (unsigned char)(sector >> 24),
		(unsigned char)(sector >> 16), (unsigned char)(sector >> 8),
		(unsigned char)sector, 0, 0, 1, 0 };

	memset(h, 0, sizeof(*h));
	h->pack_len = sizeof(cmd);
	h->reply_len = sizeof(*h);
	memcpy(cmd + sizeof(*h), cdb, sizeof(cdb));
	memcpy(cmd + sizeof(*h) + sizeof(cdb), buf, SECTOR);
	if (write(fd, cmd, sizeof(cmd)) != (ssize_t)sizeof(cmd))
		return failed("write");
	return read(fd, cmd, sizeof(*h)) >= 0 ? true : failed("read");
}

/* ---- the check ---- */

enum sector_state { UNREADABLE = -1, UNTOUCHED, MARKED, ZEROED };

/* What the sector on @dev holds, read past every cache. */
static int sector_state(const char *dev)
{
	static const unsigned char zero[SECTOR];
	unsigned char *b;
	int fd, found;

	if (posix_memalign((void **)&b, 4096, SECTOR))
		return -1;
	fd = open(dev, O_RDONLY | O_DIRECT);
	if (fd < 0 || pread(fd, b, SECTOR, sector * SECTOR) != SECTOR) {
		if (fd >= 0)
			close(fd);
		free(b);
		return -1;
	}
	close(fd);
	found = memmem(b, SECTOR, MARKER, strlen(MARKER)) ? MARKED :
		!memcmp(b, zero, SECTOR) ? ZEROED : UNTOUCHED;
	free(b);
	return found;
}

struct method {
	const char *name;
	int open_flags;		/* how the attacker opens DEV */
	bool (*run)(int fd);
};

static bool by_odirect(int fd) { return by_pwrite(fd); }
static bool by_mmap_write(int fd) { return by_mmap(fd, false); }
static bool by_mmap_mprotect(int fd) { return by_mmap(fd, true); }
static bool by_zeroout(int fd) { return by_range_ioctl(fd, BLKZEROOUT, "BLKZEROOUT"); }
static bool by_discard(int fd) { return by_range_ioctl(fd, BLKDISCARD, "BLKDISCARD"); }

static const struct method methods[] = {
	{ "pwrite", O_RDWR, by_pwrite },
	{ "odirect", O_RDWR | O_DIRECT, by_odirect },
	{ "mmap", O_RDWR, by_mmap_write },
	{ "mprotect", O_RDWR, by_mmap_mprotect },
	{ "fallocate", O_RDWR, by_fallocate },
	{ "zeroout", O_RDWR, by_zeroout },
	{ "discard", O_RDWR, by_discard },
	{ "iouring", O_RDWR, by_iouring },
	{ "splice", O_RDWR, by_splice },
	{ "sgio-write10", O_RDONLY, by_sgio_write10 },
	{ "sgio-ata16", O_RDONLY, by_sgio_ata16 },
	{ "nvme-submit-io", O_RDONLY, by_nvme_submit_io },
	{ "nvme-io-cmd", O_RDONLY, by_nvme_io_cmd },
	{ "nvme-uring", O_RDONLY, by_nvme_uring },
	{ "sg-write", O_RDWR, by_sg_write },
};

int main(int argc, char **argv)
{
	const char *dev, *check = NULL, *raise = NULL;
	const struct method *m = NULL;
	bool refused = false, expect_refused = false, zeroing, written;
	int i = 1, fd, before, after;
	size_t k;

	for (; i < argc && !strncmp(argv[i], "--", 2); i++) {
		if (!strcmp(argv[i], "--expect=refused"))
			expect_refused = true;
		else if (!strcmp(argv[i], "--expect=through"))
			expect_refused = false;
		else if (!strncmp(argv[i], "--raise=", 8))
			raise = argv[i] + 8;
		else if (!strncmp(argv[i], "--check=", 8))
			check = argv[i] + 8;
	}
	if (argc - i < 2) {
		fprintf(stderr, "usage: attack-disk --expect=refused|through [--raise=N] [--check=DEV] METHOD DEV [SECTOR]\n");
		return 2;
	}
	for (k = 0; k < sizeof(methods) / sizeof(methods[0]); k++)
		if (!strcmp(argv[i], methods[k].name))
			m = &methods[k];
	if (!m) {
		fprintf(stderr, "attack-disk: unknown method %s\n", argv[i]);
		return 2;
	}
	dev = argv[i + 1];
	if (argc - i > 2)
		sector = atoll(argv[i + 2]);
	check = check ? check : dev;
	zeroing = !strcmp(m->name, "fallocate") || !strcmp(m->name, "zeroout") ||
		  !strcmp(m->name, "discard");
	if (posix_memalign((void **)&buf, 4096, SECTOR))
		return 1;
	memset(buf, 0, SECTOR);
	snprintf((char *)buf, SECTOR, "%s %s %s", MARKER, m->name, dev);
	before = sector_state(check);

	fd = open(dev, m->open_flags);
	if (fd < 0) {
		step = "open";
		err = errno;
		refused = true;
	}
	if (raise && fd >= 0) {
		char cmd[64];

		snprintf(cmd, sizeof(cmd), "securelevel set %s >/dev/null", raise);
		if (system(cmd) != 0) {
			tap_result(0, "disk: %s on %s: could not raise the level to %s",
				   m->name, dev, raise);
			return 1;
		}
	}
	if (fd >= 0) {
		refused = !m->run(fd);
		close(fd);
	}
	after = sector_state(check);
	/* the zeroing methods write zeros over the host's canary */
	written = zeroing ? before == UNTOUCHED && after == ZEROED : after == MARKED;

	if (expect_refused)
		tap_result(refused && (err == EPERM || err == EBUSY) &&
			   after != UNREADABLE && !written,
			   "disk: %s on %s%s: %s%s%s, %s (want EPERM, nothing written)",
			   m->name, dev, raise ? " (opened before the raise)" : "",
			   refused ? strerrorname_np(err) : "went through",
			   refused ? " at " : "", refused ? step : "",
			   after == UNREADABLE ? "sector unreadable" :
			   written ? "the sector changed" : "the sector is unchanged");
	else
		tap_result(!refused && written,
			   "disk (unprotected control): %s on %s: %s%s%s, %s (want it written)",
			   m->name, dev, refused ? strerrorname_np(err) : "went through",
			   refused ? " at " : "", refused ? step : "",
			   written ? "the sector changed" : "the sector is unchanged");
	return tap_failures ? 1 : 0;
}
