// SPDX-License-Identifier: GPL-2.0
/*
 * probe: really exercise each interface that securelevel restricts and
 * report, as TAP, whether the kernel allowed it.
 *
 *   probe --expect=insecure|secure [--only=NAME,...] [--except=NAME,...]
 *   probe --list
 *
 * A probe is a short sequence of real calls (open, read, write, mmap,
 * ioctl, syscall).  It is "allowed" when every call succeeds, "denied"
 * when a call fails with EPERM at the step where the kernel's lockdown
 * check sits (its gate), and anything else is an unexpected failure.
 * A probe whose interface does not exist in this kernel reports SKIP
 * with the reason; it never passes.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/kexec.h>
#include <linux/pci.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/io.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "tap.h"

#define EDU_VENDOR	0x1234		/* QEMU's "edu" PCI device */
#define EDU_DEVICE	0x11e8
#define EDU_ID		0x010000edu	/* its identification register */
#define PORT_POST	0x80		/* POST code port: safe to touch */
#define DEVMEM_ADDR	0x7000		/* conventional memory below 1 MiB */
#define MSR_SYSENTER_CS	0x174
#define PCI_INT_LINE	0x3c		/* scratch register for software */
#define KEXEC_DEST	0x1000000	/* 16 MiB, inside the guest's RAM */
#define MODULE_DIR	"/lib/modules/sltest"
#define MODULE_NAME	"sltest"
#define KEXEC_DIR	"/sltest/kexec"	/* the kexec payload of the initramfs */

enum outcome { ALLOWED, FAILED, SKIPPED };

struct result {
	enum outcome outcome;
	const char *step;	/* the call that failed */
	int err;		/* its errno; 0 for a short transfer */
	char note[200];		/* why it was skipped, or what was wrong */
};

struct probe {
	const char *name;
	/* "|"-separated steps at which lockdown denies this interface */
	const char *gate;
	/* false: must stay allowed at level 1 (signed code) */
	bool denied_when_secure;
	void (*run)(struct result *r);
};

static bool fail(struct result *r, const char *step)
{
	r->outcome = FAILED;
	r->step = step;
	r->err = errno;
	return false;
}

static bool check_len(struct result *r, const char *step, ssize_t got,
		      size_t want)
{
	if (got < 0)
		return fail(r, step);
	if ((size_t)got != want) {
		errno = 0;
		fail(r, step);
		snprintf(r->note, sizeof(r->note), "short transfer: %zd of %zu",
			 got, want);
		return false;
	}
	return true;
}

__attribute__((format(printf, 2, 3)))
static void skip(struct result *r, const char *fmt, ...)
{
	va_list ap;

	r->outcome = SKIPPED;
	va_start(ap, fmt);
	vsnprintf(r->note, sizeof(r->note), fmt, ap);
	va_end(ap);
}

/* Open @path, or record why not: a missing file means a missing interface. */
static int open_or_skip(struct result *r, const char *path, int flags,
			const char *missing)
{
	int fd = open(path, flags);

	if (fd < 0) {
		if (errno == ENOENT || errno == ENXIO || errno == ENODEV)
			skip(r, "no %s: %s", path, missing);
		else
			fail(r, "open");
	}
	return fd;
}

/* Read one byte at @off and write the same byte back: a real, harmless write. */
static void rewrite_byte(struct result *r, int fd, off_t off)
{
	unsigned char b;

	if (!check_len(r, "read", pread(fd, &b, 1, off), 1))
		return;
	check_len(r, "write", pwrite(fd, &b, 1, off), 1);
}

static void probe_devmem(struct result *r)
{
	int fd = open_or_skip(r, "/dev/mem", O_RDWR | O_SYNC,
			      "kernel built without CONFIG_DEVMEM");

	if (fd < 0)
		return;
	rewrite_byte(r, fd, DEVMEM_ADDR);
	close(fd);
}

static void probe_devkmem(struct result *r)
{
	int fd = open_or_skip(r, "/dev/kmem", O_RDWR,
			      "the interface was removed in Linux 5.13");

	if (fd < 0)
		return;
	close(fd);
}

static void probe_devport_read(struct result *r)
{
	unsigned char b;
	int fd = open_or_skip(r, "/dev/port", O_RDONLY,
			      "kernel built without CONFIG_DEVPORT");

	if (fd < 0)
		return;
	check_len(r, "read", pread(fd, &b, 1, PORT_POST), 1);
	close(fd);
}

