. /sltest/lib.sh
ok "kernel $(uname -r)"
check_cmd "CLI picks the BPF backend" 0 'backend: *BPF LSM' securelevel status
securelevel set 1
probe --expect=secure
