/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The CLI's backends: where the level lives and how to change it.  The
 * kernel LSM backend uses /sys/kernel/security/securelevel; the BPF
 * backend runs the programs securelevel-bpf(8) pinned in bpffs.
 */
#ifndef SECURELEVEL_BACKEND_H
#define SECURELEVEL_BACKEND_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

/* Exit codes, shared by everything that reports an error. */
enum exit_code {
	EXIT_OK = 0,
	EXIT_REFUSED = 1,	/* the kernel refused the change */
	EXIT_USAGE = 2,		/* bad command line */
	EXIT_UNAVAILABLE = 3,	/* no securelevel on this system */
	EXIT_PERMISSION = 4,	/* not privileged enough */
	EXIT_ERROR = 5,		/* any other failure */
	EXIT_NOT_ENFORCED = 6,	/* the level could not be enforced: refused */
	EXIT_CHECK_BREAKS = 7,	/* check: the level would break something */
	EXIT_CHECK_HOLE = 8,	/* check: a hole would stay open */
	EXIT_VERIFY_FAILED = 9,	/* verify: the quote or the log does not prove */
};

/* Who made the last change of the level, as the backend recorded it. */
struct changer {
	long pid;
	char comm[64];
	char cgroup[PATH_MAX];	/* cgroup v2 path; "" if not recorded */
	char unit[256];		/* the systemd unit in it; "" if none */
};

struct backend {
	const char *name;	/* "kernel" or "bpf", for --json */
	const char *where;	/* for status: what enforces the level */
	/* the level and how it was reached ("" if unknown); an exit code */
	int (*get)(int *level, char *source, size_t len);
	/* request @level; 0 or an errno (EINVAL: refused, EPERM/EACCES) */
	int (*set)(int level);
	/* who made the last change; false if not recorded (e.g. boot) */
	bool (*changed_by)(struct changer *who);
};

/* backend-kernel.c */
extern const char *kernel_level_file;
void kernel_backend_override(const char *file);
bool kernel_backend_present(void);
extern const struct backend kernel_backend;
void kernel_explain_missing(void);
/* The kernel's file named securelevel@suffix, read privately; "" if none. */
void kernel_read_companion(const char *suffix, char *buf, size_t len);

/* backend-bpf.c */
bool bpf_backend_present(void);
extern const struct backend bpf_backend;

bool parse_level(const char *s, int *level);
void json_string(const char *s);
void changer_finish(struct changer *who);

#endif /* SECURELEVEL_BACKEND_H */
