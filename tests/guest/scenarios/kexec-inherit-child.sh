# The kernel started by kexec (kexec-inherit*.sh, kdump-inherit.sh): PID 1
# saw the level sltest.expect= names, handed over by the kernel that
# started it, and the probes say that level is enforced.
. /sltest/lib.sh

want=$(sed -n 's/.*sltest\.expect=\([0-9-]*\).*/\1/p' /proc/cmdline)
ok "the kexec'd kernel booted and ran its init ($(grep -o 'securelevel=[^ ]*' /proc/cmdline || echo 'no securelevel='))"
if [ "$want" = 0 ]; then
	check_pid1 "0 kconfig"
	probe --expect=insecure --only=devmem-write,module-unsigned,bpf-lsm
else
	check_pid1 "$want kexec"
	check_log "the handover is logged" "kexec: the previous kernel was at level $want"
	[ "$want" -ge 2 ] && mode=highly-secure || mode=secure
	probe --expect=$mode --only=devmem-write,module-unsigned,bpf-lsm,kcore-read,settime-backwards
	iface refuse 0
fi
