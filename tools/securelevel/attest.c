// SPDX-License-Identifier: GPL-2.0
/*
 * securelevel attest and verify: prove the level to another machine.
 *
 * The kernel logs the boot level and every change in
 * securelevel_measurements and extends each line into a TPM PCR
 * (securelevel_pcr).  attest saves the log with a TPM quote over that PCR,
 * signed by an attestation key (AK) and bound to the verifier's nonce;
 * verify checks the quote's signature and nonce, replays the log into the
 * PCR, compares, and prints the level the log ends at.  The TPM work is
 * tpm2-tools' (tpm2_createek, tpm2_createak, tpm2_evictcontrol,
 * tpm2_quote, tpm2_checkquote, tpm2_print): nothing here encodes a TPM
 * command.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <openssl/evp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "attest.h"
#include "backend.h"
#include "policy.h"

#define DEFAULT_AK_HANDLE	"0x81010002"
#define LOG_MAX			4096	/* the ratchet keeps it to a few lines */
#define SHA256_LEN		32
#define NONCE_MAX		64	/* TPM2B_DATA */
#define TOOL_OUTPUT_MAX		16384

/*
 * Run a tool; its standard output into @out, or discarded if @out is NULL;
 * its errors on ours.  Return: its exit status, or -1.
 */
static int run(char *const argv[], char *out, size_t len)
{
	int pipefd[2], status;
	size_t used = 0;
	ssize_t n;
	pid_t pid;

	if (out && pipe(pipefd))
		return -1;
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		if (out) {
			dup2(pipefd[1], STDOUT_FILENO);
			close(pipefd[0]);
			close(pipefd[1]);
		} else {
			/* What the tools print on success is not ours to show. */
			int null = open("/dev/null", O_WRONLY);

			if (null >= 0)
				dup2(null, STDOUT_FILENO);
		}
		execvp(argv[0], argv);
		fprintf(stderr, "securelevel: cannot run %s: %s (install tpm2-tools)\n",
			argv[0], strerror(errno));
		_exit(127);
	}
	if (out) {
		close(pipefd[1]);
		while ((n = read(pipefd[0], out + used, len - 1 - used)) > 0)
			used += n;
		out[used] = '\0';
		/* Drain what did not fit, so the tool can finish. */
		char sink[512];

		while (n > 0 && read(pipefd[0], sink, sizeof(sink)) > 0)
			;
		close(pipefd[0]);
	}
	if (waitpid(pid, &status, 0) < 0)
		return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int read_file(const char *path, char *buf, size_t len)
{
	size_t used = 0;
	ssize_t n;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -1;
	while (used < len - 1 && (n = read(fd, buf + used, len - 1 - used)) > 0)
		used += n;
	close(fd);
	buf[used] = '\0';
	return (int)used;
}

static int write_file(const char *path, const char *buf)
{
	FILE *f = fopen(path, "w");

	if (!f)
		return -1;
	fputs(buf, f);
	return fclose(f);
}

static void path_in(char *buf, const char *dir, const char *name)
{
	snprintf(buf, PATH_MAX, "%s/%s", dir, name);
}

static bool valid_nonce(const char *s)
{
	size_t n = strlen(s);

	if (n == 0 || n % 2 || n > 2 * NONCE_MAX)
		return false;
	return strspn(s, "0123456789abcdefABCDEF") == n;
}

static void use_resource_manager(void)
{
	/* tpm2-tools' default TCTI wants tpm2-abrmd; the kernel has its own. */
	setenv("TPM2TOOLS_TCTI", "device:/dev/tpmrm0", 0);
}

