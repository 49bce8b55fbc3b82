// SPDX-License-Identifier: GPL-2.0
/*
 * securelevel check N: before a raise, what on this machine level N would
 * break, and what would keep a hole open after it.  Read-only: it looks at
 * the BPF programs loaded, the descriptors processes hold, and the
 * configuration of hibernation, swap, NTP and module loading.
 *
 * A finding "breaks" something that works now and will be refused after
 * the raise; a "hole" is access that the raise does not take away: a
 * program or descriptor from before it keeps working.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/bpf.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "backend.h"
#include "check.h"
#include "securelevel-bpf.h"

struct finding {
	bool hole;		/* else: breaks */
	char what[32];		/* a short kind: "bpf-program", "open-fd", ... */
	char text[512];
};

struct findings {
	struct finding *v;
	size_t n;
};

__attribute__((format(printf, 4, 5)))
static void add(struct findings *f, bool hole, const char *what,
		const char *fmt, ...)
{
	struct finding *v = realloc(f->v, (f->n + 1) * sizeof(*v));
	va_list ap;

	if (!v)
		return;
	f->v = v;
	v[f->n].hole = hole;
	snprintf(v[f->n].what, sizeof(v[f->n].what), "%s", what);
	va_start(ap, fmt);
	vsnprintf(v[f->n].text, sizeof(v[f->n].text), fmt, ap);
	va_end(ap);
	f->n++;
}

static long sys_bpf(int cmd, union bpf_attr *attr)
{
	return syscall(SYS_bpf, cmd, attr, sizeof(*attr));
}

/* Read "KEY:\t%u" from a descriptor's fdinfo; 0 if absent. */
static unsigned int fdinfo_field(pid_t pid, int fd, const char *key)
{
	char path[64], line[256];
	unsigned int v = 0;
	size_t n = strlen(key);
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/fdinfo/%d", (int)pid, fd);
	f = fopen(path, "r");
	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f))
		if (!strncmp(line, key, n) && line[n] == ':')
			v = (unsigned int)strtoul(line + n + 1, NULL, 0);
	fclose(f);
	return v;
}

/* The ids of the BPF backend's own programs: those behind its pins. */
static size_t own_programs(unsigned int *ids, size_t max)
{
	union bpf_attr attr;
	struct dirent *e;
	char path[512];
	size_t n = 0;
	DIR *d = opendir(SL_PIN_DIR);
	int fd;

	if (!d)
		return 0;
	while ((e = readdir(d)) && n < max) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", SL_PIN_DIR, e->d_name);
		memset(&attr, 0, sizeof(attr));
		attr.pathname = (uint64_t)(uintptr_t)path;
		fd = (int)sys_bpf(BPF_OBJ_GET, &attr);
		if (fd < 0)
			continue;
		ids[n] = fdinfo_field(getpid(), fd, "prog_id");
		if (ids[n])
			n++;
		close(fd);
	}
	closedir(d);
	return n;
}

struct link_target {
	unsigned int prog_id;
	struct bpf_link_info info;
};

/* Every BPF link, for what each program is attached to. */
static size_t all_links(struct link_target **out)
{
	struct link_target *v = NULL, *grown;
	union bpf_attr attr;
	unsigned int id = 0;
	size_t n = 0;
	int fd;

	for (;;) {
		memset(&attr, 0, sizeof(attr));
		attr.start_id = id;
		if (sys_bpf(BPF_LINK_GET_NEXT_ID, &attr) < 0)
			break;
		id = attr.next_id;
		memset(&attr, 0, sizeof(attr));
		attr.link_id = id;
		fd = (int)sys_bpf(BPF_LINK_GET_FD_BY_ID, &attr);
		if (fd < 0)
			continue;
		grown = realloc(v, (n + 1) * sizeof(*v));
		if (!grown) {
			close(fd);
			break;
		}
		v = grown;
		memset(&v[n], 0, sizeof(v[n]));
		memset(&attr, 0, sizeof(attr));
		attr.info.bpf_fd = (unsigned int)fd;
		attr.info.info_len = sizeof(v[n].info);
		attr.info.info = (uint64_t)(uintptr_t)&v[n].info;
		if (sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &attr) == 0) {
			v[n].prog_id = v[n].info.prog_id;
			n++;
		}
		close(fd);
	}
	*out = v;
	return n;
}

