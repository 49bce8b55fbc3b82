// SPDX-License-Identifier: GPL-2.0
/*
 * Level 3 freezes the packet filter of the initial network namespace.
 * This file finds the requests that would change it: the messages in a
 * netlink send (nfnetlink, and rtnetlink's traffic control and XDP), the
 * legacy tables' setsockopt() calls, and BPF attachments to the packet
 * path.  policy.h says which messages and options change it.
 */

#include <linux/bpf.h>
#include <linux/if_link.h>
#include <linux/netfilter/nfnetlink.h>
#include <linux/netlink.h>
#include <linux/nsproxy.h>
#include <linux/rtnetlink.h>
#include <linux/sched.h>
#include <linux/skbuff.h>
#include <net/net_namespace.h>
#include <net/netlink.h>
#include <net/sock.h>

#include "internal.h"

/*
 * A link message that carries XDP, for a device of the initial namespace:
 * the sender's, or the one IFLA_TARGET_NETNSID names from there.
 */
static bool link_msg_sets_xdp(struct net *net, const struct nlmsghdr *nlh)
{
	const int hdrlen = sizeof(struct ifinfomsg);
	const struct nlattr *id;
	struct net *target;
	bool init;

	if (!nlmsg_find_attr(nlh, hdrlen, IFLA_XDP))
		return false;
	id = nlmsg_find_attr(nlh, hdrlen, IFLA_TARGET_NETNSID);
	if (!id)
		return net_eq(net, &init_net);
	if (nla_len(id) < sizeof(s32))
		return true;	/* malformed: refused by rtnetlink anyway */
	target = get_net_ns_by_id(net, nla_get_s32(id));
	if (!target)
		return false;	/* no such namespace: rtnetlink fails it */
	init = net_eq(target, &init_net);
	put_net(target);
	return init;
}

static bool msg_changes_firewall(int protocol, struct net *net,
				 const struct nlmsghdr *nlh)
{
	unsigned int type = nlh->nlmsg_type;

	switch (protocol) {
	case NETLINK_NETFILTER:
		return net_eq(net, &init_net) &&
		       sl_nfnl_msg_changes(NFNL_SUBSYS_ID(type),
					   NFNL_MSG_TYPE(type));
	case NETLINK_ROUTE:
		if (sl_rtnl_tc_msg_changes(type))
			return net_eq(net, &init_net);
		return sl_rtnl_link_msg_sets(type) && link_msg_sets_xdp(net, nlh);
	default:
		return false;
	}
}

/**
 * securelevel_netlink_changes_firewall - would this netlink send change it?
 * @sk: the sending socket
 * @skb: the messages sent, one or a batch
 *
 * Walks the messages as netlink_rcv_skb() and nfnetlink's batches do,
 * stopping where they stop, at a length that cannot be right.
 *
 * Return: true if a message would change the packet filter of the
 * initial network namespace.
 */
bool securelevel_netlink_changes_firewall(struct sock *sk, struct sk_buff *skb)
{
	const unsigned char *data = skb->data;
	unsigned int len = skb->len, msglen;
	const struct nlmsghdr *nlh;

	while (len >= nlmsg_total_size(0)) {
		nlh = (const struct nlmsghdr *)data;
		if (nlh->nlmsg_len < NLMSG_HDRLEN || nlh->nlmsg_len > len)
			return false;
		if (msg_changes_firewall(sk->sk_protocol, sock_net(sk), nlh))
			return true;
		msglen = NLMSG_ALIGN(nlh->nlmsg_len);
		if (msglen >= len)
			break;
		len -= msglen;
		data += msglen;
	}
	return false;
}

/**
 * securelevel_setsockopt_changes_firewall - would this setsockopt() change it?
 * @sock: the socket
 * @sol: the option's level (SOL_IP, SOL_IPV6, ...)
 * @optname: the option
 *
 * Return: true for the legacy tables' calls that replace rules or
 * counters, on a socket of the initial network namespace.
 */
bool securelevel_setsockopt_changes_firewall(struct socket *sock, int sol,
					     int optname)
{
	return sl_xt_sockopt_changes(sol, optname) && sock->sk &&
	       net_eq(sock_net(sock->sk), &init_net);
}

/* Attach types that put a program in the packet path of a device. */
static bool attach_type_filters_packets(u32 type)
{
	switch (type) {
	case BPF_XDP:
		return true;
	default:
		return false;
	}
}

/**
 * securelevel_bpf_attach_changes_firewall - would this bpf() call change it?
 * @cmd: the bpf() command
 * @attr: its attributes
 *
 * Programs loaded before the raise may still be held: attaching one to a
 * device of the initial namespace, whose index is looked up in the
 * caller's, changes that namespace's filtering.
 *
 * Return: true for such an attachment by a task of the initial namespace.
 */
bool securelevel_bpf_attach_changes_firewall(int cmd, const union bpf_attr *attr)
{
	u32 type;

	if (cmd == BPF_LINK_CREATE)
		type = attr->link_create.attach_type;
	else if (cmd == BPF_PROG_ATTACH)
		type = attr->attach_type;
	else
		return false;
	return attach_type_filters_packets(type) &&
	       net_eq(current->nsproxy->net_ns, &init_net);
}
