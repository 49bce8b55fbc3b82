// SPDX-License-Identifier: GPL-2.0
/*
 * securelevel(8): show and raise the kernel's securelevel.
 *
 *   securelevel [get] [--json]   print the level and its name
 *   securelevel set N [--force]  raise the level to N
 *   securelevel check N [--json] what raising to N would break or leave open
 *   securelevel status [--json]  the level and what it restricts
 *   securelevel attest ...       a TPM quote of the level, with its log
 *   securelevel verify ...       check a quote and log from another machine
 *
 * The level lives in the kernel LSM or in the BPF backend; backend.h
 * picks.  Exit codes are listed in enum exit_code and in the man page.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "attest.h"
#include "backend.h"
#include "check.h"
#include "securelevel-bpf.h"

#define VERSION		"0.2"
#define COUNT(a)	(sizeof(a) / sizeof((a)[0]))

static const struct backend *backend;

/* How the kernel says the level was reached, and how we say it. */
static const struct {
	const char *kernel;
	const char *text;
} sources[] = {
	{ "kconfig", "Kconfig default (CONFIG_SECURITY_SECURELEVEL_BOOTLEVEL)" },
	{ "cmdline", "boot parameter securelevel=" },
	{ "secureboot", "UEFI Secure Boot" },
	{ "kexec", "handed over by the kernel that kexec'd this one" },
	{ "write", "runtime write to the securelevel file" },
	{ "sysctl", "sysctl kernel.securelevel" },
	{ "loader", "securelevel-bpf load (--level)" },
	{ "set", "securelevel set (BPF backend)" },
	{ "kernel", "kernel code (set_securelevel())" },
};

static const char *level_name(int level)
{
	switch (level) {
	case -1:
		return "permanently insecure";
	case 0:
		return "insecure";
	case 1:
		return "secure";
	case 2:
		return "highly secure";
	case 3:
		return "network secure";
	default:
		return "unknown";
	}
}

/*
 * What each level restricts: at @level and above, with either backend
 * unless @only names one; @bpf is how the BPF backend differs, if it does.
 */
struct restriction {
	int level;
	const char *what;
	const char *bpf;	/* NULL: the same; "": not with it */
};

static const struct restriction restrictions[] = {
	{ 1, "loading unsigned kernel modules, and module parameters that name hardware resources", NULL },
	{ 1, "/dev/mem, /dev/kmem and /dev/port", NULL },
	{ 1, "I/O port access: ioperm(), iopl()", NULL },
	{ 1, "PCI config space writes and BAR access through sysfs and /proc/bus/pci", NULL },
	{ 1, "MSR writes through /dev/cpu/*/msr", NULL },
	{ 1, "kexec_load(), and kexec_file_load() of unsigned images; the next kernel inherits the level",
	  "every kexec load: the next kernel would not inherit the level" },
	{ 1, "hibernation and the uswsusp device /dev/snapshot", NULL },
	{ 1, "ACPI custom_method and ACPI table overrides", NULL },
	{ 1, "writable debugfs files", NULL },
	{ 1, "extending or resetting the TPM PCR that measures the level, and shutting the TPM down, through /dev/tpm*", "" },
	{ 1, "PCMCIA CIS overrides, serial port I/O reconfiguration, mmiotrace, bpf_probe_write_user(), kgdb writes", NULL },
	{ 1, "clearing the immutable or append-only flag of a file",
	  "any flag change of an immutable or append-only file (no hook sees the new flags)" },
	{ 1, "loading BPF programs that override kernel functions (fmod_ret, BPF LSM, freplace, bpf_override_return)", NULL },
	{ 1, "writing to a block device in use (mounted, in a device-mapper or md stack, swap) or overlapping one, by any path: write, mmap, fallocate, discard, io_uring", NULL },
	{ 1, "raw disk commands (SG_IO, ATA and NVMe passthrough, io_uring NVMe commands) through character devices, and through block devices in use; sg and MTD devices opened for writing", NULL },
	{ 1, "device-mapper table changes; partition, loop and md changes of devices in use", NULL },
	{ 1, "drivers opening disks for writing from sysfs, configfs, module parameters or kernel threads (NVMe target, block2mtd, md members, ...)", NULL },
	{ 2, "/proc/kcore, kprobes, perf register sampling, tracefs", NULL },
	{ 2, "loading BPF programs with CAP_PERFMON or CAP_SYS_ADMIN (they could read kernel memory)", NULL },
	{ 2, "setting the clock backwards (settimeofday, clock_settime, adjtimex ADJ_SETOFFSET, an RTC registering), and changing the kernel timezone",
	  "setting the clock backwards (settimeofday, clock_settime), changing the kernel timezone, and every change through adjtimex() (its arguments reach no hook): NTP cannot slew" },
	{ 2, "writing to any block device, and raw commands to any disk; opening a block device for writing except to mount it", NULL },
	{ 3, "changing the firewall of the initial network namespace: nftables, iptables, ip6tables, arptables and ebtables (nft and legacy), ipset, conntrack entries and expectations, binding to an NFQUEUE, traffic control (tc), XDP", NULL },
	{ 3, "loading BPF programs that filter or redirect packets (XDP, tc, lightweight tunnels)", NULL },
};