static const char *prog_type_name(unsigned int type)
{
	switch (type) {
	case BPF_PROG_TYPE_KPROBE: return "kprobe calling bpf_override_return()";
	case BPF_PROG_TYPE_LSM: return "lsm";
	case BPF_PROG_TYPE_EXT: return "freplace";
	case BPF_PROG_TYPE_TRACING: return "fmod_ret";
	case BPF_PROG_TYPE_XDP: return "xdp";
	case BPF_PROG_TYPE_SCHED_CLS: return "sched_cls";
	case BPF_PROG_TYPE_SCHED_ACT: return "sched_act";
	case BPF_PROG_TYPE_LWT_IN: return "lwt_in";
	case BPF_PROG_TYPE_LWT_OUT: return "lwt_out";
	case BPF_PROG_TYPE_LWT_XMIT: return "lwt_xmit";
	case BPF_PROG_TYPE_LWT_SEG6LOCAL: return "lwt_seg6local";
	default: return "other";
	}
}

/* A kernel symbol's address from /proc/kallsyms; 0 if absent or hidden. */
static uint64_t kallsyms_address(const char *name)
{
	char line[512], sym[256];
	unsigned long long addr;
	uint64_t found = 0;
	FILE *k = fopen("/proc/kallsyms", "r");

	if (!k)
		return 0;
	while (!found && fgets(line, sizeof(line), k))
		if (sscanf(line, "%llx %*s %255s", &addr, sym) == 2 &&
		    !strcmp(sym, name))
			found = addr;
	fclose(k);
	return found;
}

enum override_answer { OVERRIDE_NO, OVERRIDE_YES, OVERRIDE_UNKNOWN };

/*
 * Does kprobe program @fd call bpf_override_return()?  The kernel keeps
 * the verdict to itself (prog->kprobe_override), but the translated
 * instructions it dumps to root hold each helper call as the helper's
 * address less __bpf_call_base, as bpftool reads them.  When kallsyms
 * hides addresses the kernel zeroes those too, and nobody can tell.
 */
static enum override_answer kprobe_overrides(int fd, uint32_t xlated_len)
{
	uint64_t base = kallsyms_address("__bpf_call_base");
	uint64_t helper = kallsyms_address("bpf_override_return");
	enum override_answer answer = OVERRIDE_UNKNOWN;
	struct bpf_prog_info info;
	struct bpf_insn *insns;
	union bpf_attr attr;
	uint32_t i, n;

	if (!base || !helper || !xlated_len)
		return OVERRIDE_UNKNOWN;
	n = xlated_len / sizeof(*insns);
	insns = calloc(n, sizeof(*insns));
	if (!insns)
		return OVERRIDE_UNKNOWN;
	memset(&info, 0, sizeof(info));
	info.xlated_prog_len = n * sizeof(*insns);
	info.xlated_prog_insns = (uint64_t)(uintptr_t)insns;
	memset(&attr, 0, sizeof(attr));
	attr.info.bpf_fd = (unsigned int)fd;
	attr.info.info_len = sizeof(info);
	attr.info.info = (uint64_t)(uintptr_t)&info;
	if (sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &attr) == 0) {
		answer = OVERRIDE_NO;
		for (i = 0; i < n && answer != OVERRIDE_YES; i++) {
			if (insns[i].code != (BPF_JMP | BPF_CALL) ||
			    insns[i].src_reg)
				continue;
			if (!insns[i].imm)
				answer = OVERRIDE_UNKNOWN;
			else if ((int64_t)insns[i].imm == (int64_t)(helper - base))
				answer = OVERRIDE_YES;
		}
	}
	free(insns);
	return answer;
}

