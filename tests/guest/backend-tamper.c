// SPDX-License-Identifier: GPL-2.0
/*
 * backend-tamper: try, as root, every way to remove or defeat the BPF
 * backend once the level is raised; each must fail.  Prints TAP.
 *
 *   backend-tamper
 *
 * The attempts: unlinking, renaming and removing the pins; unmounting
 * bpffs, lazily too, and from another mount namespace, and lazily
 * unmounting /sys above it; mounting over the pins; moving bpffs away and
 * removing its new mountpoint from another mount namespace (which would
 * detach it with no umount at all), renaming over a mountpoint and
 * unlinking a file mountpoint the same way; detaching and updating the
 * links by id; and taking the level map by id to write it.  Afterwards
 * every program must still be attached: the scenario checks the level
 * and the probes too.
 */
#define _GNU_SOURCE
#include <bpf/bpf.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <stddef.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../../tools/securelevel-bpf/securelevel-bpf.h"
#include "bpfprog.h"
#include "tap.h"

static const char *errname(int err)
{
	return err ? strerrorname_np(err) : "success";
}

static void expect_eperm(int ret, const char *what)
{
	int err = ret < 0 ? errno : 0;

	tap_result(err == EPERM, "%s: %s (want EPERM)", what, errname(err));
}

static void try_pins(void)
{
	char path[300], moved[300];
	struct dirent *de;
	DIR *d = opendir(SL_PIN_DIR);
	int n = 0;

	if (!d) {
		tap_result(0, "open %s: %s", SL_PIN_DIR, strerrorname_np(errno));
		return;
	}
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", SL_PIN_DIR, de->d_name);
		snprintf(moved, sizeof(moved), "%s/moved", SL_PIN_ROOT);
		expect_eperm(unlink(path), path);
		errno = 0;
		if (rename(path, moved) == 0 || errno != EPERM)
			tap_result(0, "rename %s: %s (want EPERM)", path,
				   errname(errno));
		n++;
	}
	closedir(d);
	tap_result(n >= 10, "tried unlink and rename of all %d pins", n);
	expect_eperm(rmdir(SL_PIN_DIR), "rmdir " SL_PIN_DIR);
	expect_eperm(rename(SL_PIN_DIR, SL_PIN_ROOT "/elsewhere"),
		     "rename " SL_PIN_DIR);
}

static void try_umounts(void)
{
	int status;
	pid_t pid;

	expect_eperm(umount(SL_PIN_ROOT), "umount " SL_PIN_ROOT);
	expect_eperm(umount2(SL_PIN_ROOT, MNT_DETACH), "umount -l " SL_PIN_ROOT);
	expect_eperm(umount2("/sys", MNT_DETACH), "umount -l /sys (bpffs below it)");
	expect_eperm(mount("none", SL_PIN_ROOT, "tmpfs", 0, NULL),
		     "mount tmpfs over " SL_PIN_ROOT);
	expect_eperm(mount("none", SL_PIN_DIR, "tmpfs", 0, NULL),
		     "mount tmpfs over " SL_PIN_DIR);
	expect_eperm(mount(NULL, SL_PIN_ROOT, NULL, MS_REMOUNT | MS_RDONLY, NULL),
		     "remount " SL_PIN_ROOT " read-only");

	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		if (unshare(CLONE_NEWNS) < 0 ||
		    mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) {
			tap_result(0, "new mount namespace: %s",
				   strerrorname_np(errno));
		} else {
			expect_eperm(umount2(SL_PIN_ROOT, MNT_DETACH),
				     "umount -l " SL_PIN_ROOT " in a new mount namespace");
		}
		fflush(stdout);
		_exit(0);
	}
	waitpid(pid, &status, 0);
}

/*
 * The detach that needs no umount: move bpffs (the old mount API tells
 * the hook only the target), then remove the new mountpoint from a mount
 * namespace in which nothing is mounted on it.  Likewise a rename over a
 * mountpoint and an unlink of a file mountpoint.
 */
