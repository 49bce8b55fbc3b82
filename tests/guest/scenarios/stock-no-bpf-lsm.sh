# Debian's kernel booted with "bpf" missing from lsm=, as several distros
# ship it: the BPF LSM programs would attach to hooks that are never
# called.  The loader must refuse, naming lsm=; nothing may report a level
# above 0; and no operation is denied.
. /sltest/lib.sh

check "bpf is not in the active LSMs" sh -c '! grep -q "\(^\|,\)bpf\(,\|$\)" /sys/kernel/security/lsm'
check_cmd "securelevel-bpf load refuses, naming lsm=, exit 3" 3 'Add "bpf" to the lsm= kernel parameter' \
	securelevel-bpf load
check "and leaves no pins behind" test ! -e /sys/fs/bpf/securelevel
check_cmd "securelevel: not available (exit 3)" 3 'not' securelevel
check_cmd "securelevel set 1: not available (exit 3)" 3 'not' securelevel set 1
check_cmd "securelevel status: not available (exit 3)" 3 'not' securelevel status
check_cmd "securelevel status: says to add bpf to lsm=" 3 'lsm=lockdown,capability,landlock,yama,apparmor,tomoyo,\(ima,evm,\)\{0,1\}bpf' securelevel status
probe --expect=insecure --only=devmem-write,module-unsigned,bpf-lsm
