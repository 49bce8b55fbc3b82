# Level 3 (network secure): the firewall of the initial network namespace
# is frozen.  Rules loaded before the raise keep filtering (traffic from a
# peer namespace over a veth pair shows it), every change afterwards is
# refused with EPERM and logged, whatever the tool, reading still works,
# and the peer namespace, a container, keeps control of its own firewall.
. /sltest/lib.sh

peer() { ip netns exec peer "$@"; }
# reaches N: a ping from the peer's address 10.0.0.N gets an answer.
reaches() { peer ping -c 1 -W 2 -I "10.0.0.$1" 10.0.0.1 >/dev/null 2>&1; }

# What the firewall does to each source: .2 nft, .3 iptables-legacy and
# .5 an ipset set drop it; .4 passes.
check_filtering() {
	when=$1
	for n in 2 3 5; do
		if reaches "$n"; then
			not_ok "$when: a ping from 10.0.0.$n got through the firewall"
		else
			ok "$when: a ping from 10.0.0.$n is dropped"
		fi
	done
	check "$when: a ping from 10.0.0.4 is answered" reaches 4
}

mkdir -p /run
mount -t tmpfs tmpfs /run
ip link set lo up
works "create the peer namespace" ip netns add peer
works "a veth pair into it" ip link add v0 type veth peer name v1 netns peer
ip addr add 10.0.0.1/24 dev v0
ip link set v0 up
for n in 2 3 4 5; do
	peer ip addr add "10.0.0.$n/24" dev v1
done
peer ip link set v1 up
peer ip link set lo up

# The firewall, at level 0, with every tool.
works "nft: a table that drops pings from 10.0.0.2" nft -f - <<'EOF'
table inet sltest {
	counter named { }
	chain input {
		type filter hook input priority 0; policy accept;
		ip saddr 10.0.0.2 icmp type echo-request counter drop
	}
}
EOF
works "iptables-legacy: drop pings from 10.0.0.3" \
	iptables-legacy -A INPUT -s 10.0.0.3 -p icmp -j DROP
works "ipset: a set holding 10.0.0.5" ipset create sltest-blocked hash:ip
works "ipset: add 10.0.0.5" ipset add sltest-blocked 10.0.0.5
works "iptables-legacy: drop what the set holds" \
	iptables-legacy -A INPUT -m set --match-set sltest-blocked src -j DROP
works "ip6tables-legacy: a rule" ip6tables-legacy -A INPUT -p tcp --dport 9 -j DROP
works "arptables-legacy: a rule" arptables-legacy -A INPUT -s 10.0.0.9 -j DROP
works "ebtables-legacy: a rule" ebtables-legacy -A INPUT -p 0x0800 -j ACCEPT
works "tc: an ingress qdisc on v0" tc qdisc add dev v0 ingress
check_filtering "level 0"

check_cmd "bpf-net: an XDP program loads at level 0" 0 'loaded' bpf-net load xdp

# Level 2 leaves the firewall alone.
check_cmd "set 2" 0 'raised from 0 (insecure) to 2 (highly secure)' securelevel set 2
works "level 2: nft can still add a table" nft add table inet sl2
works "level 2: and delete it" nft delete table inet sl2
works "level 2: iptables-legacy can still change rules" iptables-legacy -N SL2
works "level 2: and undo that" iptables-legacy -X SL2
check_cmd "level 2: an XDP program loads without CAP_SYS_ADMIN" 0 'loaded' bpf-net load xdp
check_cmd "level 2: a tc program too" 0 'loaded' bpf-net load tc
check_cmd "level 2: a lightweight tunnel program too" 0 'loaded' bpf-net load lwt

# An XDP program loaded now, attached after the raise.
bpf-net attach-at 3 v0 > /tmp/xdp.tap 2>&1 &
attacher=$!
sleep 1

# The CLI will not raise over it (securelevel check): it would keep
# running.  Here it is the attack: raise anyway.
check_cmd "set 3: refused while the XDP program is loaded (exit 6)" 6 'BPF program id [0-9]*, xdp "sltest_net"' securelevel set 3
cli_level "2 (highly secure)"
check_cmd "set 3 --force" 0 'raised from 2 (highly secure) to 3 (network secure)' securelevel set 3 --force
cli_level "3 (network secure)"
check_cmd "status at 3 lists the firewall" 0 'changing the firewall of the initial network namespace' securelevel status
wait "$attacher"
cat /tmp/xdp.tap

# Everything level 2 denies, level 3 denies.
probe --expect=network-secure