static int enrol(const char *dir, const char *handle)
{
	char ek[PATH_MAX], ek_pub[PATH_MAX], ak[PATH_MAX], ak_pub[PATH_MAX],
	     ak_name[PATH_MAX];

	if (mkdir(dir, 0700) && errno != EEXIST) {
		fprintf(stderr, "securelevel: %s: %s\n", dir, strerror(errno));
		return EXIT_ERROR;
	}
	path_in(ek, dir, "ek.ctx");
	path_in(ek_pub, dir, "ek.pub");
	path_in(ak, dir, "ak.ctx");
	path_in(ak_pub, dir, "ak.pub.pem");
	path_in(ak_name, dir, "ak.name");

	char *createek[] = { "tpm2_createek", "-c", ek, "-G", "rsa", "-u",
			     ek_pub, NULL };
	char *createak[] = { "tpm2_createak", "-C", ek, "-c", ak, "-G", "rsa",
			     "-g", "sha256", "-s", "rsassa", "-u", ak_pub,
			     "-f", "pem", "-n", ak_name, NULL };
	char *persist[] = { "tpm2_evictcontrol", "-C", "o", "-c", ak,
			    (char *)handle, NULL };

	/*
	 * Without the kernel's resource manager (a TPM reached directly, as
	 * the tests' swtpm is) each tool leaves its objects loaded: flush
	 * them, or the TPM runs out of object slots.
	 */
	char *flush[] = { "tpm2_flushcontext", "-t", NULL };

	if (run(createek, NULL, 0) || run(flush, NULL, 0) ||
	    run(createak, NULL, 0) || run(flush, NULL, 0)) {
		fprintf(stderr, "securelevel: could not create the attestation key\n");
		return EXIT_ERROR;
	}
	if (run(persist, NULL, 0)) {
		fprintf(stderr,
			"securelevel: could not make the key persistent at %s (in use? pick another with --handle)\n",
			handle);
		return EXIT_ERROR;
	}
	printf("attestation key persistent at %s; its public key, for the verifier: %s\n",
	       handle, ak_pub);
	return EXIT_OK;
}

static int quote(const char *dir, const char *handle, const char *nonce)
{
	char log[LOG_MAX], again[LOG_MAX], pcr[16], sel[32];
	char msg[PATH_MAX], sig[PATH_MAX], pcrs[PATH_MAX], path[PATH_MAX];
	int tries;

	/* The kernel's files, through the same private securityfs as status. */
	kernel_read_companion("_pcr", pcr, sizeof(pcr));
	pcr[strcspn(pcr, "\n")] = '\0';
	if (!strcmp(pcr, "none") || !*pcr) {
		fprintf(stderr,
			"securelevel: no TPM 2.0 measures the level on this machine (securelevel_pcr: none)\n");
		return EXIT_UNAVAILABLE;
	}
	if (mkdir(dir, 0755) && errno != EEXIST) {
		fprintf(stderr, "securelevel: %s: %s\n", dir, strerror(errno));
		return EXIT_ERROR;
	}
	snprintf(sel, sizeof(sel), "sha256:%s", pcr);
	path_in(msg, dir, "quote.msg");
	path_in(sig, dir, "quote.sig");
	path_in(pcrs, dir, "quote.pcrs");

	char *tpm2_quote[] = { "tpm2_quote", "-c", (char *)handle, "-l", sel,
			       "-q", (char *)nonce, "-m", msg, "-s", sig, "-o",
			       pcrs, "-g", "sha256", NULL };

	/* A change between reading the log and quoting: read and quote again. */
	for (tries = 0; tries < 3; tries++) {
		kernel_read_companion("_measurements", log, sizeof(log));
		if (!*log) {
			fprintf(stderr, "securelevel: no securelevel_measurements log\n");
			return EXIT_ERROR;
		}
		if (run(tpm2_quote, NULL, 0)) {
			fprintf(stderr, "securelevel: tpm2_quote failed\n");
			return EXIT_ERROR;
		}
		kernel_read_companion("_measurements", again, sizeof(again));
		if (!strcmp(log, again))
			break;
	}
	path_in(path, dir, "measurements");
	if (write_file(path, log)) {
		fprintf(stderr, "securelevel: %s: %s\n", path, strerror(errno));
		return EXIT_ERROR;
	}
	path_in(path, dir, "pcr");
	strcat(pcr, "\n");
	if (write_file(path, pcr)) {
		fprintf(stderr, "securelevel: %s: %s\n", path, strerror(errno));
		return EXIT_ERROR;
	}
	printf("quote of PCR %s and the log in %s\n", sel, dir);
	return EXIT_OK;
}

