# The variant kernel, built without the Secure Boot option, under Secure
# Boot with securelevel=0 (its Kconfig default is 1): the level stays 0,
# so nothing but the option raises it.
. /sltest/lib.sh

sb=$(efivar SecureBoot-$EFI_GLOBAL)
if [ "$sb" = 1 ]; then ok "firmware reports SecureBoot=1"; else not_ok "SecureBoot is \"$sb\""; fi
check_log "the kernel recorded Secure Boot" "secureboot: Secure boot enabled"
check_no_log "securelevel did not raise" "UEFI Secure Boot is enabled: raising"
check_pid1 "0 cmdline"
probe --expect=insecure --only=devmem-write,ioperm,msr-write,kexec_load