/* What no level can promise, and why; with either backend unless noted. */
static const struct restriction limits[] = {
	{ 1, "file descriptors, mappings and BPF programs opened or loaded before the raise keep working", NULL },
	{ 1, "a loop device's backing file or block device is not protected (loop claims nothing); make image files immutable", NULL },
	{ 1, NULL, "no audit records: the log daemon (securelevel-bpf log) is the only record" },
	{ 0, NULL, "kexec and kdump: the next kernel cannot inherit this backend's level, so raising is refused while a kexec image (a crash kernel too) is loaded, and from level 1 every kexec load is" },
	{ 2, NULL, "an RTC registering for the first time after the raise may set the clock (no hook at hctosys on this kernel)" },
	{ 0, NULL, "level 3 (the firewall frozen) needs the kernel LSM: this backend enforces levels up to 2" },
	{ 0, NULL, "no measurement log and no TPM PCR: securelevel attest needs the kernel LSM, and a quote cannot prove this backend's level" },
	{ 3, "the firewall's rules are frozen, not the interfaces, addresses and routes they name, the netfilter sysctls (bridge-nf-call-*, nf_conntrack_*) or which netfilter modules are loaded; raw packet sockets still see and send every packet", NULL },
};

/* Parse a whole decimal int, as the kernel does. */
bool parse_level(const char *s, int *level)
{
	char *end;
	long v;

	if (!*s || *s == ' ' || *s == '\t')
		return false;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end || v < INT_MIN || v > INT_MAX)
		return false;
	*level = (int)v;
	return true;
}

static void make_printable(char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s < ' ' || (unsigned char)*s > '~')
			*s = '?';
}

/*
 * Names are chosen by whoever ran the changer: no control characters.
 * Then the systemd unit that ran it: the last component of its cgroup
 * path that names a service or a scope (/system.slice/foo.service/sub
 * is foo.service's).
 */
void changer_finish(struct changer *who)
{
	char path[sizeof(who->cgroup)], *part, *save = NULL;

	make_printable(who->comm);
	make_printable(who->cgroup);
	who->unit[0] = '\0';
	snprintf(path, sizeof(path), "%s", who->cgroup);
	for (part = strtok_r(path, "/", &save); part;
	     part = strtok_r(NULL, "/", &save)) {
		size_t n = strlen(part);

		if ((n > 8 && !strcmp(part + n - 8, ".service")) ||
		    (n > 6 && !strcmp(part + n - 6, ".scope")))
			snprintf(who->unit, sizeof(who->unit), "%s", part);
	}
}

/* How @source is said to users. */
static const char *describe_source(const char *source)
{
	size_t i;

	if (!source[0])
		return "unknown (the kernel does not say)";
	for (i = 0; i < sizeof(sources) / sizeof(sources[0]); i++)
		if (!strcmp(source, sources[i].kernel))
			return sources[i].text;
	return source;
}

/* Pick the backend, or explain why there is none. */
static int pick_backend(void)
{
	if (kernel_backend_present()) {
		backend = &kernel_backend;
		return EXIT_OK;
	}
	if (bpf_backend_present()) {
		backend = &bpf_backend;
		return EXIT_OK;
	}
	kernel_explain_missing();
	return EXIT_UNAVAILABLE;
}

static int read_level(int *level)
{
	char source[32];

	return backend->get(level, source, sizeof(source));
}

static int cmd_get(bool json)
{
	int level, rc;

	rc = read_level(&level);
	if (rc)
		return rc;
	if (json)
		printf("{\"level\":%d,\"name\":\"%s\"}\n", level,
		       level_name(level));
	else
		printf("%d (%s)\n", level, level_name(level));
	return EXIT_OK;
}

static int explain_refusal(int from, int to)
{
	if (from == -1)
		fprintf(stderr,
			"securelevel: the level is frozen at -1 (%s) until reboot\n",
			level_name(from));
	else if (to < from)
		fprintf(stderr,
			"securelevel: cannot lower the level from %d (%s) to %d: it can only be raised; only a reboot resets it\n",
			from, level_name(from), to);
	else
		fprintf(stderr,
			"securelevel: the kernel refused level %d: not a level it supports\n",
			to);
	return EXIT_REFUSED;
}

