# The BPF backend raised to 1: every probe is denied as by the kernel
# LSM; lowering and bad input are refused with the level unchanged.
. /sltest/lib.sh

cli_level "0 (insecure)"
# Raised from a cgroup named like a systemd unit, as a unit would.
mkdir /sys/fs/cgroup/sltest-raise.service
check_cmd "set 1 raises" 0 'raised from 0 (insecure) to 1 (secure)' \
	sh -c 'echo $$ > /tmp/raise.pid; echo $$ > /sys/fs/cgroup/sltest-raise.service/cgroup.procs; exec securelevel set 1'
check_cmd "status names the process that raised it" 0 "^process: *securelevel\[$(cat /tmp/raise.pid)\]\$" securelevel status
check_cmd "status names its unit" 0 '^unit: *sltest-raise.service$' securelevel status
check_cmd "status --json: changed_by" 0 '"changed_by":{"pid":[0-9]*,"comm":"securelevel","cgroup":"/sltest-raise.service","unit":"sltest-raise.service"}' \
	securelevel status --json
# systemd removes a unit's cgroup once its processes are gone.
rmdir /sys/fs/cgroup/sltest-raise.service
check_cmd "status names the unit after its cgroup is gone" 0 '^unit: *sltest-raise.service$' securelevel status
cli_level "1 (secure)"
check_log "the raise is logged with the process" "securelevel: level changed from 0 to 1 by securelevel["
check_cmd "status at 1 lists /dev/mem" 0 '/dev/mem, /dev/kmem and /dev/port' securelevel status
check_cmd "status says how" 0 'set by: *securelevel set (BPF backend)' securelevel status
probe --expect=secure
check_denials_logged 1
check_cmd "set 0: lowering refused" 1 'cannot lower the level from 1 (secure) to 0' securelevel set 0
check_cmd "set -1: lowering refused" 1 'cannot lower the level from 1 (secure) to -1' securelevel set -1
check_cmd "set 1 again: already there" 0 'already at 1 (secure)' securelevel set 1
check_cmd "unload refused" 1 'only possible at level 0' securelevel-bpf unload
cli_bad_input "1 (secure)"
