# (e) The CLI at level -1: freezing, then every change refused.
. /sltest/lib.sh

check_cmd "set -1 freezes" 0 'frozen at -1 (permanently insecure)' securelevel set -1
check_cmd "level now -1" 0 '^-1 (permanently insecure)$' securelevel
check_cmd "status says frozen" 0 'frozen: *yes' securelevel status
check_cmd "set 1: frozen" 1 'frozen at -1 (permanently insecure) until reboot' securelevel set 1
check_cmd "set 0: frozen" 1 'frozen at -1' securelevel set 0
iface level -1
