# Audit: with audit enabled, each denial is an audit record naming the
# operation, the level and the process.  audit-listen plays auditd.
. /sltest/lib.sh

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