static int attest_usage(void)
{
	fprintf(stderr,
		"usage: securelevel attest --enrol DIR [--handle HANDLE]\n"
		"       securelevel attest --nonce HEX [--handle HANDLE] DIR\n"
		"       securelevel verify --ak PEM --nonce HEX DIR\n");
	return EXIT_USAGE;
}

int cmd_attest(int argc, char **argv, bool bpf_backend)
{
	const char *enrol_dir = NULL, *nonce = NULL, *dir = NULL;
	const char *handle = DEFAULT_AK_HANDLE;
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--enrol") && i + 1 < argc)
			enrol_dir = argv[++i];
		else if (!strcmp(argv[i], "--nonce") && i + 1 < argc)
			nonce = argv[++i];
		else if (!strcmp(argv[i], "--handle") && i + 1 < argc)
			handle = argv[++i];
		else if (argv[i][0] != '-' && !dir)
			dir = argv[i];
		else
			return attest_usage();
	}
	if (!!enrol_dir == !!(nonce || dir) || (!enrol_dir && !(nonce && dir)))
		return attest_usage();
	if (nonce && !valid_nonce(nonce)) {
		fprintf(stderr, "securelevel: the nonce must be 1 to %d bytes in hex\n",
			NONCE_MAX);
		return EXIT_USAGE;
	}
	if (bpf_backend) {
		fprintf(stderr,
			"securelevel: the BPF backend keeps no measurement log and cannot extend a TPM PCR: nothing to attest (the kernel LSM can)\n");
		return EXIT_UNAVAILABLE;
	}
	use_resource_manager();
	return enrol_dir ? enrol(enrol_dir, handle) : quote(dir, handle, nonce);
}

/* One line of the log, as measure.c prints it. */
struct event {
	unsigned int seq;
	unsigned long sec, nsec;
	bool boot;		/* FROM is "-": the boot level */
	int from, to;
	char source[32];
	long pid;
	char comm[64];
};

static bool parse_event(const char *line, struct event *ev)
{
	char from[16];
	int end = -1;

	if (sscanf(line, "%u %lu.%9lu %15s %d %31s %ld %63[^\n]%n", &ev->seq,
		   &ev->sec, &ev->nsec, from, &ev->to, ev->source, &ev->pid,
		   ev->comm, &end) != 8 || line[end] != '\0')
		return false;
	ev->boot = !strcmp(from, "-");
	if (!ev->boot && !parse_level(from, &ev->from))
		return false;
	return sl_valid(ev->to);
}

static bool sha256(const void *a, size_t alen, const void *b, size_t blen,
		   unsigned char out[SHA256_LEN])
{
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();
	bool ok = ctx && EVP_DigestInit_ex(ctx, EVP_sha256(), NULL) &&
		  EVP_DigestUpdate(ctx, a, alen) &&
		  (!blen || EVP_DigestUpdate(ctx, b, blen)) &&
		  EVP_DigestFinal_ex(ctx, out, NULL);

	EVP_MD_CTX_free(ctx);
	return ok;
}

static void to_hex(const unsigned char *d, size_t n, char *out)
{
	for (size_t i = 0; i < n; i++)
		sprintf(out + 2 * i, "%02x", d[i]);
}

/*
 * The value of "KEY: VALUE" in tpm2_print's YAML, the first after the
 * line containing @after (NULL: anywhere); NULL if absent.
 */
static const char *yaml_value(const char *yaml, const char *after,
			      const char *key, char *out, size_t len)
{
	const char *p = after ? strstr(yaml, after) : yaml;
	size_t klen = strlen(key);

	for (; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		const char *s = p + strspn(p, " ");

		if (!strncmp(s, key, klen) && s[klen] == ':') {
			s += klen + 1;
			s += strspn(s, " ");
			snprintf(out, len, "%.*s", (int)strcspn(s, "\n"), s);
			return out;
		}
	}
	return NULL;
}

