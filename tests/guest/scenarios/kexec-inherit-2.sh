# At level 2, kexec a signed kernel with no securelevel= on its command
# line: it starts at level 2.
. /sltest/lib.sh

iface raise 2
check_cmd "signed kernel loaded at level 2, no securelevel=" 0 'kexec_file_load: OK' \
	kexec-file load /sltest/kexec/bzImage.signed /sltest/kexec/initrd \
	"console=ttyS0 panic=-1 oops=panic sltest.scenario=kexec-inherit-child sltest.expect=2"
echo "# rebooting into it with kexec"
kexec-file exec
not_ok "kexec into the loaded kernel returned"
