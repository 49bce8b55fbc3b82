// SPDX-License-Identifier: GPL-2.0
/*
 * attack-bpf-read: try, as root, to read kernel memory with BPF programs
 * that lockdown=confidentiality does not stop, and look at what they
 * read.  Prints TAP.
 *
 *   attack-bpf-read --expect=refused|through
 *
 * The attacks: bpf_snprintf("%s", address) on linux_banner from a syscall
 * program and from a socket filter (every program type gets that helper
 * with CAP_PERFMON), and a BTF pointer walk: current->comm read straight
 * from the task_struct.  "refused": each load must fail with EPERM
 * (level 2).  "through": each must load, run and return the kernel's
 * bytes (the unprotected control).  In both modes a socket filter loaded
 * with CAP_PERFMON and CAP_SYS_ADMIN dropped must still load, and the
 * verifier must refuse it bpf_snprintf(): without those capabilities no
 * program can read kernel memory, which is why level 2 allows that.
 */
#define _GNU_SOURCE
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <errno.h>
#include <linux/capability.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bpfprog.h"
#include "tap.h"

#define OUT_SIZE	64
#define LD_IMM64(d, src, imm) \
	INSN(BPF_LD | BPF_DW | BPF_IMM, d, src, 0, imm), INSN(0, 0, 0, 0, 0)
#define ST_W(d, off, imm)	INSN(BPF_ST | BPF_MEM | BPF_W, d, 0, off, imm)
#define STX_DW(d, s, off)	INSN(BPF_STX | BPF_MEM | BPF_DW, d, s, off, 0)
#define LDX_DW(d, s, off)	INSN(BPF_LDX | BPF_MEM | BPF_DW, d, s, off, 0)
#define JEQ_IMM(d, imm, off)	INSN(BPF_JMP | BPF_JEQ | BPF_K, d, 0, off, imm)

static bool expect_refused;

static unsigned long kallsyms_addr(const char *name)
{
	char line[256], sym[128], type;
	unsigned long addr;
	FILE *f = fopen("/proc/kallsyms", "r");

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%lx %c %127s", &addr, &type, sym) == 3 &&
		    !strcmp(sym, name)) {
			fclose(f);
			return addr;
		}
	fclose(f);
	return 0;
}

/* A one-entry array map to read the program's output from. */
static int out_map(void)
{
	return bpf_map_create(BPF_MAP_TYPE_ARRAY, "sltest_out", 4, OUT_SIZE, 1,
			      NULL);
}

/* The format string, in a frozen read-only map as bpf_snprintf() wants. */
static int fmt_map(void)
{
	LIBBPF_OPTS(bpf_map_create_opts, o, .map_flags = BPF_F_RDONLY_PROG);
	char fmt[8] = "%s";
	int key = 0, fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "sltest_fmt", 4,
					 sizeof(fmt), 1, &o);

	if (fd < 0)
		return fd;
	if (bpf_map_update_elem(fd, &key, fmt, 0) < 0 || bpf_map_freeze(fd) < 0) {
		close(fd);
		return -errno;
	}
	return fd;
}

/* bpf_snprintf(out, 64, "%s", addr) into the output map. */
static int load_snprintf(enum bpf_prog_type type, int out, int fmt,
			 unsigned long addr)
{
	struct bpf_insn insns[] = {
		ST_W(BPF_REG_10, -4, 0),			/* key = 0 */
		MOV_REG(BPF_REG_2, BPF_REG_10),
		ADD_IMM(BPF_REG_2, -4),
		LD_IMM64(BPF_REG_1, BPF_PSEUDO_MAP_FD, out),
		CALL(BPF_FUNC_map_lookup_elem),
		JEQ_IMM(BPF_REG_0, 0, 12),			/* to r0 = 0 */
		MOV_REG(BPF_REG_7, BPF_REG_0),
		LD_IMM64(BPF_REG_1, 0, 0),			/* the address */
		STX_DW(BPF_REG_10, BPF_REG_1, -16),		/* data[0] */
		MOV_REG(BPF_REG_1, BPF_REG_7),			/* out */
		MOV_IMM(BPF_REG_2, OUT_SIZE),
		LD_IMM64(BPF_REG_3, BPF_PSEUDO_MAP_VALUE, fmt),	/* "%s" */
		MOV_REG(BPF_REG_4, BPF_REG_10),
		ADD_IMM(BPF_REG_4, -16),
		MOV_IMM(BPF_REG_5, 8),
		CALL(BPF_FUNC_snprintf),
		MOV_IMM(BPF_REG_0, 0),
		EXIT(),
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts);

	insns[8].imm = (int)(addr & 0xffffffff);
	insns[9].imm = (int)(addr >> 32);
	if (type == BPF_PROG_TYPE_SYSCALL)
		opts.prog_flags = BPF_F_SLEEPABLE;
	return bpf_prog_load(type, "sltest_read", "GPL", insns, COUNT(insns), &opts);
}

/* The offset of task_struct.comm in this kernel's BTF. */
static int comm_offset(void)
{
	struct btf *btf = btf__load_vmlinux_btf();
	const struct btf_member *m;
	const struct btf_type *t;
	int id, i, off = -1;

	if (!btf)
		return -1;
	id = btf__find_by_name_kind(btf, "task_struct", BTF_KIND_STRUCT);
	t = id > 0 ? btf__type_by_id(btf, id) : NULL;
	for (i = 0, m = t ? btf_members(t) : NULL; t && i < btf_vlen(t); i++, m++)
		if (!strcmp(btf__name_by_offset(btf, m->name_off), "comm"))
			off = (int)(btf_member_bit_offset(t, i) / 8);
	btf__free(btf);
	return off;
}

