# The shipped SysV init script raises the level at the end of boot, from
# /etc/default/securelevel; "stop" cannot lower it.
. /sltest/lib.sh

check "SECURELEVEL=1 in /etc/default/securelevel" grep -qx 'SECURELEVEL=1' /etc/default/securelevel
check_cmd "init script start" 0 'raised from 0 (insecure) to 1 (secure)' /etc/init.d/securelevel start
cli_level "1 (secure)"
check_cmd "init script status" 0 'level: *1 (secure)' /etc/init.d/securelevel status
check_cmd "init script stop leaves the level" 0 'cannot be lowered until reboot' /etc/init.d/securelevel stop
cli_level "1 (secure)"
check_cmd "start again: already there" 0 'already at 1' /etc/init.d/securelevel start