static void probe_devport_write(struct result *r)
{
	unsigned char b = 0;
	int fd = open_or_skip(r, "/dev/port", O_WRONLY,
			      "kernel built without CONFIG_DEVPORT");

	if (fd < 0)
		return;
	check_len(r, "write", pwrite(fd, &b, 1, PORT_POST), 1);
	close(fd);
}

static void probe_ioperm(struct result *r)
{
	if (ioperm(PORT_POST, 1, 1) < 0) {
		if (errno == ENOSYS)
			skip(r, "ioperm(): kernel built without CONFIG_X86_IOPL_IOPERM");
		else
			fail(r, "ioperm");
		return;
	}
	(void)inb(PORT_POST);	/* faults unless the kernel really granted it */
	if (ioperm(PORT_POST, 1, 0) < 0)
		fail(r, "ioperm-off");
}

static void probe_iopl(struct result *r)
{
	if (iopl(3) < 0) {
		if (errno == ENOSYS)
			skip(r, "iopl(): kernel built without CONFIG_X86_IOPL_IOPERM");
		else
			fail(r, "iopl");
		return;
	}
	(void)inb(PORT_POST);
	if (iopl(0) < 0)
		fail(r, "iopl-off");
}

static unsigned long read_hex(const char *dir, const char *file)
{
	char path[512], buf[32] = "";
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, file);
	f = fopen(path, "r");
	if (!f)
		return 0;
	if (!fgets(buf, sizeof(buf), f))
		buf[0] = '\0';
	fclose(f);
	return strtoul(buf, NULL, 16);
}

/* The sysfs directory of QEMU's edu device, or NULL after skip(). */
static const char *edu_device(struct result *r)
{
	static char found[300];
	const char *base = "/sys/bus/pci/devices";
	struct dirent *de;
	DIR *d;

	if (found[0])
		return found;
	d = opendir(base);
	if (!d) {
		skip(r, "no %s: kernel built without CONFIG_PCI", base);
		return NULL;
	}
	while ((de = readdir(d))) {
		char dir[300];

		if (de->d_name[0] == '.')
			continue;
		snprintf(dir, sizeof(dir), "%s/%s", base, de->d_name);
		if (read_hex(dir, "vendor") == EDU_VENDOR &&
		    read_hex(dir, "device") == EDU_DEVICE) {
			snprintf(found, sizeof(found), "%s", dir);
			break;
		}
	}
	closedir(d);
	if (!found[0]) {
		skip(r, "no PCI device %04x:%04x (start QEMU with -device edu)",
		     EDU_VENDOR, EDU_DEVICE);
		return NULL;
	}
	return found;
}

/* /proc/bus/pci/BB/DD.F for the sysfs device directory @dev. */
static void proc_pci_path(const char *dev, char *out, size_t len)
{
	unsigned int domain, bus, slot, func;

	sscanf(strrchr(dev, '/') + 1, "%x:%x:%x.%x", &domain, &bus, &slot,
	       &func);
	snprintf(out, len, "/proc/bus/pci/%02x/%02x.%x", bus, slot, func);
}

static void probe_pci_sysfs_config(struct result *r)
{
	const char *dev = edu_device(r);
	char path[400];
	int fd;

	if (!dev)
		return;
	snprintf(path, sizeof(path), "%s/config", dev);
	fd = open_or_skip(r, path, O_RDWR, "no PCI config file");
	if (fd < 0)
		return;
	rewrite_byte(r, fd, PCI_INT_LINE);
	close(fd);
}

static void probe_pci_proc_config(struct result *r)
{
	const char *dev = edu_device(r);
	char path[64];
	int fd;

	if (!dev)
		return;
	proc_pci_path(dev, path, sizeof(path));
	fd = open_or_skip(r, path, O_RDWR, "kernel without /proc/bus/pci");
	if (fd < 0)
		return;
	rewrite_byte(r, fd, PCI_INT_LINE);
	close(fd);
}

/* Check that a mapping of BAR 0 really reaches the edu device. */
static void check_edu_id(struct result *r, void *map)
{
	uint32_t id = *(volatile uint32_t *)map;

	if (id != EDU_ID) {
		errno = 0;
		fail(r, "read-bar");
		snprintf(r->note, sizeof(r->note),
			 "BAR 0 reads 0x%08x, not the edu id 0x%08x", id,
			 EDU_ID);
	}
}

