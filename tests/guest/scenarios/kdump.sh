# kdump at level 1: an unsigned crash kernel is refused, a signed one
# loads, and a crash boots it.
. /sltest/lib.sh

check "crashkernel= memory is reserved" sh -c '[ "$(cat /sys/kernel/kexec_crash_size)" -gt 0 ]'
iface raise 1
check_cmd "unsigned crash kernel refused" 1 'kexec_file_load: EPERM' \
	kexec-file load --crash /sltest/kexec/bzImage /sltest/kexec/initrd "console=ttyS0"
check_cmd "signed crash kernel loaded at level 1" 0 'kexec_file_load: OK' \
	kexec-file load --crash /sltest/kexec/bzImage.signed /sltest/kexec/initrd \
	"console=ttyS0 panic=-1 sltest.scenario=kdump-child securelevel=1 nr_cpus=1 irqpoll reset_devices"
check "kexec_crash_loaded says 1" grep -qx 1 /sys/kernel/kexec_crash_loaded
echo "# crashing the kernel on purpose"
echo c > /proc/sysrq-trigger
not_ok "the crash did not happen"
