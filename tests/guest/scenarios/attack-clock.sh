# Level 2: every way to move the realtime clock backwards is refused and
# the clock does not move back; stepping it forward and slewing still work.
. /sltest/lib.sh

raise 1
raise 2
if [ -f /sltest/stock ]; then
	attack-clock --expect=refused --backend=bpf
else
	attack-clock --expect=refused
	check_log "hctosys's step back is refused and logged" "hctosys: not setting system clock"
fi
check_log "the denial is logged" "setting the clock backwards is denied at securelevel 2"
check_log "the timezone change is logged" "changing the kernel timezone is denied at securelevel 2"