static int cmd_set(const char *arg, bool force)
{
	int from, to, now, rc, err;

	if (!parse_level(arg, &to)) {
		fprintf(stderr,
			"securelevel: invalid level \"%s\": expected an integer\n",
			arg);
		return EXIT_USAGE;
	}
	rc = read_level(&from);
	if (rc)
		return rc;
	if (backend == &bpf_backend && to > SL_BPF_MAX && to <= SL_MAX) {
		fprintf(stderr,
			"securelevel: level %d (%s) needs the securelevel kernel LSM: the BPF backend enforces levels up to %d\n",
			to, level_name(to), SL_BPF_MAX);
		return EXIT_NOT_ENFORCED;
	}
	/* Programs the new level would refuse keep running after it. */
	if (to > from && sl_valid(to) && !force && check_bpf_holes(to, false)) {
		fprintf(stderr,
			"securelevel: not raising to %d: BPF programs that level %d refuses to load are loaded, and would keep running:\n",
			to, to);
		check_bpf_holes(to, true);
		fprintf(stderr,
			"  unload them first, or raise anyway with --force (securelevel check %d lists what else)\n",
			to);
		return EXIT_NOT_ENFORCED;
	}

	err = backend->set(to);
	switch (err) {
	case 0:
		break;
	case EINVAL:
		return explain_refusal(from, to);
	case EPERM:
	case EACCES:
		fprintf(stderr,
			"securelevel: permission denied: changing the level needs root with CAP_SYS_ADMIN\n");
		return EXIT_PERMISSION;
	case ENOLINK:
	case EBUSY:
		return EXIT_NOT_ENFORCED;	/* the backend said why */
	default:
		fprintf(stderr, "securelevel: setting the level (%s backend): %s\n",
			backend->name, strerror(err));
		return EXIT_ERROR;
	}

	/* Report what the kernel says now, not what the write said. */
	rc = read_level(&now);
	if (rc)
		return rc;
	if (now != to) {
		fprintf(stderr,
			"securelevel: the write was accepted but the level is %d, not %d\n",
			now, to);
		return EXIT_ERROR;
	}
	if (from == to)
		printf("securelevel: already at %d (%s)\n", to, level_name(to));
	else if (to == -1)
		printf("securelevel: frozen at -1 (%s) until reboot\n",
		       level_name(to));
	else
		printf("securelevel: raised from %d (%s) to %d (%s)\n", from,
		       level_name(from), to, level_name(to));
	return EXIT_OK;
}

/* @s as a JSON string; control characters, which JSON forbids raw, dropped. */
void json_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			putchar('\\');
		if ((unsigned char)*s >= ' ')
			putchar(*s);
	}
	putchar('"');
}

/* Call @fn for each restriction (or limit) in force at @level. */
static void for_each_restriction(const struct restriction *r, size_t n,
				 int level, void (*fn)(const char *, size_t))
{
	bool bpf = backend == &bpf_backend;
	size_t i, k = 0;

	for (i = 0; i < n; i++) {
		const char *what = bpf && r[i].bpf ? r[i].bpf : r[i].what;

		if (level >= r[i].level && what && *what)
			fn(what, k++);
	}
}

static void print_restriction_text(const char *what, size_t i)
{
	if (!i)
		printf("restricted at this level:\n");
	printf("  - %s\n", what);
}

static void print_limit_text(const char *what, size_t i)
{
	if (!i)
		printf("not covered:\n");
	printf("  - %s\n", what);
}

static void print_restriction_json(const char *what, size_t i)
{
	if (i)
		putchar(',');
	json_string(what);
}

static void print_changer_json(const struct changer *who, bool known)
{
	printf(",\"changed_by\":");
	if (!known) {
		printf("null");
		return;
	}
	printf("{\"pid\":%ld,\"comm\":", who->pid);
	json_string(who->comm);
	printf(",\"cgroup\":");
	json_string(who->cgroup);
	printf(",\"unit\":");
	json_string(who->unit);
	putchar('}');
}