/* Would @level refuse to load this program?  0: no; 1: overrides; 3: packets. */
static int refused_at(const struct bpf_prog_info *p, const struct link_target *l,
		      enum override_answer kprobe)
{
	switch (p->type) {
	case BPF_PROG_TYPE_KPROBE:
		return kprobe == OVERRIDE_YES ? SL_SECURE : 0;
	case BPF_PROG_TYPE_LSM:
	case BPF_PROG_TYPE_EXT:
		return SL_SECURE;
	case BPF_PROG_TYPE_TRACING:
		/* Only a link tells fmod_ret from fentry and fexit. */
		return l && l->info.type == BPF_LINK_TYPE_TRACING &&
		       l->info.tracing.attach_type == BPF_MODIFY_RETURN ?
		       SL_SECURE : 0;
	case BPF_PROG_TYPE_XDP:
	case BPF_PROG_TYPE_SCHED_CLS:
	case BPF_PROG_TYPE_SCHED_ACT:
	case BPF_PROG_TYPE_LWT_IN:
	case BPF_PROG_TYPE_LWT_OUT:
	case BPF_PROG_TYPE_LWT_XMIT:
	case BPF_PROG_TYPE_LWT_SEG6LOCAL:
		return SL_NETWORK_SECURE;
	default:
		return 0;
	}
}

static void describe_target(const struct link_target *l, char *out, size_t len)
{
	if (!l) {
		snprintf(out, len, "no BPF link (attached another way, or not at all)");
		return;
	}
	switch (l->info.type) {
	case BPF_LINK_TYPE_TRACING:
		snprintf(out, len, "link %u, tracing, kernel BTF id %u",
			 l->info.id, l->info.tracing.target_btf_id);
		break;
	case BPF_LINK_TYPE_XDP:
		snprintf(out, len, "link %u, XDP on ifindex %u", l->info.id,
			 l->info.xdp.ifindex);
		break;
	default:
		snprintf(out, len, "link %u, link type %u", l->info.id,
			 l->info.type);
	}
}

/**
 * check_bpf_programs - the BPF programs that level @level would refuse
 * @level: the level to check for
 * @f: where to add them, as holes: they keep running after the raise
 *
 * Return: the number found.
 */
static size_t check_bpf_programs(int level, struct findings *f)
{
	/* Its programs' pins and their links' pins both name programs. */
	unsigned int own[4 * SL_MAX_PROGS], id = 0;
	size_t n_own = own_programs(own, 4 * SL_MAX_PROGS), n_links, i, found = 0;
	struct link_target *links = NULL;
	enum override_answer kprobe;
	struct bpf_prog_info info;
	bool backend_pins;
	union bpf_attr attr;
	char target[128];
	int fd;

	backend_pins = access(SL_PIN_DIR, F_OK) == 0;
	n_links = all_links(&links);
	for (;;) {
		const struct link_target *l = NULL;
		bool mine = false;
		int at;

		memset(&attr, 0, sizeof(attr));
		attr.start_id = id;
		if (sys_bpf(BPF_PROG_GET_NEXT_ID, &attr) < 0)
			break;
		id = attr.next_id;
		for (i = 0; i < n_own; i++)
			mine |= own[i] == id;
		if (mine)
			continue;
		memset(&attr, 0, sizeof(attr));
		attr.prog_id = id;
		fd = (int)sys_bpf(BPF_PROG_GET_FD_BY_ID, &attr);
		if (fd < 0) {
			/*
			 * The kernel LSM already refuses an fd to it: loaded
			 * before the last raise.  The BPF backend refuses
			 * fds to its own programs too, so there an unknown
			 * refused one may be its own behind replaced pins.
			 */
			if (errno == EPERM && level >= SL_SECURE && !backend_pins) {
				add(f, true, "bpf-program",
				    "BPF program id %u: the kernel refuses a descriptor to it at the current level, so it overrides kernel functions or filters packets; it keeps running",
				    id);
				found++;
			}
			continue;
		}
		memset(&info, 0, sizeof(info));
		memset(&attr, 0, sizeof(attr));
		attr.info.bpf_fd = (unsigned int)fd;
		attr.info.info_len = sizeof(info);
		attr.info.info = (uint64_t)(uintptr_t)&info;
		if (sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &attr) < 0) {
			close(fd);
			continue;
		}
		kprobe = info.type == BPF_PROG_TYPE_KPROBE ?
			 kprobe_overrides(fd, info.xlated_prog_len) : OVERRIDE_NO;
		close(fd);
		/*
		 * Behind replaced pins the backend's own programs are still
		 * known by their names.  A root user could name a program so
		 * at level 0, but could do anything then: this is a check
		 * for the admin, not a guard.
		 */
		if (backend_pins && !strncmp(info.name, "sl_", 3))
			continue;
		for (i = 0; i < n_links; i++)
			if (links[i].prog_id == id)
				l = &links[i];
		if (kprobe == OVERRIDE_UNKNOWN && level >= SL_SECURE) {
			add(f, true, "bpf-program",
			    "BPF program id %u, kprobe \"%.16s\": cannot tell whether it calls bpf_override_return(), which level 1 refuses (kallsyms hides kernel addresses: kernel.kptr_restrict); if it does, it keeps running after the raise",
			    id, info.name);
			found++;
			continue;
		}
		at = refused_at(&info, l, kprobe);
		if (!at || level < at)
			continue;
		describe_target(l, target, sizeof(target));
		add(f, true, "bpf-program",
		    "BPF program id %u, %s \"%.16s\" (%s): level %d refuses to load it, but it keeps running after the raise",
		    id, prog_type_name(info.type), info.name, target, level);
		found++;
	}
	free(links);
	return found;
}

