// SPDX-License-Identifier: GPL-2.0
/*
 * probe: really exercise each interface that securelevel restricts and
 * report, as TAP, whether the kernel allowed it.
 *
 *   probe --expect=MODE [--only=NAME,...] [--except=NAME,...]
 *   probe --list
 *
 * MODE is what the kernel is expected to enforce: insecure (level 0 or
 * -1, no lockdown), secure (level 1), highly-secure (level 2),
 * network-secure (level 3), lockdown-integrity or lockdown-confidentiality
 * (securelevel 0).
 *
 * A probe is a short sequence of real calls (open, read, write, mmap,
 * ioctl, syscall).  It is "allowed" when every call succeeds, "denied"
 * when a call fails with the probe's denial errno (EPERM unless noted) at
 * the step where the kernel's check sits (its gate), and anything else is
 * an unexpected failure.
 * A probe whose interface does not exist in this kernel reports SKIP
 * with the reason; it never passes.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <linux/kexec.h>
#include <linux/magic.h>
#include <linux/netfilter/nf_tables.h>
#include <linux/netfilter/nfnetlink.h>
#include <linux/netfilter_ipv4/ip_tables.h>
#include <linux/netlink.h>
#include <linux/perf_event.h>
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
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "bpfprog.h"
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

/* What the kernel enforces, in the order of the --expect= names. */
enum mode { INSECURE, SECURE, HIGHLY_SECURE, NETWORK_SECURE, LD_INTEGRITY,
	    LD_CONFIDENTIALITY };
static const char *const mode_names[] = {
	"insecure", "secure", "highly-secure", "network-secure",
	"lockdown-integrity", "lockdown-confidentiality",
};
#define IN(m)		(1u << (m))
/* Lockdown's "integrity" reasons: denied by every mechanism. */
#define INTEGRITY	(LEVEL1 | IN(LD_INTEGRITY) | \
			 IN(LD_CONFIDENTIALITY))
/* Its "confidentiality" reasons. */
#define CONFIDENTIALITY	(LEVEL2 | IN(LD_CONFIDENTIALITY))
/* What securelevel denies beyond lockdown, from level 1 or 2. */
/* Each level denies what the levels below it deny. */
#define LEVEL1		(IN(SECURE) | LEVEL2)
#define LEVEL2		(IN(HIGHLY_SECURE) | LEVEL3)
#define LEVEL3		IN(NETWORK_SECURE)
#define NOWHERE		0u

struct result {
	enum outcome outcome;
	const char *step;	/* the call that failed */
	int err;		/* its errno; 0 for a short transfer */
	char note[200];		/* why it was skipped, or what was wrong */
};

struct probe {
	const char *name;
	/* "|"-separated steps at which the kernel denies this interface */
	const char *gate;
	/* the modes that deny it (IN(mode) bits) */
	unsigned int denied_in;
	/* the errno of a denial, when it is not EPERM */
	int denied_errno;
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
		char why[160] = "the kexec payload is not in this initramfs";
		char whyfile[300];
		FILE *f;

