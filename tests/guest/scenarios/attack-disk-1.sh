# Level 1, as root with every storage path a distro kernel has: nothing
# may write the disks under a mounted filesystem, whole disk, partition,
# loop device or device-mapper stack, by any path; the immutable files on
# them stay so, checked after dropping every cache; and a disk nothing
# uses can still be written.  The host then checks the disk images.
. /sltest/lib.sh

find_disks || exit 1
scsi1=${SCSI}1 scsi2=${SCSI}2

# Level 0: a filesystem on each kind of disk and stack, each with an
# immutable and an append-only file.
check "ext4 on the whole NVMe disk" mkfs_with_flags "$NVME" /mnt/nvme
check_cmd "partitions 1 and 2 on the SCSI disk (BLKPG)" 0 'addpart: OK' \
	diskctl addpart "$SCSI" 1 2048 6144
check_cmd "partition 2: the rest, with the canary" 0 'addpart: OK' \
	diskctl addpart "$SCSI" 2 10240 6144
check "ext4 on SCSI partition 1" mkfs_with_flags "$scsi1" /mnt/scsi1 3072
check "ext4 on the whole SATA disk" mkfs_with_flags "$SATA" /mnt/sata
check_cmd "a device-mapper linear device over the virtio disk" 0 'dm-create: OK' \
	diskctl dm-create sltest "$VIRTIO" 8192
dm=/dev/$(ls /sys/block | grep '^dm-' | head -n 1)
check "ext4 on the device-mapper device $dm" mkfs_with_flags "$dm" /mnt/dm
truncate -s 4M /tmp/loop.img
check "a loop device over a file" losetup /dev/loop0 /tmp/loop.img
check "ext4 on the loop device" mkfs_with_flags /dev/loop0 /mnt/loop

# The raise happens inside the first attack: it opens the disk first.
attack-disk --expect=refused --raise=1 pwrite "$NVME"
check "the level is 1" sh -c 'securelevel | grep -q "^1 "'
attack-disk --expect=refused --raise=1 mmap "$SATA"

# Every data path, on every device that is in use: the whole disks at
# their canary, the smaller devices inside their filesystem.
for target in "$NVME" "$SCSI" "$scsi1:5000" "$SATA" "$VIRTIO" "$dm:7000" /dev/loop0:7000; do
	dev=${target%:*} sector=${target#*:}
	[ "$sector" = "$target" ] && sector=12288
	for m in pwrite odirect mmap mprotect fallocate zeroout discard iouring splice; do
		attack-disk --expect=refused "$m" "$dev" "$sector"
	done
done
# Raw commands: through the block devices in use, and through every
# character device (which cannot tell which disk they reach).
attack-disk --expect=refused sgio-write10 "$SCSI"
attack-disk --expect=refused --check="$SCSI" sgio-write10 "$SG"
attack-disk --expect=refused --check="$SCSI" sgio-write10 "$BSG"
attack-disk --expect=refused sgio-ata16 "$SATA"
attack-disk --expect=refused sgio-write10 "$SATA"
attack-disk --expect=refused nvme-submit-io "$NVME"
attack-disk --expect=refused nvme-io-cmd "$NVME"
attack-disk --expect=refused --check="$NVME" nvme-io-cmd "$NG"
attack-disk --expect=refused --check="$NVME" nvme-io-cmd "$NVMECTRL"
attack-disk --expect=refused --check="$NVME" nvme-uring "$NG"
attack-disk --expect=refused --check="$SCSI" sg-write "$SG"

# The issue's attack: rewrite the immutable file's inode on the raw device.
# (debugfs says nothing when its writes fail: the flags are checked below,
# after drop_caches, and the kernel logs the refusal, once the rate limit
# of the denials above has passed.)
sleep 5
for dev in "$NVME" "$SATA"; do
	echo "# debugfs on $dev: $(debugfs -w -R 'set_inode_field /immutable flags 0x80000' "$dev" 2>&1 | tr '\n' ' ')"
done
check_log "debugfs's writes to the raw devices were refused" "securelevel: debugfs["

# The stack under a mounted filesystem cannot be changed either.
check_cmd "a partition over the mounted NVMe filesystem (BLKPG): refused" 1 'addpart: EPERM' \
	diskctl addpart "$NVME" 1 0 8192
check_cmd "the mounted loop device's offset: refused" 1 'loop-offset: EPERM' \
	diskctl loop-offset /dev/loop0 1024
cp /tmp/loop.img /tmp/other.img
check_cmd "the mounted loop device's backing file: refused" 1 'loop-change-fd: EPERM' \
	diskctl loop-change-fd /dev/loop0 /tmp/other.img
check_cmd "reload the mounted device-mapper table: refused" 1 'dm-table-load: EPERM' \
	diskctl dm-reload sltest "$VIRTIO" 0 8192
check_cmd "a second device-mapper mapping of the same disk: refused" 1 'dm-table-load: EPERM' \
	diskctl dm-create sltest2 "$VIRTIO" 8192
# Drivers that open disks themselves, from sysfs and configfs.
mkdir -p /sys/kernel/config
mount -t configfs configfs /sys/kernel/config 2>/dev/null
nvmet=/sys/kernel/config/nvmet/subsystems/sltest
if mkdir "$nvmet" 2>/dev/null && mkdir "$nvmet/namespaces/1"; then
	echo "$NVME" > "$nvmet/namespaces/1/device_path"
	check_cmd "export the mounted NVMe disk with the NVMe target: refused" 1 'Operation not permitted' \
		sh -c "echo 1 > $nvmet/namespaces/1/enable"
else
	not_ok "the NVMe target's configfs is missing"
fi
if [ -e /sys/module/block2mtd/parameters/block2mtd ]; then
	echo "$SATA,4096" > /sys/module/block2mtd/parameters/block2mtd
	check "block2mtd on the mounted SATA disk: no MTD device" sh -c "! grep -q block2mtd /sys/class/mtd/*/name"
else
	not_ok "block2mtd is missing"
fi
check_log "the denials are logged" "writing to a block device in use is denied at securelevel 1"
check_log "raw commands are logged" "sending raw commands to a disk is denied at securelevel 1"

# Still possible at level 1: writing a disk nothing uses, here SCSI
# partition 2, which does not overlap partition 1; its canary is marked.
attack-disk --expect=through pwrite "$scsi2" 2048
disk_expect scsi marked

# Afterwards: every immutable file is still immutable, past every cache.
for m in /mnt/nvme /mnt/scsi1 /mnt/sata /mnt/dm /mnt/loop; do
	check_flags_hold "$m"
done
check "the level is still 1" sh -c 'securelevel | grep -q "^1 "'
probe --expect=secure --only=devmem-write,module-unsigned,immutable-clear
disk_expect nvme intact
disk_expect virtio intact
disk_expect sata intact
