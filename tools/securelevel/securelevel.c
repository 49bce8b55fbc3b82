// SPDX-License-Identifier: GPL-2.0
/*
 * securelevel(8): show and raise the kernel's securelevel.
 *
 *   securelevel [get] [--json]   print the level and its name
 *   securelevel set N            raise the level to N
 *   securelevel status [--json]  the level and what it restricts
 *
 * Exit codes are listed in enum exit_code and in the man page.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define VERSION		"0.1"
#define DEFAULT_FILE	"/sys/kernel/security/securelevel"

enum exit_code {
	EXIT_OK = 0,
	EXIT_REFUSED = 1,	/* the kernel refused the change */
	EXIT_USAGE = 2,		/* bad command line */
	EXIT_UNAVAILABLE = 3,	/* no securelevel in this kernel */
	EXIT_PERMISSION = 4,	/* not privileged enough */
	EXIT_ERROR = 5,		/* any other failure */
};

static const char *level_file;

/* How the kernel says the level was reached, and how we say it. */
static const struct {
	const char *kernel;
	const char *text;
} sources[] = {
	{ "kconfig", "Kconfig default (CONFIG_SECURITY_SECURELEVEL_BOOTLEVEL)" },
	{ "cmdline", "boot parameter securelevel=" },
	{ "secureboot", "UEFI Secure Boot" },
	{ "write", "runtime write to the securelevel file" },
	{ "sysctl", "sysctl kernel.securelevel" },
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
	default:
		return "unknown";
	}
}

/* What each level denies, cumulatively, in the kernel LSM backend. */
static const char *const restricted_at_1[] = {
	"loading unsigned kernel modules, and module parameters that name hardware resources",
	"/dev/mem, /dev/kmem and /dev/port",
	"I/O port access: ioperm(), iopl()",
	"PCI config space writes and BAR access through sysfs and /proc/bus/pci",
	"MSR writes through /dev/cpu/*/msr",
	"kexec_load(), and kexec_file_load() of unsigned images",
	"hibernation and the uswsusp device /dev/snapshot",
	"ACPI custom_method and ACPI table overrides",
	"writable debugfs files",
	"PCMCIA CIS overrides, serial port I/O reconfiguration, mmiotrace, bpf_probe_write_user(), kgdb writes",
	"clearing the immutable or append-only flag of a file",
	"loading BPF programs that override kernel functions (fmod_ret, BPF LSM, freplace, bpf_override_return)",
};

/* What level 2 denies in addition. */
static const char *const restricted_at_2[] = {
	"/proc/kcore, kprobes, perf register sampling, tracefs",
	"BPF reads of kernel memory",
	"setting the clock backwards",
	"opening block devices for writing (mounting still works)",
};

/*
 * Explain why the level file is missing: the usual causes are securityfs
 * not being mounted and the LSM not being built or enabled.
 */
static int explain_unavailable(void)
{
	char copy[PATH_MAX], lsm_path[PATH_MAX + 8], lsms[512] = "";
	const char *dir;
	FILE *f;

	snprintf(copy, sizeof(copy), "%s", level_file);
	dir = dirname(copy);
	snprintf(lsm_path, sizeof(lsm_path), "%s/lsm", dir);
	fprintf(stderr, "securelevel: not available: %s does not exist\n",
		level_file);

	f = fopen(lsm_path, "r");
	if (!f) {
		fprintf(stderr,
			"securelevel: securityfs is not mounted at %s; mount it with\n"
			"  mount -t securityfs securityfs %s\n",
			dir, dir);
		return EXIT_UNAVAILABLE;
	}
	if (!fgets(lsms, sizeof(lsms), f))
		lsms[0] = '\0';
	fclose(f);
	lsms[strcspn(lsms, "\n")] = '\0';
	fprintf(stderr,
		"securelevel: the securelevel LSM is not enabled in this kernel (active LSMs: %s);\n"
		"  it needs CONFIG_SECURITY_SECURELEVEL=y and \"securelevel\" in CONFIG_LSM or lsm=\n",
		lsms[0] ? lsms : "none");
	return EXIT_UNAVAILABLE;
}

/* Parse a whole decimal int, as the kernel does. */
static bool parse_level(const char *s, int *level)
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

static int read_level(int *level)
{
	char buf[32] = "";
	ssize_t n;
	int fd, err;

	fd = open(level_file, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		if (errno == ENOENT)
			return explain_unavailable();
		fprintf(stderr, "securelevel: %s: %s\n", level_file,
			strerror(errno));
		return errno == EACCES ? EXIT_PERMISSION : EXIT_ERROR;
	}
	n = read(fd, buf, sizeof(buf) - 1);
	err = errno;
	close(fd);
	if (n < 0) {
		fprintf(stderr, "securelevel: reading %s: %s\n", level_file,
			strerror(err));
		return EXIT_ERROR;
	}
	buf[strcspn(buf, "\n")] = '\0';
	if (!parse_level(buf, level)) {
		fprintf(stderr, "securelevel: %s holds \"%s\", not a level\n",
			level_file, buf);
		return EXIT_ERROR;
	}
	return EXIT_OK;
}

