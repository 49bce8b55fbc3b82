# (b) Raise to 1 from userspace: every probe is denied with EPERM; lowering,
# re-setting -1 and bad input are refused with the level unchanged.
. /sltest/lib.sh

iface level 0
iface raise 1
iface level 1
check_log "the raise is logged with the process" "securelevel: level changed from 0 to 1 by iface["
probe --expect=secure
check_denials_logged 1
iface refuse 0
iface refuse -1
iface raise 1
iface bad-input
iface level 1