static void try_detach_by_removal(void)
{
	const char *dir = "/tmp/moved-bpffs";
	int status, fd;
	pid_t pid;
	int go[2], done[2];
	char c;

	mkdir(dir, 0700);
	fd = open("/tmp/file-mountpoint", O_CREAT | O_WRONLY, 0600);
	if (fd >= 0)
		close(fd);
	fd = open("/tmp/file-source", O_CREAT | O_WRONLY, 0600);
	if (fd >= 0)
		close(fd);
	if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0 ||
	    pipe(go) < 0 || pipe(done) < 0) {
		tap_result(0, "set up the detach attack: %s", strerrorname_np(errno));
		return;
	}
	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		/* A namespace of its own, where nothing is on @dir. */
		if (unshare(CLONE_NEWNS) < 0)
			_exit(1);
		if (write(done[1], "x", 1) != 1 || read(go[0], &c, 1) != 1)
			_exit(1);
		expect_eperm(rmdir(dir),
			     "rmdir the directory bpffs was moved onto, from another mount namespace");
		mkdir("/tmp/other", 0700);
		expect_eperm(rename("/tmp/other", dir),
			     "rename over that mountpoint, from another mount namespace");
		expect_eperm(unlink("/tmp/file-mountpoint"),
			     "unlink a file mountpoint, from another mount namespace");
		fflush(stdout);
		_exit(0);
	}
	if (read(done[0], &c, 1) != 1) {
		tap_result(0, "the child namespace did not start");
		return;
	}
	if (mount(SL_PIN_ROOT, dir, NULL, MS_MOVE, NULL) < 0)
		tap_result(1, "move bpffs: refused already (%s)", strerrorname_np(errno));
	else
		tap_result(1, "move bpffs to %s (allowed: the hook sees only the target)", dir);
	if (mount("/tmp/file-source", "/tmp/file-mountpoint", NULL, MS_BIND, NULL) < 0)
		tap_result(0, "bind-mount a file: %s", strerrorname_np(errno));
	if (write(go[1], "x", 1) != 1)
		tap_result(0, "signal the child");
	waitpid(pid, &status, 0);
	/* Put bpffs back where the CLI looks for it. */
	if (mount(dir, SL_PIN_ROOT, NULL, MS_MOVE, NULL) < 0)
		tap_result(0, "move bpffs back: %s", strerrorname_np(errno));
	umount("/tmp/file-mountpoint");
}

static void try_links(void)
{
	__u32 id = 0;
	int n = 0, other = load_fentry();

	while (bpf_link_get_next_id(id, &id) == 0) {
		struct bpf_link_info info = { 0 };
		__u32 len = sizeof(info);
		int fd = bpf_link_get_fd_by_id(id);
		char what[64];

		if (fd < 0)
			continue;
		if (bpf_obj_get_info_by_fd(fd, &info, &len) == 0 &&
		    (info.type == BPF_LINK_TYPE_TRACING ||
		     info.type == BPF_LINK_TYPE_CGROUP)) {
			snprintf(what, sizeof(what), "detach link %u", id);
			expect_eperm(bpf_link_detach(fd), what);
			snprintf(what, sizeof(what), "update link %u", id);
			expect_eperm(bpf_link_update(fd, other, NULL), what);
			n++;
		}
		close(fd);
	}
	tap_result(n >= 10, "tried detach and update of %d LSM and cgroup links", n);
	if (other >= 0)
		close(other);
}

static void try_level_map(void)
{
	struct bpf_prog_info info = { 0 };
	__u32 len = sizeof(info), ids[8], i;
	int prog = bpf_obj_get(SL_PIN_DIR "/get");

	if (prog < 0) {
		tap_result(0, "open %s/get: %s", SL_PIN_DIR, strerrorname_np(errno));
		return;
	}
	info.nr_map_ids = 8;
	info.map_ids = (__u64)(unsigned long)ids;
	if (bpf_obj_get_info_by_fd(prog, &info, &len) < 0 || !info.nr_map_ids) {
		tap_result(0, "find the level map: %s", strerrorname_np(errno));
		close(prog);
		return;
	}
	for (i = 0; i < info.nr_map_ids && i < 8; i++) {
		char what[64];

		snprintf(what, sizeof(what), "take the level map (id %u) by id",
			 ids[i]);
		expect_eperm(bpf_map_get_fd_by_id(ids[i]), what);
	}
	close(prog);
}

/* How many BPF links the kernel has. */
static int count_links(void)
{
	__u32 id = 0;
	int n = 0;

	while (bpf_link_get_next_id(id, &id) == 0)
		n++;
	return n;
}

