# Stacking: booted with lockdown=integrity, securelevel stays at 0 and
# denies nothing itself, yet lockdown's denials stand; raising securelevel
# to 1 keeps them and adds what lockdown lacks (BPF overrides, file flags).
. /sltest/lib.sh

check "lockdown is at integrity" grep -q '\[integrity\]' /sys/kernel/security/lockdown
iface level 0
probe --expect=lockdown-integrity
check_no_log "securelevel itself denied nothing at 0" "is denied at securelevel"
iface raise 1
probe --expect=secure --only=devmem-write,kexec_load,module-signed,bpf-fmod-ret,immutable-clear
