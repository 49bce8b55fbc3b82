# securelevel check N, the preflight: each situation is set up at level 0
# and its finding seen, with the exit code a compliance tool reads (0
# nothing, 7 something breaks, 8 a hole stays open); set refuses to raise
# over BPF programs the level refuses, unless --force; after the raise
# every predicted breakage happens and every predicted hole stays open.
. /sltest/lib.sh

mkdir -p /run
mount -t tmpfs tmpfs /run
check_cmd "check 1 on a clean system: nothing found, exit 0" 0 'nothing found that level 1 would break or leave open' securelevel check 1
check_cmd "check 3 --json: no findings" 0 '^{"level":3,"findings":\[\],"exit":0}$' securelevel check 3 --json
check_cmd "check 4: not a level" 2 'not a level' securelevel check 4

# Breaks: a module listed to load at boot, unsigned; a signed one is fine.
moddir=/lib/modules/$(uname -r)
mkdir -p "$moddir/extra" /etc/modules-load.d
cp /lib/modules/sltest/sltest-unsigned.ko "$moddir/extra/sltest.ko"
cp /lib/modules/sltest/sltest-api.ko "$moddir/extra/sltest_api.ko"
printf 'extra/sltest.ko:\nextra/sltest_api.ko:\n' > "$moddir/modules.dep"
printf '# test\nsltest\nsltest-api\n' > /etc/modules-load.d/sltest.conf
check_cmd "check 1: the unsigned module breaks, exit 7" 7 "^breaks: module: module sltest (/etc/modules-load.d/sltest.conf) is listed to load but not loaded, and $moddir/extra/sltest.ko is not signed" securelevel check 1
check "check 1: the signed one is no finding" sh -c '! securelevel check 1 | grep -q "module sltest-api"'
check_cmd "check 0: nothing breaks at 0" 0 'nothing found' securelevel check 0

# Breaks: hibernation configured, and (level 2) swap not on yet.
echo 1:0 > /sys/power/resume
check_cmd "check 1: hibernation breaks" 7 '^breaks: hibernation: hibernation is configured (resume device 1:0)' securelevel check 1
mkswap /dev/ram0 >/dev/null
echo '/dev/ram0 none swap sw 0 0' >> /etc/fstab
check_cmd "check 2: swap not on yet breaks" 7 '^breaks: swap: swap on /dev/ram0 (/etc/fstab) is not enabled' securelevel check 2
check "check 1: swap is no finding at 1" sh -c '! securelevel check 1 | grep -q swap'
mkdir -p /etc/chrony
printf 'pool 2.debian.pool.ntp.org iburst\nmakestep 1 3\n' > /etc/chrony/chrony.conf
check_cmd "check 2: chrony's makestep breaks" 7 '^breaks: ntp: chrony may step the clock ("makestep 1 3" in /etc/chrony/chrony.conf)' securelevel check 2

# Breaks at 2: systemd-timesyncd enabled (it steps large offsets).
mkdir -p /lib/systemd/system /etc/systemd/system/sysinit.target.wants
: > /lib/systemd/system/systemd-timesyncd.service
ln -s /lib/systemd/system/systemd-timesyncd.service /etc/systemd/system/sysinit.target.wants/
check_cmd "check 2: systemd-timesyncd enabled breaks" 7 '^breaks: ntp: systemd-timesyncd may step the clock (systemd-timesyncd.service is enabled: /etc/systemd/system/sysinit.target.wants/systemd-timesyncd.service)' securelevel check 2

# Breaks at 3: a daemon that changes the firewall while it runs.  This
# stand-in for fail2ban (its comm is its file name) bans the address in
# /tmp/ban each time that file appears, as fail2ban-server does on a match.
nft add table inet f2b
nft add set inet f2b banned '{ type ipv4_addr; }'
cat > /tmp/fail2ban-server <<'EOF'
#!/bin/sh
while :; do
	if [ -e /tmp/ban ]; then
		addr=$(cat /tmp/ban)
		rm /tmp/ban
		nft add element inet f2b banned "{ $addr }" > /tmp/ban.out 2>&1
		echo "exit $?" >> /tmp/ban.out
	fi
	sleep 0.2
