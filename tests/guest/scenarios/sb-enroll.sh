# Enrol the project's test keys into OVMF's variable store: booted in setup
# mode (no PK, Secure Boot off), write db, KEK and then PK via efivarfs.
. /sltest/lib.sh

check "booted through UEFI with efivarfs" test -d /sys/firmware/efi/efivars
setup=$(efivar SetupMode-$EFI_GLOBAL)
if [ "$setup" = 1 ]; then ok "firmware is in setup mode"; else not_ok "SetupMode is \"$setup\", not 1"; fi
ev=/sys/firmware/efi/efivars
check_cmd "enrol db" 0 'bytes' efivar-write "$ev/db-$EFI_IMAGE_DB" /sltest/secureboot/db.auth
check_cmd "enrol KEK" 0 'bytes' efivar-write "$ev/KEK-$EFI_GLOBAL" /sltest/secureboot/KEK.auth
check_cmd "enrol PK" 0 'bytes' efivar-write "$ev/PK-$EFI_GLOBAL" /sltest/secureboot/PK.auth
setup=$(efivar SetupMode-$EFI_GLOBAL)
if [ "$setup" = 0 ]; then ok "firmware left setup mode"; else not_ok "SetupMode is \"$setup\" after enrolling PK"; fi
