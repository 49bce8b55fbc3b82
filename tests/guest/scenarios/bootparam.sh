# securelevel=1 on the command line: level 1 before PID 1 does anything.
. /sltest/lib.sh

check_pid1 "1 cmdline"
check_log "the boot level is logged" "securelevel: initialized at level 1 (cmdline)"
check_cmd "status says how" 0 'set by: *boot parameter securelevel=' securelevel status
probe --expect=secure
iface refuse 0
iface level 1
