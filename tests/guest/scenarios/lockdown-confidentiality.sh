# Stacking: booted with lockdown=confidentiality at securelevel 0.
. /sltest/lib.sh

check "lockdown is at confidentiality" grep -q '\[confidentiality\]' /sys/kernel/security/lockdown
iface level 0
probe --expect=lockdown-confidentiality
check_no_log "securelevel itself denied nothing at 0" "is denied at securelevel"
