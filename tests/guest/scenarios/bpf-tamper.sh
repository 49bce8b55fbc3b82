# BPF changing a kernel decision at level 0, and refused at level 1.
. /sltest/lib.sh

bpf-tamper inject
iface raise 1
probe --expect=secure --only=bpf-fmod-ret,bpf-lsm,bpf-freplace,bpf-kprobe-override,bpf-fentry
check_cmd "the tamper test can no longer load its programs" 1 'could not load and attach: EPERM' bpf-tamper inject
