# Invalid securelevel= values are logged and ignored: the kernel boots at
# its default level, which still works.
. /sltest/lib.sh

check_pid1 "0 kconfig"
for bad in abc 7 '' 1x; do
	check_log "securelevel=$bad is reported" \
		"securelevel: ignoring invalid securelevel=$bad (valid: -1 to 3)"
done
iface level 0
iface raise 1
iface level 1