static void probe_pci_sysfs_mmap(struct result *r)
{
	const char *dev = edu_device(r);
	char path[400];
	void *map;
	int fd;

	if (!dev)
		return;
	snprintf(path, sizeof(path), "%s/resource0", dev);
	fd = open_or_skip(r, path, O_RDWR | O_SYNC,
			  "arch without sysfs PCI resource files");
	if (fd < 0)
		return;
	map = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (map == MAP_FAILED) {
		fail(r, "mmap");
	} else {
		check_edu_id(r, map);
		munmap(map, 4096);
	}
	close(fd);
}

static void probe_pci_proc_mmap(struct result *r)
{
	const char *dev = edu_device(r);
	unsigned long long start = 0;
	char path[400];
	FILE *res;
	void *map;
	int fd;

	if (!dev)
		return;
	snprintf(path, sizeof(path), "%s/resource", dev);
	res = fopen(path, "r");
	if (!res || fscanf(res, "%llx", &start) != 1 || !start) {
		if (res)
			fclose(res);
		skip(r, "cannot read the address of BAR 0 from %s", path);
		return;
	}
	fclose(res);
	proc_pci_path(dev, path, sizeof(path));
	fd = open_or_skip(r, path, O_RDWR, "kernel without /proc/bus/pci");
	if (fd < 0)
		return;
	if (ioctl(fd, PCIIOC_MMAP_IS_MEM) < 0) {
		fail(r, "ioctl");
	} else {
		map = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd,
			   (off_t)start);
		if (map == MAP_FAILED) {
			fail(r, "mmap");
		} else {
			check_edu_id(r, map);
			munmap(map, 4096);
		}
	}
	close(fd);
}

static void probe_pciconfig_write(struct result *r)
{
#ifdef SYS_pciconfig_write
	unsigned char b = 0;

	if (syscall(SYS_pciconfig_write, 0, 0, PCI_INT_LINE, 1, &b) < 0) {
		if (errno == ENOSYS)
			skip(r, "pciconfig_write(): not built in this kernel");
		else
			fail(r, "pciconfig_write");
	}
#else
	skip(r, "pciconfig_write() is not a system call on this architecture");
#endif
}

static void probe_msr(struct result *r)
{
	uint64_t val;
	int fd = open_or_skip(r, "/dev/cpu/0/msr", O_RDWR,
			      "kernel built without CONFIG_X86_MSR");

	if (fd < 0)
		return;
	if (check_len(r, "read", pread(fd, &val, 8, MSR_SYSENTER_CS), 8))
		check_len(r, "write", pwrite(fd, &val, 8, MSR_SYSENTER_CS), 8);
	close(fd);
}

static void probe_kexec_load(struct result *r)
{
	static char page[4096] __attribute__((aligned(4096)));
	struct kexec_segment seg = {
		.buf = page, .bufsz = sizeof(page),
		.mem = (void *)KEXEC_DEST, .memsz = sizeof(page),
	};

	if (syscall(SYS_kexec_load, KEXEC_DEST, 1, &seg,
		    KEXEC_ARCH_DEFAULT) < 0) {
		if (errno == ENOSYS)
			skip(r, "kexec_load(): kernel built without CONFIG_KEXEC");
		else
			fail(r, "kexec_load");
		return;
	}
	/* Loaded; never executed.  Unload it again. */
	if (syscall(SYS_kexec_load, 0, 0, NULL, KEXEC_ARCH_DEFAULT) < 0)
		fail(r, "kexec_unload");
}

/* Load @file with kexec_file_load() (no initramfs), then unload it. */
static void kexec_file(struct result *r, const char *file)
{
	static const char cmdline[] = "console=ttyS0";
	char path[256];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", KEXEC_DIR, file);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		skip(r, "no %s: the kexec payload is not in this initramfs", path);
		return;
	}
	if (syscall(SYS_kexec_file_load, fd, -1, sizeof(cmdline), cmdline,
		    KEXEC_FILE_NO_INITRAMFS) < 0) {
		if (errno == ENOSYS)
			skip(r, "kexec_file_load(): kernel built without CONFIG_KEXEC_FILE");
		else
			fail(r, "kexec_file_load");
	} else if (syscall(SYS_kexec_file_load, -1, -1, 0, NULL,
			   KEXEC_FILE_UNLOAD) < 0) {
		fail(r, "kexec_file_unload");
	}
	close(fd);
}

