# A crash kernel loaded with the legacy kexec_load() at level 0 carries no
# level; after a raise to 1 a crash must not start it (a plain panic
# instead), since it would boot below 1.  The host checks the console.
. /sltest/lib.sh

check "crashkernel= memory is reserved" sh -c '[ "$(cat /sys/kernel/kexec_crash_size)" -gt 0 ]'
check "an unsigned crash kernel loaded with kexec_load() at level 0" \
	kexec -p -c /sltest/kexec/bzImage --initrd=/sltest/kexec/initrd \
	--append="console=ttyS0 panic=-1 sltest.scenario=kexec-inherit-child sltest.expect=1 nr_cpus=1 irqpoll reset_devices"
check "kexec_crash_loaded says 1" grep -qx 1 /sys/kernel/kexec_crash_loaded
iface raise 1
# What follows is the host's to see (kdump-legacy.host): end the report.
echo "# sltest: done"
echo c > /proc/sysrq-trigger
