# (e) A kernel booted without securelevel in lsm=: no file, nothing
# enforced, and the CLI says what to check.
. /sltest/lib.sh

check "no securelevel in the active LSMs" sh -c '! grep -q securelevel /sys/kernel/security/lsm'
check "no /sys/kernel/security/securelevel" test ! -e /sys/kernel/security/securelevel
check_cmd "CLI: LSM not enabled" 3 'securelevel LSM is not enabled in this kernel' securelevel
check_cmd "CLI: says to check lsm=" 3 '"securelevel" in CONFIG_LSM or lsm=' securelevel set 1
check_no_log "the LSM did not initialize" "securelevel: initialized"
probe --expect=insecure
umount /sys/kernel/security
check_cmd "CLI: securityfs not mounted" 3 'securityfs is not mounted at /sys/kernel/security' securelevel status
