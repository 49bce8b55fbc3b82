# The BPF backend refuses kexec from level 1 even for a kernel whose
# signature verifies, since the next kernel would not inherit the level.
# Booted by OVMF under Secure Boot with the project's db enrolled
# (tests/multiboot/secureboot.sh): Debian's kernel trusts the db key
# through its platform keyring, and under Secure Boot it enforces kexec
# signatures (an unsigned image fails with ENODATA before lockdown is
# asked), so only a signed image gets as far as the backend.
. /sltest/lib.sh

check_log "the db key is in the platform keyring" "Loaded X.509 cert 'securelevel test db"
check_log "Secure Boot locked Debian's kernel down" "Kernel is locked down from EFI Secure Boot;"
check_cmd "kexec_file_load of the unsigned kernel at level 0: refused, signatures are enforced" 1 'kexec_file_load: ENODATA' \
	kexec-file load /sltest/kexec/bzImage /sltest/kexec/initrd "console=ttyS0"
check_log "the kernel says why" "Enforced kernel signature verification failed (-61)"
check_cmd "kexec_file_load of the db-signed kernel at level 0: OK, its signature verifies" 0 'kexec_file_load: OK' \
	kexec-file load /sltest/kexec/bzImage.db-signed /sltest/kexec/initrd "console=ttyS0"
check_cmd "unload it" 0 'unload: OK' kexec-file unload
check_cmd "the raise works" 0 'raised from 0 (insecure) to 1 (secure)' securelevel set 1
check_cmd "kexec_file_load of the db-signed kernel at level 1: refused" 1 'kexec_file_load: EPERM' \
	kexec-file load /sltest/kexec/bzImage.db-signed /sltest/kexec/initrd "console=ttyS0"
check "nothing is loaded" grep -qx 0 /sys/kernel/kexec_loaded
check_log "the refusal is logged" "loading a kexec kernel, which would not inherit the level is denied at securelevel 1"
