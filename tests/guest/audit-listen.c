// SPDX-License-Identifier: GPL-2.0
/*
 * audit-listen: act as the audit daemon while COMMAND runs, and print the
 * securelevel audit records the kernel sends.
 *
 *   audit-listen COMMAND [ARG...]
 *
 * Registers itself as the audit daemon (AUDIT_SET with its pid, audit
 * enabled), runs COMMAND with its output discarded, and prints one line
 * "record: TYPE TEXT" for each record that mentions lsm=securelevel,
 * until COMMAND has exited and the kernel has been quiet for a second.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/netlink.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

static int become_auditd(int sock)
{
	struct {
		struct nlmsghdr nh;
		struct audit_status st;
	} req = {
		.nh = {
			.nlmsg_len = NLMSG_LENGTH(sizeof(struct audit_status)),
			.nlmsg_type = AUDIT_SET,
			.nlmsg_flags = NLM_F_REQUEST,
		},
		.st = {
			.mask = AUDIT_STATUS_PID | AUDIT_STATUS_ENABLED,
			.enabled = 1,
			.pid = (unsigned int)getpid(),
		},
	};
	struct sockaddr_nl kernel = { .nl_family = AF_NETLINK };

	return (int)sendto(sock, &req, req.nh.nlmsg_len, 0,
			   (struct sockaddr *)&kernel, sizeof(kernel));
}

int main(int argc, char **argv)
{
	static char buf[16384];
	struct sockaddr_nl self = { .nl_family = AF_NETLINK };
	int sock, status, quiet = 0, done = 0, records = 0;
	pid_t child;

	if (argc < 2) {
		fprintf(stderr, "usage: audit-listen COMMAND [ARG...]\n");
		return 2;
	}
	sock = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_AUDIT);
	if (sock < 0 || bind(sock, (struct sockaddr *)&self, sizeof(self)) < 0 ||
	    become_auditd(sock) < 0) {
		printf("audit-listen: cannot become the audit daemon: %s\n",
		       strerrorname_np(errno));
		return 1;
	}

	child = fork();
	if (child == 0) {
		int null = open("/dev/null", O_WRONLY);

		dup2(null, 1);
		dup2(null, 2);
		execvp(argv[1], argv + 1);
		_exit(127);
	}

	while (quiet < 10) {
		struct pollfd p = { .fd = sock, .events = POLLIN };
		struct nlmsghdr *nh;
		char *text;
		ssize_t n;

		if (!done && waitpid(child, &status, WNOHANG) == child)
			done = 1;
		if (poll(&p, 1, 100) <= 0) {
			quiet += done;
			continue;
		}
		quiet = 0;
		n = recv(sock, buf, sizeof(buf) - 1, 0);
		if (n <= 0)
			continue;
		/*
		 * One record per message.  Audit sets nlmsg_len to the length
		 * of the text alone, so take the length from recv().
		 */
		nh = (struct nlmsghdr *)buf;
		if ((size_t)n <= NLMSG_HDRLEN)
			continue;
		buf[n] = '\0';
		text = buf + NLMSG_HDRLEN;
		if (!strstr(text, "lsm=securelevel"))
			continue;
		printf("record: %u %s\n", nh->nlmsg_type, text);
		records++;
	}
	printf("audit-listen: %d securelevel records\n", records);
	return 0;
}
