# The crash kernel (see kdump.sh), itself at securelevel 1: it booted, and
# /proc/vmcore holds the crashed kernel's memory as an ELF core.
. /sltest/lib.sh

ok "the crash kernel booted and ran its init"
check "it is a capture kernel (elfcorehdr= on its command line)" grep -q 'elfcorehdr=' /proc/cmdline
check_pid1 "1 cmdline"
check "/proc/vmcore exists" test -e /proc/vmcore
magic=$(head -c 4 /proc/vmcore | od -An -c | tr -d ' ')
if [ "$magic" = '177ELF' ]; then ok "/proc/vmcore starts with the ELF magic"; else not_ok "/proc/vmcore starts with \"$magic\""; fi
size=$(stat -c %s /proc/vmcore)
bytes=$(dd if=/proc/vmcore bs=1M count=4 2>/dev/null | wc -c)
if [ "$size" -gt 100000000 ] && [ "$bytes" -eq 4194304 ]; then
	ok "/proc/vmcore is $size bytes and reads (4 MiB read)"
else
	not_ok "/proc/vmcore: size $size, read $bytes bytes"
fi
