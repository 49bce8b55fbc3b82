# Debian's stock kernel with the BPF backend, level 0: every probe is
# allowed, and at level 0 the backend can still be unloaded.
. /sltest/lib.sh

ok "kernel $(uname -r), active LSMs: $(cat /sys/kernel/security/lsm)"
check "bpf is among the active LSMs" grep -q 'bpf' /sys/kernel/security/lsm
check "this kernel has no securelevel LSM" test ! -e /sys/kernel/security/securelevel
check_log "the backend announced itself at boot" "securelevel: BPF backend loaded at level 0"
check_cmd "the CLI picks the BPF backend" 0 '^backend: *BPF LSM programs (/sys/fs/bpf/securelevel)' securelevel status
check_cmd "status --json names it" 0 '"level":0,"name":"insecure","backend":"bpf"' securelevel status --json
cli_level "0 (insecure)"
probe --expect=insecure
check_no_log "nothing was denied at level 0" "is denied at securelevel"
backend-tamper raw-set
check_cmd "still level 0 afterwards" 0 '^0 (insecure)$' securelevel
check_cmd "unload at level 0" 0 'unloaded' securelevel-bpf unload
check "the pins are gone" test ! -e /sys/fs/bpf/securelevel
check_cmd "the CLI then finds no securelevel" 3 'securelevel' securelevel
