/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The CLI's backends: where the level lives and how to change it.  The
 * kernel LSM backend uses /sys/kernel/security/securelevel; the BPF
 * backend runs the programs securelevel-bpf(8) pinned in bpffs.
 */
#ifndef SECURELEVEL_BACKEND_H
#define SECURELEVEL_BACKEND_H

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
};

struct backend {
	const char *name;	/* "kernel" or "bpf", for --json */
	const char *where;	/* for status: what enforces the level */
	/* the level and how it was reached ("" if unknown); an exit code */
	int (*get)(int *level, char *source, size_t len);
	/* request @level; 0 or an errno (EINVAL: refused, EPERM/EACCES) */
	int (*set)(int level);
};

/* backend-kernel.c */
extern const char *kernel_level_file;
void kernel_backend_override(const char *file);
bool kernel_backend_present(void);
extern const struct backend kernel_backend;
void kernel_explain_missing(void);

/* backend-bpf.c */
bool bpf_backend_present(void);
extern const struct backend bpf_backend;

bool parse_level(const char *s, int *level);

#endif /* SECURELEVEL_BACKEND_H */