		/* A payload without this image says why in FILE.skip. */
		snprintf(whyfile, sizeof(whyfile), "%s.skip", path);
		f = fopen(whyfile, "r");
		if (f) {
			if (!fgets(why, sizeof(why), f))
				why[0] = '\0';
			why[strcspn(why, "\n")] = '\0';
			fclose(f);
		}
		skip(r, "no %s: %s", path, why);
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

/*
 * Load the test module @file with @args and unload it again.  Its name is
 * in @file.name when it is not "sltest" (a stock kernel's own module).
 */
static void load_module(struct result *r, const char *file, const char *args)
{
	char path[256], name[64] = MODULE_NAME;
	FILE *f;
	int fd;

	snprintf(path, sizeof(path), "%s/%s.name", MODULE_DIR, file);
	f = fopen(path, "r");
	if (f) {
		if (!fgets(name, sizeof(name), f))
			snprintf(name, sizeof(name), "%s", MODULE_NAME);
		name[strcspn(name, "\n")] = '\0';
		fclose(f);
	}
	snprintf(path, sizeof(path), "%s/%s", MODULE_DIR, file);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		skip(r, "no %s: no such test module for this kernel", path);
		return;
	}
	if (syscall(SYS_finit_module, fd, args, 0) < 0) {
		if (errno == ENOSYS)
			skip(r, "finit_module(): kernel built without CONFIG_MODULES");
		else
			fail(r, "finit_module");
	} else if (syscall(SYS_delete_module, name, O_NONBLOCK) < 0) {
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
	load_module(r, "sltest-hwparam.ko", "io=0x300");
}

static void probe_kcore(struct result *r)
{
	unsigned char elf[4];
	int fd = open_or_skip(r, "/proc/kcore", O_RDONLY,
			      "kernel built without CONFIG_PROC_KCORE");

	if (fd < 0)
		return;
	check_len(r, "read", read(fd, elf, sizeof(elf)), sizeof(elf));
	close(fd);
}

/* The type number of a dynamic perf PMU, or -1 after skip(). */
static int pmu_type(struct result *r, const char *pmu)
{
	char path[128];
	FILE *f;
	int type = -1;

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/type", pmu);
	f = fopen(path, "r");
	if (!f || fscanf(f, "%d", &type) != 1) {
		skip(r, "no %s: kernel without the %s PMU", path, pmu);
		type = -1;
	}
	if (f)
		fclose(f);
	return type;
}

static int perf_open(struct perf_event_attr *attr)
{
	return (int)syscall(SYS_perf_event_open, attr, -1, 0, -1,
			    PERF_FLAG_FD_CLOEXEC);
}

static void probe_kprobe(struct result *r)
{
	struct perf_event_attr attr = { .size = sizeof(attr) };
	int type = pmu_type(r, "kprobe");
	int fd;

	if (type < 0)
		return;
	attr.type = (unsigned int)type;
	attr.config1 = (unsigned long)"do_nanosleep";	/* the function */
	fd = perf_open(&attr);
	if (fd < 0)
		fail(r, "perf_event_open");
	else
		close(fd);
}

static void probe_perf_regs_intr(struct result *r)
{
	struct perf_event_attr attr = {
		.size = sizeof(attr),
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_CPU_CLOCK,
		.sample_period = 1000000,
		.sample_type = PERF_SAMPLE_REGS_INTR,
		.sample_regs_intr = 1,	/* one register: reads kernel state */
		.disabled = 1,
	};
	int fd = perf_open(&attr);

	if (fd < 0) {
		if (errno == ENOSYS)
			skip(r, "perf_event_open(): kernel built without CONFIG_PERF_EVENTS");
		else
			fail(r, "perf_event_open");
	} else {
		close(fd);
	}
}

static void probe_tracefs(struct result *r)
{
	struct statfs fs;
	char buf[64];
	int fd;

	if (statfs("/sys/kernel/tracing", &fs) < 0 ||
	    fs.f_type != TRACEFS_MAGIC) {
		skip(r, "no tracefs at /sys/kernel/tracing: kernel without tracing");
		return;
	}
	/* Locked down at boot, the kernel creates no tracing files at all. */
	if (access("/sys/kernel/tracing/trace", F_OK) < 0) {
		fail(r, "boot");
		snprintf(r->note, sizeof(r->note),
			 "tracefs is empty: tracing was disabled at boot");
		return;
	}
	fd = open("/sys/kernel/tracing/trace", O_RDONLY);
	if (fd < 0) {
		fail(r, "open");
		return;
	}
	if (read(fd, buf, sizeof(buf)) < 0)
		fail(r, "read");
	close(fd);
}

/* Record a BPF load: @fd is a program fd or a negative errno. */
static void bpf_result(struct result *r, int fd)
{
	if (fd >= 0) {
		close(fd);
		return;
	}
	errno = -fd;
	if (errno == ENOSYS)
		skip(r, "bpf(): kernel built without CONFIG_BPF_SYSCALL");
	else if (errno == ENOENT || errno == ESRCH)
		skip(r, "no BTF for the attach target (CONFIG_DEBUG_INFO_BTF=n?)");
	else
		fail(r, "bpf_prog_load");
}

static void probe_bpf_read_kernel(struct result *r)
{
	bpf_result(r, load_bpf_read_kernel());
}

static void probe_bpf_fmod_ret(struct result *r)
{
	bpf_result(r, load_fmod_ret(0));
}

static void probe_bpf_lsm(struct result *r)
{
	bpf_result(r, load_lsm(0));
}

static void probe_bpf_freplace(struct result *r)
{
	int target, fd = load_freplace(&target);

	if (target >= 0)
		close(target);
	bpf_result(r, fd);
}

static void probe_bpf_kprobe_override(struct result *r)
{
	int fd = load_kprobe_override();

	/* The verifier rejects a helper the kernel was built without. */
	if (fd == -EINVAL && kernel_func_id("bpf_override_return") < 0) {
		skip(r, "no bpf_override_return(): kernel built without CONFIG_BPF_KPROBE_OVERRIDE");
		return;
	}
	bpf_result(r, fd);
}

static void probe_bpf_fentry(struct result *r)
{
	bpf_result(r, load_fentry());
}

/* A BPF CPU scheduler (sched_ext, 6.12): refused only where all BPF is. */
static void probe_bpf_sched_ext(struct result *r)
{
	int fd = load_struct_ops("sched_ext_ops", "init");

	if (fd == -ENOENT) {
		skip(r, "no sched_ext_ops in the kernel's BTF (before 6.12, or CONFIG_SCHED_CLASS_EXT=n)");
		return;
	}
	bpf_result(r, fd);
}

/* A netfilter hook program (6.4 and later): likewise. */
static void probe_bpf_netfilter(struct result *r)
{
	int fd = load_netfilter();

	if (fd == -ENOENT) {
		skip(r, "no BPF_PROG_TYPE_NETFILTER in the kernel's BTF (before 6.4, or CONFIG_NETFILTER=n)");
		return;
	}
	bpf_result(r, fd);
}

/* Step the clock by @delta seconds with clock_settime(). */
static bool step_clock(struct result *r, const char *step, long delta)
{
	struct timespec now;

	if (clock_gettime(CLOCK_REALTIME, &now) < 0)
		return fail(r, "clock_gettime");
	now.tv_sec += delta;
	if (clock_settime(CLOCK_REALTIME, &now) < 0)
		return fail(r, step);
	return true;
}

static void probe_settime_backwards(struct result *r)
{
	if (step_clock(r, "clock_settime", -60))
		step_clock(r, "clock_settime-restore", 60);
}

static void probe_settime_forward(struct result *r)
{
	step_clock(r, "clock_settime", 1);
}

static void probe_bdev(struct result *r, int flags)
{
	int fd = open_or_skip(r, "/dev/ram0", flags,
			      "kernel built without CONFIG_BLK_DEV_RAM");

	if (fd < 0)
		return;
	if (flags == O_RDONLY) {
		unsigned char b;

		check_len(r, "read", pread(fd, &b, 1, 0), 1);
	} else {
		rewrite_byte(r, fd, 0);
	}
	close(fd);
}

static void probe_bdev_write(struct result *r)
{
	probe_bdev(r, O_RDWR);
}

static void probe_bdev_read(struct result *r)
{
	probe_bdev(r, O_RDONLY);
}

/*
 * Set @flag on a new file, then clear it again, with FS_IOC_SETFLAGS or
 * (@fsx) FS_IOC_FSSETXATTR.  Setting must always work; the clearing is the
 * gate.  A file left locked stays behind.
 */
static void flag_round_trip(struct result *r, unsigned int flag, bool fsx)
{
	const char *dir = "/tmp";	/* tmpfs has the flags with TMPFS_XATTR */
	char path[64];
	unsigned int flags;
	struct fsxattr xa;
	int fd;

	snprintf(path, sizeof(path), "%s/sltest-flags.%d.%u.%d", dir, getpid(),
		 flag, fsx);
	fd = open(path, O_RDWR | O_CREAT | O_EXCL, 0644);
	if (fd < 0) {
		fail(r, "create");
		return;
	}
	if (fsx) {
		unsigned int xflag = flag == FS_IMMUTABLE_FL ?
				     FS_XFLAG_IMMUTABLE : FS_XFLAG_APPEND;

		if (ioctl(fd, FS_IOC_FSGETXATTR, &xa) < 0) {
			if (errno == ENOTTY || errno == EOPNOTSUPP)
				skip(r, "%s does not support FS_IOC_FSGETXATTR", dir);
			else
				fail(r, "ioctl-get");
		} else if (xa.fsx_xflags |= xflag,
			   ioctl(fd, FS_IOC_FSSETXATTR, &xa) < 0) {
			fail(r, "ioctl-set");
		} else if (xa.fsx_xflags &= ~xflag,
			   ioctl(fd, FS_IOC_FSSETXATTR, &xa) < 0) {
			fail(r, "ioctl");
		}
	} else {
		if (ioctl(fd, FS_IOC_GETFLAGS, &flags) < 0) {
			if (errno == ENOTTY || errno == EOPNOTSUPP)
				skip(r, "%s does not support FS_IOC_GETFLAGS", dir);
			else
				fail(r, "ioctl-get");
		} else if (flags |= flag, ioctl(fd, FS_IOC_SETFLAGS, &flags) < 0) {
			fail(r, "ioctl-set");
		} else if (flags &= ~flag, ioctl(fd, FS_IOC_SETFLAGS, &flags) < 0) {
			fail(r, "ioctl");
		}
	}
	close(fd);
	if (r->outcome == ALLOWED)
		unlink(path);
}

static void probe_immutable_clear(struct result *r)
{
	flag_round_trip(r, FS_IMMUTABLE_FL, false);
}

static void probe_immutable_clear_fsx(struct result *r)
{
	flag_round_trip(r, FS_IMMUTABLE_FL, true);
}

static void probe_append_clear(struct result *r)
{
	flag_round_trip(r, FS_APPEND_FL, false);
}

/* Append a netlink attribute holding string @value to @nh. */
static void nl_put_string(struct nlmsghdr *nh, uint16_t type, const char *value)
{
	struct nlattr *a = (struct nlattr *)((char *)nh + NLMSG_ALIGN(nh->nlmsg_len));
	size_t len = strlen(value) + 1;

	a->nla_type = type;
	a->nla_len = (uint16_t)(NLA_HDRLEN + len);
	memcpy((char *)a + NLA_HDRLEN, value, len);
	nh->nlmsg_len = NLMSG_ALIGN(nh->nlmsg_len) + NLA_ALIGN(a->nla_len);
}

/* Start an nfnetlink message of @type at @buf; returns it. */
static struct nlmsghdr *nfnl_msg(char *buf, uint16_t type, uint16_t flags,
				 uint8_t family, uint32_t seq)
{
	struct nlmsghdr *nh = (struct nlmsghdr *)buf;
	struct nfgenmsg *g = NLMSG_DATA(nh);

	nh->nlmsg_len = NLMSG_LENGTH(sizeof(*g));
	nh->nlmsg_type = type;
	nh->nlmsg_flags = NLM_F_REQUEST | flags;
	nh->nlmsg_seq = seq;
	g->nfgen_family = family;
	g->version = NFNETLINK_V0;
	g->res_id = htons(NFNL_SUBSYS_NFTABLES);
	return nh;
}

/*
 * One nftables transaction, as nft sends it: a batch holding @cmd on
 * table @name.  Returns false with @r filled in when it failed.
 */
static bool nft_table_batch(struct result *r, int sock, uint16_t cmd,
			    const char *name, const char *step)
{
	char buf[512] __attribute__((aligned(NLMSG_ALIGNTO))) = { 0 };
	size_t off = 0;
	struct nlmsghdr *nh;
	ssize_t n;

	nh = nfnl_msg(buf, NFNL_MSG_BATCH_BEGIN, 0, AF_UNSPEC, 1);
	off += NLMSG_ALIGN(nh->nlmsg_len);
	nh = nfnl_msg(buf + off, (NFNL_SUBSYS_NFTABLES << 8) | cmd,
		      NLM_F_CREATE | NLM_F_ACK, NFPROTO_INET, 2);
	nl_put_string(nh, NFTA_TABLE_NAME, name);
	off += NLMSG_ALIGN(nh->nlmsg_len);
	nh = nfnl_msg(buf + off, NFNL_MSG_BATCH_END, 0, AF_UNSPEC, 3);
	off += NLMSG_ALIGN(nh->nlmsg_len);
	if (send(sock, buf, off, 0) != (ssize_t)off)
		return fail(r, step);
	/* The answer to message 2: an error message, 0 for success. */
	n = recv(sock, buf, sizeof(buf), 0);
	if (n < 0)
		return fail(r, step);
	for (nh = (struct nlmsghdr *)buf; NLMSG_OK(nh, (size_t)n);
	     nh = NLMSG_NEXT(nh, n)) {
		struct nlmsgerr *e = NLMSG_DATA(nh);

		if (nh->nlmsg_type != NLMSG_ERROR || !e->error)
			continue;
		errno = -e->error;
		return fail(r, step);
	}
	return true;
}

/* nftables: add a table through nfnetlink, as nft does, then delete it. */
static void probe_nft_change(struct result *r)
{
	int sock = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_NETFILTER);

