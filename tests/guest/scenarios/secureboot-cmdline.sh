# Secure Boot on, and the signed command line asks for securelevel=-1:
# under Secure Boot the level is 1 all the same.
. /sltest/lib.sh

check "securelevel=-1 is on the command line" grep -q 'securelevel=-1' /proc/cmdline
check_log "securelevel raised it from -1" "securelevel: UEFI Secure Boot is enabled: raising the level from -1 to 1"
check_pid1 "1 secureboot"
iface refuse -1
