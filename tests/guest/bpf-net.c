// SPDX-License-Identifier: GPL-2.0
/*
 * bpf-net: load the BPF programs that see packets before the firewall
 * does, as a task with CAP_BPF and CAP_NET_ADMIN but neither CAP_SYS_ADMIN
 * nor CAP_PERFMON (so that level 2's rule for kernel-reading loaders does
 * not apply), and try to attach XDP with a program loaded earlier.
 *
 *   bpf-net load xdp|tc|lwt    load one; exit 0 loaded, 1 EPERM, 2 else
 *   bpf-net xdp-attach IFNAME  attach an XDP program through netlink; it
 *                              stays attached after we exit
 *   bpf-net attach-at LEVEL IFNAME
 *       load an XDP program now, wait until the level is LEVEL, then
 *       attach it to IFNAME through netlink (IFLA_XDP) and as a BPF link
 *       (detaching what attached); TAP lines; exit 0 when both were
 *       refused with EPERM
 */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/capability.h>
#include <linux/if_link.h>
#include <net/if.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "bpfprog.h"
#include "tap.h"

#define XDP_PASS_CODE	2	/* XDP_PASS */
#define TC_ACT_OK_CODE	0	/* TC_ACT_OK */
#define BPF_OK_CODE	0	/* BPF_OK, for lightweight tunnels */
#define LEVEL_FILE	"/sys/kernel/security/securelevel"

/* Keep CAP_BPF and CAP_NET_ADMIN; drop what would make the load read kernel memory. */
static int drop_kernel_readers(void)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	if (syscall(SYS_capget, &h, d) < 0)
		return -1;
	d[0].effective &= ~(1u << CAP_SYS_ADMIN);
	d[1].effective &= ~(1u << (CAP_PERFMON - 32));
	return (int)syscall(SYS_capset, &h, d);
}

static int load(enum bpf_prog_type type, int ret)
{
	struct bpf_insn insns[] = { MOV_IMM(BPF_REG_0, ret), EXIT() };

	return bpf_prog_load(type, "sltest_net", "GPL", insns, COUNT(insns),
			     NULL);
}

static int level_now(void)
{
	FILE *f = fopen(LEVEL_FILE, "r");
	int level = -100;

	if (f) {
		if (fscanf(f, "%d", &level) != 1)
			level = -100;
		fclose(f);
	}
	return level;
}

static int cmd_load(const char *what)
{
	int fd;

	if (!strcmp(what, "xdp"))
		fd = load(BPF_PROG_TYPE_XDP, XDP_PASS_CODE);
	else if (!strcmp(what, "tc"))
		fd = load(BPF_PROG_TYPE_SCHED_CLS, TC_ACT_OK_CODE);
	else if (!strcmp(what, "lwt"))
		fd = load(BPF_PROG_TYPE_LWT_IN, BPF_OK_CODE);
	else
		return 2;
	if (fd >= 0) {
		printf("%s: loaded\n", what);
		close(fd);
		return 0;
	}
	printf("%s: refused: %s\n", what, strerrorname_np(-fd));
	return fd == -EPERM ? 1 : 2;
}

static int cmd_attach_at(int level, const char *ifname)
{
	unsigned int ifindex = if_nametoindex(ifname);
	struct timespec tick = { 0, 10 * 1000 * 1000 };
	int fd, err, link, i;

	if (!ifindex) {
		tap_result(false, "xdp-attach: no interface %s", ifname);
		return 2;
	}
	fd = load(BPF_PROG_TYPE_XDP, XDP_PASS_CODE);
	tap_result(fd >= 0, "xdp-attach: an XDP program loaded at level %d (%s)",
		   level_now(), fd >= 0 ? "ok" : strerrorname_np(-fd));
	if (fd < 0)
		return 2;
	fflush(stdout);
	for (i = 0; i < 6000 && level_now() != level; i++)
		nanosleep(&tick, NULL);
	if (level_now() != level) {
		tap_result(false, "xdp-attach: the level never became %d", level);
		return 2;
	}
	err = bpf_xdp_attach((int)ifindex, fd, XDP_FLAGS_SKB_MODE, NULL);
	tap_result(err == -EPERM,
		   "xdp-attach: attaching it to %s at level %d through netlink: %s",
		   ifname, level, err ? strerrorname_np(-err) : "attached");
	if (!err)
		bpf_xdp_detach((int)ifindex, XDP_FLAGS_SKB_MODE, NULL);
	link = bpf_link_create(fd, (int)ifindex, BPF_XDP, NULL);
	tap_result(link == -EPERM,
		   "xdp-attach: attaching it to %s at level %d as a BPF link: %s",
		   ifname, level, link < 0 ? strerrorname_np(-link) : "attached");
	if (link >= 0)
		close(link);
	close(fd);
	return err == -EPERM && link == -EPERM ? 0 : 1;
}

static int cmd_xdp_attach(const char *ifname)
{
	unsigned int ifindex = if_nametoindex(ifname);
	int fd = load(BPF_PROG_TYPE_XDP, XDP_PASS_CODE), err;

	if (!ifindex || fd < 0) {
		printf("xdp-attach: %s\n", !ifindex ? "no such interface" :
		       strerrorname_np(-fd));
		return 2;
	}
	err = bpf_xdp_attach((int)ifindex, fd, XDP_FLAGS_SKB_MODE, NULL);
	printf("xdp-attach: %s\n", err ? strerrorname_np(-err) : "attached");
	close(fd);
	return err ? 1 : 0;
}

int main(int argc, char **argv)
{
	bpfprog_init();
	if (drop_kernel_readers() < 0) {
		perror("bpf-net: capset");
		return 2;
	}
	if (argc == 3 && !strcmp(argv[1], "load"))
		return cmd_load(argv[2]);
	if (argc == 3 && !strcmp(argv[1], "xdp-attach"))
		return cmd_xdp_attach(argv[2]);
	if (argc == 4 && !strcmp(argv[1], "attach-at"))
		return cmd_attach_at(atoi(argv[2]), argv[3]);
	fprintf(stderr,
		"usage: bpf-net load xdp|tc|lwt\n"
		"       bpf-net xdp-attach IFNAME\n"
		"       bpf-net attach-at LEVEL IFNAME\n");
	return 2;
}
