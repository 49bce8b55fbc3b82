# securelevel check and set over a kprobe program that calls
# bpf_override_return(), attached at level 0 to sethostname() so that the
# call returns 0 and changes nothing: check sees it, set refuses to raise
# over it, and after set --force it keeps overriding.
. /sltest/lib.sh

# hold KIND FUNC DESC: bpf-tamper KIND FUNC in the background, holding
# its program; checks that it attached.  Its pid is left in $held.
hold() {
	bpf-tamper "$1" "$2" > "/tmp/$1.out" 2>&1 &
	held=$!
	for _ in $(seq 50); do
		grep -q attached "/tmp/$1.out" && break
		sleep 0.2
	done
	check_cmd "$3" 0 '^attached' cat "/tmp/$1.out"
}

hostname before
hold override __x64_sys_sethostname "bpf-tamper: bpf_override_return() attached to sethostname() at level 0"
holder=$held
check "it overrides: hostname's change is swallowed" sh -c 'hostname after; [ "$(hostname)" = before ]'

check_cmd "check 1: the override is a hole, exit 8" 8 '^hole: bpf-program: BPF program id [0-9]*, kprobe calling bpf_override_return() "sltest" (no BPF link' securelevel check 1
securelevel check 1 | sed "s/^/# /"
check_cmd "check 0: nothing at level 0" 0 'nothing found' securelevel check 0
# With kernel addresses hidden, the instructions hide the helper too.
sysctl -qw kernel.kptr_restrict=2
check_cmd "check 1 with kptr_restrict=2: cannot tell, said so, exit 8" 8 '^hole: bpf-program: BPF program id [0-9]*, kprobe "sltest": cannot tell whether it calls bpf_override_return()' securelevel check 1
sysctl -qw kernel.kptr_restrict=0
# A kprobe program that only observes is no finding.
hold observe __x64_sys_getpid "bpf-tamper: an observing kprobe program attached to getpid()"
observer=$held
check "check 1: it is no finding, the override still is the only one" sh -c '[ "$(securelevel check 1 | grep -c "BPF program")" = 1 ]'

check_cmd "set 1: refused over it (exit 6)" 6 'kprobe calling bpf_override_return() "sltest"' securelevel set 1
cli_level "0 (insecure)"
check_cmd "set 1 --force: raised" 0 'raised from 0 (insecure) to 1 (secure)' securelevel set 1 --force

# What check predicted: it keeps running, and nobody gets a new one.
check "at level 1 it still overrides: sethostname changes nothing" sh -c 'hostname after; [ "$(hostname)" = before ]'
check_cmd "check 1 at level 1: still a hole (the kernel refuses a descriptor to it)" 8 'the kernel refuses a descriptor to it' securelevel check 1
check_cmd "a new override program cannot be loaded at level 1" 1 'loading the override program: EPERM' bpf-tamper override __x64_sys_sethostname
kill "$holder" "$observer"
