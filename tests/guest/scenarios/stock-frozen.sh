# The BPF backend frozen at -1: probes stay allowed, the level never
# changes again.
. /sltest/lib.sh

check_cmd "set -1 freezes" 0 'frozen at -1 (permanently insecure)' securelevel set -1
cli_level "-1 (permanently insecure)"
check_cmd "status says frozen" 0 'frozen: *yes' securelevel status
probe --expect=insecure
check_cmd "set 1: frozen" 1 'frozen at -1 (permanently insecure) until reboot' securelevel set 1
check_cmd "set 0: frozen" 1 'frozen at -1' securelevel set 0
cli_bad_input "-1 (permanently insecure)"
check_no_log "nothing was denied at level -1" "is denied at securelevel"
check_cmd "unload refused: -1 is not 0 either" 1 'only possible at level 0' securelevel-bpf unload
