// SPDX-License-Identifier: GPL-2.0
/*
 * backend-tamper: try, as root, every way to remove or defeat the BPF
 * backend once the level is raised; each must fail.  Prints TAP.
 *
 *   backend-tamper
 *
 * The attempts: unlinking, renaming and removing the pins; unmounting
 * bpffs, lazily too, and from another mount namespace, and lazily
 * unmounting /sys above it; mounting over the pins; detaching and updating the links by id; and
 * taking the level map by id to write it.  The scenario checks the level
 * is still in force afterwards.
 */
#define _GNU_SOURCE
#include <bpf/bpf.h>
#include <dirent.h>
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
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
		    info.type == BPF_LINK_TYPE_TRACING) {
			snprintf(what, sizeof(what), "detach link %u", id);
			expect_eperm(bpf_link_detach(fd), what);
			snprintf(what, sizeof(what), "update link %u", id);
			expect_eperm(bpf_link_update(fd, other, NULL), what);
			n++;
		}
		close(fd);
	}
	tap_result(n >= 10, "tried detach and update of %d LSM links", n);
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

int main(void)
{
	bpfprog_init();
	try_pins();
	try_umounts();
	try_links();
	try_level_map();
	return tap_failures ? 1 : 0;
}
