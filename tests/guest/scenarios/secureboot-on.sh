# Booted by the firmware under Secure Boot, from a signed UKI: the kernel
# raised the level to 1 before PID 1 ran.
. /sltest/lib.sh

sb=$(efivar SecureBoot-$EFI_GLOBAL)
if [ "$sb" = 1 ]; then ok "firmware reports SecureBoot=1"; else not_ok "SecureBoot is \"$sb\""; fi
check_log "the kernel recorded it" "secureboot: Secure boot enabled"
check_log "securelevel raised the level, once" "securelevel: UEFI Secure Boot is enabled: raising the level from 0 to 1"
check_pid1 "1 secureboot"
check_cmd "status says how" 0 'set by: *UEFI Secure Boot' securelevel status
# The kexec payload is not in the UKI's initrd; scenario kexec covers it.
probe --expect=secure --except=kexec-file-unsigned,kexec-file-untrusted,kexec-file-signed
iface refuse 0
