/* SPDX-License-Identifier: GPL-2.0 */
/*
 * securelevel check: what a raise would break or leave open (check.c).
 */
#ifndef SECURELEVEL_CHECK_H
#define SECURELEVEL_CHECK_H

#include <stdbool.h>

/* The findings at @level, one a line or as JSON; an exit code. */
int cmd_check(int level, bool json);

/*
 * How many BPF programs are loaded that @level would refuse to load, which
 * would keep running after the raise; with @print, list them on stderr.
 */
int check_bpf_holes(int level, bool print);

#endif /* SECURELEVEL_CHECK_H */