static void probe_kexec_file_unsigned(struct result *r)
{
	kexec_file(r, "bzImage");
}

static void probe_kexec_file_untrusted(struct result *r)
{
	kexec_file(r, "bzImage.untrusted");
}

static void probe_kexec_file_signed(struct result *r)
{
	kexec_file(r, "bzImage.signed");
}

static void probe_snapshot(struct result *r)
{
	int fd = open_or_skip(r, "/dev/snapshot", O_RDONLY,
			      "kernel built without CONFIG_HIBERNATION_SNAPSHOT_DEV");

	if (fd >= 0)
		close(fd);
}

/* A minimal SSDT holding Method (\SLT0) { Return (Zero) }. */
static void build_ssdt(unsigned char *t, size_t len)
{
	static const unsigned char aml[] = {
		0x14, 0x09,			/* MethodOp, PkgLength 9 */
		'\\', 'S', 'L', 'T', '0',	/* \SLT0 */
		0x00,				/* no arguments, not serialized */
		0xa4, 0x00,			/* Return (Zero) */
	};
	unsigned char sum = 0;
	size_t i;

	memset(t, 0, len);
	memcpy(t, "SSDT", 4);
	t[4] = (unsigned char)len;		/* length, little endian */
	t[8] = 2;				/* revision */
	memcpy(t + 10, "SLTEST", 6);		/* OEM id */
	memcpy(t + 16, "SLTEST01", 8);		/* OEM table id */
	t[24] = 1;				/* OEM revision */
	memcpy(t + 28, "SLTS", 4);		/* creator id */
	t[32] = 1;				/* creator revision */
	memcpy(t + 36, aml, sizeof(aml));
	for (i = 0; i < len; i++)
		sum += t[i];
	t[9] = (unsigned char)-sum;		/* checksum */
}

static void probe_acpi_custom_method(struct result *r)
{
	unsigned char table[36 + 10];
	int fd = open_or_skip(r, "/sys/kernel/debug/acpi/custom_method",
			      O_WRONLY,
			      "kernel built without CONFIG_ACPI_CUSTOM_METHOD, or debugfs not mounted");

	if (fd < 0)
		return;
	build_ssdt(table, sizeof(table));
	check_len(r, "write", write(fd, table, sizeof(table)), sizeof(table));
	close(fd);
}

static void probe_debugfs_write(struct result *r)
{
	int fd = open_or_skip(r, "/sys/kernel/debug/clear_warn_once", O_WRONLY,
			      "kernel without debugfs, or debugfs not mounted");

	if (fd < 0)
		return;
	check_len(r, "write", write(fd, "1", 1), 1);
	close(fd);
}

static void load_module(struct result *r, const char *file, const char *args)
{
	char path[256];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", MODULE_DIR, file);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		skip(r, "no %s: test module not built for this kernel", path);
		return;
	}
	if (syscall(SYS_finit_module, fd, args, 0) < 0) {
		if (errno == ENOSYS)
			skip(r, "finit_module(): kernel built without CONFIG_MODULES");
		else
			fail(r, "finit_module");
	} else if (syscall(SYS_delete_module, MODULE_NAME, O_NONBLOCK) < 0) {
		fail(r, "delete_module");
	}
	close(fd);
}

static void probe_module_unsigned(struct result *r)
{
	load_module(r, "sltest-unsigned.ko", "");
}

static void probe_module_signed(struct result *r)
{
	load_module(r, "sltest-signed.ko", "");
}

static void probe_module_hwparam(struct result *r)
{
	load_module(r, "sltest-signed.ko", "io=0x300");
}

