# The comparison run (make compare): the probe suite against what the
# command line configured, given as sltest.expect=MODE.
. /sltest/lib.sh

mode=$(sed -n 's/.*sltest\.expect=\([^ ]*\).*/\1/p' /proc/cmdline)
ok "mode $mode, lockdown: $(cat /sys/kernel/security/lockdown), securelevel $(level)"
probe --expect="$mode"
