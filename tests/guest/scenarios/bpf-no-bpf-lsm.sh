# The BPF backend on a kernel built without CONFIG_BPF_LSM (the variant
# kernel): it refuses, saying so (adding bpf to lsm= would not help).
. /sltest/lib.sh

check "no BPF LSM in this kernel" sh -c '! grep -q " bpf_lsm_file_open$" /proc/kallsyms'
check_cmd "securelevel-bpf load refuses: built without the BPF LSM, exit 3" 3 'without CONFIG_BPF_LSM' \
	securelevel-bpf load
check "no pins" test ! -e /sys/fs/bpf/securelevel
