# vfat keeps its own immutable flag: mounted with sys_immutable, a file
# with ATTR_SYS is immutable, and FAT_IOCTL_SET_ATTRIBUTES (not the
# generic file attribute code) changes it.  At level 1 it cannot be
# cleared either, and the file stays immutable after a remount.
. /sltest/lib.sh

check "a vfat filesystem on a RAM disk" mkdosfs /dev/ram0
check "mounted with sys_immutable" mount -t vfat -o sys_immutable /dev/ram0 /mnt
echo data > /mnt/file
check_cmd "level 0: set ATTR_SYS" 0 'fat-set: OK' fileflags fat-set /mnt/file
check_cmd "level 0: the file is immutable" 1 'write: EPERM' fileflags try write /mnt/file
check_cmd "level 0: clear ATTR_SYS (control)" 0 'fat-clear: OK' fileflags fat-clear /mnt/file
check_cmd "level 0: set it again" 0 'fat-set: OK' fileflags fat-set /mnt/file
raise 1
check_cmd "level 1: clearing ATTR_SYS refused" 1 'fat-clear: EPERM' fileflags fat-clear /mnt/file
check_cmd "level 1: still immutable" 1 'write: EPERM' fileflags try write /mnt/file
check "umount" umount /mnt
check "mount again" mount -t vfat -o sys_immutable /dev/ram0 /mnt
check_cmd "still immutable after the remount" 1 'write: EPERM' fileflags try write /mnt/file
check "content unchanged" grep -qx data /mnt/file
