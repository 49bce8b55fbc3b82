# (c) Level -1: probes stay allowed, and the level can never change again.
. /sltest/lib.sh

iface raise -1
iface level -1
probe --expect=insecure
iface refuse 1
iface refuse 0
iface raise -1
iface bad-input
iface level -1
check_no_log "nothing was denied at level -1" "is denied at securelevel"
