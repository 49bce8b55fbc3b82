# The BPF backend cannot hand its level to the next kernel: it refuses to
# raise while a kexec image (a crash kernel too) is loaded, and from level
# 1 it refuses every kexec load, kexec_file_load() and kexec_load().
. /sltest/lib.sh

check_cmd "a crash kernel loaded at level 0" 0 'kexec_file_load: OK' \
	kexec-file load --crash /sltest/kexec/bzImage /sltest/kexec/initrd "console=ttyS0"
check_cmd "securelevel set 1: refused while it is loaded (exit 6)" 6 'kexec image is loaded' securelevel set 1
cli_level "0 (insecure)"
check_cmd "status says why kdump cannot stay" 0 'kexec' securelevel status
check_cmd "unload it" 0 'unload: OK' kexec-file unload --crash
check_cmd "now the raise works" 0 'raised from 0 (insecure) to 1 (secure)' securelevel set 1
check_cmd "kexec_file_load of a crash kernel at level 1: refused" 1 'kexec_file_load: EPERM' \
	kexec-file load --crash /sltest/kexec/bzImage /sltest/kexec/initrd "console=ttyS0"
check_cmd "kexec_file_load of a kernel at level 1: refused" 1 'kexec_file_load: EPERM' \
	kexec-file load /sltest/kexec/bzImage.untrusted /sltest/kexec/initrd "console=ttyS0"
check_output "kexec_load() with kexec-tools at level 1: refused" 'Operation not permitted' \
	kexec -p -c /sltest/kexec/bzImage --initrd=/sltest/kexec/initrd --append=console=ttyS0
check "nothing is loaded" sh -c 'grep -qx 0 /sys/kernel/kexec_crash_loaded && grep -qx 0 /sys/kernel/kexec_loaded'
check_log "the refusal is logged" "loading a kexec kernel, which would not inherit the level is denied at securelevel 1"
