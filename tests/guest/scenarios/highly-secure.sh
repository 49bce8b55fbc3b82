# Level 2 (highly secure): everything of level 1, lockdown's
# confidentiality list, no setting the clock back, no writing to block
# devices; and nothing can lower it.
. /sltest/lib.sh

iface raise 1
iface raise 2
iface level 2
check_cmd "status at 2" 0 '^level: *2 (highly secure)' securelevel status
check_cmd "status at 2 lists the clock" 0 'setting the clock backwards' securelevel status
probe --expect=highly-secure
check_denials_logged 2
iface refuse 1
iface refuse 0
iface refuse -1
iface raise 2
iface bad-input
iface level 2