/* What a descriptor's target means at @level, or NULL. */
static const char *held_fd_refused(const char *target, unsigned int flags,
				   int level)
{
	bool write = (flags & O_ACCMODE) != O_RDONLY;
	struct stat st;

	if (level < SL_SECURE)
		return NULL;
	if (!strcmp(target, "/dev/mem") || !strcmp(target, "/dev/kmem"))
		return "/dev/mem is refused from level 1";
	if (!strcmp(target, "/dev/port"))
		return "/dev/port is refused from level 1";
	if (!strcmp(target, "/dev/snapshot"))
		return "the hibernation device is refused from level 1";
	if (write && !strncmp(target, "/dev/cpu/", 9) && strstr(target, "/msr"))
		return "MSR writes are refused from level 1";
	if (write && !strncmp(target, "/sys/kernel/debug/", 18))
		return "writable debugfs files are refused from level 1";
	if (level < SL_HIGHLY_SECURE)
		return NULL;
	if (!strcmp(target, "/proc/kcore"))
		return "/proc/kcore is refused from level 2";
	if (write && !strncmp(target, "/dev/", 5) && stat(target, &st) == 0 &&
	    S_ISBLK(st.st_mode))
		return "opening a block device for writing is refused from level 2";
	return NULL;
}

/* The comm of process @pid into @comm; "" if it cannot be read. */
static void process_comm(pid_t pid, char *comm, size_t len)
{
	char path[64];
	FILE *c;

	comm[0] = '\0';
	snprintf(path, sizeof(path), "/proc/%d/comm", (int)pid);
	c = fopen(path, "r");
	if (!c)
		return;
	if (!fgets(comm, (int)len, c))
		comm[0] = '\0';
	comm[strcspn(comm, "\n")] = '\0';
	fclose(c);
}

/* Processes holding descriptors that @level would refuse to open again. */
static void check_held_fds(int level, struct findings *f)
{
	char path[64], target[4096], comm[64];
	struct dirent *p, *e;
	DIR *procs, *fds;

	procs = opendir("/proc");
	if (!procs)
		return;
	while ((p = readdir(procs))) {
		pid_t pid = (pid_t)atoi(p->d_name);

		if (pid <= 0 || pid == getpid())
			continue;
		snprintf(path, sizeof(path), "/proc/%d/fd", (int)pid);
		fds = opendir(path);
		if (!fds)
			continue;
		process_comm(pid, comm, sizeof(comm));
		while ((e = readdir(fds))) {
			int fd = atoi(e->d_name);
			const char *why;
			ssize_t len;

			if (e->d_name[0] == '.')
				continue;
			snprintf(path, sizeof(path), "/proc/%d/fd/%d", (int)pid, fd);
			len = readlink(path, target, sizeof(target) - 1);
			if (len <= 0)
				continue;
			target[len] = '\0';
			why = held_fd_refused(target, fdinfo_field(pid, fd, "flags"),
					      level);
			if (why)
				add(f, true, "open-fd",
				    "%s[%d] holds %s open (fd %d): %s, but this descriptor keeps working",
				    comm, (int)pid, target, fd, why);
		}
		closedir(fds);
	}
	closedir(procs);
}

