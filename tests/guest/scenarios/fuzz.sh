# 100,000 random byte strings written to the securityfs file, each
# checked against a model of the parser and the ratchet: the level
# changes only on a well-formed, allowed request.
. /sltest/lib.sh

check_debug_kernel
iface level 0
stress fuzz 100000
check_no_log "no KASAN report" "BUG: KASAN"
