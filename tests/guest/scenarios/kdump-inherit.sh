# A crash kernel loaded at level 0, with securelevel=0 on its command line,
# then the level raised to 1 and the kernel crashed: the crash kernel reads
# the crashed kernel's level and starts at 1.
. /sltest/lib.sh

check "crashkernel= memory is reserved" sh -c '[ "$(cat /sys/kernel/kexec_crash_size)" -gt 0 ]'
check_cmd "signed crash kernel loaded at level 0, with securelevel=0" 0 'kexec_file_load: OK' \
	kexec-file load --crash /sltest/kexec/bzImage.signed /sltest/kexec/initrd \
	"console=ttyS0 panic=-1 sltest.scenario=kexec-inherit-child securelevel=0 sltest.expect=1 nr_cpus=1 irqpoll reset_devices"
iface raise 1
echo "# crashing the kernel on purpose, at level 1"
echo c > /proc/sysrq-trigger
not_ok "the crash did not happen"
