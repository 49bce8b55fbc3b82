# Real UEFI Secure Boot through OVMF with the project's own keys.
#   1. enrol PK/KEK/db into a copy of OVMF's empty variable store, from a
#      VM booted in setup mode (cached in BUILD/secureboot until the keys
#      change);
#   2. boot signed unified kernel images (UKIs) from an EFI system
#      partition, so that the firmware verifies what it starts:
#      Secure Boot on -> level 1; the same kernel with Secure Boot off ->
#      level 0; on with securelevel=-1 -> 1; the variant kernel without the
#      Secure Boot option -> 0; an unsigned UKI -> refused by the firmware;
#      the 6.12 test kernel on and off.
# Usage: sh tests/multiboot/secureboot.sh BUILD_DIR
set -u
build=$1
top=$(cd "$(dirname "$0")/../.." && pwd)
sb=$build/secureboot
keys=$build/keys
empty_vars=/usr/share/OVMF/OVMF_VARS_4M.fd
enrolled=$sb/OVMF_VARS_enrolled.fd
mkdir -p "$sb"

vm() { "$top/scripts/vm-run" --timeout 300 "$@"; }
cmdline="console=ttyS0 panic=-1 oops=panic"
esp() { # NAME KERNEL INITRD CMDLINE [sign]
	if [ "${5:-}" = sign ]; then
		"$top/scripts/mkesp" "$2" "$3" "$4" "$sb/$1.img" "$keys/db.key" "$keys/db.crt"
	else
		"$top/scripts/mkesp" "$2" "$3" "$4" "$sb/$1.img"
	fi
}

stamp=$(sha256sum < "$keys/PK.auth")
if [ -f "$enrolled" ] && [ "$(cat "$sb/enrolled.stamp" 2>/dev/null)" = "$stamp" ]; then
	echo "# sb-enroll: using the cached enrolled store $enrolled"
else
	rm -f "$enrolled"
	vm --efi "$empty_vars" --save-vars "$sb/vars.new" \
		--initrd "$build/initramfs-base.cpio.gz" sb-enroll &&
		mv "$sb/vars.new" "$enrolled" && echo "$stamp" > "$sb/enrolled.stamp"
fi
if [ ! -f "$enrolled" ]; then
	echo "not ok - no enrolled variable store: Secure Boot boots not run"
	exit 1
fi

kernel=$build/obj/arch/x86/boot/bzImage
initrd=$build/initramfs-base.cpio.gz
esp on "$kernel" "$initrd" "$cmdline sltest.scenario=secureboot-on" sign
esp off "$kernel" "$initrd" "$cmdline sltest.scenario=secureboot-off" sign
esp cmdline "$kernel" "$initrd" "$cmdline sltest.scenario=secureboot-cmdline securelevel=-1" sign
esp option-off "$build/obj-variant/arch/x86/boot/bzImage" \
	"$build/initramfs-variant-base.cpio.gz" \
	"$cmdline sltest.scenario=secureboot-option-off securelevel=0" sign
esp unsigned "$kernel" "$initrd" "$cmdline sltest.scenario=secureboot-on"
# The 6.12 test kernel, on and off, where make check-6.12 built it.
kernel612=$build/obj-6.12/arch/x86/boot/bzImage
initrd612=$build/initramfs-6.12-base.cpio.gz
if [ -f "$initrd612" ]; then
	esp on-6.12 "$kernel612" "$initrd612" "$cmdline sltest.scenario=secureboot-on" sign
	esp off-6.12 "$kernel612" "$initrd612" "$cmdline sltest.scenario=secureboot-off" sign
fi

# stub_says SCENARIO TEXT: the EFI stub prints to the firmware console,
# not to the kernel log, so look for it in the serial log.
stub_says() {
	if tr -d '\r' < "$build/runs/$1/console.log" | grep -qaF "EFI stub: $2"; then
		echo "ok - $1: the EFI stub said \"$2\""
	else
		echo "not ok - $1: no \"EFI stub: $2\" on the console"
	fi
}

vm --efi "$enrolled" --esp "$sb/on.img" secureboot-on
stub_says secureboot-on "UEFI Secure Boot is enabled."
vm --efi "$empty_vars" --esp "$sb/off.img" secureboot-off
vm --efi "$enrolled" --esp "$sb/cmdline.img" secureboot-cmdline
stub_says secureboot-cmdline "UEFI Secure Boot is enabled."
vm --efi "$enrolled" --esp "$sb/option-off.img" secureboot-option-off
stub_says secureboot-option-off "UEFI Secure Boot is enabled."
vm --efi "$enrolled" --esp "$sb/unsigned.img" --expect-refusal --timeout 240 secureboot-unsigned
if [ -f "$initrd612" ]; then
	vm --efi "$enrolled" --esp "$sb/on-6.12.img" --guest secureboot-on secureboot-on@6.12
	stub_says secureboot-on@6.12 "UEFI Secure Boot is enabled."
	vm --efi "$empty_vars" --esp "$sb/off-6.12.img" --guest secureboot-off secureboot-off@6.12
else
	echo "ok - Secure Boot on 6.12 # SKIP not built: make check-6.12 builds the 6.12 kernels and runs them"
fi

# The single boots of secureboot.list (make mutants replays them).
grep -v '^#' "$top/tests/multiboot/secureboot.list" | while IFS= read -r entry; do
	[ -n "$entry" ] || continue
	eval "set -- ${entry#*	}"
	"$top/scripts/vm-run" "$@" "${entry%%	*}" < /dev/null
done
