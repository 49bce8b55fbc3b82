// SPDX-License-Identifier: GPL-2.0
/*
 * The measurement log: the boot level and every change of the level since,
 * one line each in /sys/kernel/security/securelevel_measurements:
 *
 *   SEQUENCE SECONDS FROM TO SOURCE PID COMM
 *
 * SECONDS since boot (CLOCK_BOOTTIME, which nobody can set), FROM "-" for
 * the boot level.  With a TPM 2.0, each line is also extended into a PCR
 * (CONFIG_SECURITY_SECURELEVEL_TPM_PCR), in every bank the TPM has, hashed
 * with that bank's algorithm, so that a quote over the PCR proves the log:
 * a verifier replays the lines and compares.  The ratchet bounds the log:
 * from the boot level, at most one change to each level above it, or one
 * to -1.  Lines recorded before the TPM is up (the boot level is set
 * before any driver has run) are extended when it comes up.
 */

#define pr_fmt(fmt) "securelevel: " fmt

#include <crypto/hash.h>
#include <crypto/hash_info.h>
#include <linux/init.h>
#include <linux/mutex.h>
#include <linux/sched.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/timekeeping.h>
#include <linux/tpm.h>

#include "internal.h"

/* The boot level, then one event per level above it, or one to -1. */
#define SECURELEVEL_EVENTS_MAX	(SL_MAX - SL_MIN + 1)
/* "4294967295 18446744073.709551615 -1 -1 secureboot 4194304 " + comm */
#define SECURELEVEL_EVENT_LINE	(64 + TASK_COMM_LEN)
#define SECURELEVEL_FROM_BOOT	(SL_MIN - 1)

struct securelevel_event {
	u64 time_ns;
	int from;		/* SECURELEVEL_FROM_BOOT for the boot level */
	int to;
	const char *source;
	pid_t pid;
	char comm[TASK_COMM_LEN];
};

/*
 * Filled in order under securelevel_lock; a slot is never written again
 * once nr_events counts it, so readers need only the acquire.
 */
static struct securelevel_event events[SECURELEVEL_EVENTS_MAX];
static unsigned int nr_events;

static int format_event(unsigned int seq, char *buf, size_t len)
{
	const struct securelevel_event *ev = &events[seq];
	char from[12] = "-";
	u32 nsec;
	u64 sec = div_u64_rem(ev->time_ns, NSEC_PER_SEC, &nsec);

	if (ev->from != SECURELEVEL_FROM_BOOT)
		snprintf(from, sizeof(from), "%d", ev->from);
	return scnprintf(buf, len, "%u %llu.%09u %s %d %s %d %s", seq, sec, nsec,
			 from, ev->to, ev->source, ev->pid, ev->comm);
}

static void record(int from, int to, const char *source)
{
	struct securelevel_event *ev;

	if (WARN_ON_ONCE(nr_events >= SECURELEVEL_EVENTS_MAX))
		return;
	ev = &events[nr_events];
	ev->time_ns = ktime_get_boottime_ns();
	ev->from = from;
	ev->to = to;
	ev->source = source;
	ev->pid = task_tgid_nr(current);
	get_task_comm(ev->comm, current);
	securelevel_make_printable(ev->comm);
	/* The slot is complete before readers count it (their acquire). */
	smp_store_release(&nr_events, nr_events + 1);
}

/**
 * securelevel_measure_boot - log the boot level
 * @level: the level at boot
 * @source: how it was reached
 *
 * Context: the LSM's initialization, before any other task runs.
 */
void __init securelevel_measure_boot(int level, const char *source)
{
	record(SECURELEVEL_FROM_BOOT, level, source);
}

/**
 * securelevel_measure_change - log a change of the level
 * @from: the level before
 * @to: the level now
 * @source: who changed it
 *
 * Context: under the lock that serializes level changes, so the log has
 * them in order; does not sleep.  securelevel_measure_extend() puts the
 * event into the TPM once the lock is dropped.
 */
void securelevel_measure_change(int from, int to, const char *source)
{
	record(from, to, source);
}

/**
 * securelevel_show_measurements - print the log
 * @m: where to print it
 */
void securelevel_show_measurements(struct seq_file *m)
{
	/* Pairs with record()'s release: the slots counted are complete. */
	unsigned int n = smp_load_acquire(&nr_events);
	char line[SECURELEVEL_EVENT_LINE];
	unsigned int seq;

	for (seq = 0; seq < n; seq++) {
		format_event(seq, line, sizeof(line));
		seq_printf(m, "%s\n", line);
	}
}

#ifdef CONFIG_SECURITY_SECURELEVEL_TPM
/* The TPM found at boot, and how many events it has been given. */
static struct tpm_chip *measure_chip;
static unsigned int nr_extended;
static DEFINE_MUTEX(measure_lock);