/* A syscall program copying current->comm through the BTF pointer. */
static int load_btf_walk(int out, int off)
{
	struct bpf_insn insns[] = {
		ST_W(BPF_REG_10, -4, 0),
		MOV_REG(BPF_REG_2, BPF_REG_10),
		ADD_IMM(BPF_REG_2, -4),
		LD_IMM64(BPF_REG_1, BPF_PSEUDO_MAP_FD, out),
		CALL(BPF_FUNC_map_lookup_elem),
		JEQ_IMM(BPF_REG_0, 0, 4),			/* to r0 = 0 */
		MOV_REG(BPF_REG_7, BPF_REG_0),
		CALL(BPF_FUNC_get_current_task_btf),
		LDX_DW(BPF_REG_1, BPF_REG_0, off),
		STX_DW(BPF_REG_7, BPF_REG_1, 0),
		MOV_IMM(BPF_REG_0, 0),
		EXIT(),
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .prog_flags = BPF_F_SLEEPABLE);

	return bpf_prog_load(BPF_PROG_TYPE_SYSCALL, "sltest_walk", "GPL", insns,
			     COUNT(insns), &opts);
}

/* Run @prog once; then the output map's value. */
static void run(int prog, enum bpf_prog_type type, int out, char *got)
{
	unsigned char pkt[64] = { 0 };
	LIBBPF_OPTS(bpf_test_run_opts, topts);
	int key = 0;

	if (type == BPF_PROG_TYPE_SOCKET_FILTER) {
		topts.data_in = pkt;
		topts.data_size_in = sizeof(pkt);
	}
	bpf_prog_test_run_opts(prog, &topts);
	memset(got, 0, OUT_SIZE + 1);
	bpf_map_lookup_elem(out, &key, got);
}

static void judge(const char *what, int prog, enum bpf_prog_type type,
		  int out, const char *want)
{
	char got[OUT_SIZE + 1];

	if (prog >= 0) {
		run(prog, type, out, got);
		close(prog);
	} else {
		got[0] = 0;
	}
	if (expect_refused)
		tap_result(prog == -EPERM && !strstr(got, want),
			   "bpf-read: %s: %s, read %s (want EPERM at load)", what,
			   prog < 0 ? strerrorname_np(-prog) : "loaded",
			   strstr(got, want) ? "kernel memory" : "nothing");
	else
		tap_result(prog >= 0 && strstr(got, want),
			   "bpf-read (unprotected control): %s: %s, read \"%.40s\" (want \"%s\")",
			   what, prog < 0 ? strerrorname_np(-prog) : "loaded", got,
			   want);
}

/* Without CAP_PERFMON and CAP_SYS_ADMIN: loads still work, reads do not. */
static void without_perfmon(int out, int fmt, unsigned long banner)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];
	struct bpf_insn ret0[] = { MOV_IMM(BPF_REG_0, 0), EXIT() };
	int status, ok, rd;
	pid_t pid;

	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		syscall(SYS_capget, &h, d);
		d[0].effective &= ~(1u << CAP_SYS_ADMIN);
		d[1].effective &= ~(1u << (CAP_PERFMON - 32));
		if (syscall(SYS_capset, &h, d) < 0)
			_exit(3);
		ok = bpf_prog_load(BPF_PROG_TYPE_SOCKET_FILTER, "sltest", "GPL",
				   ret0, COUNT(ret0), NULL);
		rd = load_snprintf(BPF_PROG_TYPE_SOCKET_FILTER, out, fmt, banner);
		_exit((ok >= 0 ? 0 : 1) | (rd == -EINVAL ? 0 : 2));
	}
	waitpid(pid, &status, 0);
	status = WIFEXITED(status) ? WEXITSTATUS(status) : 4;
	tap_result(!(status & 1) && status != 3 && status != 4,
		   "bpf-read: without CAP_PERFMON and CAP_SYS_ADMIN a socket filter still loads");
	tap_result(!(status & 2) && status != 3 && status != 4,
		   "bpf-read: without them the verifier refuses bpf_snprintf() (EINVAL), whatever the level");
}

int main(int argc, char **argv)
{
	unsigned long banner = kallsyms_addr("linux_banner");
	int out, fmt, off;

	if (argc != 2 || (strcmp(argv[1], "--expect=refused") &&
			  strcmp(argv[1], "--expect=through"))) {
		fprintf(stderr, "usage: attack-bpf-read --expect=refused|through\n");
		return 2;
	}
	expect_refused = !strcmp(argv[1], "--expect=refused");
	bpfprog_init();
	out = out_map();
	fmt = fmt_map();
	off = comm_offset();
	if (!banner || out < 0 || fmt < 0 || off < 0) {
		tap_result(0, "bpf-read: set up: linux_banner at %#lx, maps %d %d, comm at %d",
			   banner, out, fmt, off);
		return 1;
	}
	judge("syscall program, bpf_snprintf(\"%s\", linux_banner)",
	      load_snprintf(BPF_PROG_TYPE_SYSCALL, out, fmt, banner),
	      BPF_PROG_TYPE_SYSCALL, out, "Linux version");
	judge("socket filter, bpf_snprintf(\"%s\", linux_banner)",
	      load_snprintf(BPF_PROG_TYPE_SOCKET_FILTER, out, fmt, banner),
	      BPF_PROG_TYPE_SOCKET_FILTER, out, "Linux version");
	judge("syscall program, current->comm through a BTF pointer",
	      load_btf_walk(out, off), BPF_PROG_TYPE_SYSCALL, out, "attack-b");
	without_perfmon(out, fmt, banner);
	return tap_failures ? 1 : 0;
}
