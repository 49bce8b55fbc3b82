// SPDX-License-Identifier: GPL-2.0
/*
 * The BPF backend: the "get" and "set" programs that securelevel-bpf(8)
 * pinned, run with BPF_PROG_TEST_RUN.  Plain bpf(2) calls, no libbpf.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/bpf.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "backend.h"
#include "securelevel-bpf.h"

/* Present, even if this user may not look (bpffs is root's only). */
bool bpf_backend_present(void)
{
	return access(SL_PIN_DIR "/get", F_OK) == 0 || errno == EACCES;
}

/* Run the pinned program @name on @args; 0 or an errno. */
static int run_pinned(const char *name, void *args, size_t size)
{
	char path[128];
	union bpf_attr attr;
	int fd, err = 0;

	snprintf(path, sizeof(path), "%s/%s", SL_PIN_DIR, name);
	memset(&attr, 0, sizeof(attr));
	attr.pathname = (uint64_t)(uintptr_t)path;
	fd = (int)syscall(SYS_bpf, BPF_OBJ_GET, &attr, sizeof(attr));
	if (fd < 0)
		return errno;

	memset(&attr, 0, sizeof(attr));
	attr.test.prog_fd = (uint32_t)fd;
	attr.test.ctx_in = (uint64_t)(uintptr_t)args;
	attr.test.ctx_size_in = (uint32_t)size;	/* results come back here */
	if (syscall(SYS_bpf, BPF_PROG_TEST_RUN, &attr, sizeof(attr)) < 0)
		err = errno;
	close(fd);
	return err;
}

static int bpf_get(int *level, char *source, size_t len)
{
	struct sl_get_args args = { 0 };
	int err = run_pinned("get", &args, sizeof(args));

	if (err) {
		fprintf(stderr, "securelevel: running %s/get: %s\n", SL_PIN_DIR,
			strerror(err));
		return err == EACCES || err == EPERM ? EXIT_PERMISSION : EXIT_ERROR;
	}
	*level = args.level;
	snprintf(source, len, "%s",
		 args.source == SL_SOURCE_LOADER ? "loader" : "set");
	return EXIT_OK;
}

static int bpf_set(int level)
{
	struct sl_set_args args = { .level = level, .source = SL_SOURCE_WRITE };
	int err = run_pinned("set", &args, sizeof(args));

	return err ? err : -args.result;
}

const struct backend bpf_backend = {
	.name = "bpf",
	.where = "BPF LSM programs",
	.get = bpf_get,
	.set = bpf_set,
};