/* Hibernation configured: a resume device the kernel would resume from. */
static void check_hibernation(int level, struct findings *f)
{
	char dev[64] = "";
	FILE *r;

	if (level < SL_SECURE)
		return;
	r = fopen("/sys/power/resume", "r");
	if (!r)
		return;
	if (fgets(dev, sizeof(dev), r))
		dev[strcspn(dev, "\n")] = '\0';
	fclose(r);
	if (dev[0] && strcmp(dev, "0:0"))
		add(f, false, "hibernation",
		    "hibernation is configured (resume device %s): hibernating is refused from level 1",
		    dev);
}

/* Swap in /etc/fstab that is not on yet: swapon is refused at level 2. */
static void check_swap(int level, struct findings *f)
{
	char line[1024], dev[512], type[64], swaps[8192] = "";
	FILE *fstab, *on;
	size_t n;

	if (level < SL_HIGHLY_SECURE)
		return;
	on = fopen("/proc/swaps", "r");
	if (on) {
		n = fread(swaps, 1, sizeof(swaps) - 1, on);
		swaps[n] = '\0';
		fclose(on);
	}
	fstab = fopen("/etc/fstab", "r");
	if (!fstab)
		return;
	while (fgets(line, sizeof(line), fstab)) {
		char real[4096];
		const char *name = dev;

		if (line[0] == '#' ||
		    sscanf(line, "%511s %*s %63s", dev, type) != 2 ||
		    strcmp(type, "swap"))
			continue;
		if (realpath(dev, real))
			name = real;
		if (!strstr(swaps, name))
			add(f, false, "swap",
			    "swap on %s (/etc/fstab) is not enabled: swapon of a block device is refused at level 2",
			    dev);
	}
	fclose(fstab);
}

/* The pid of a process whose comm is @comm (15 characters at most), or 0. */
static pid_t process_running(const char *comm)
{
	struct dirent *p;
	pid_t found = 0;
	DIR *procs = opendir("/proc");
	char name[64];

	if (!procs)
		return 0;
	while (!found && (p = readdir(procs))) {
		pid_t pid = (pid_t)atoi(p->d_name);

		if (pid <= 0)
			continue;
		process_comm(pid, name, sizeof(name));
		if (!strcmp(name, comm))
			found = pid;
	}
	closedir(procs);
	return found;
}

/*
 * Is systemd unit @unit enabled: linked from a *.wants directory of
 * /etc/systemd/system?  @where gets the link's path.
 */
static bool unit_enabled(const char *unit, char *where, size_t len)
{
	static const char dir[] = "/etc/systemd/system";
	struct dirent *e;
	bool found = false;
	DIR *d = opendir(dir);
	size_t n;

	if (!d)
		return false;
	while (!found && (e = readdir(d))) {
		n = strlen(e->d_name);
		if (n < 6 || strcmp(e->d_name + n - 6, ".wants"))
			continue;
		if ((size_t)snprintf(where, len, "%s/%s/%s", dir, e->d_name,
				     unit) < len)
			found = access(where, F_OK) == 0;
	}
	closedir(d);
	return found;
}

/* Running, or enabled to start: where it was seen, for the finding. */
static bool daemon_present(const char *comm, const char *unit, char *seen,
			   size_t len)
{
	char link[512];
	pid_t pid = process_running(comm);

	if (pid) {
		snprintf(seen, len, "%s is running, pid %d", comm, (int)pid);
		return true;
	}
	if (unit && unit_enabled(unit, link, sizeof(link))) {
		snprintf(seen, len, "%s is enabled: %s", unit, link);
		return true;
	}
	return false;
}

/*
 * NTP clients set to step the clock: a step back is refused at level 2
 * (slewing and steps forward still work), and the client then keeps
 * failing.  chrony steps with makestep; ntpd steps unless started with -x.
 */
