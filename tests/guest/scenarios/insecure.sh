# (a) Level 0: every probe is allowed, so the probes work and securelevel
# does not over-restrict.
. /sltest/lib.sh

iface level 0
check "securelevel is among the active LSMs" \
	grep -q 'securelevel' /sys/kernel/security/lsm
ok "active LSMs: $(cat /sys/kernel/security/lsm)"
iface lsm-ids
check_log "the LSM announced itself at boot" "securelevel: initialized at level 0"
probe --expect=insecure
check_no_log "nothing was denied at level 0" "is denied at securelevel"
iface level 0
