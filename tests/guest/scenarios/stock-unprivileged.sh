# Without CAP_SYS_ADMIN nobody changes the BPF backend's level, not even
# root; and an unprivileged user cannot even read it (bpffs is root's).
. /sltest/lib.sh

check_cmd "nobody reads the level too (the guard answers anyone)" 0 "^0 (insecure)$" runas 65534 securelevel
check_cmd "nobody cannot set it" 4 'ermission denied' runas 65534 securelevel set 1
check_cmd "root without CAP_SYS_ADMIN cannot set it" 4 'permission denied' \
	runas 0 --drop-sys-admin securelevel set 1
cli_level "0 (insecure)"
check_cmd "set 1" 0 'raised' securelevel set 1
check_cmd "nor raise it further" 4 'permission denied' \
	runas 0 --drop-sys-admin securelevel set 2
cli_level "1 (secure)"
