# Root against the BPF backend at level 1: every way to remove or defeat
# it fails, and the level is still in force afterwards.
. /sltest/lib.sh

# The log daemon's pid (busybox here has no pgrep).
daemon=$(for p in /proc/[0-9]*; do
	tr '\0' ' ' < "$p/cmdline" 2>/dev/null | grep -q '^securelevel-bpf log' &&
		echo "${p#/proc/}"
done)
check "the log daemon runs (pid $daemon)" test -n "$daemon"
check_cmd "set 1" 0 'raised from 0 (insecure) to 1 (secure)' securelevel set 1
backend-tamper
# The loader exited after "load"; the log daemon is all that runs.
check "kill the log daemon" kill -KILL "$daemon"
sleep 1
# Dead, or a zombie nobody reaped yet: either way its cmdline is empty.
check "the log daemon is gone" test -z "$(cat "/proc/$daemon/cmdline" 2>/dev/null)"
check_cmd "bpf-tamper: fmod_ret and LSM overrides cannot load" 1 'could not load and attach: EPERM' bpf-tamper inject
check_cmd "insmod an unsigned module: refused" 1 'not permitted' \
	insmod /lib/modules/sltest/sltest-unsigned.ko
# Everything still in force: the level, and what it denies.
cli_level "1 (secure)"
check_cmd "set 0: still refused" 1 'cannot lower the level from 1 (secure) to 0' securelevel set 0
probe --expect=secure
check "the pins are all still there" test -e /sys/fs/bpf/securelevel/link1_sl_locked_down
# The CLI's answer cannot be faked: hide the pins behind fake ones.
backend-tamper fake-pins
check_cmd "with fake pins in place the CLI still says 1" 0 '^1 (secure)$' sh -c 'securelevel 2>/dev/null'
check_cmd "and says the pins are not the backend's" 0 'are not the backend' securelevel
check_cmd "a fake \"set\" cannot pretend to raise the level" 5 'not at level 2' securelevel set 2
check_cmd "the level is still 1" 0 '^1 (secure)$' sh -c 'securelevel 2>/dev/null'
probe --expect=secure --only=devmem-write,module-unsigned,bpf-lsm
