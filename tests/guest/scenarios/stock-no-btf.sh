# The BPF backend without kernel BTF: a clear message and exit code, no
# pins.  BTF is hidden from the loader by a mount over /sys/kernel/btf,
# where a kernel built without CONFIG_DEBUG_INFO_BTF has nothing.
. /sltest/lib.sh

check "hide the kernel's BTF" mount -t tmpfs none /sys/kernel/btf
check_cmd "securelevel-bpf load refuses: no BTF, exit 4" 4 'has no BTF' securelevel-bpf load
check "no pins" test ! -e /sys/fs/bpf/securelevel
check_cmd "securelevel: not available (exit 3)" 3 'not' securelevel