static int cmd_status(bool json)
{
	static struct changer who;
	char source[32];
	bool known;
	int level, rc;

	rc = backend->get(&level, source, sizeof(source));
	if (rc)
		return rc;
	known = backend->changed_by && backend->changed_by(&who);

	if (json) {
		printf("{\"level\":%d,\"name\":\"%s\",\"backend\":",
		       level, level_name(level));
		json_string(backend->name);
		printf(",\"file\":");
		json_string(backend == &kernel_backend ? kernel_level_file :
			    SL_PIN_DIR);
		printf(",\"source\":");
		json_string(source);
		print_changer_json(&who, known);
		printf(",\"restricted\":[");
		for_each_restriction(restrictions, COUNT(restrictions), level,
				     print_restriction_json);
		printf("],\"not_covered\":[");
		for_each_restriction(limits, COUNT(limits), level,
				     print_restriction_json);
		printf("]}\n");
		return EXIT_OK;
	}

	printf("level:    %d (%s)\n", level, level_name(level));
	printf("set by:   %s\n", describe_source(source));
	if (known) {
		printf("process:  %s[%ld]\n", who.comm, who.pid);
		if (who.unit[0])
			printf("unit:     %s\n", who.unit);
		else if (who.cgroup[0])
			printf("cgroup:   %s\n", who.cgroup);
	}
	printf("backend:  %s (%s)\n", backend->where,
	       backend == &kernel_backend ? kernel_level_file : SL_PIN_DIR);
	if (level == -1)
		printf("frozen:   yes, the level cannot change until reboot\n");
	if (level < 1)
		printf("restricted: nothing\n");
	for_each_restriction(restrictions, COUNT(restrictions), level,
			     print_restriction_text);
	for_each_restriction(limits, COUNT(limits), level, print_limit_text);
	return EXIT_OK;
}

static int usage(FILE *out, int rc)
{
	fprintf(out,
		"usage: securelevel [get] [--json]\n"
		"       securelevel set LEVEL [--force]\n"
		"       securelevel check LEVEL [--json]\n"
		"       securelevel status [--json]\n"
		"       securelevel attest --enrol DIR [--handle HANDLE]\n"
		"       securelevel attest --nonce HEX [--handle HANDLE] DIR\n"
		"       securelevel verify --ak PEM --nonce HEX DIR\n"
		"       securelevel --help | --version\n"
		"\n"
		"Levels: -1 permanently insecure, 0 insecure, 1 secure, 2 highly secure,\n"
		"3 network secure.\n"
		"The level can only be raised; see securelevel(8).\n");
	return rc;
}

int main(int argc, char **argv)
{
	const char *cmd = NULL, *arg = NULL;
	bool json = false, force = false;
	int i, rc;

	if (getenv("SECURELEVEL_FILE") && *getenv("SECURELEVEL_FILE"))
		kernel_backend_override(getenv("SECURELEVEL_FILE"));

	/* verify runs anywhere: it needs no securelevel, only the files. */
	if (argc > 1 && !strcmp(argv[1], "verify"))
		return cmd_verify(argc - 1, argv + 1);
	if (argc > 1 && !strcmp(argv[1], "attest")) {
		rc = pick_backend();
		return rc ? rc : cmd_attest(argc - 1, argv + 1,
					    backend == &bpf_backend);
	}

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--json"))
			json = true;
		else if (!strcmp(argv[i], "--force"))
			force = true;
		else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
			return usage(stdout, EXIT_OK);
		else if (!strcmp(argv[i], "--version"))
			return printf("securelevel %s\n", VERSION) < 0;
		else if (!cmd)
			cmd = argv[i];
		else if (!arg)
			arg = argv[i];
		else
			return usage(stderr, EXIT_USAGE);
	}

	bool takes_level = cmd && (!strcmp(cmd, "set") || !strcmp(cmd, "check"));
	int level = 0;

	if (cmd && strcmp(cmd, "get") && strcmp(cmd, "status") &&
	    strcmp(cmd, "set") && strcmp(cmd, "check")) {
		fprintf(stderr, "securelevel: unknown command \"%s\"\n", cmd);
		return usage(stderr, EXIT_USAGE);
	}
	if (!takes_level && arg)
		return usage(stderr, EXIT_USAGE);
	if (takes_level && !arg)
		return usage(stderr, EXIT_USAGE);
	if (cmd && !strcmp(cmd, "set") && json)
		return usage(stderr, EXIT_USAGE);
	if (force && (!cmd || strcmp(cmd, "set")))
		return usage(stderr, EXIT_USAGE);
	if (takes_level && !parse_level(arg, &level)) {
		fprintf(stderr,
			"securelevel: invalid level \"%s\": expected an integer\n",
			arg);
		return EXIT_USAGE;
	}
	rc = pick_backend();
	if (rc)
		return rc;

	if (!cmd || !strcmp(cmd, "get"))
		return cmd_get(json);
	if (!strcmp(cmd, "status"))
		return cmd_status(json);
	if (!strcmp(cmd, "check")) {
		if (!sl_valid(level)) {
			fprintf(stderr, "securelevel: %d is not a level (-1 to %d)\n",
				level, SL_MAX);
			return EXIT_USAGE;
		}
		return cmd_check(level, json);
	}
	return cmd_set(arg, force);
}
