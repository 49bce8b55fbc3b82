# Signed kexec at level 1: kexec_load() and unsigned or untrusted images
# are refused, the signed image loads, and the machine really boots it.
. /sltest/lib.sh

iface raise 1
probe --expect=secure --only=kexec_load,kexec-file-unsigned,kexec-file-untrusted,kexec-file-signed
check_cmd "unsigned kernel with initrd refused" 1 'kexec_file_load: EPERM' \
	kexec-file load /sltest/kexec/bzImage /sltest/kexec/initrd "console=ttyS0"
check_cmd "signed kernel with initrd loaded at level 1" 0 'kexec_file_load: OK' \
	kexec-file load /sltest/kexec/bzImage.signed /sltest/kexec/initrd \
	"console=ttyS0 panic=-1 oops=panic sltest.scenario=kexec-child securelevel=1"
check "kexec_loaded says 1" grep -qx 1 /sys/kernel/kexec_loaded
echo "# rebooting into the signed kernel with kexec"
kexec-file exec
not_ok "kexec into the loaded kernel returned"
