/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Tiny BPF programs, written as raw instructions and loaded with libbpf's
 * low-level API, for the probes and for the tamper test: the kinds that
 * can change what kernel functions return (fmod_ret, BPF LSM, freplace,
 * bpf_override_return()), two that only observe (fentry, and a kprobe
 * program that reads kernel memory), and two kinds 6.12 has that 6.1 does
 * not (a sched_ext scheduler's struct_ops, a netfilter hook).
 *
 * Every loader returns a program fd, or a negative errno.
 */
#ifndef SLTEST_BPFPROG_H
#define SLTEST_BPFPROG_H

#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <linux/bpf.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define INSN(c, d, s, o, i) \
	((struct bpf_insn){ .code = (c), .dst_reg = (d), .src_reg = (s), \
			    .off = (o), .imm = (i) })
#define MOV_IMM(d, i)	INSN(BPF_ALU64 | BPF_MOV | BPF_K, d, 0, 0, i)
#define MOV_REG(d, s)	INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, 0, 0)
#define ADD_IMM(d, i)	INSN(BPF_ALU64 | BPF_ADD | BPF_K, d, 0, 0, i)
#define CALL(helper)	INSN(BPF_JMP | BPF_CALL, 0, 0, 0, helper)
#define CALL_REL(off)	INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, off)
#define EXIT()		INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)
#define COUNT(a)	(sizeof(a) / sizeof((a)[0]))

static inline int bpfprog_quiet(enum libbpf_print_level level, const char *fmt,
			 va_list ap)
{
	(void)level;
	(void)fmt;
	(void)ap;
	return 0;
}

static inline void bpfprog_init(void)
{
	libbpf_set_print(bpfprog_quiet);
}

/* The BTF id of kernel function @name, or a negative errno. */
static inline int kernel_func_id(const char *name)
{
	struct btf *vmlinux = btf__load_vmlinux_btf();
	int id;

	if (!vmlinux)
		return -errno;
	id = btf__find_by_name_kind(vmlinux, name, BTF_KIND_FUNC);
	btf__free(vmlinux);
	return id;
}

/*
 * The value of enumerator @name in the running kernel's BTF, or -ENOENT:
 * for program and attach types newer than the headers this is built with.
 */
static inline int kernel_enum_value(const char *enum_name, const char *name)
{
	struct btf *vmlinux = btf__load_vmlinux_btf();
	const struct btf_enum *e;
	const struct btf_type *t;
	int id, i, value = -ENOENT;

	if (!vmlinux)
		return -errno;
	id = btf__find_by_name_kind(vmlinux, enum_name, BTF_KIND_ENUM);
	if (id > 0) {
		t = btf__type_by_id(vmlinux, id);
		e = btf_enum(t);
		for (i = 0; i < btf_vlen(t); i++, e++)
			if (!strcmp(btf__name_by_offset(vmlinux, e->name_off), name))
				value = e->val;
	}
	btf__free(vmlinux);
	return value;
}

/* A program attached by BTF id to kernel function @func, returning @ret. */
static inline int load_btf_attached(enum bpf_prog_type type,
			     enum bpf_attach_type attach, const char *func,
			     int ret)
{
	struct bpf_insn insns[] = { MOV_IMM(BPF_REG_0, ret), EXIT() };
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = attach);
	int id = kernel_func_id(func);

	if (id < 0)
		return id;
	opts.attach_btf_id = id;
	return bpf_prog_load(type, "sltest", "GPL", insns, COUNT(insns), &opts);
}

/* fmod_ret on security_locked_down(): may replace its return value. */
static inline int load_fmod_ret(int ret)
{
	return load_btf_attached(BPF_PROG_TYPE_TRACING, BPF_MODIFY_RETURN,
				 "security_locked_down", ret);
}

/* A BPF LSM program on the locked_down hook. */
static inline int load_lsm(int ret)
{
	return load_btf_attached(BPF_PROG_TYPE_LSM, BPF_LSM_MAC,
				 "bpf_lsm_locked_down", ret);
}

/* fentry on security_locked_down(): observes only. */
static inline int load_fentry(void)
{
	return load_btf_attached(BPF_PROG_TYPE_TRACING, BPF_TRACE_FENTRY,
				 "security_locked_down", 0);
}

/* A kprobe program that calls bpf_override_return(). */
static inline int load_kprobe_override(void)
{
	struct bpf_insn insns[] = {
		MOV_IMM(BPF_REG_2, 0),	/* r1 is still the context */
		CALL(BPF_FUNC_override_return),
		MOV_IMM(BPF_REG_0, 0),
		EXIT(),
	};

	return bpf_prog_load(BPF_PROG_TYPE_KPROBE, "sltest", "GPL", insns,
			     COUNT(insns), NULL);
}

/* A kprobe program that reads kernel memory with bpf_probe_read_kernel(). */
static inline int load_bpf_read_kernel(void)
{
	struct bpf_insn insns[] = {
		MOV_REG(BPF_REG_1, BPF_REG_10),
		ADD_IMM(BPF_REG_1, -8),
		MOV_IMM(BPF_REG_2, 8),
		MOV_IMM(BPF_REG_3, 0),
		CALL(BPF_FUNC_probe_read_kernel),
		MOV_IMM(BPF_REG_0, 0),
		EXIT(),
	};

	return bpf_prog_load(BPF_PROG_TYPE_KPROBE, "sltest", "GPL", insns,
			     COUNT(insns), NULL);
}