static const struct probe probes[] = {
	{ "devmem-write", "open", true, probe_devmem },
	{ "devkmem", "open", true, probe_devkmem },
	{ "devport-read", "open", true, probe_devport_read },
	{ "devport-write", "open", true, probe_devport_write },
	{ "ioperm", "ioperm", true, probe_ioperm },
	{ "iopl", "iopl", true, probe_iopl },
	{ "pci-sysfs-config-write", "write", true, probe_pci_sysfs_config },
	{ "pci-proc-config-write", "write", true, probe_pci_proc_config },
	{ "pci-sysfs-bar-mmap", "mmap", true, probe_pci_sysfs_mmap },
	{ "pci-proc-bar-mmap", "ioctl|mmap", true, probe_pci_proc_mmap },
	{ "pciconfig_write", "pciconfig_write", true, probe_pciconfig_write },
	{ "msr-write", "write", true, probe_msr },
	{ "kexec_load", "kexec_load", true, probe_kexec_load },
	{ "kexec-file-unsigned", "kexec_file_load", true,
	  probe_kexec_file_unsigned },
	{ "kexec-file-untrusted", "kexec_file_load", true,
	  probe_kexec_file_untrusted },
	{ "kexec-file-signed", "", false, probe_kexec_file_signed },
	{ "snapshot-open", "open", true, probe_snapshot },
	{ "acpi-custom-method", "open|write", true, probe_acpi_custom_method },
	{ "debugfs-write", "open", true, probe_debugfs_write },
	{ "module-unsigned", "finit_module", true, probe_module_unsigned },
	{ "module-hwparam", "finit_module", true, probe_module_hwparam },
	{ "module-signed", "", false, probe_module_signed },
};

static bool step_in(const char *step, const char *gate)
{
	size_t n = strlen(step);
	const char *p = gate;

	while ((p = strstr(p, step))) {
		if ((p == gate || p[-1] == '|') && (p[n] == '|' || !p[n]))
			return true;
		p += n;
	}
	return false;
}

static void describe(const struct result *r, char *out, size_t len)
{
	if (r->outcome == ALLOWED)
		snprintf(out, len, "allowed");
	else if (r->err == EPERM)
		snprintf(out, len, "denied at %s (EPERM)", r->step);
	else
		snprintf(out, len, "failed at %s (%s)%s%s", r->step,
			 r->err ? strerrorname_np(r->err) : "no error",
			 r->note[0] ? ": " : "", r->note);
}

static void report(const struct probe *p, const struct result *r,
		   bool secure)
{
	bool want_denied = secure && p->denied_when_secure;
	char seen[300];
	bool ok;

	if (r->outcome == SKIPPED) {
		printf("ok - %s # SKIP %s\n", p->name, r->note);
		fflush(stdout);
		return;
	}
	describe(r, seen, sizeof(seen));
	if (want_denied)
		ok = r->outcome == FAILED && r->err == EPERM &&
		     step_in(r->step, p->gate);
	else
		ok = r->outcome == ALLOWED;
	tap_result(ok, "%s: %s%s%s", p->name, seen,
		   ok ? "" : ", expected ",
		   ok ? "" : (want_denied ? "EPERM at its gate" : "allowed"));
}

static bool selected(const char *name, const char *only, const char *except)
{
	return (!only || step_in(name, only)) &&
	       (!except || !step_in(name, except));
}

/* A comma-separated list of names, turned into the gate matcher's form. */
static const char *name_list(char *arg)
{
	for (char *c = arg; *c; c++)
		if (*c == ',')
			*c = '|';
	return arg;
}

int main(int argc, char **argv)
{
	const char *only = NULL, *except = NULL;
	int secure = -1;
	size_t i;

	for (i = 1; i < (size_t)argc; i++) {
		if (!strcmp(argv[i], "--expect=secure")) {
			secure = 1;
		} else if (!strcmp(argv[i], "--expect=insecure")) {
			secure = 0;
		} else if (!strncmp(argv[i], "--only=", 7)) {
			only = name_list(argv[i] + 7);
		} else if (!strncmp(argv[i], "--except=", 9)) {
			except = name_list(argv[i] + 9);
		} else if (!strcmp(argv[i], "--list")) {
			for (i = 0; i < sizeof(probes) / sizeof(probes[0]); i++)
				printf("%s\n", probes[i].name);
			return 0;
		} else {
			secure = -1;
			break;
		}
	}
	if (secure < 0) {
		fprintf(stderr,
			"usage: probe --expect=insecure|secure [--only=NAME,...] [--except=NAME,...]\n"
			"       probe --list\n");
		return 2;
	}

	for (i = 0; i < sizeof(probes) / sizeof(probes[0]); i++) {
		struct result r = { .outcome = ALLOWED };

		if (!selected(probes[i].name, only, except))
			continue;
		probes[i].run(&r);
		report(&probes[i], &r, secure);
	}
	return tap_failures ? 1 : 0;
}