/*
 * Hide the real pins and put fake ones where the CLI looks: a second
 * bpffs with a "get" that says level 0 and a "set" that says yes, bound
 * over /sys/fs/bpf by way of a tmpfs mounted on /sys/fs above it.
 */
static int fake_pins(void)
{
	/* level (or, for "set", result) = 0, source = 1 */
	struct bpf_insn get[] = {
		MOV_IMM(BPF_REG_2, 0),
		INSN(BPF_STX | BPF_MEM | BPF_W, BPF_REG_1, BPF_REG_2, 0, 0),
		MOV_IMM(BPF_REG_2, 1),
		INSN(BPF_STX | BPF_MEM | BPF_W, BPF_REG_1, BPF_REG_2, 4, 0),
		MOV_IMM(BPF_REG_0, 0), EXIT(),
	};
	struct bpf_insn set[] = {
		MOV_IMM(BPF_REG_2, 0),
		INSN(BPF_STX | BPF_MEM | BPF_W, BPF_REG_1, BPF_REG_2,
		     offsetof(struct sl_set_args, result), 0),
		MOV_IMM(BPF_REG_0, 0), EXIT(),
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .prog_flags = BPF_F_SLEEPABLE);
	const char *fake = "/tmp/fakebpf";
	int g, st;

	g = bpf_prog_load(BPF_PROG_TYPE_SYSCALL, "sl_get", "GPL", get,
			  COUNT(get), &opts);
	st = bpf_prog_load(BPF_PROG_TYPE_SYSCALL, "sl_set", "GPL", set,
			   COUNT(set), &opts);
	mkdir(fake, 0700);
	if (g < 0 || st < 0 || mount("bpf", fake, "bpf", 0, NULL) < 0 ||
	    mkdir("/tmp/fakebpf/" SL_PIN_DIR_NAME, 0700) < 0 ||
	    bpf_obj_pin(g, "/tmp/fakebpf/" SL_PIN_DIR_NAME "/get") < 0 ||
	    bpf_obj_pin(st, "/tmp/fakebpf/" SL_PIN_DIR_NAME "/set") < 0) {
		tap_result(0, "fake pins: %s (get %d, set %d)", strerrorname_np(errno), g, st);
		return 1;
	}
	if (mount("none", "/sys/fs", "tmpfs", 0, NULL) < 0 ||
	    mkdir(SL_PIN_ROOT, 0700) < 0 ||
	    mount(fake, SL_PIN_ROOT, NULL, MS_BIND, NULL) < 0) {
		tap_result(0, "mount the fake pins over " SL_PIN_ROOT ": %s",
			   strerrorname_np(errno));
		return 1;
	}
	tap_result(1, "fake get and set programs now answer at " SL_PIN_DIR
		   " (a tmpfs over /sys/fs and a second bpffs: allowed)");
	return 0;
}

/*
 * Run the pinned "set" program directly, skipping the CLI's attach and
 * self-test: with the enforcing programs not attached (a boot at level
 * 0), it must refuse to raise, naming what never ran.
 */
static int raw_set(void)
{
	struct sl_set_args set = { .level = 1, .source = SL_SOURCE_WRITE };
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = &set,
		    .ctx_size_in = sizeof(set));
	int fd = bpf_obj_get(SL_PIN_DIR "/set");

	if (fd < 0 || bpf_prog_test_run_opts(fd, &opts) < 0) {
		tap_result(0, "run the pinned set program: %s", strerrorname_np(errno));
		return 1;
	}
	tap_result(set.result == -ENOLINK && set.missing,
		   "the set program, run directly with nothing attached, refuses level 1: %s (missing %#x)",
		   set.result ? strerrorname_np(-set.result) : "raised", set.missing);
	close(fd);
	return tap_failures ? 1 : 0;
}

int main(int argc, char **argv)
{
	int before, after;

	bpfprog_init();
	if (argc == 2 && !strcmp(argv[1], "fake-pins"))
		return fake_pins();
	if (argc == 2 && !strcmp(argv[1], "raw-set"))
		return raw_set();
	before = count_links();
	try_pins();
	try_umounts();
	try_detach_by_removal();
	try_links();
	try_level_map();
	after = count_links();
	tap_result(after == before && before >= 10,
		   "every link still attached afterwards: %d before, %d after",
		   before, after);
	return tap_failures ? 1 : 0;
}
