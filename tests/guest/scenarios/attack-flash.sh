# Level 1 on flash: UBI on an MTD (a RAM one here).  Nothing may write the
# flash any more: not the MTD character or block device, not UBI's volume
# updates or volume changes.  Writing a volume at level 0 is the control.
. /sltest/lib.sh

mtd=
for m in /sys/class/mtd/mtd*; do
	grep -q 'mtdram' "$m/name" 2>/dev/null && mtd=${m##*mtd}
done
check "a RAM MTD is there (mtd$mtd)" test -n "$mtd"
check_cmd "UBI attaches it" 0 'ubi-attach: OK' diskctl ubi-attach "$mtd"
check_cmd "a UBI volume" 0 'ubi-mkvol: OK' diskctl ubi-mkvol /dev/ubi0 sltest 262144
check_cmd "level 0: write the volume (control)" 0 'ubi-write: OK' diskctl ubi-write /dev/ubi0_0 before
raise 1
check_cmd "level 1: a volume update is refused" 1 'ubi-volup: EPERM' diskctl ubi-write /dev/ubi0_0 SLTEST-ATTACK
check_cmd "level 1: a new volume is refused" 1 'ubi-mkvol: EPERM' diskctl ubi-mkvol /dev/ubi0 other 131072
check_cmd "level 1: the MTD opened for writing: refused" 1 'open-rw: EPERM' fileflags try open-rw "/dev/mtd$mtd"
attack-disk --expect=refused pwrite "/dev/mtdblock$mtd" 100
check "the volume still holds what level 0 wrote" sh -c 'head -c 6 /dev/ubi0_0 | grep -qx before'
check_log "the refusals are logged" "sending raw commands to a disk is denied at securelevel 1"
