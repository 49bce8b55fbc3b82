# The kernel API for drivers: a signed module calls get_securelevel() and
# set_securelevel() (tests/guest/module/sltest_api.c); the same rules as
# the securityfs file, and the change is recorded as made by the kernel.
# (busybox insmod exits with the errno of the failed load.)
. /sltest/lib.sh

api=/lib/modules/sltest/sltest-api.ko
iface level 0
check_cmd "get_securelevel() from a module reads 0" 0 '' insmod "$api"
check_log "the module saw level 0" "sltest_api: get_securelevel() = 0"
rmmod sltest_api
check_cmd "set_securelevel(1) from a module succeeds" 0 '' insmod "$api" raise=1
check_log "set_securelevel(1) returned 0" "sltest_api: set_securelevel(1) = 0, level now 1"
iface level 1
check_output "the source of the level is the kernel API" '^kernel$' \
	cat /sys/kernel/security/securelevel_source
rmmod sltest_api
check_cmd "set_securelevel(0) is refused and fails the load with EINVAL" 22 'Invalid argument' \
	insmod "$api" raise=0
check_log "set_securelevel(0) returned -EINVAL" "sltest_api: set_securelevel(0) = -22, level now 1"
check_cmd "set_securelevel(4), above the highest level, is refused with EINVAL" 22 'Invalid argument' \
	insmod "$api" raise=4
iface level 1
check_cmd "set_securelevel(2) raises further" 0 '' insmod "$api" raise=2
iface level 2