/* What the quote says, as tpm2_print decodes it. */
static bool read_quote(const char *msg, int pcr, const char *nonce,
		       char digest[2 * SHA256_LEN + 1])
{
	char *print[] = { "tpm2_print", "-t", "TPMS_ATTEST", (char *)msg, NULL };
	char *yaml = malloc(TOOL_OUTPUT_MAX);
	char value[160], want[16];
	unsigned char mask[3] = { 0 };
	bool ok = false;

	if (!yaml)
		return false;
	if (run(print, yaml, TOOL_OUTPUT_MAX)) {
		fprintf(stderr, "securelevel: verify: tpm2_print cannot decode %s\n", msg);
		goto out;
	}
	/* Exactly one selection: PCR @pcr of the SHA-256 bank. */
	mask[pcr / 8] = 1u << (pcr % 8);
	snprintf(want, sizeof(want), "%02x%02x%02x", mask[0], mask[1], mask[2]);
	if (!yaml_value(yaml, NULL, "type", value, sizeof(value)) ||
	    strcmp(value, "8018") ||
	    !yaml_value(yaml, "pcrSelect:", "count", value, sizeof(value)) ||
	    strcmp(value, "1") ||
	    !yaml_value(yaml, "pcrSelections:", "hash", value, sizeof(value)) ||
	    strncmp(value, "11", 2) ||
	    !yaml_value(yaml, "sizeofSelect:", "pcrSelect", value, sizeof(value)) ||
	    strcasecmp(value, want)) {
		fprintf(stderr,
			"securelevel: verify: the quote is not over PCR %d of the SHA-256 bank alone\n",
			pcr);
		goto out;
	}
	if (!yaml_value(yaml, NULL, "extraData", value, sizeof(value)) ||
	    strcasecmp(value, nonce)) {
		fprintf(stderr, "securelevel: verify: the quote is not for this nonce\n");
		goto out;
	}
	if (!yaml_value(yaml, NULL, "pcrDigest", value, sizeof(value)) ||
	    strlen(value) != 2 * SHA256_LEN) {
		fprintf(stderr, "securelevel: verify: the quote has no SHA-256 PCR digest\n");
		goto out;
	}
	strcpy(digest, value);
	ok = true;
out:
	free(yaml);
	return ok;
}

/*
 * Replay the log: the PCR starts as zeros, and each line (without its
 * newline) is hashed and extended into it.  The log must be what the
 * kernel writes: numbered from 0, the boot level first, each change
 * starting where the last ended and allowed by the ratchet.
 */
static int replay(char *log, unsigned char pcr_value[SHA256_LEN],
		  struct event *first, struct event *last)
{
	unsigned char digest[SHA256_LEN];
	unsigned int n = 0;
	char *line, *save;

	memset(pcr_value, 0, SHA256_LEN);
	for (line = strtok_r(log, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save), n++) {
		struct event ev;

		if (!parse_event(line, &ev) || ev.seq != n || ev.boot != (n == 0) ||
		    (n && (ev.from != last->to ||
			   !sl_transition_allowed(ev.from, ev.to) ||
			   ev.from == ev.to))) {
			fprintf(stderr,
				"securelevel: verify: line %u of the log is not a level change the kernel logs: %s\n",
				n + 1, line);
			return -1;
		}
		if (!sha256(line, strlen(line), NULL, 0, digest) ||
		    !sha256(pcr_value, SHA256_LEN, digest, SHA256_LEN, pcr_value))
			return -1;
		if (n == 0)
			*first = ev;
		*last = ev;
	}
	if (!n) {
		fprintf(stderr, "securelevel: verify: the log is empty\n");
		return -1;
	}
	return (int)n;
}

