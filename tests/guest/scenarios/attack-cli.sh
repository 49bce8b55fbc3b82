# The CLI tells the truth: a tmpfs mounted over /sys/kernel/security with
# a fake level file does not fool it, for reading or for raising.
. /sltest/lib.sh

iface raise 1
check "mount a tmpfs over /sys/kernel/security" mount -t tmpfs none /sys/kernel/security
echo 0 > /sys/kernel/security/securelevel
echo write > /sys/kernel/security/securelevel_source
check_cmd "root's securelevel still reads 1 (a private securityfs)" 0 '^1 (secure)$' securelevel
check_cmd "status too" 0 '^level: *1 (secure)' securelevel status
check_cmd "securelevel set 2 raises the real level" 0 'raised from 1 (secure) to 2' securelevel set 2
check_cmd "a user, who cannot mount, is told the file is not the kernel's" 5 'not the kernel' \
	runas 65534 securelevel
check "umount the fake" umount /sys/kernel/security
iface level 2
