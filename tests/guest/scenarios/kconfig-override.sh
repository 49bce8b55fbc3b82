# The variant kernel (Kconfig default 1) booted with securelevel=0: the
# boot parameter overrides the Kconfig default.
. /sltest/lib.sh

check_pid1 "0 cmdline"
probe --expect=insecure --only=devmem-write,ioperm,msr-write,kexec_load
iface raise 1