int cmd_verify(int argc, char **argv)
{
	const char *ak = NULL, *nonce = NULL, *dir = NULL;
	char msg[PATH_MAX], sig[PATH_MAX], pcrs[PATH_MAX], path[PATH_MAX];
	char log[LOG_MAX], pcr_text[16], quoted[2 * SHA256_LEN + 1],
	     replayed[2 * SHA256_LEN + 1];
	unsigned char value[SHA256_LEN], digest[SHA256_LEN];
	struct event first, last;
	int i, pcr, events;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--ak") && i + 1 < argc)
			ak = argv[++i];
		else if (!strcmp(argv[i], "--nonce") && i + 1 < argc)
			nonce = argv[++i];
		else if (argv[i][0] != '-' && !dir)
			dir = argv[i];
		else
			return attest_usage();
	}
	if (!ak || !nonce || !dir)
		return attest_usage();
	if (!valid_nonce(nonce)) {
		fprintf(stderr, "securelevel: the nonce must be 1 to %d bytes in hex\n",
			NONCE_MAX);
		return EXIT_USAGE;
	}
	path_in(msg, dir, "quote.msg");
	path_in(sig, dir, "quote.sig");
	path_in(pcrs, dir, "quote.pcrs");
	path_in(path, dir, "pcr");
	if (read_file(path, pcr_text, sizeof(pcr_text)) <= 0 ||
	    sscanf(pcr_text, "%d", &pcr) != 1 || pcr < 0 || pcr > 23) {
		fprintf(stderr, "securelevel: verify: %s does not name a PCR\n", path);
		return EXIT_VERIFY_FAILED;
	}
	path_in(path, dir, "measurements");
	if (read_file(path, log, sizeof(log)) < 0) {
		fprintf(stderr, "securelevel: verify: %s: %s\n", path, strerror(errno));
		return EXIT_VERIFY_FAILED;
	}

	/* The signature by the AK over the quote, and its nonce. */
	char *checkquote[] = { "tpm2_checkquote", "-u", (char *)ak, "-m", msg,
			       "-s", sig, "-f", pcrs, "-g", "sha256", "-q",
			       (char *)nonce, NULL };
	char *out = malloc(TOOL_OUTPUT_MAX);

	if (!out)
		return EXIT_ERROR;
	i = run(checkquote, out, TOOL_OUTPUT_MAX);
	free(out);
	if (i) {
		fprintf(stderr,
			"securelevel: verify: the quote does not verify against %s with this nonce (tpm2_checkquote)\n",
			ak);
		return EXIT_VERIFY_FAILED;
	}
	if (!read_quote(msg, pcr, nonce, quoted))
		return EXIT_VERIFY_FAILED;

	/* The quoted PCR is the log replayed. */
	events = replay(log, value, &first, &last);
	if (events < 0)
		return EXIT_VERIFY_FAILED;
	if (!sha256(value, SHA256_LEN, NULL, 0, digest))
		return EXIT_ERROR;
	to_hex(digest, SHA256_LEN, replayed);
	if (strcasecmp(replayed, quoted)) {
		to_hex(value, SHA256_LEN, replayed);
		fprintf(stderr,
			"securelevel: verify: PCR %d is not the log replayed (%d events give %s): the log was edited, or the PCR extended behind the kernel's back\n",
			pcr, events, replayed);
		return EXIT_VERIFY_FAILED;
	}

	printf("quote: signed by %s, for this nonce, over PCR %d (sha256)\n", ak, pcr);
	printf("log: %d event%s, replayed, give the quoted PCR\n", events,
	       events == 1 ? "" : "s");
	printf("level %d since event %u, %lu.%03lu s after boot (%s, pid %ld, %s)\n",
	       last.to, last.seq, last.sec, last.nsec / 1000000, last.source,
	       last.pid, last.comm);
	if (first.to >= SL_SECURE)
		printf("booted at level %d (%s): no process ran below level 1\n",
		       first.to, first.source);
	else if (last.to >= SL_SECURE)
		printf("booted at level %d (%s): the proof holds if what ran before the first raise was trusted\n",
		       first.to, first.source);
	return EXIT_OK;
}
