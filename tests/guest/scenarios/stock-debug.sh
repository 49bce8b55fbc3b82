. /sltest/lib.sh
securelevel-bpf load; echo "# load exit $?"
ls -la /sys/fs/bpf/ /sys/fs/bpf/securelevel 2>&1 | sed 's/^/# /'
mount | grep bpf | sed 's/^/# /'
