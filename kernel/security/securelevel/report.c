// SPDX-License-Identifier: GPL-2.0
/*
 * Reporting securelevel denials: one kernel log line, rate limited per
 * kind of operation so that a flood of one kind cannot hide another, and
 * one audit record for every denial where audit is enabled.  Every change
 * of the level, and every refused one, is an audit record too.
 */

#define pr_fmt(fmt) "securelevel: " fmt

#include <linux/audit.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/lsm_audit.h>
#include <linux/printk.h>
#include <linux/ratelimit.h>
#include <linux/sched.h>
#include <linux/security.h>

#include "internal.h"

static const char *const op_names[] = {
#define SECURELEVEL_OP(name, text) \
	[SL_OP_##name] = text,
#include "ops.h"
#undef SECURELEVEL_OP
};

static struct ratelimit_state denial_ratelimit[SECURELEVEL_OP_END];

struct securelevel_audit {
	struct common_audit_data ad;
	const char *op;
	int level;
};

static const char *op_name(unsigned int op)
{
	if (op < LOCKDOWN_CONFIDENTIALITY_MAX && lockdown_reasons[op])
		return lockdown_reasons[op];
	if (op >= SECURELEVEL_OP_FIRST && op < SECURELEVEL_OP_END)
		return op_names[op - SECURELEVEL_OP_FIRST];
	return "unknown operation";
}

static void securelevel_audit_pre(struct audit_buffer *ab, void *data)
{
	struct securelevel_audit *sa =
		container_of(data, struct securelevel_audit, ad);

	audit_log_format(ab, "lsm=securelevel securelevel=%d op=\"%s\"",
			 sa->level, sa->op);
}

/**
 * securelevel_report_denial - log and audit a denial
 * @op: a lockdown reason, or a SECURELEVEL_OP_* value
 * @level: the level that denied it
 * @ad: what the denial was about, for the audit record
 */
void securelevel_report_denial(unsigned int op, int level,
			       const struct common_audit_data *ad)
{
	struct securelevel_audit sa = {
		.ad = *ad,
		.op = op_name(op),
		.level = level,
	};

	if (op < ARRAY_SIZE(denial_ratelimit) &&
	    __ratelimit(&denial_ratelimit[op]))
		pr_notice("%s[%d]: %s is denied at securelevel %d\n",
			  current->comm, task_pid_nr(current), sa.op, level);

	common_lsm_audit(&sa.ad, securelevel_audit_pre, NULL);
}

/**
 * securelevel_report_change - audit a change of the level, or a refusal
 * @from: the level before
 * @to: the level asked for
 * @source: who asked (securelevel_source_name())
 * @err: 0 if the level is now @to, else why it is still @from
 *
 * An AUDIT_MAC_STATUS record, as SELinux writes when its enforcing mode
 * changes, with the task that asked: pid, uid, auid, comm, exe.
 */
void securelevel_report_change(int from, int to, const char *source, int err)
{
	struct audit_buffer *ab;

	ab = audit_log_start(audit_context(), GFP_KERNEL, AUDIT_MAC_STATUS);
	if (!ab)
		return;
	audit_log_format(ab, "lsm=securelevel op=setlevel");
	audit_log_format(ab, " old_securelevel=%d securelevel=%d source=%s",
			 from, to, source);
	audit_log_task_info(ab);
	audit_log_format(ab, " res=%d", !err);
	audit_log_end(ab);
}

void __init securelevel_report_init(void)
{
	int i;

	for (i = 0; i < ARRAY_SIZE(denial_ratelimit); i++)
		ratelimit_state_init(&denial_ratelimit[i],
				     DEFAULT_RATELIMIT_INTERVAL,
				     DEFAULT_RATELIMIT_BURST);
}