/*
 * A struct_ops program for member @member of the kernel's struct @type,
 * returning 0: for "sched_ext_ops", "init", the start of a BPF CPU
 * scheduler (6.12).  -ENOENT if the kernel has no such struct or member.
 */
static inline int load_struct_ops(const char *type, const char *member)
{
	struct bpf_insn insns[] = { MOV_IMM(BPF_REG_0, 0), EXIT() };
	LIBBPF_OPTS(bpf_prog_load_opts, opts);
	struct btf *vmlinux = btf__load_vmlinux_btf();
	const struct btf_member *m;
	const struct btf_type *t;
	int id, i, n;

	if (!vmlinux)
		return -errno;
	id = btf__find_by_name_kind(vmlinux, type, BTF_KIND_STRUCT);
	if (id < 0) {
		btf__free(vmlinux);
		return -ENOENT;
	}
	t = btf__type_by_id(vmlinux, id);
	m = btf_members(t);
	n = btf_vlen(t);
	for (i = 0; i < n; i++, m++)
		if (!strcmp(btf__name_by_offset(vmlinux, m->name_off), member))
			break;
	btf__free(vmlinux);
	if (i == n)
		return -ENOENT;
	opts.attach_btf_id = id;
	opts.expected_attach_type = i;	/* the member's index */
	return bpf_prog_load(BPF_PROG_TYPE_STRUCT_OPS, "sltest", "GPL", insns,
			     COUNT(insns), &opts);
}

/* A netfilter hook program (6.4 and later) that accepts every packet. */
static inline int load_netfilter(void)
{
	struct bpf_insn insns[] = { MOV_IMM(BPF_REG_0, 1), EXIT() };	/* NF_ACCEPT */
	int type = kernel_enum_value("bpf_prog_type", "BPF_PROG_TYPE_NETFILTER");
	int attach = kernel_enum_value("bpf_attach_type", "BPF_NETFILTER");
	LIBBPF_OPTS(bpf_prog_load_opts, opts);

	if (type < 0 || attach < 0)
		return -ENOENT;
	opts.expected_attach_type = attach;
	return bpf_prog_load(type, "sltest", "GPL", insns, COUNT(insns), &opts);
}

/*
 * freplace: load a socket filter whose global function slt_sub(int) has
 * BTF, then an extension program that replaces slt_sub.  Returns the
 * extension's fd; *target gets the socket filter's fd (or -1).
 */
static inline int load_freplace(int *target)
{
	struct bpf_insn main_insns[] = {
		MOV_IMM(BPF_REG_1, 0),
		CALL_REL(1),		/* slt_sub(0), at insn 3 */
		EXIT(),
		MOV_IMM(BPF_REG_0, 0),	/* slt_sub */
		EXIT(),
	};
	struct bpf_insn ext_insns[] = { MOV_IMM(BPF_REG_0, 1), EXIT() };
	struct bpf_func_info main_funcs[2], ext_funcs[1];
	LIBBPF_OPTS(bpf_prog_load_opts, opts);
	int int_id, sub_proto, sub, main_proto, main_fn, fd, err;
	struct btf *btf = btf__new_empty();

	*target = -1;
	if (!btf)
		return -errno;
	int_id = btf__add_int(btf, "int", 4, BTF_INT_SIGNED);
	sub_proto = btf__add_func_proto(btf, int_id);
	btf__add_func_param(btf, "x", int_id);
	sub = btf__add_func(btf, "slt_sub", BTF_FUNC_GLOBAL, sub_proto);
	main_proto = btf__add_func_proto(btf, int_id);
	main_fn = btf__add_func(btf, "slt_main", BTF_FUNC_STATIC, main_proto);
	err = btf__load_into_kernel(btf);
	if (err) {
		btf__free(btf);
		return err;
	}

	main_funcs[0] = (struct bpf_func_info){ 0, (__u32)main_fn };
	main_funcs[1] = (struct bpf_func_info){ 3, (__u32)sub };
	opts.prog_btf_fd = btf__fd(btf);
	opts.func_info = main_funcs;
	opts.func_info_cnt = 2;
	opts.func_info_rec_size = sizeof(struct bpf_func_info);
	*target = bpf_prog_load(BPF_PROG_TYPE_SOCKET_FILTER, "slt_main", "GPL",
				main_insns, COUNT(main_insns), &opts);
	if (*target < 0) {
		fd = *target;
		*target = -1;
		btf__free(btf);
		return fd;
	}

	ext_funcs[0] = (struct bpf_func_info){ 0, (__u32)sub };
	opts.func_info = ext_funcs;
	opts.func_info_cnt = 1;
	opts.attach_prog_fd = *target;
	opts.attach_btf_id = sub;
	fd = bpf_prog_load(BPF_PROG_TYPE_EXT, "slt_sub", "GPL", ext_insns,
			   COUNT(ext_insns), &opts);
	btf__free(btf);
	return fd;
}

#endif /* SLTEST_BPFPROG_H */
