# The kernel started by kexec at level 1 (see kexec.sh).
. /sltest/lib.sh

ok "the kexec'd kernel booted and ran its init"
check "it runs with the command line that was loaded" \
	grep -q 'sltest.scenario=kexec-child securelevel=1' /proc/cmdline
check_pid1 "1 cmdline"
