/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Minimal TAP output for the guest test programs.  Lines carry no test
 * numbers: the host numbers them when it merges every scenario's output.
 */
#ifndef SLTEST_TAP_H
#define SLTEST_TAP_H

#include <stdarg.h>
#include <stdio.h>

static int tap_failures;

__attribute__((format(printf, 2, 3)))
static inline void tap_result(int ok, const char *fmt, ...)
{
	va_list ap;

	if (!ok)
		tap_failures++;
	printf("%s - ", ok ? "ok" : "not ok");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

__attribute__((format(printf, 1, 2)))
static inline void tap_diag(const char *fmt, ...)
{
	va_list ap;

	printf("# ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

#endif /* SLTEST_TAP_H */