done
EOF
chmod +x /tmp/fail2ban-server
/tmp/fail2ban-server &
f2b=$!
# ban ADDR: let the stand-in ban ADDR; its nft output and exit status.
ban() {
	rm -f /tmp/ban.out
	echo "$1" > /tmp/ban
	for _ in $(seq 50); do
		grep -q '^exit' /tmp/ban.out 2>/dev/null && break
		sleep 0.2
	done
	cat /tmp/ban.out 2>/dev/null
}
check_cmd "the fail2ban stand-in bans at level 0" 0 '^exit 0$' ban 192.0.2.1
check_cmd "check 3: fail2ban breaks" 7 "^breaks: firewall: fail2ban-server is running, pid $f2b: it adds a rule for each ban, and every change to the firewall is refused at level 3" securelevel check 3
check "check 2: fail2ban is no finding at 2" sh -c '! securelevel check 2 | grep -q firewall'
mkdir -p /etc/systemd/system/multi-user.target.wants
: > /lib/systemd/system/docker.service
ln -s /lib/systemd/system/docker.service /etc/systemd/system/multi-user.target.wants/
check_cmd "check 3: docker enabled breaks" 7 '^breaks: firewall: docker.service is enabled: /etc/systemd/system/multi-user.target.wants/docker.service: it adds NAT and filter rules' securelevel check 3

# Holes: this shell holding /dev/mem, an XDP program attached (level 3).
exec 3</dev/mem
check_cmd "check 1: the held /dev/mem is a hole, exit 8" 8 "^hole: open-fd: [a-z]*\[$$\] holds /dev/mem open (fd 3)" securelevel check 1
ip link set lo up
check_cmd "bpf-net: attach XDP to lo at level 0" 0 'attached' bpf-net xdp-attach lo
check_cmd "check 3: the XDP program is a hole" 8 '^hole: bpf-program: BPF program id [0-9]*, xdp "sltest_net"' securelevel check 3
check "check 2: the XDP program is no finding at 2" sh -c '! securelevel check 2 | grep -q xdp'
check_cmd "check 3 --json" 8 '"kind":"hole","what":"bpf-program"' securelevel check 3 --json

securelevel check 3 | sed 's/^/# /'

# set refuses to raise over the program, naming it; --force raises.
check_cmd "set 3: refused over the XDP program (exit 6)" 6 'BPF program id [0-9]*, xdp "sltest_net"' securelevel set 3
cli_level "0 (insecure)"
check_cmd "set 2: not refused for it" 0 'raised from 0 (insecure) to 2 (highly secure)' securelevel set 2
check_cmd "set 3 --force: raised" 0 'raised from 2 (highly secure) to 3 (network secure)' securelevel set 3 --force

# What was predicted happens.
check "the XDP program keeps running on lo" sh -c '/sltest/bin/ip link show dev lo | grep -q xdp'
check_cmd "the held /dev/mem descriptor still reads" 0 '^16$' sh -c 'head -c 16 <&3 | wc -c'
exec 3<&-
refused "loading the unsigned module" insmod "$moddir/extra/sltest.ko"
refused "swapon" swapon /dev/ram0
refused "hibernating" sh -c 'echo disk > /sys/power/state'
# busybox's date says so but exits 0: look at the clock too.
check_cmd "stepping the clock back, as chrony's makestep would, is refused" 0 "can't set date: Operation not permitted" date -s @1000000000
check "the clock did not go back" test "$(date +%s)" -gt 1000000000
check_cmd "systemd-timesyncd's step back (clock_adjtime ADJ_SETOFFSET) is refused" 0 '^ok - ' attack-clock --expect=refused --only=setoffset
check_cmd "the fail2ban stand-in's next ban is refused at level 3" 0 'Operation not permitted' ban 192.0.2.2
check "the set holds only the ban from before the raise" sh -c 'nft list set inet f2b banned | grep -q 192.0.2.1 && ! nft list set inet f2b banned | grep -q 192.0.2.2'
kill "$f2b"
