# make bench: the timing loops of tests/guest/bench.c, as sltest.bench=
# says: "securelevel" at level 0 then 1, "nolsm" on a boot without
# securelevel in lsm=, "boot" just reports when the level was in force.
. /sltest/lib.sh

mode=$(sed -n 's/.*sltest\.bench=\([^ ]*\).*/\1/p' /proc/cmdline)
rounds=7
case $mode in
securelevel)
	iface level 0
	bench level0 "$rounds" && ok "timed at level 0" || not_ok "bench at level 0"
	iface raise 1
	bench level1 "$rounds" && ok "timed at level 1" || not_ok "bench at level 1"
	iface raise 2
	bench level2 "$rounds" 2 && ok "timed at level 2" || not_ok "bench at level 2"
	;;
stock)
	# Debian's kernel, the BPF backend loaded by init at level 0
	bench level0 "$rounds" && ok "timed at level 0" || not_ok "bench at level 0"
	raise 1
	bench level1 "$rounds" && ok "timed at level 1" || not_ok "bench at level 1"
	raise 2
	bench level2 "$rounds" 2 && ok "timed at level 2" || not_ok "bench at level 2"
	;;
bpflsm)
	check "the BPF LSM runs, with no backend loaded" sh -c 'grep -q bpf /sys/kernel/security/lsm && test ! -e /sys/fs/bpf/securelevel'
	bench bpflsm "$rounds" && ok "timed with the BPF LSM and nothing in it" || not_ok "bench with the BPF LSM"
	;;
nolsm)
	check "no securelevel: not in lsm=, no BPF backend" sh -c '! grep -q securelevel /sys/kernel/security/lsm && test ! -e /sys/fs/bpf/securelevel'
	bench nolsm "$rounds" && ok "timed without securelevel" || not_ok "bench without securelevel"
	;;
boot)
	line=$(dmesg | grep -m1 'securelevel: initialized at level 1')
	if [ -n "$line" ]; then
		echo "bench-boot $(printf '%s' "$line" | sed 's/^\[ *\([0-9.]*\)\].*/\1/')"
		ok "level 1 at boot: $line"
	else
		not_ok "no \"initialized at level 1\" in the kernel log"
	fi
	;;
*) not_ok "unknown sltest.bench=$mode" ;;
esac
