# Level 2: no BPF program that can read kernel memory can be loaded, by
# any program type; programs loaded without CAP_PERFMON and CAP_SYS_ADMIN
# still load, and the verifier gives them nothing that reads the kernel.
. /sltest/lib.sh

raise 1
raise 2
attack-bpf-read --expect=refused
probe --expect=highly-secure --only=kcore-read,bpf-read-kernel,bpf-fentry
check_log "the denial is logged" "loading a BPF program that can read kernel memory is denied at securelevel 2"
