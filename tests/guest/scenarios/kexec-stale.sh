# An image loaded at level 1 cannot be executed after a raise to 2: the
# kernel it would start carries 1.  Loaded again at 2, it boots at 2.
. /sltest/lib.sh

iface raise 1
check_cmd "signed kernel loaded at level 1" 0 'kexec_file_load: OK' \
	kexec-file load /sltest/kexec/bzImage.signed /sltest/kexec/initrd \
	"console=ttyS0 panic=-1 oops=panic sltest.scenario=kexec-inherit-child sltest.expect=2"
iface raise 2
check_cmd "kexec -e of the image loaded at 1, now at 2: refused" 1 'EPERM' kexec-file exec
check_log "and logged" "not starting the kexec kernel: it would not inherit level 2"
check_cmd "loaded again at level 2" 0 'kexec_file_load: OK' \
	kexec-file load /sltest/kexec/bzImage.signed /sltest/kexec/initrd \
	"console=ttyS0 panic=-1 oops=panic sltest.scenario=kexec-inherit-child sltest.expect=2"
echo "# rebooting into it with kexec"
kexec-file exec
not_ok "kexec into the loaded kernel returned"
