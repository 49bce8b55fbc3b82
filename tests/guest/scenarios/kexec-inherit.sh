# At level 1, a signed kernel booted with kexec and "securelevel=0" on its
# command line still starts at level 1, handed over (source "kexec"), and
# denies what level 1 denies.
. /sltest/lib.sh

iface raise 1
check_cmd "signed kernel loaded at level 1, with securelevel=0" 0 'kexec_file_load: OK' \
	kexec-file load /sltest/kexec/bzImage.signed /sltest/kexec/initrd \
	"console=ttyS0 panic=-1 oops=panic sltest.scenario=kexec-inherit-child securelevel=0 sltest.expect=1"
echo "# rebooting into it with kexec"
kexec-file exec
not_ok "kexec into the loaded kernel returned"
