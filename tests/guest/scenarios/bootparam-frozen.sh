# securelevel=-1 on the command line: frozen from the start.
. /sltest/lib.sh

check_pid1 "-1 cmdline"
iface refuse 1
iface refuse 0
probe --expect=insecure --only=devmem-write,ioperm,kexec_load,module-unsigned
iface level -1