	if (sock < 0) {
		if (errno == EPROTONOSUPPORT)
			skip(r, "no nfnetlink (CONFIG_NETFILTER_NETLINK not built, or its module not loaded)");
		else
			fail(r, "socket");
		return;
	}
	if (nft_table_batch(r, sock, NFT_MSG_NEWTABLE, "sltest_probe", "send"))
		nft_table_batch(r, sock, NFT_MSG_DELTABLE, "sltest_probe",
				"delete");
	else if (r->err == EOPNOTSUPP || r->err == ENOENT)
		skip(r, "nfnetlink refused the batch (%s): nf_tables not built or not loaded",
		     strerrorname_np(r->err));
	close(sock);
}

/*
 * Legacy iptables: replace the filter table with itself, as
 * iptables-restore does (IPT_SO_SET_REPLACE), so nothing changes.
 */
static void probe_iptables_replace(struct result *r)
{
	struct ipt_getinfo info = { .name = "filter" };
	struct ipt_get_entries *entries = NULL;
	struct ipt_replace *repl = NULL;
	struct xt_counters *counters = NULL;
	socklen_t len = sizeof(info);
	int sock = socket(AF_INET, SOCK_RAW | SOCK_CLOEXEC, IPPROTO_RAW);

	if (sock < 0) {
		fail(r, "socket");
		return;
	}
	if (getsockopt(sock, IPPROTO_IP, IPT_SO_GET_INFO, &info, &len) < 0) {
		if (errno == ENOENT || errno == ENOPROTOOPT)
			skip(r, "no legacy iptables filter table (%s): ip_tables or iptable_filter not built or not loaded",
			     strerrorname_np(errno));
		else
			fail(r, "getsockopt");
		goto out;
	}
	entries = calloc(1, sizeof(*entries) + info.size);
	repl = calloc(1, sizeof(*repl) + info.size);
	counters = calloc(info.num_entries ? info.num_entries : 1,
			  sizeof(*counters));
	if (!entries || !repl || !counters) {
		fail(r, "calloc");
		goto out;
	}
	strcpy(entries->name, "filter");
	entries->size = info.size;
	len = (socklen_t)(sizeof(*entries) + info.size);
	if (getsockopt(sock, IPPROTO_IP, IPT_SO_GET_ENTRIES, entries, &len) < 0) {
		fail(r, "getsockopt");
		goto out;
	}
	strcpy(repl->name, "filter");
	repl->valid_hooks = info.valid_hooks;
	repl->num_entries = info.num_entries;
	repl->size = info.size;
	memcpy(repl->hook_entry, info.hook_entry, sizeof(repl->hook_entry));
	memcpy(repl->underflow, info.underflow, sizeof(repl->underflow));
	repl->num_counters = info.num_entries;
	repl->counters = counters;
	memcpy(repl->entries, entries->entrytable, info.size);
	if (setsockopt(sock, IPPROTO_IP, IPT_SO_SET_REPLACE, repl,
		       (socklen_t)(sizeof(*repl) + info.size)) < 0)
		fail(r, "setsockopt");
out:
	free(entries);
	free(repl);
	free(counters);
	close(sock);
}

