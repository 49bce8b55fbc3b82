# Booted with lockdown=confidentiality, which withholds
# bpf_probe_read_kernel() from every BPF program loaded from then on: the
# backend cannot load, says why with its own exit code, and leaves
# nothing behind; lockdown alone still denies its list.
. /sltest/lib.sh

check "lockdown is at confidentiality" grep -q '\[confidentiality\]' /sys/kernel/security/lockdown
probe --expect=lockdown-confidentiality --only=bpf-read-kernel
check_cmd "securelevel-bpf load: refused with exit 5, saying why" 5 'lockdown is at confidentiality' securelevel-bpf load
check "nothing is pinned" test ! -e /sys/fs/bpf/securelevel
check_cmd "the CLI finds no backend" 3 'securelevel' securelevel
check_cmd "set 1: no backend to raise" 3 'securelevel' securelevel set 1
probe --expect=lockdown-confidentiality
