# Audit: with audit enabled, each denial is an audit record naming the
# operation, the level and the process.  audit-listen plays auditd.
. /sltest/lib.sh

# Each change of the level, and each refused one, is a MAC_STATUS record
# with the old and new level, the source and the task.
audit-listen sh -c 'securelevel set 1; securelevel set 0; sysctl -w kernel.securelevel=2; securelevel set 2' > /tmp/audit-levels.log
sed 's/^/# /' /tmp/audit-levels.log
level_record() {
	desc=$1 fields=$2 task=$3
	line=$(grep "^record: 1404 audit([0-9.:]*): lsm=securelevel op=setlevel $fields " /tmp/audit-levels.log | head -n 1)
	if [ -n "$line" ] && printf '%s' "$line" | grep -q "pid=[0-9]* .*$task"; then
		ok "audit record for $desc: ${line#record: }"
	else
		not_ok "no MAC_STATUS record with \"$fields\" and $task for $desc"
	fi
}
level_record "the raise to 1" "old_securelevel=0 securelevel=1 source=write" \
	'comm="securelevel" exe="/sltest/bin/securelevel".* res=1$'
level_record "the refused lowering" "old_securelevel=1 securelevel=0 source=write" \
	'comm="securelevel" exe="/sltest/bin/securelevel".* res=0$'
level_record "the raise to 2 by sysctl" "old_securelevel=1 securelevel=2 source=sysctl" \
	'comm="sysctl" exe="/bin/busybox".* res=1$'
check_cmd "setting the level it has again makes no record" 1 '' \
	grep -q 'old_securelevel=2 securelevel=2' /tmp/audit-levels.log

iface raise 2
audit-listen probe --expect=highly-secure --only=devmem-write,kexec_load,immutable-clear,bpf-fmod-ret,settime-backwards,blockdev-write > /tmp/audit.log
sed 's/^/# /' /tmp/audit.log
for op in '/dev/mem,kmem,port' 'kexec of unsigned images' \
	'clearing the immutable or append-only flag' \
	'loading a BPF program that can read kernel memory' \
	'setting the clock backwards' 'opening a block device for writing'; do
	line=$(grep -F "lsm=securelevel securelevel=2 op=\"$op\"" /tmp/audit.log | head -n 1)
	if [ -n "$line" ] && printf '%s' "$line" | grep -q 'pid=[0-9]* comm="probe"'; then
		ok "audit record for \"$op\": ${line#record: }"
	else
		not_ok "no audit record with pid and comm for \"$op\""
	fi
done
check "lockdown denials carry the standard lockdown_reason field" \
	grep -q 'op="/dev/mem,kmem,port".*lockdown_reason="/dev/mem,kmem,port"' /tmp/audit.log