static const struct probe probes[] = {
	/* the seed's list, and the rest of lockdown's integrity reasons */
	{ "devmem-write", "open", INTEGRITY, 0, probe_devmem },
	{ "devkmem", "open", INTEGRITY, 0, probe_devkmem },
	{ "devport-read", "open", INTEGRITY, 0, probe_devport_read },
	{ "devport-write", "open", INTEGRITY, 0, probe_devport_write },
	{ "ioperm", "ioperm", INTEGRITY, 0, probe_ioperm },
	{ "iopl", "iopl", INTEGRITY, 0, probe_iopl },
	{ "pci-sysfs-config-write", "write", INTEGRITY, 0, probe_pci_sysfs_config },
	{ "pci-proc-config-write", "write", INTEGRITY, 0, probe_pci_proc_config },
	{ "pci-sysfs-bar-mmap", "mmap", INTEGRITY, 0, probe_pci_sysfs_mmap },
	{ "pci-proc-bar-mmap", "ioctl|mmap", INTEGRITY, 0, probe_pci_proc_mmap },
	{ "pciconfig_write", "pciconfig_write", INTEGRITY, 0, probe_pciconfig_write },
	{ "msr-write", "write", INTEGRITY, 0, probe_msr },
	{ "kexec_load", "kexec_load", INTEGRITY, 0, probe_kexec_load },
	{ "kexec-file-unsigned", "kexec_file_load", INTEGRITY, 0,
	  probe_kexec_file_unsigned },
	{ "kexec-file-untrusted", "kexec_file_load", INTEGRITY, 0,
	  probe_kexec_file_untrusted },
	{ "kexec-file-signed", "", NOWHERE, 0, probe_kexec_file_signed },
	{ "snapshot-open", "open", INTEGRITY, 0, probe_snapshot },
	{ "acpi-custom-method", "open|write", INTEGRITY, 0, probe_acpi_custom_method },
	{ "debugfs-write", "open", INTEGRITY, 0, probe_debugfs_write },
	{ "module-unsigned", "finit_module", INTEGRITY, 0, probe_module_unsigned },
	{ "module-hwparam", "finit_module", INTEGRITY, 0, probe_module_hwparam },
	{ "module-signed", "", NOWHERE, 0, probe_module_signed },
	/* lockdown's confidentiality reasons */
	{ "kcore-read", "open", CONFIDENTIALITY, 0, probe_kcore },
	{ "kprobe-create", "perf_event_open", CONFIDENTIALITY, 0, probe_kprobe },
	{ "perf-regs-intr", "perf_event_open", CONFIDENTIALITY, 0,
	  probe_perf_regs_intr },
	{ "tracefs-open", "open|boot:ENOENT", CONFIDENTIALITY, 0, probe_tracefs },
	/* lockdown withholds the helper, so the verifier rejects the program
	 * (EINVAL); level 2 refuses the load itself
	 */
	{ "bpf-read-kernel", "bpf_prog_load|bpf_prog_load:EINVAL", CONFIDENTIALITY, 0,
	  probe_bpf_read_kernel },
	/* beyond lockdown: BPF that overrides kernel functions */
	{ "bpf-fmod-ret", "bpf_prog_load", LEVEL1, 0, probe_bpf_fmod_ret },
	{ "bpf-lsm", "bpf_prog_load", LEVEL1, 0, probe_bpf_lsm },
	{ "bpf-freplace", "bpf_prog_load", LEVEL1, 0, probe_bpf_freplace },
	{ "bpf-kprobe-override", "bpf_prog_load", LEVEL1, 0,
	  probe_bpf_kprobe_override },
	/* at level 2 nothing that can read kernel memory may load */
	{ "bpf-fentry", "bpf_prog_load", LEVEL2, 0, probe_bpf_fentry },
	{ "bpf-sched-ext", "bpf_prog_load", LEVEL2, 0, probe_bpf_sched_ext },
	{ "bpf-netfilter", "bpf_prog_load", LEVEL2, 0, probe_bpf_netfilter },
	/* beyond lockdown: immutable and append-only files */
	{ "immutable-clear", "ioctl", LEVEL1, 0, probe_immutable_clear },
	{ "immutable-clear-fsxattr", "ioctl", LEVEL1, 0, probe_immutable_clear_fsx },
	{ "append-clear", "ioctl", LEVEL1, 0, probe_append_clear },
	/* beyond lockdown, level 2: the clock and block devices */
	{ "settime-backwards", "clock_settime", LEVEL2, 0, probe_settime_backwards },
	{ "settime-forward", "", NOWHERE, 0, probe_settime_forward },
	{ "blockdev-write", "open", LEVEL2, 0, probe_bdev_write },
	{ "blockdev-read", "", NOWHERE, 0, probe_bdev_read },
	/* beyond lockdown, level 3: the initial namespace's firewall */
	{ "nft-change", "send", LEVEL3, 0, probe_nft_change },
	{ "iptables-replace", "setsockopt", LEVEL3, 0, probe_iptables_replace },
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

/*
 * Whether @r is a denial of @p: a failure at one of its gate steps, with
 * its denial errno.  A gate step may name its own errno ("boot:ENOENT").
 */
static bool is_denial(const struct probe *p, const struct result *r)
{
	int want_errno = p->denied_errno ? p->denied_errno : EPERM;
	char step[64];

	if (r->outcome != FAILED || !r->err)
		return false;
	if (step_in(r->step, p->gate) && r->err == want_errno)
		return true;
	snprintf(step, sizeof(step), "%s:%s", r->step, strerrorname_np(r->err));
	return step_in(step, p->gate);
}

static void describe(const struct probe *p, const struct result *r,
		     char *out, size_t len)
{
	if (r->outcome == ALLOWED)
		snprintf(out, len, "allowed");
	else
		snprintf(out, len, "%s at %s (%s)%s%s",
			 is_denial(p, r) ? "denied" : "failed", r->step,
			 r->err ? strerrorname_np(r->err) : "no error",
			 r->note[0] ? ": " : "", r->note);
}

static void report(const struct probe *p, const struct result *r,
		   enum mode mode)
{
	bool want_denied = p->denied_in & IN(mode);
	int want_errno = p->denied_errno ? p->denied_errno : EPERM;
	char seen[300], want[64];
	bool ok;

	if (r->outcome == SKIPPED) {
		printf("ok - %s # SKIP %s\n", p->name, r->note);
		fflush(stdout);
		return;
	}
	describe(p, r, seen, sizeof(seen));
	if (want_denied) {
		ok = is_denial(p, r);
		snprintf(want, sizeof(want), "%s at its gate (%s)",
			 strerrorname_np(want_errno), p->gate);
	} else {
		ok = r->outcome == ALLOWED;
		snprintf(want, sizeof(want), "allowed");
	}
	tap_result(ok, "%s: %s%s%s", p->name, seen, ok ? "" : ", expected ",
		   ok ? "" : want);
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
	int mode = -1;
	size_t i, m;

	for (i = 1; i < (size_t)argc; i++) {
		if (!strncmp(argv[i], "--expect=", 9)) {
			for (m = 0; m < COUNT(mode_names); m++)
				if (!strcmp(argv[i] + 9, mode_names[m]))
					mode = (int)m;
			if (mode < 0)
				break;
		} else if (!strncmp(argv[i], "--only=", 7)) {
			only = name_list(argv[i] + 7);
		} else if (!strncmp(argv[i], "--except=", 9)) {
			except = name_list(argv[i] + 9);
		} else if (!strcmp(argv[i], "--list")) {
			for (i = 0; i < COUNT(probes); i++)
				printf("%s\n", probes[i].name);
			return 0;
		} else {
			mode = -1;
			break;
		}
	}
	if (mode < 0) {
		fprintf(stderr,
			"usage: probe --expect=MODE [--only=NAME,...] [--except=NAME,...]\n"
			"       probe --list\n"
			"MODE: insecure, secure, highly-secure, network-secure,\n"
			"      lockdown-integrity, lockdown-confidentiality\n");
		return 2;
	}

	bpfprog_init();
	for (i = 0; i < COUNT(probes); i++) {
		struct result r = { .outcome = ALLOWED };

		if (!selected(probes[i].name, only, except))
			continue;
		probes[i].run(&r);
		report(&probes[i], &r, (enum mode)mode);
	}
	return tap_failures ? 1 : 0;
}