# Every change to the initial namespace's firewall, by every tool.
refused "nft flush ruleset" nft flush ruleset
refused "nft delete table" nft delete table inet sltest
refused "nft insert an accept rule" nft insert rule inet sltest input accept
refused "nft add a table" nft add table inet evil
refused "nft flush the chain" nft flush chain inet sltest input
refused "nft reset the counters" nft reset counters
refused "iptables-legacy -F" iptables-legacy -F INPUT
refused "iptables-legacy -I ACCEPT" iptables-legacy -I INPUT -j ACCEPT
refused "iptables-legacy -Z (zero the counters)" iptables-legacy -Z INPUT
refused "iptables-nft -I ACCEPT" iptables-nft -I INPUT -j ACCEPT
refused "ip6tables-legacy -F" ip6tables-legacy -F INPUT
refused "ip6tables-nft -A" ip6tables-nft -A INPUT -j ACCEPT
refused "arptables-legacy -F" arptables-legacy -F INPUT
refused "arptables-nft -A" arptables-nft -A INPUT -j ACCEPT
# ebtables-legacy and ipset do not print the errno; the rules are checked below.
refused_as "ebtables-legacy -F" 'Unable to update the kernel' ebtables-legacy -F INPUT
refused "ebtables-nft -A" ebtables-nft -A INPUT -j ACCEPT
refused_as "ipset del 10.0.0.5" 'Internal protocol error' ipset del sltest-blocked 10.0.0.5
refused_as "ipset flush" 'Internal protocol error' ipset flush sltest-blocked
refused_as "ipset create" 'Internal protocol error' ipset create sltest-evil hash:ip
refused "tc qdisc del" tc qdisc del dev v0 ingress
refused "tc qdisc add clsact" tc qdisc add dev lo clsact
refused "ip link: detach XDP" ip link set dev v0 xdp off
check_cmd "bpf-net: an XDP program cannot load" 1 'refused: EPERM' bpf-net load xdp
check_cmd "bpf-net: a tc program cannot load" 1 'refused: EPERM' bpf-net load tc
check_cmd "bpf-net: a lightweight tunnel program cannot load" 1 'refused: EPERM' bpf-net load lwt
check_log "the refusals are logged" "changing the firewall of the initial network namespace is denied at securelevel 3"
check_log "the BPF refusal is logged" "loading or attaching a BPF program that filters or redirects packets is denied at securelevel 3"

# Reading works, and the rules are what they were.
check_cmd "nft list ruleset reads the rules" 0 'ip saddr 10.0.0.2 icmp type echo-request counter packets [1-9][0-9]* bytes [0-9]* drop' nft list ruleset
check_cmd "no table was added" 1 '' sh -c 'nft list ruleset | grep "inet evil"'
check_cmd "iptables-legacy -S reads the rules" 0 '^-A INPUT -s 10.0.0.3/32 -p icmp -j DROP' iptables-legacy -S INPUT
check_cmd "iptables-legacy still holds the set rule" 0 'match-set sltest-blocked src -j DROP' iptables-legacy -S INPUT
check_cmd "ipset list reads the set, still holding 10.0.0.5" 0 '^10.0.0.5' ipset list sltest-blocked
check_cmd "no set was created" 1 'does not exist' ipset list sltest-evil
check_cmd "ebtables-legacy -L: the rule is still there" 0 '^-p \(IPv4\|0x800\) -j ACCEPT' ebtables-legacy -L INPUT
check_cmd "ip6tables-legacy -S" 0 'dport 9 -j DROP' ip6tables-legacy -S INPUT
check_cmd "arptables-legacy -L" 0 '10.0.0.9' arptables-legacy -L INPUT
check_cmd "tc qdisc show: the ingress qdisc is still there" 0 'qdisc ingress' tc qdisc show dev v0
check_cmd "no XDP program on v0" 1 '' sh -c '/sltest/bin/ip link show dev v0 | grep xdp'
check_filtering "level 3"

# The container's own firewall is its own.
works "peer: nft adds a table" peer nft add table inet c
works "peer: a chain" peer nft add chain inet c output '{ type filter hook output priority 0; }'
works "peer: a rule dropping its pings from 10.0.0.4" \
	peer nft add rule inet c output ip saddr 10.0.0.4 icmp type echo-request drop
if reaches 4; then
	not_ok "peer: its new rule did not take effect"
else
	ok "peer: its new rule took effect: 10.0.0.4 no longer reaches"
fi
works "peer: and goes again" peer nft delete table inet c
check "peer: 10.0.0.4 reaches again" reaches 4
works "peer: iptables-legacy changes its rules" peer iptables-legacy -A OUTPUT -j ACCEPT
works "peer: iptables-nft too" peer iptables-nft -A OUTPUT -j ACCEPT
works "peer: ipset creates a set" peer ipset create c hash:ip
works "peer: tc adds a qdisc" peer tc qdisc add dev v1 clsact
check_cmd "set 2: lowering refused" 1 'cannot lower the level from 3 (network secure) to 2' securelevel set 2
cli_level "3 (network secure)"
