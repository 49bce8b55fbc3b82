// SPDX-License-Identifier: GPL-2.0
/*
 * The BPF backend: the programs securelevel-bpf(8) loaded and pinned.
 * The level is read from the guard program itself (the canary), which
 * nothing can answer in its place, not from the pins, which a mount can
 * hide or fake; raising attaches and proves the enforcing programs first
 * (arm.c).  Plain bpf(2) calls, no libbpf.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <ftw.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "arm.h"
#include "backend.h"
#include "securelevel-bpf.h"

/* Loaded: the guard answers, or the pins are there (maybe not for us). */
bool bpf_backend_present(void)
{
	int level;

	if (sl_canary(&level) == 0)
		return true;
	return access(SL_PIN_DIR "/get", F_OK) == 0 || errno == EACCES;
}

static int bpf_get(int *level, char *source, size_t len)
{
	struct sl_get_args args = { 0 };
	int err = sl_canary(level);

	if (err) {
		fprintf(stderr,
			"securelevel: the BPF backend's guard program does not answer (%s):\n"
			"  nothing enforces a level; see securelevel-bpf(8)\n",
			strerror(err));
		return err == EPERM || err == EACCES ? EXIT_PERMISSION :
						       EXIT_UNAVAILABLE;
	}
	/* Only where the level came from is read from the pins. */
	snprintf(source, len, "%s", "");
	if (sl_run_pinned("get", &args, sizeof(args)) == 0) {
		if (args.level == *level)
			snprintf(source, len, "%s",
				 args.source == SL_SOURCE_LOADER ? "loader" : "set");
		else
			fprintf(stderr,
				"securelevel: warning: the programs pinned in %s say level %d, the enforcing ones %d: the pins are not the backend's\n",
				SL_PIN_DIR, args.level, *level);
	}
	return EXIT_OK;
}

/* 1 if a kexec image is loaded (@file under /sys/kernel), else 0. */
static int kexec_loaded(const char *file)
{
	char path[64], c = '0';
	FILE *f;

	snprintf(path, sizeof(path), "/sys/kernel/%s", file);
	f = fopen(path, "r");
	if (!f)
		return 0;
	if (fread(&c, 1, 1, f) != 1)
		c = '0';
	fclose(f);
	return c == '1';
}

static void unload_kexec_images(void)
{
	/* kexec_file_load(-1, -1, 0, NULL, KEXEC_FILE_UNLOAD [| ON_CRASH]) */
	syscall(SYS_kexec_file_load, -1, -1, 0UL, NULL, 0x1UL);
	syscall(SYS_kexec_file_load, -1, -1, 0UL, NULL, 0x1UL | 0x2UL);
}

static int bpf_set(int level)
{
	const char *what;
	unsigned int missing, bit;
	int err, old, enforced;

	/*
	 * The next kernel would not inherit this backend's level: a loaded
	 * kexec image, a crash kernel too, is a way to a kernel below it.
	 */
	if (level > SL_INSECURE &&
	    (kexec_loaded("kexec_loaded") || kexec_loaded("kexec_crash_loaded"))) {
		fprintf(stderr,
			"securelevel: a kexec image is loaded (%s): the kernel it starts would not\n"
			"  inherit the level from the BPF backend; unload it first (kexec -u; kexec -p -u)\n",
			kexec_loaded("kexec_crash_loaded") ? "a crash kernel" : "kexec -l");
		return EBUSY;
	}
	err = sl_raise(level, SL_SOURCE_WRITE, &old, &missing, &what);
	if (err == ENOLINK) {
		fprintf(stderr,
			"securelevel: refusing level %d: these BPF programs never ran, so nothing would enforce it:\n ",
			level);
		for (bit = 0; bit < SL_BIT_COUNT; bit++)
			if (missing & (1u << bit))
				fprintf(stderr, " %s", sl_bit_name(bit));
		fprintf(stderr,
			"\n  is \"bpf\" in the kernel's active LSMs (/sys/kernel/security/lsm)?\n");
		return ENOLINK;
	}
	if (err && what)
		fprintf(stderr, "securelevel: attaching %s: %s\n", what,
			strerror(err));
	if (err)
		return err;
	/* A kexec load that raced with the raise is refused from now on. */
	if (level > SL_INSECURE)
		unload_kexec_images();
	/* Believe the enforcing programs, not the pinned "set". */
	if (sl_canary(&enforced) || enforced != level) {
		fprintf(stderr,
			"securelevel: the pinned \"set\" program said yes, but the enforcing programs are not at level %d\n",
			level);
		return EIO;
	}
	return 0;
}

/* The cgroup whose directory has inode @id, found by walking cgroup2. */
static uint64_t wanted_cgroup;
static char *found_cgroup;
static size_t found_len;

static int match_cgroup(const char *path, const struct stat *st, int type,
			struct FTW *ftw)
{
	(void)ftw;
	if (type != FTW_D || st->st_ino != wanted_cgroup)
		return 0;
	path += strlen(SL_CGROUP_ROOT);
	snprintf(found_cgroup, found_len, "%s", *path ? path : "/");
	return 1;
}

/* The path from the names the "set" program kept, when the id is gone. */
static void cgroup_from_names(struct changer *who, const struct sl_get_args *args)
{
	size_t n = 0;
	int i;

	who->cgroup[0] = '\0';
	if (args->changer_cgroup_deeper)
		n += (size_t)snprintf(who->cgroup, sizeof(who->cgroup), "/...");
	for (i = SL_CGROUP_NAMES - 1; i >= 0 && n < sizeof(who->cgroup); i--)
		if (args->changer_cgroup_names[i][0])
			n += (size_t)snprintf(who->cgroup + n, sizeof(who->cgroup) - n,
					      "/%.*s", SL_CGROUP_NAME_LEN,
					      args->changer_cgroup_names[i]);
	if (!who->cgroup[0])
		snprintf(who->cgroup, sizeof(who->cgroup), "/");
}

/*
 * Recorded by the pinned "set" program; believed only while the pinned
 * "get" agrees with the guard about the level (bpf_get()).
 */
static bool bpf_changed_by(struct changer *who)
{
	struct sl_get_args args = { 0 };
	int level;

	memset(who, 0, sizeof(*who));
	if (sl_canary(&level) || sl_run_pinned("get", &args, sizeof(args)) ||
	    args.level != level || !args.changer_pid)
		return false;
	who->pid = args.changer_pid;
	snprintf(who->comm, sizeof(who->comm), "%.*s",
		 (int)sizeof(args.changer_comm), args.changer_comm);
	wanted_cgroup = args.changer_cgroup;
	found_cgroup = who->cgroup;
	found_len = sizeof(who->cgroup);
	if (nftw(SL_CGROUP_ROOT, match_cgroup, 16, FTW_PHYS | FTW_MOUNT) != 1)
		cgroup_from_names(who, &args);
	changer_finish(who);
	return true;
}

const struct backend bpf_backend = {
	.name = "bpf",
	.where = "BPF LSM programs",
	.get = bpf_get,
	.set = bpf_set,
	.changed_by = bpf_changed_by,
};
