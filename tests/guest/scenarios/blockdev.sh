# Level 2 and block devices, with either backend: raw writes are refused,
# mounting still works, and so does writing through the mounted filesystem.
. /sltest/lib.sh

check "loop device for the ext4 image" losetup /dev/loop0 /sltest/ext4.img
raise 2
check_cmd "open the loop device for writing: refused" 1 'open-rw: EPERM' fileflags try open-rw /dev/loop0
check_cmd "open /dev/ram0 for writing: refused" 1 'open-rw: EPERM' fileflags try open-rw /dev/ram0
check "read the block device" dd if=/dev/loop0 of=/dev/null bs=1k count=16
check "mount ext4 read-write at level 2" mount -t ext4 /dev/loop0 /mnt
check "write a file through the filesystem" sh -c 'echo hello > /mnt/hello && sync && grep -qx hello /mnt/hello'
check "umount" umount /mnt
check_log "the denial is logged" "opening a block device for writing is denied at securelevel 2"