static void check_ntp(int level, struct findings *f)
{
	static const char *const chrony[] = {
		"/etc/chrony/chrony.conf", "/etc/chrony.conf",
	};
	static const char *const ntpd[] = {
		"/etc/ntpsec/ntp.conf", "/etc/ntp.conf",
	};
	char line[512];
	size_t i;
	FILE *c;

	if (level < SL_HIGHLY_SECURE)
		return;
	for (i = 0; i < sizeof(chrony) / sizeof(chrony[0]); i++) {
		c = fopen(chrony[i], "r");
		if (!c)
			continue;
		while (fgets(line, sizeof(line), c))
			if (!strncmp(line + strspn(line, " \t"), "makestep", 8)) {
				line[strcspn(line, "\n")] = '\0';
				add(f, false, "ntp",
				    "chrony may step the clock (\"%s\" in %s): a step backwards is refused at level 2",
				    line + strspn(line, " \t"), chrony[i]);
				break;
			}
		fclose(c);
	}
	for (i = 0; i < sizeof(ntpd) / sizeof(ntpd[0]); i++)
		if (access(ntpd[i], F_OK) == 0)
			add(f, false, "ntp",
			    "ntpd is configured (%s): it steps the clock for offsets over 128 ms unless started with -x, and a step backwards is refused at level 2",
			    ntpd[i]);
	/* Its comm is cut to 15 characters by the kernel. */
	if (daemon_present("systemd-timesyn", "systemd-timesyncd.service",
			   line, sizeof(line)))
		add(f, false, "ntp",
		    "systemd-timesyncd may step the clock (%s): it steps it for large offsets (ADJ_SETOFFSET), and a step backwards is refused at level 2",
		    line);
}

/*
 * Daemons that change the initial network namespace's firewall while
 * they run (a ban, a container, a zone change): at level 3 each change
 * fails.  Rules loaded once at boot (nftables.service, ufw) are loaded
 * before the raise and are no finding.
 */
static void check_firewall_managers(int level, struct findings *f)
{
	static const struct {
		const char *comm, *unit, *what;
	} managers[] = {
		{ "firewalld", "firewalld.service", "changes zones and rules on request" },
		{ "fail2ban-server", "fail2ban.service", "adds a rule for each ban" },
		{ "dockerd", "docker.service", "adds NAT and filter rules for each container and published port" },
		{ "libvirtd", "libvirtd.service", "adds NAT rules when a virtual network starts" },
		{ "sshguard", "sshguard.service", "adds a rule for each block" },
		{ "crowdsec-firewa", "crowdsec-firewall-bouncer.service", "adds a rule for each ban" },
	};
	char seen[600];
	size_t i;

	if (level < SL_NETWORK_SECURE)
		return;
	for (i = 0; i < sizeof(managers) / sizeof(managers[0]); i++)
		if (daemon_present(managers[i].comm, managers[i].unit, seen,
				   sizeof(seen)))
			add(f, false, "firewall",
			    "%s: it %s, and every change to the firewall is refused at level 3",
			    seen, managers[i].what);
}

/* Does the module file end with the kernel's signature marker? */
static int module_signed(const char *path)
{
	static const char marker[] = "~Module signature appended~\n";
	char tail[sizeof(marker) - 1];
	size_t n = strlen(path);
	int fd, ok;

	if (n < 3 || strcmp(path + n - 3, ".ko"))
		return -1;	/* compressed: cannot tell without unpacking */
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ok = lseek(fd, -(off_t)sizeof(tail), SEEK_END) >= 0 &&
	     read(fd, tail, sizeof(tail)) == (ssize_t)sizeof(tail) &&
	     !memcmp(tail, marker, sizeof(tail));
	close(fd);
	return ok;
}

/* Is module @name (dashes or underscores) loaded? */
static bool module_loaded(const char *name)
{
	char path[300], *c;

	snprintf(path, sizeof(path), "/sys/module/%s", name);
	for (c = path + 12; *c; c++)
		if (*c == '-')
			*c = '_';
	return access(path, F_OK) == 0;
}

