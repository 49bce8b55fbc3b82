# The order that combines lockdown=confidentiality with the BPF backend:
# load the backend at boot, then raise lockdown.  The verifier gave the
# programs their helpers when they loaded, so they keep them; level 2
# then denies everything, and securelevel still logs what it denies.
. /sltest/lib.sh

check_cmd "the backend loaded at boot" 0 '^backend: *BPF' securelevel status
check "raise lockdown to confidentiality" sh -c 'echo confidentiality > /sys/kernel/security/lockdown'
check "lockdown is at confidentiality" grep -q '\[confidentiality\]' /sys/kernel/security/lockdown
check_cmd "set 1" 0 'raised from 0 (insecure) to 1 (secure)' securelevel set 1
check_cmd "set 2" 0 'raised from 1 (secure) to 2 (highly secure)' securelevel set 2
cli_level "2 (highly secure)"
probe --expect=highly-secure
check_log "securelevel logged the immutable flag" "clearing the immutable or append-only flag is denied at securelevel 2"
check_log "securelevel logged the clock" "setting the clock backwards is denied at securelevel 2"
check_log "securelevel logged the block device" "opening a block device for writing is denied at securelevel 2"
check_cmd "set 1: lowering refused" 1 'cannot lower the level from 2' securelevel set 1
check "the pins are all still there" test -e /sys/fs/bpf/securelevel/link1_sl_locked_down