static int hash_line(u16 crypto_id, const char *line, int len, u8 *digest)
{
	struct crypto_shash *tfm;
	int ret;

	tfm = crypto_alloc_shash(hash_algo_name[crypto_id], 0, 0);
	if (IS_ERR(tfm))
		return PTR_ERR(tfm);
	ret = crypto_shash_tfm_digest(tfm, line, len, digest);
	crypto_free_shash(tfm);
	return ret;
}

/*
 * TPM2_PCR_Extend needs a digest for every bank.  A bank whose hash the
 * kernel cannot compute is extended with zeros (it proves nothing; the
 * SHA-256 bank, which CONFIG_SECURITY_SECURELEVEL_TPM makes sure of, does).
 */
static int extend_event(unsigned int seq)
{
	char line[SECURELEVEL_EVENT_LINE];
	struct tpm_digest *digests;
	int len, ret = 0;
	u32 i;

	len = format_event(seq, line, sizeof(line));
	digests = kcalloc(measure_chip->nr_allocated_banks, sizeof(*digests),
			  GFP_KERNEL);
	if (!digests)
		return -ENOMEM;
	for (i = 0; i < measure_chip->nr_allocated_banks; i++) {
		const struct tpm_bank_info *bank = &measure_chip->allocated_banks[i];

		digests[i].alg_id = bank->alg_id;
		if (bank->crypto_id == HASH_ALGO__LAST)
			continue;
		ret = hash_line(bank->crypto_id, line, len, digests[i].digest);
		if (ret == -ENOENT)
			ret = 0;
		if (ret)
			break;
	}
	if (!ret)
		ret = tpm_pcr_extend(measure_chip,
				     CONFIG_SECURITY_SECURELEVEL_TPM_PCR, digests);
	kfree(digests);
	return ret;
}

/**
 * securelevel_measure_extend - extend the TPM with the events not yet in it
 *
 * Description: In order; an event that fails stays pending, with the ones
 * after it, for the next call.  A verifier replaying the log then sees the
 * PCR short of it.
 *
 * Context: process context; may sleep.
 */
void securelevel_measure_extend(void)
{
	/* Pairs with record()'s release: the slots counted are complete. */
	unsigned int n = smp_load_acquire(&nr_events);
	int ret;

	mutex_lock(&measure_lock);
	while (measure_chip && nr_extended < n) {
		ret = extend_event(nr_extended);
		if (ret) {
			pr_err("TPM: PCR %d not extended with event %u: %d\n",
			       CONFIG_SECURITY_SECURELEVEL_TPM_PCR, nr_extended,
			       ret);
			break;
		}
		nr_extended++;
	}
	mutex_unlock(&measure_lock);
}

/**
 * securelevel_measures_tpm - is @chip the TPM that measures the level?
 * @chip: a TPM
 *
 * Return: true if the level's PCR is on @chip.
 */
bool securelevel_measures_tpm(const struct tpm_chip *chip)
{
	return chip && READ_ONCE(measure_chip) == chip;
}

/**
 * securelevel_show_pcr - print the PCR that measures the level
 * @m: where to print it
 *
 * Description: "none" if no TPM 2.0 was found at boot.
 */
void securelevel_show_pcr(struct seq_file *m)
{
	if (READ_ONCE(measure_chip))
		seq_printf(m, "%d\n", CONFIG_SECURITY_SECURELEVEL_TPM_PCR);
	else
		seq_puts(m, "none\n");
}

/*
 * The TPM drivers have probed by now.  Only a TPM present at boot is used:
 * one that appears later (a module, or a virtual TPM that root creates)
 * could be a TPM of root's choosing.
 */
static int __init securelevel_measure_tpm_init(void)
{
	struct tpm_chip *chip;

	if (!securelevel_is_active())
		return 0;
	chip = tpm_default_chip();
	if (!chip) {
		pr_info("no TPM: level changes are logged but not measured\n");
		return 0;
	}
	if (!tpm_is_tpm2(chip)) {
		pr_info("TPM 1.2: level changes are logged but not measured\n");
		put_device(&chip->dev);
		return 0;
	}
	WRITE_ONCE(measure_chip, chip);
	securelevel_measure_extend();
	pr_info("measuring level changes into TPM PCR %d\n",
		CONFIG_SECURITY_SECURELEVEL_TPM_PCR);
	return 0;
}
late_initcall_sync(securelevel_measure_tpm_init);
#else
void securelevel_measure_extend(void)
{
}

void securelevel_show_pcr(struct seq_file *m)
{
	seq_puts(m, "none\n");
}
#endif /* CONFIG_SECURITY_SECURELEVEL_TPM */
