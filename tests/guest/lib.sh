# Helpers for the guest scenarios: TAP lines on stdout.

ok() { echo "ok - $*"; }

# e2fsprogs' own tools: busybox's shell runs its applets of the same names
# first, whatever PATH says, unless given the path.
mke2fs() { /sltest/bin/mke2fs "$@"; }
chattr() { /sltest/bin/chattr "$@"; }
lsattr() { /sltest/bin/lsattr "$@"; }
# iproute2's, not busybox's applets of the same name (its sh runs those first).
ip() { /sltest/bin/ip "$@"; }
tc() { /sltest/bin/tc "$@"; }
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

# check_output DESC PATTERN COMMAND...: pass if the output (stdout and
# stderr) of COMMAND matches the grep pattern, whatever its exit status.
# refused DESC COMMAND...: the command fails, saying EPERM in its words.
refused() {
	desc=$1
	shift
	refused_as "$desc" '[Oo]peration not permitted\|[Pp]ermission denied' "$@"
}

# refused_as DESC PATTERN COMMAND...: the command fails, saying PATTERN:
# for tools that do not print the errno (what they left is checked after).
refused_as() {
	desc=$1 pattern=$2
	shift 2
	out=$("$@" 2>&1)
	rc=$?
	if [ "$rc" -ne 0 ] && printf '%s' "$out" | grep -q -e "$pattern"; then
		ok "$desc: refused ($(printf '%s' "$out" | tr '\n' ' ' | head -c 120))"
	else
		not_ok "$desc: exit $rc, want a refusal saying \"$pattern\": $(printf '%s' "$out" | tr '\n' '|' | head -c 300)"
	fi
}

# works DESC COMMAND...: the command succeeds.
works() {
	desc=$1
	shift
	if out=$("$@" 2>&1); then
		ok "$desc"
	else
		not_ok "$desc: $(printf '%s' "$out" | tr '\n' '|' | head -c 300)"
	fi
}