/* Write @level; return 0 or the errno of the failed call. */
static int write_level(int level)
{
	char buf[16];
	int fd, len, err = 0;

	len = snprintf(buf, sizeof(buf), "%d\n", level);
	fd = open(level_file, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return errno;
	if (write(fd, buf, len) != len)
		err = errno ? errno : EIO;
	if (close(fd) < 0 && !err)
		err = errno;
	return err;
}

/*
 * Read the source file next to the level file into @buf ("" if the kernel
 * has none) and return its description.
 */
static const char *read_source(char *buf, size_t len)
{
	char path[PATH_MAX + 16];
	size_t i;
	FILE *f;

	buf[0] = '\0';
	snprintf(path, sizeof(path), "%s_source", level_file);
	f = fopen(path, "r");
	if (!f)
		return "unknown (the kernel does not say)";
	if (!fgets(buf, (int)len, f))
		buf[0] = '\0';
	fclose(f);
	buf[strcspn(buf, "\n")] = '\0';
	for (i = 0; i < sizeof(sources) / sizeof(sources[0]); i++)
		if (!strcmp(buf, sources[i].kernel))
			return sources[i].text;
	return buf;
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

static int cmd_set(const char *arg)
{
	int from, to, rc, err;

	if (!parse_level(arg, &to)) {
		fprintf(stderr,
			"securelevel: invalid level \"%s\": expected an integer\n",
			arg);
		return EXIT_USAGE;
	}
	rc = read_level(&from);
	if (rc)
		return rc;

	err = write_level(to);
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
	default:
		fprintf(stderr, "securelevel: writing %s: %s\n", level_file,
			strerror(err));
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

static void json_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			putchar('\\');
		putchar(*s);
	}
	putchar('"');
}

/* Call @fn for each restriction in force at @level. */
static void for_each_restriction(int level, void (*fn)(const char *, size_t))
{
	size_t i, n = 0;

	if (level >= 1)
		for (i = 0; i < sizeof(restricted_at_1) / sizeof(restricted_at_1[0]); i++)
			fn(restricted_at_1[i], n++);
	if (level >= 2)
		for (i = 0; i < sizeof(restricted_at_2) / sizeof(restricted_at_2[0]); i++)
			fn(restricted_at_2[i], n++);
}

static void print_restriction_text(const char *what, size_t i)
{
	if (!i)
		printf("restricted at this level:\n");
	printf("  - %s\n", what);
}

static void print_restriction_json(const char *what, size_t i)
{
	if (i)
		putchar(',');
	json_string(what);
}

static int cmd_status(bool json)
{
	char source[32];
	const char *how;
	int level, rc;

	rc = read_level(&level);
	if (rc)
		return rc;
	how = read_source(source, sizeof(source));

	if (json) {
		printf("{\"level\":%d,\"name\":\"%s\",\"backend\":\"kernel\",\"file\":",
		       level, level_name(level));
		json_string(level_file);
		printf(",\"source\":");
		json_string(source);
		printf(",\"restricted\":[");
		for_each_restriction(level, print_restriction_json);
		printf("]}\n");
		return EXIT_OK;
	}

	printf("level:    %d (%s)\n", level, level_name(level));
	printf("set by:   %s\n", how);
	printf("backend:  kernel LSM (%s)\n", level_file);
	if (level == -1)
		printf("frozen:   yes, the level cannot change until reboot\n");
	if (level < 1)
		printf("restricted: nothing\n");
	for_each_restriction(level, print_restriction_text);
	return EXIT_OK;
}

static int usage(FILE *out, int rc)
{
	fprintf(out,
		"usage: securelevel [get] [--json]\n"
		"       securelevel set LEVEL\n"
		"       securelevel status [--json]\n"
		"       securelevel --help | --version\n"
		"\n"
		"Levels: -1 permanently insecure, 0 insecure, 1 secure, 2 highly secure.\n"
		"The level can only be raised; see securelevel(8).\n");
	return rc;
}

int main(int argc, char **argv)
{
	const char *cmd = NULL, *arg = NULL;
	bool json = false;
	int i;

	level_file = getenv("SECURELEVEL_FILE");
	if (!level_file || !*level_file)
		level_file = DEFAULT_FILE;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--json"))
			json = true;
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

	if (!cmd || !strcmp(cmd, "get"))
		return arg ? usage(stderr, EXIT_USAGE) : cmd_get(json);
	if (!strcmp(cmd, "status"))
		return arg ? usage(stderr, EXIT_USAGE) : cmd_status(json);
	if (!strcmp(cmd, "set")) {
		if (!arg || json)
			return usage(stderr, EXIT_USAGE);
		return cmd_set(arg);
	}
	fprintf(stderr, "securelevel: unknown command \"%s\"\n", cmd);
	return usage(stderr, EXIT_USAGE);
}
