# The BPF backend on a kernel without BTF (the variant kernel): a clear
# message and exit code, no pins, nothing claimed.
. /sltest/lib.sh

check "no kernel BTF" test ! -e /sys/kernel/btf/vmlinux
check_cmd "securelevel-bpf load refuses: no BTF, exit 4" 4 'has no BTF' securelevel-bpf load
check "no pins" test ! -e /sys/fs/bpf/securelevel
