# Level 2, as root with every storage path a distro kernel has: no disk
# may be written raw, in use or not, by open(2), by a descriptor opened
# before the raise, by raw commands, or by a driver opening it; mounting
# and writing through a filesystem still work.  The host then checks that
# no canary was touched.
. /sltest/lib.sh

find_disks || exit 1
check "ext4 on the NVMe disk" mkfs_with_flags "$NVME" /mnt/nvme
mke2fs -q -F -t ext4 -b 1024 "$SATA" 4096
check "swap signature on the virtio disk" mkswap "$VIRTIO" 4096
attack-disk --expect=refused --raise=2 pwrite "$SCSI"
attack-disk --expect=refused --raise=2 mmap "$VIRTIO"
check "the level is 2" sh -c 'securelevel | grep -q "^2 "'

for dev in "$NVME" "$SCSI" "$SATA" "$VIRTIO"; do
	for m in pwrite odirect mmap fallocate iouring; do
		attack-disk --expect=refused "$m" "$dev"
	done
done
attack-disk --expect=refused sgio-write10 "$SCSI"
attack-disk --expect=refused --check="$SCSI" sgio-write10 "$SG"
attack-disk --expect=refused --check="$SCSI" sgio-write10 "$BSG"
attack-disk --expect=refused sgio-ata16 "$SATA"
attack-disk --expect=refused nvme-submit-io "$NVME"
attack-disk --expect=refused --check="$NVME" nvme-io-cmd "$NG"
attack-disk --expect=refused --check="$NVME" nvme-uring "$NG"
check_output "debugfs -w on the unmounted SATA filesystem: refused at open" 'Operation not permitted' \
	debugfs -w -R "set_inode_field / mode 0" "$SATA"
# Drivers that would open a disk for writing themselves.
check_cmd "a device-mapper table over the virtio disk: refused" 1 'dm-table-load: EPERM' \
	diskctl dm-create sltest "$VIRTIO" 8192
check "a read-only loop device over a file still works" sh -c 'truncate -s 1M /tmp/f && losetup -r /dev/loop1 /tmp/f'
check_cmd "a read-write one cannot be set up (the loop device opens for writing)" 1 'open-rw: EPERM' fileflags try open-rw /dev/loop2
mkdir -p /sys/kernel/config
mount -t configfs configfs /sys/kernel/config 2>/dev/null
nvmet=/sys/kernel/config/nvmet/subsystems/sltest2
mkdir "$nvmet" && mkdir "$nvmet/namespaces/1" && echo "$VIRTIO" > "$nvmet/namespaces/1/device_path"
check_cmd "export the virtio disk with the NVMe target: refused" 1 'Operation not permitted' \
	sh -c "echo 1 > $nvmet/namespaces/1/enable"
echo "$VIRTIO,4096" > /sys/module/block2mtd/parameters/block2mtd
check "block2mtd on the virtio disk: no MTD device" sh -c "! grep -q block2mtd /sys/class/mtd/*/name"
check_output "swapon of the virtio disk: refused" 'Operation not permitted\|EPERM' swapon "$VIRTIO"
# Still possible: mounting, and writing through the filesystem.
check "mount the SATA filesystem read-write at level 2" mount -t ext4 "$SATA" /mnt
check "write a file through it" sh -c 'echo hello > /mnt/hello && sync && grep -qx hello /mnt/hello'
check "umount" umount /mnt
check_flags_hold /mnt/nvme
check_log "the denials are logged" "writing to a block device is denied at securelevel 2"
check_log "opening for writing is logged" "opening a block device for writing is denied at securelevel 2"
for d in nvme scsi virtio sata; do disk_expect $d intact; done
