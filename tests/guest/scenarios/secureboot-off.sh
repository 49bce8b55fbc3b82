# The same signed kernel, booted by the firmware in setup mode (Secure Boot
# off): the level stays at its default, 0.
. /sltest/lib.sh

sb=$(efivar SecureBoot-$EFI_GLOBAL)
if [ "$sb" = 0 ]; then ok "firmware reports SecureBoot=0"; else not_ok "SecureBoot is \"$sb\""; fi
check_log "the kernel saw Secure Boot off" "secureboot: Secure boot disabled"
check_no_log "securelevel did not raise" "UEFI Secure Boot is enabled: raising"
check_pid1 "0 kconfig"
probe --expect=insecure --only=devmem-write,ioperm,msr-write,kexec_load
