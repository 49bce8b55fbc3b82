# A real Debian 12 system in the VM (scripts/debian-image): systemd as
# PID 1 from a virtio disk, Debian's own kernel and initrd, make deb's
# packages installed with apt-get and their units enabled.  The suite's
# unit reports from inside (tests/guest/real/sltest-real).  On Debian's
# kernel (the BPF backend), two boots of one disk: the shipped units at
# work, then every unit and both packages removed at level 1; the next
# boot shows what is left.  On the securelevel kernel, two boots of a
# fresh copy: the shipped units, then the raise by the sysctl file; the
# test kernel, and the package of make linux-image (Debian's config, with
# its initrd) where it has been built.
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
vm() {	# SCENARIO KERNEL INITRD [VM-RUN OPTION...]
	scenario=$1 kernel=$2 initrd=$3
	shift 3
	"$top/scripts/vm-run" --kernel "$kernel" --initrd "$initrd" \
		--root "$disk" --mem 1G --timeout 600 --append "root=/dev/vda ro" "$@" "$scenario"
}
# Debian's kernel with its own initrd: the BPF backend.
cp --sparse=always "$image/root.img" "$disk"
vm debian-units "$build/stock/vmlinuz" "$image/initrd.img"
vm debian-after-purge "$build/stock/vmlinuz" "$image/initrd.img"
# The securelevel kernel (its drivers are built in: no initrd), a fresh
# copy of the same image.
cp --sparse=always "$image/root.img" "$disk"
vm debian-kernel-units "$build/obj/arch/x86/boot/bzImage" none
vm debian-kernel-sysctl "$build/obj/arch/x86/boot/bzImage" none
# The securelevel kernel as a Debian user installs it: the linux-image
# package, Debian's configuration, booted with its own initrd.
if [ -e "$image/securelevel-vmlinuz" ]; then
	cp --sparse=always "$image/root.img" "$disk"
	vm debian-package-kernel-units "$image/securelevel-vmlinuz" "$image/securelevel-initrd.img" \
		--guest debian-kernel-units
	vm debian-package-kernel-sysctl "$image/securelevel-vmlinuz" "$image/securelevel-initrd.img" \
		--guest debian-kernel-sysctl
else
	echo "ok - the securelevel kernel's linux-image package on the real system # SKIP not built: make linux-image builds it (37 min cold on 2 cores, so make check does not)"
fi
rm -f "$disk"
