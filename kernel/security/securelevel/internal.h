/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Interfaces between the files of the securelevel LSM.  The decisions
 * themselves are pure functions (policy.h, wrapped in policy.c) so that
 * KUnit can check them without touching the system's real level.
 */
#ifndef _SECURITY_SECURELEVEL_INTERNAL_H
#define _SECURITY_SECURELEVEL_INTERNAL_H

#include <linux/security.h>
#include <linux/types.h>

#include "policy.h"

struct common_audit_data;

/* Longest write the securityfs file accepts; no valid level needs more. */
#define SECURELEVEL_WRITE_MAX	32

/* How the current level was reached; see securelevel_source_name(). */
enum securelevel_source {
	SECURELEVEL_SOURCE_KCONFIG,	/* CONFIG_SECURITY_SECURELEVEL_BOOTLEVEL */
	SECURELEVEL_SOURCE_CMDLINE,	/* securelevel= */
	SECURELEVEL_SOURCE_SECURE_BOOT,	/* raised for UEFI Secure Boot */
	SECURELEVEL_SOURCE_KEXEC,	/* handed over by the previous kernel */
	SECURELEVEL_SOURCE_WRITE,	/* written to securityfs */
	SECURELEVEL_SOURCE_SYSCTL,	/* written to kernel.securelevel */
	SECURELEVEL_SOURCE_KERNEL,	/* set_securelevel() */
};

/*
 * What a denial is about: a lockdown reason, or one of the operations that
 * securelevel restricts beyond lockdown (policy.h), numbered after them.
 */
enum securelevel_op {
	SECURELEVEL_OP_BASE = LOCKDOWN_CONFIDENTIALITY_MAX,
#define SECURELEVEL_OP(name, ...) SECURELEVEL_OP_##name,
#include "ops.h"
#undef SECURELEVEL_OP
	SECURELEVEL_OP_END
};

#define SECURELEVEL_OP_FIRST	(SECURELEVEL_OP_BASE + 1)

/* policy.c */
int securelevel_check_transition(int from, int to);
int securelevel_parse(const char *buf, size_t count, int *level);
bool securelevel_denies(int level, enum lockdown_reason what);

/* context.c */
struct block_device;
enum sl_opener securelevel_opener(void);
bool securelevel_bdev_in_use(struct block_device *bdev);
void securelevel_make_printable(char *s);
char *securelevel_describe_caller(void);

/* securelevel.c */
phys_addr_t securelevel_record_phys(void);
bool securelevel_is_active(void);
const char *securelevel_source_name(void);
int securelevel_change(int level, enum securelevel_source source);
struct seq_file;
void securelevel_show_changer(struct seq_file *m);

/* firewall.c */
struct sk_buff;
struct sock;
struct socket;
union bpf_attr;
bool securelevel_netlink_changes_firewall(struct sock *sk, struct sk_buff *skb);
bool securelevel_setsockopt_changes_firewall(struct socket *sock, int sol,
					     int optname);
#ifdef CONFIG_SECURITY_NETWORK
bool securelevel_bpf_attach_changes_firewall(int cmd, const union bpf_attr *attr);
#else
static inline bool securelevel_bpf_attach_changes_firewall(int cmd,
							   const union bpf_attr *attr)
{
	return false;
}
#endif

/* kexec.c */
#ifdef CONFIG_KEXEC_CORE
int securelevel_inherited_level(void);
#else
static inline int securelevel_inherited_level(void)
{
	return SL_INSECURE;
}
#endif

/* measure.c */
struct tpm_chip;
void __init securelevel_measure_boot(int level, const char *source);
void securelevel_measure_change(int from, int to, const char *source);
void securelevel_measure_extend(void);
void securelevel_show_measurements(struct seq_file *m);
void securelevel_show_pcr(struct seq_file *m);
bool securelevel_measures_tpm(const struct tpm_chip *chip);

/* report.c */
void securelevel_report_init(void);
void securelevel_report_denial(unsigned int op, int level,
			       const struct common_audit_data *ad);
void securelevel_report_change(int from, int to, const char *source, int err);

#endif /* _SECURITY_SECURELEVEL_INTERNAL_H */
