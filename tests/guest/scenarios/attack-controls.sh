# The controls, at level 0: every attack of the adversarial suite works on
# an unprotected kernel, with either backend, so a refusal elsewhere means
# something.  The host then finds the marks on the disk images.
. /sltest/lib.sh

attack-clock --expect=through
attack-bpf-read --expect=through
find_disks || exit 1
for m in pwrite mmap iouring splice; do
	attack-disk --expect=through "$m" "$VIRTIO"
done
attack-disk --expect=through fallocate "$VIRTIO" 12300
attack-disk --expect=through sgio-write10 "$SCSI"
attack-disk --expect=through --check="$SCSI" sgio-write10 "$SG" 12290
attack-disk --expect=through --check="$SCSI" sg-write "$SG" 12292
attack-disk --expect=through sgio-ata16 "$SATA"
attack-disk --expect=through nvme-submit-io "$NVME"
attack-disk --expect=through --check="$NVME" nvme-io-cmd "$NG" 12290
attack-disk --expect=through --check="$NVME" nvme-uring "$NG" 12292
disk_expect virtio marked
disk_expect scsi marked
disk_expect sata marked
disk_expect nvme marked
# The attack works at level 0: clear the flag on the raw device,
# drop the caches, and the immutable file is writable.
check "ext4 on the SATA disk" mkfs_with_flags "$SATA" /mnt/sata
check "debugfs -w clears the immutable flag on the mounted raw device" \
	debugfs -w -R "set_inode_field /immutable flags 0x80000" "$SATA"
sync
echo 3 > /proc/sys/vm/drop_caches
check_cmd "after drop_caches the immutable file is writable" 0 'write: OK' fileflags try write /mnt/sata/immutable
check_cmd "a device-mapper mapping and table reload work" 0 'dm-resume: OK' \
	sh -c "diskctl dm-create ctl $NVME 8192 && diskctl dm-reload ctl $NVME 0 4096"