/* The file of module @name, from modules.dep; "" if not found. */
static void module_file(const char *dir, const char *name, char *out,
			size_t len)
{
	char path[512], line[4096], want[300], *c;
	size_t n;
	FILE *dep;

	out[0] = '\0';
	snprintf(path, sizeof(path), "%s/modules.dep", dir);
	dep = fopen(path, "r");
	if (!dep)
		return;
	snprintf(want, sizeof(want), "/%s.ko", name);
	for (c = want; *c; c++)
		if (*c == '-')
			*c = '_';
	n = strlen(want);
	while (fgets(line, sizeof(line), dep)) {
		char *colon = strchr(line, ':'), *ko, *u;

		if (!colon)
			continue;
		*colon = '\0';
		ko = strstr(line, ".ko");
		if (!ko)
			continue;
		for (u = line; *u; u++)
			if (*u == '-')
				*u = '_';
		/* "dir/name.ko" or "name.ko.xz" */
		if ((size_t)(ko - line) + 3 >= n &&
		    !strncmp(ko + 3 - n, want, n)) {
			if ((size_t)snprintf(out, len, "%s/%s", dir, line) >= len)
				out[0] = '\0';
			break;
		}
	}
	fclose(dep);
}

/* Modules listed to load at boot that are not loaded yet, and unsigned. */
static void check_modules(int level, struct findings *f)
{
	char dir[300], line[512], file[1024], conf[600];
	struct utsname u;
	struct dirent *e;
	DIR *d;

	if (level < SL_SECURE || uname(&u) < 0)
		return;
	snprintf(dir, sizeof(dir), "/lib/modules/%s", u.release);
	d = opendir("/etc/modules-load.d");
	if (!d)
		return;
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);
		FILE *c;

		if (n < 6 || strcmp(e->d_name + n - 5, ".conf"))
			continue;
		snprintf(conf, sizeof(conf), "/etc/modules-load.d/%s", e->d_name);
		c = fopen(conf, "r");
		if (!c)
			continue;
		while (fgets(line, sizeof(line), c)) {
			char name[256];

			if (sscanf(line, " %255[^# \t\n]", name) != 1 ||
			    module_loaded(name))
				continue;
			module_file(dir, name, file, sizeof(file));
			if (file[0] && module_signed(file) == 0)
				add(f, false, "module",
				    "module %s (%s) is listed to load but not loaded, and %s is not signed: loading it is refused from level 1",
				    name, conf, file);
		}
		fclose(c);
	}
	closedir(d);
}

int check_bpf_holes(int level, bool print)
{
	struct findings f = { 0 };
	size_t i, n = check_bpf_programs(level, &f);

	for (i = 0; print && i < f.n; i++)
		fprintf(stderr, "  %s\n", f.v[i].text);
	free(f.v);
	return (int)n;
}

int cmd_check(int level, bool json)
{
	struct findings f = { 0 };
	bool holes = false;
	size_t i;
	int rc;

	check_bpf_programs(level, &f);
	check_held_fds(level, &f);
	check_hibernation(level, &f);
	check_swap(level, &f);
	check_ntp(level, &f);
	check_firewall_managers(level, &f);
	check_modules(level, &f);

	for (i = 0; i < f.n; i++)
		holes |= f.v[i].hole;
	rc = holes ? EXIT_CHECK_HOLE : f.n ? EXIT_CHECK_BREAKS : EXIT_OK;
	if (json) {
		printf("{\"level\":%d,\"findings\":[", level);
		for (i = 0; i < f.n; i++) {
			printf("%s{\"kind\":\"%s\",\"what\":", i ? "," : "",
			       f.v[i].hole ? "hole" : "breaks");
			json_string(f.v[i].what);
			printf(",\"text\":");
			json_string(f.v[i].text);
			putchar('}');
		}
		printf("],\"exit\":%d}\n", rc);
	} else {
		for (i = 0; i < f.n; i++)
			printf("%s: %s: %s\n", f.v[i].hole ? "hole" : "breaks",
			       f.v[i].what, f.v[i].text);
		if (!f.n)
			printf("securelevel: nothing found that level %d would break or leave open\n",
			       level);
	}
	free(f.v);
	return rc;
}