check_output() {
	desc=$1 pattern=$2
	shift 2
	out=$("$@" 2>&1)
	if printf '%s\n' "$out" | grep -q -e "$pattern"; then
		ok "$desc"
	else
		not_ok "$desc (output: $(printf '%s' "$out" | tr '\n' '|' | head -c 400))"
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

# What the probe suite gets denied, as the kernel log names it: at level 1,
# and in addition at level 2.
DENIALS_LEVEL1="/dev/mem,kmem,port
raw io port access
direct PCI access
raw MSR access
kexec of unsigned images
hibernation
debugfs access
unsigned module loading
unsafe module parameters
clearing the immutable or append-only flag
loading a BPF program that overrides kernel functions"
# At level 2 a BPF load by root is refused before the verifier or the
# bpf_prog hook see it: one line for every kind of program.
DENIALS_LEVEL2="$(printf '%s\n' "$DENIALS_LEVEL1" | grep -v 'loading a BPF program that overrides')
/proc/kcore access
use of kprobes
unsafe use of perf
use of tracefs
loading a BPF program that can read kernel memory
setting the clock backwards
opening a block device for writing"

# check_denials_logged LEVEL: every kind of denial the probes caused has
# its log line, naming the process (the probe and its pid) and the level.
check_denials_logged() {
	if [ "$1" -ge 2 ]; then reasons=$DENIALS_LEVEL2; else reasons=$DENIALS_LEVEL1; fi
	# Without the hwparam test module (Debian's kernel) that probe skips;
	# the BPF backend refuses every kexec load before lockdown sees it.
	[ -f /lib/modules/sltest/sltest-hwparam.ko ] ||
		reasons=$(printf '%s\n' "$reasons" | grep -v 'unsafe module parameters')
	[ ! -f /sltest/stock ] ||
		reasons=$(printf '%s\n' "$reasons" | sed 's/^kexec of unsigned images$/loading a kexec kernel, which would not inherit the level/')
	printf '%s\n' "$reasons" | while IFS= read -r reason; do
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
		# What a failure needs to be understood: did pid1 write at all?
		not_ok "PID 1 saw \"$got\", expected \"$1\" ($(ls -l /sltest/pid1-level 2>&1 | tr -s ' '); $(grep MemAvailable /proc/meminfo | tr -s ' '); $(grep -c . /sltest/pid1-error 2>/dev/null || echo 0) pid1 errors: $(cat /sltest/pid1-error 2>/dev/null))"
	fi
}

# efivar NAME-GUID: the last byte of an EFI variable's data, in decimal.
efivar() {
	od -An -tu1 "/sys/firmware/efi/efivars/$1" 2>/dev/null | tr -s ' \n' ' ' | awk '{ print $NF }'
}
EFI_GLOBAL=8be4df61-93ca-11d2-aa0d-00e098032b8c
EFI_IMAGE_DB=d719b2cb-3d3a-4596-a3bc-dad00e67656f

# For the BPF backend, whose only interface is the CLI.
# cli_level "N (NAME)": the CLI reports exactly that level.
cli_level() {
	check_cmd "level is $1" 0 "^$1\$" securelevel
}

# cli_bad_input "N (NAME)": every malformed request is refused before it
# reaches the backend, and the level stays as it was.
cli_bad_input() {
	check_cmd "set abc: usage error" 2 'invalid level "abc"' securelevel set abc
	check_cmd "set 2x: usage error" 2 'invalid level "2x"' securelevel set 2x
	check_cmd "set '': usage error" 2 'invalid level ""' securelevel set ''
	check_cmd "set 99999999999: usage error" 2 'invalid level "99999999999"' securelevel set 99999999999
	check_cmd "set 5: refused" 1 'refused level 5: not a level it supports\|frozen at -1' securelevel set 5
	check_cmd "set -2: refused" 1 'level' securelevel set -2
	cli_level "$1"
}

# raise N: raise the level through whichever backend this kernel has.
raise() {
	if [ -f /sltest/stock ]; then
		check_cmd "raise to $1 (BPF backend)" 0 "raised" securelevel set "$1"
	else
		iface raise "$1"
	fi
}

# check_debug_kernel: with sltest.debug=1 on the command line, the kernel
# must really be the KASAN and lockdep one, so a clean run means something.
check_debug_kernel() {
	grep -q 'sltest\.debug=1' /proc/cmdline || return 0
	check_log "KASAN is active" "KernelAddressSanitizer initialized"
	check "lockdep is active (/proc/lockdep)" test -e /proc/lockdep
}

# find_disks: the disks scripts/vm-run --disks attached, by kind:
# NVME (namespace), NG (its generic char device), NVMECTRL, SCSI (virtio-scsi
# disk), SG and BSG (its char devices), SATA (AHCI), VIRTIO.
find_disks() {
	NVME=/dev/nvme0n1 NG=/dev/ng0n1 NVMECTRL=/dev/nvme0 VIRTIO=/dev/vda
	SCSI= SATA=
	for b in /sys/block/sd*; do
		case $(readlink -f "$b") in
		*/ata*) SATA=/dev/${b##*/} ;;
		*) SCSI=/dev/${b##*/} ;;
		esac
	done
	SG=/dev/$(ls "/sys/block/${SCSI#/dev/}/device/scsi_generic/" 2>/dev/null)
	BSG=/dev/bsg/$(basename "$(readlink -f "/sys/block/${SCSI#/dev/}/device")")
	for d in "$NVME" "$NG" "$NVMECTRL" "$SCSI" "$SG" "$BSG" "$SATA" "$VIRTIO"; do
		[ -e "$d" ] || { not_ok "disk $d is missing (SCSI=$SCSI SATA=$SATA SG=$SG BSG=$BSG)"; return 1; }
	done
	ok "disks: nvme $NVME ($NG, $NVMECTRL), scsi $SCSI ($SG, $BSG), sata $SATA, virtio $VIRTIO"
}

# disk_expect NAME intact|marked|zeroed: what the host must find in the
# canary of disk image NAME after the run (scripts/vm-run --disks).
disk_expect() { echo "# sltest-disk $1 $2"; }

# mkfs_with_flags DEV MNT [KIB]: an ext4 filesystem of KIB (default 4096)
# on DEV, mounted at MNT, with an immutable and an append-only file.  4 MiB
# keeps it clear of the canary in the last 2 MiB of an 8 MiB disk.
mkfs_with_flags() {
	mke2fs -q -F -t ext4 -b 1024 "$1" "${3:-4096}" &&
	mkdir -p "$2" && mount -t ext4 "$1" "$2" &&
	echo data > "$2/immutable" && echo log > "$2/appendonly" &&
	chattr +i "$2/immutable" && chattr +a "$2/appendonly"
}

# check_flags_hold MNT: after dropping every cache, the files are as they
# were: content, flags, and the flags still enforced.
check_flags_hold() {
	sync
	echo 3 > /proc/sys/vm/drop_caches
	check "$1: immutable file unchanged after drop_caches" grep -qx data "$1/immutable"
	check "$1: immutable flag still set (lsattr)" sh -c "lsattr '$1/immutable' | grep -q '^....i'"
	check_cmd "$1: immutable file still refuses writes" 1 'write: EPERM' fileflags try write "$1/immutable"
	check_cmd "$1: immutable file still refuses unlink" 1 'unlink: EPERM' fileflags try unlink "$1/immutable"
	check "$1: append-only flag still set (lsattr)" sh -c "lsattr '$1/appendonly' | grep -q '^.....a'"
	check_cmd "$1: append-only file still refuses truncation" 1 'truncate: EPERM' fileflags try truncate "$1/appendonly"
}

# emit_file NAME PATH: hand a file to the host check (NAME.host), as a
# "# sltest-file NAME BASE64" line; vm-run keeps it out of the output.
emit_file() {
	echo "# sltest-file $1 $(base64 "$2" | tr -d '\n')"
}
