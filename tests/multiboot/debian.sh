# A real Debian 12 system in the VM (scripts/debian-image): systemd as
# PID 1 from a virtio disk, Debian's own kernel and initrd, make deb's
# packages installed with apt-get and their units enabled.  The suite's
# unit reports from inside (tests/guest/real/sltest-real).  Two boots of
# one disk: the shipped units at work, then every unit and both packages
# removed at level 1; the next boot shows what is left.
# Usage: sh tests/multiboot/debian.sh BUILD_DIR
set -u
build=$1
top=$(cd "$(dirname "$0")/../.." && pwd)

if [ "$(id -u)" -ne 0 ]; then
	echo "ok - real Debian system # SKIP building the image needs root (mmdebstrap)"
	exit 0
fi
if ! "$top/scripts/mkdeb" "$build" > "$build/mkdeb-debian.log" 2>&1; then
	echo "not ok - real Debian system: make deb failed: $(tail -n 3 "$build/mkdeb-debian.log" | tr '\n' '|')"
	exit 1
fi
if ! image=$("$top/scripts/debian-image" "$build" 2> "$build/debian-image.err"); then
	echo "not ok - real Debian system: no image: $(tail -n 3 "$build/debian-image.err" | tr '\n' '|')"
	exit 1
fi
echo "ok - a Debian 12 image with systemd, Debian's kernel and the packages ($image)"

disk=$build/debian-disk.img
cp --sparse=always "$image/root.img" "$disk"
vm() {	# SCENARIO
	"$top/scripts/vm-run" --kernel "$build/stock/vmlinuz" --initrd "$image/initrd.img" \
		--root "$disk" --mem 1G --timeout 600 --append "root=/dev/vda ro" "$1"
}
vm debian-units
vm debian-after-purge
rm -f "$disk"
