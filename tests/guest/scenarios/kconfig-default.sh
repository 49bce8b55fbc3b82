# The variant kernel, built with CONFIG_SECURITY_SECURELEVEL_BOOTLEVEL=1.
. /sltest/lib.sh

check_pid1 "1 kconfig"
check_log "the boot level is logged" "securelevel: initialized at level 1 (kconfig)"
check_cmd "status says how" 0 'set by: *Kconfig default' securelevel status
probe --expect=secure --only=devmem-write,ioperm,msr-write,kexec_load,module-unsigned
iface refuse 0
