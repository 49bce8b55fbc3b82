# (e) The CLI: output, JSON, exit codes and messages, at level 0 and 1.
. /sltest/lib.sh

check_cmd "bare command prints level and name" 0 '^0 (insecure)$' securelevel
check_cmd "get --json" 0 '^{"level":0,"name":"insecure"}$' securelevel get --json
check_cmd "status at 0: nothing restricted" 0 'restricted: nothing' securelevel status
check_cmd "status --json at 0" 0 '"backend":"kernel".*"restricted":\[\]' securelevel status --json
check_cmd "--help" 0 '^usage: securelevel' securelevel --help
check_cmd "set abc: usage error" 2 'invalid level "abc": expected an integer' securelevel set abc
check_cmd "set 2x: usage error" 2 'invalid level "2x"' securelevel set 2x
check_cmd "set without a level: usage" 2 '^usage:' securelevel set
check_cmd "unknown command" 2 'unknown command "frobnicate"' securelevel frobnicate
check_cmd "set 5: refused by the kernel" 1 'refused level 5: not a level it supports' securelevel set 5
check_cmd "nobody can read the level" 0 '^0 (insecure)$' runas 65534 securelevel
check_cmd "nobody cannot set it" 4 'permission denied' runas 65534 securelevel set 1
check_cmd "root without CAP_SYS_ADMIN cannot set it" 4 'permission denied' \
	runas 0 --drop-sys-admin securelevel set 1
iface level 0
check_cmd "set 0 at 0: already there" 0 'already at 0 (insecure)' securelevel set 0
check_cmd "set 1 raises" 0 'raised from 0 (insecure) to 1 (secure)' securelevel set 1
check_cmd "level now 1" 0 '^1 (secure)$' securelevel
check_cmd "status at 1 lists /dev/mem" 0 '/dev/mem, /dev/kmem and /dev/port' securelevel status
check_cmd "status at 1 lists kexec" 0 'kexec_load()' securelevel status
check_cmd "status --json at 1" 0 '"level":1,"name":"secure","backend":"kernel"' securelevel status --json
check_cmd "set 0: lowering refused" 1 'cannot lower the level from 1 (secure) to 0' securelevel set 0
check_cmd "set -1: lowering refused" 1 'cannot lower the level from 1 (secure) to -1' securelevel set -1
check_cmd "set 1 again: already there" 0 'already at 1 (secure)' securelevel set 1
iface level 1
check_cmd "status names the CLI as the last changer" 0 '^process: *securelevel\[[0-9]*\]$' securelevel status
# As under systemd: the raise from a unit's cgroup names the unit.
grep -q ' /sys/fs/cgroup cgroup2 ' /proc/mounts ||
	mount -t cgroup2 cgroup2 /sys/fs/cgroup
if mkdir /sys/fs/cgroup/sltest-raise.service; then
	sh -c 'echo $$ > /sys/fs/cgroup/sltest-raise.service/cgroup.procs && exec iface changed-by 2'
	check_cmd "status: the unit that raised it" 0 '^unit: *sltest-raise.service$' securelevel status
	check_cmd "status: the process, its name made printable" 0 '^process: *sl?cgroup /x\[[0-9]*\]$' securelevel status
	check_cmd "status --json: changed_by" 0 '"changed_by":{"pid":[0-9]*,"comm":"sl?cgroup /x","cgroup":"/sltest-raise.service","unit":"sltest-raise.service"}' \
		securelevel status --json
else
	echo "not ok - no cgroup2 at /sys/fs/cgroup: cannot check the unit in securelevel_changed_by"
fi
