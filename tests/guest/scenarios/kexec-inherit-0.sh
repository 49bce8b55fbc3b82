# At level 0 the kernel started by kexec boots at its own level, as before.
. /sltest/lib.sh

check_cmd "signed kernel loaded at level 0" 0 'kexec_file_load: OK' \
	kexec-file load /sltest/kexec/bzImage.signed /sltest/kexec/initrd \
	"console=ttyS0 panic=-1 oops=panic sltest.scenario=kexec-inherit-child sltest.expect=0"
echo "# rebooting into it with kexec"
kexec-file exec
not_ok "kexec into the loaded kernel returned"
