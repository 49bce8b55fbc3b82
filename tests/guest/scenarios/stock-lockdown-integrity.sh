# The BPF backend stacked on lockdown=integrity: lockdown takes none of
# the helpers the backend uses, so it loads at boot, raises, and denies
# everything level 1 does, lockdown denying its share first.
. /sltest/lib.sh

check "lockdown is at integrity" grep -q '\[integrity\]' /sys/kernel/security/lockdown
check_cmd "the backend loaded at boot" 0 '^backend: *BPF' securelevel status
check_cmd "set 1" 0 'raised from 0 (insecure) to 1 (secure)' securelevel set 1
cli_level "1 (secure)"
probe --expect=secure
# Lockdown answers its own reasons before the BPF LSM is asked (it comes
# first in lsm=); what lockdown lacks is securelevel's to deny and log.
check_log "lockdown logged its own denial" "Lockdown: probe: /dev/mem,kmem,port is restricted"
check_log "securelevel logged the immutable flag" "clearing the immutable or append-only flag is denied at securelevel 1"
check_log "securelevel logged the BPF override" "loading a BPF program that overrides kernel functions is denied at securelevel 1"
check_cmd "bpf-tamper: fmod_ret and LSM overrides cannot load" 1 'could not load and attach: EPERM' bpf-tamper inject
check_cmd "set 0: lowering refused" 1 'cannot lower the level from 1 (secure) to 0' securelevel set 0
cli_level "1 (secure)"
