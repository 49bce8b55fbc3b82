# Immutable and append-only files on a real ext4 filesystem, with either
# backend: at level 1 the flags can be set but never cleared, so such
# files cannot be modified, truncated, renamed or deleted, by root
# included.
. /sltest/lib.sh

check "loop device for the ext4 image" losetup /dev/loop0 /sltest/ext4.img
check "mount ext4" mount -t ext4 /dev/loop0 /mnt
echo data > /mnt/immutable
echo log > /mnt/appendonly
check_cmd "level 0: set immutable" 0 'set: OK' fileflags set /mnt/immutable i
check_cmd "level 0: clear immutable (control)" 0 'clear: OK' fileflags clear /mnt/immutable i
check_cmd "level 0: set immutable again" 0 'set: OK' fileflags set /mnt/immutable i
check_cmd "level 0: set append-only" 0 'set: OK' fileflags set /mnt/appendonly a

raise 1
check_cmd "clear immutable refused" 1 'clear: EPERM' fileflags clear /mnt/immutable i
check_cmd "clear immutable with FSSETXATTR refused" 1 'clear-fsx: EPERM' fileflags clear-fsx /mnt/immutable i
check_cmd "clear append-only refused" 1 'clear: EPERM' fileflags clear /mnt/appendonly a
check_cmd "clear append-only with FSSETXATTR refused" 1 'clear-fsx: EPERM' fileflags clear-fsx /mnt/appendonly a
for op in write append open-trunc truncate rename unlink link; do
	check_cmd "immutable file: $op refused" 1 "$op: EPERM" fileflags try $op /mnt/immutable
done
check "immutable file unchanged" grep -qx data /mnt/immutable
check_cmd "append-only file: append allowed" 0 'append: OK' fileflags try append /mnt/appendonly
for op in write open-trunc truncate rename unlink; do
	check_cmd "append-only file: $op refused" 1 "$op: EPERM" fileflags try $op /mnt/appendonly
done
if [ -f /sltest/stock ]; then
	# The BPF backend cannot see the new flags (no hook on this kernel
	# does), so it refuses every flags change of such a file.
	check_cmd "BPF backend: any flags change of an append-only file refused" 1 'set: EPERM' fileflags set /mnt/appendonly d
else
	check_cmd "setting another flag on an append-only file still works" 0 'set: OK' fileflags set /mnt/appendonly d
fi
echo new > /mnt/new
echo new > /mnt/new2
check_cmd "setting immutable on another file still works" 0 'set: OK' fileflags set /mnt/new i
check_cmd "setting append-only with FSSETXATTR still works" 0 'set-fsx: OK' fileflags set-fsx /mnt/new2 a
check_cmd "and that one cannot be cleared either" 1 'clear: EPERM' fileflags clear /mnt/new i
check_log "the denial is logged" "clearing the immutable or append-only flag is denied at securelevel 1"
check "umount" umount /mnt
check "mount again: the flags are on disk" mount -t ext4 /dev/loop0 /mnt
check_cmd "still immutable after remount" 1 'write: EPERM' fileflags try write /mnt/immutable
