# Helpers for the guest scenarios: TAP lines on stdout.

ok() { echo "ok - $*"; }
not_ok() { echo "not ok - $*"; }

# check DESC COMMAND...: pass if COMMAND succeeds.
check() {
	desc=$1
	shift
	if "$@" >/dev/null 2>&1; then ok "$desc"; else not_ok "$desc"; fi
}

# check_cmd DESC EXIT PATTERN COMMAND...: pass if COMMAND exits with EXIT
# and its output (stdout and stderr) matches the grep pattern PATTERN.
check_cmd() {
	desc=$1 want=$2 pattern=$3
	shift 3
	out=$("$@" 2>&1)
	rc=$?
	if [ "$rc" -eq "$want" ] && printf '%s\n' "$out" | grep -q -e "$pattern"; then
		ok "$desc"
	else
		not_ok "$desc (exit $rc, want $want; output: $(printf '%s' "$out" | tr '\n' '|' | head -c 400))"
	fi
}

# check_log DESC FIXED_STRING: pass if the kernel log contains it.
check_log() {
	if dmesg | grep -qF -e "$2"; then ok "$1"; else not_ok "$1 (no \"$2\" in the kernel log)"; fi
}

# check_no_log DESC FIXED_STRING: pass if the kernel log does not contain it.
check_no_log() {
	if dmesg | grep -qF -e "$2"; then
		not_ok "$1 (kernel log has: $(dmesg | grep -F -e "$2" | head -n 1))"
	else
		ok "$1"
	fi
}

level() { cat /sys/kernel/security/securelevel; }

# The reasons level 1 denies in the probe suite, as the kernel names them.
DENIAL_REASONS="/dev/mem,kmem,port
raw io port access
direct PCI access
raw MSR access
kexec of unsigned images
hibernation
debugfs access
unsigned module loading
unsafe module parameters"

# check_denials_logged LEVEL: every reason the probes hit has its log
# line, naming the process (the probe program and its pid) and the level.
check_denials_logged() {
	printf '%s\n' "$DENIAL_REASONS" | while IFS= read -r reason; do
		line="securelevel: probe\[[0-9]+\]: $reason is denied at securelevel $1"
		if dmesg | grep -qE -e "$line"; then
			ok "denial of \"$reason\" logged: $(dmesg | grep -E -e "$line" | head -n 1 | sed 's/^\[[^]]*\] //')"
		else
			not_ok "denial of \"$reason\" logged (no line matching \"$line\")"
		fi
	done
}

# check_pid1 "LEVEL SOURCE": what pid1 read before it did anything else.
check_pid1() {
	got=$(cat /sltest/pid1-level 2>/dev/null)
	if [ "$got" = "$1" ]; then
		ok "PID 1 saw level and source \"$1\" before doing anything else"
	else
		not_ok "PID 1 saw \"$got\", expected \"$1\""
	fi
}

# efivar NAME-GUID: the last byte of an EFI variable's data, in decimal.
efivar() {
	od -An -tu1 "/sys/firmware/efi/efivars/$1" 2>/dev/null | tr -s ' \n' ' ' | awk '{ print $NF }'
}
EFI_GLOBAL=8be4df61-93ca-11d2-aa0d-00e098032b8c
EFI_IMAGE_DB=d719b2cb-3d3a-4596-a3bc-dad00e67656f
