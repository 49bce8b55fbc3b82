# The sysctl kernel.securelevel: same rules as the securityfs file, and
# /etc/sysctl.d raises the level the BSD way.
. /sltest/lib.sh

check "the sysctl exists" test -f /proc/sys/kernel/securelevel
iface --sysctl level 0
iface --sysctl bad-input
iface --sysctl unprivileged
iface --sysctl level 0
check_cmd "sysctl -p of the shipped sysctl.d file" 0 'kernel.securelevel = 1' \
	sysctl -p /etc/sysctl.d/90-securelevel.conf
iface level 1
iface --sysctl level 1
check_cmd "status: set by the sysctl" 0 'set by: *sysctl kernel.securelevel' securelevel status
check_log "the change is logged" "securelevel: level changed from 0 to 1 by sysctl["
iface --sysctl refuse 0
iface --sysctl refuse -1
iface --sysctl raise 2
iface level 2
iface --sysctl bad-input
