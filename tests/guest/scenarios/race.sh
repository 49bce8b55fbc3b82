# Many threads race to write random valid and invalid levels to the
# securityfs file and the sysctl while others read both: the level never
# leaves -1..3 or moves against the ratchet, and each write's result
# agrees with the levels around it.  On the debug kernel (KASAN and
# lockdep), the run must also leave no report.
. /sltest/lib.sh

check_debug_kernel
iface level 0
stress race 30 6 2
check_no_log "no KASAN report" "BUG: KASAN"
check_no_log "no lockdep report" "possible circular locking"
