# Host check: the CLI's output, exit codes and messages against stand-in
# files, every run under valgrind (any memory error or leak fails it).
# Usage: sh tests/host/cli.sh BUILD_DIR
set -u
build=$1
top=$(cd "$(dirname "$0")/../.." && pwd)
bin=$build/host/securelevel
mkdir -p "$build/host"
make -s -C "$top/tools/securelevel" O="$build/host" CFLAGS="-O1 -g" ||
	{ echo "not ok - build the CLI with -Wall -Wextra -Werror"; exit 1; }
echo "ok - the CLI builds with -std=c11 -Wall -Wextra -Werror"

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export SECURELEVEL_FILE="$dir/securelevel"

# t DESC EXIT PATTERN ARGS...: run the CLI under valgrind.
t() {
	desc=$1 want=$2 pattern=$3
	shift 3
	out=$(valgrind -q --leak-check=full --show-leak-kinds=all \
		--errors-for-leak-kinds=all --error-exitcode=99 "$bin" "$@" 2>&1)
	rc=$?
	if [ "$rc" -eq "$want" ] && printf '%s\n' "$out" | grep -q -e "$pattern"; then
		echo "ok - $desc"
	else
		echo "not ok - $desc (exit $rc, want $want; output: $(printf '%s' "$out" | tr '\n' '|' | head -c 400))"
	fi
}

printf '1\n' > "$SECURELEVEL_FILE"
t "get prints level and name" 0 '^1 (secure)$'
t "get --json" 0 '^{"level":1,"name":"secure"}$' get --json
t "status lists restrictions" 0 '^  - /dev/mem, /dev/kmem and /dev/port$' status
t "status --json" 0 '"restricted":\["loading unsigned' status --json
t "status without a source file" 0 '^set by: *unknown (the kernel does not say)$' status
for pair in "kconfig:Kconfig default" "cmdline:boot parameter securelevel=" \
	    "secureboot:UEFI Secure Boot" "write:runtime write" "kernel:kernel code"; do
	printf '%s\n' "${pair%%:*}" > "${SECURELEVEL_FILE}_source"
	t "status names source ${pair%%:*}" 0 "^set by: *${pair#*:}" status
done
t "status --json has the source" 0 '"source":"kernel"' status --json
t "status --json: no changer recorded" 0 '"changed_by":null' status --json
printf 'kexec\n' > "${SECURELEVEL_FILE}_source"
t "status names source kexec" 0 "^set by: *handed over by the kernel that kexec'd this one" status
printf 'pid 312\ncomm securelevel\ncgroup /system.slice/securelevel-raise.service\n' > "${SECURELEVEL_FILE}_changed_by"
t "status names the changing process" 0 '^process: *securelevel\[312\]$' status
t "status names its systemd unit" 0 '^unit: *securelevel-raise.service$' status
t "status --json: changed_by" 0 '"changed_by":{"pid":312,"comm":"securelevel","cgroup":"/system.slice/securelevel-raise.service","unit":"securelevel-raise.service"}' status --json
printf 'pid 9\ncomm sh\ncgroup /user.slice/user-0.slice/session-1.scope/sub\n' > "${SECURELEVEL_FILE}_changed_by"
t "status: the unit is the last service or scope in the path" 0 '^unit: *session-1.scope$' status
printf 'pid 9\ncomm sh\ncgroup /\n' > "${SECURELEVEL_FILE}_changed_by"
t "status: no unit in the path, the cgroup instead" 0 '^cgroup: *\/$' status
: > "${SECURELEVEL_FILE}_changed_by"
t "status: an empty record names no process" 0 '^backend:' status
if "$bin" status | grep -q '^process:'; then
	echo "not ok - status: an empty record, yet a process line"
else
	echo "ok - status: an empty record, no process line"
fi
rm "${SECURELEVEL_FILE}_source" "${SECURELEVEL_FILE}_changed_by"
printf '0\n' > "$SECURELEVEL_FILE"
t "status at 0: nothing restricted" 0 '^restricted: nothing$' status
t "set 1 reports the raise" 0 'raised from 0 (insecure) to 1 (secure)' set 1
if [ "$(cat "$SECURELEVEL_FILE")" = 1 ]; then
	echo "ok - set 1 wrote the level to the file"
else
	echo "not ok - set 1 wrote \"$(cat "$SECURELEVEL_FILE")\""
fi
printf -- '-1\n' > "$SECURELEVEL_FILE"
t "status at -1 says frozen" 0 '^frozen: *yes' status
t "set abc is a usage error" 2 'invalid level "abc": expected an integer' set abc
t "set ' 1' is a usage error" 2 'invalid level " 1"' set ' 1'
t "set 99999999999 is a usage error" 2 'invalid level' set 99999999999
t "set without a level" 2 '^usage:' set
t "too many arguments" 2 '^usage:' get 1
t "unknown command" 2 'unknown command "frob"' frob
t "--version" 0 '^securelevel 0\.2$' --version
t "--help" 0 '^usage: securelevel' --help
printf '0\n' > "$SECURELEVEL_FILE"
t "check without a level" 2 '^usage:' check
t "check abc is a usage error" 2 'invalid level "abc"' check abc
t "check 4: not a level" 2 '4 is not a level (-1 to 3)' check 4
t "check 0: nothing found" 0 'nothing found that level 0 would break or leave open' check 0
t "check 0 --json" 0 '^{"level":0,"findings":\[\],"exit":0}$' check 0 --json
t "set --json is a usage error" 2 '^usage:' set 1 --json
t "--force without set is a usage error" 2 '^usage:' status --force
t "--help names check" 0 'securelevel check LEVEL' --help
# What this host has decides the findings; any of 0, 7 and 8 is an answer,
# and the run must be clean under valgrind.
for level in 1 2 3; do
	valgrind -q --leak-check=full --show-leak-kinds=all --errors-for-leak-kinds=all \
		--error-exitcode=99 "$bin" check "$level" > "$dir/check.out" 2>&1
	rc=$?
	case $rc in
	0|7|8) echo "ok - check $level on this host: exit $rc, $(grep -c '^\(hole\|breaks\):' "$dir/check.out") findings, clean under valgrind" ;;
	*) echo "not ok - check $level on this host: exit $rc: $(tr '\n' '|' < "$dir/check.out" | head -c 300)" ;;
	esac
done
printf 'abc\n' > "$SECURELEVEL_FILE"
t "garbage in the file is an error" 5 'holds "abc", not a level'
rm "$SECURELEVEL_FILE"
t "no securityfs: says to mount it" 3 'securityfs is not mounted at '"$dir" get
printf 'lockdown,yama\n' > "$dir/lsm"
t "LSM not enabled: names the active LSMs" 3 'not enabled in this kernel (active LSMs: lockdown,yama)' get
t "LSM not enabled: says what to check" 3 'CONFIG_SECURITY_SECURELEVEL=y and "securelevel" in CONFIG_LSM or lsm=' set 1

# The BPF backend's loader, built CO-RE against the stock kernel's BTF
# when it is there (else the host's), checked for its usage errors.
bpfbin=$build/host/securelevel-bpf
vmlinux=$build/stock/vmlinux
[ -f "$vmlinux" ] || vmlinux=/sys/kernel/btf/vmlinux
if make -s -C "$top/tools/securelevel-bpf" O="$build/host" VMLINUX="$vmlinux" CFLAGS="-O1 -g"; then
	echo "ok - securelevel-bpf and its BPF programs build with -Wall -Wextra -Werror"
	bin=$bpfbin
	t "securelevel-bpf --help" 0 '^usage: securelevel-bpf load' --help
	t "securelevel-bpf: no command" 2 '^usage:'
	t "securelevel-bpf load --level 7: usage error" 2 'invalid level "7"' load --level 7
	t "securelevel-bpf load --level 3: not a level it enforces" 2 'invalid level "3"' load --level 3
	t "securelevel-bpf load --level x: usage error" 2 'invalid level "x"' load --level x
	t "securelevel-bpf unknown command" 2 '^usage:' frob
else
	echo "not ok - build securelevel-bpf"
fi

# The man pages, checked by man itself.
for page in "$top/tools/securelevel/securelevel.8" "$top/tools/securelevel-bpf/securelevel-bpf.8"; do
	if out=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null) && [ -z "$out" ]; then
		echo "ok - man $(basename "$page"): no warnings"
	else
		echo "not ok - man $(basename "$page"): $(printf '%s' "$out" | tr '\n' '|')"
	fi
done

# attest and verify against a TPM of our own (swtpm), with a stand-in log
# extended into its PCR 15 as the kernel would; verify then catches each
# tampering.  The real kernel's log and TPM: the attest scenarios.
bin=$build/host/securelevel
port=$((20000 + $$ % 20000))
tpmdir=$dir/tpm
mkdir -p "$tpmdir"
if swtpm socket --tpm2 --tpmstate dir="$tpmdir" --server type=tcp,port=$port \
	--ctrl type=tcp,port=$((port + 1)) --flags not-need-init,startup-clear \
	--daemon --pid file="$tpmdir/pid" 2>"$tpmdir/err"; then
	export TPM2TOOLS_TCTI="swtpm:host=127.0.0.1,port=$port"
	printf '2\n' > "$SECURELEVEL_FILE"
	measurements=${SECURELEVEL_FILE}_measurements pcr=${SECURELEVEL_FILE}_pcr
	printf '0 0.000000000 - 0 kconfig 0 swapper\n1 4.102334551 0 1 write 61 securelevel\n2 4.356789012 1 2 sysctl 64 sysctl\n' \
		> "$measurements"
	while IFS= read -r line; do
		tpm2_pcrextend "15:sha256=$(printf '%s' "$line" | sha256sum | cut -d' ' -f1)"
	done < "$measurements"
	echo none > "$pcr"
	t "attest without a measuring TPM (securelevel_pcr: none): exit 3" 3 'no TPM 2.0 measures the level' attest --nonce 00 "$dir/q"
	echo 15 > "$pcr"
	t "attest --enrol" 0 'persistent at 0x81010002' attest --enrol "$dir/key"
	t "attest --enrol again: the handle is taken" 5 'in use' attest --enrol "$dir/key2"
	t "attest quotes PCR 15" 0 'quote of PCR sha256:15' attest --nonce 0badcafe "$dir/q"
	t "verify: level 2 since event 2" 0 '^level 2 since event 2, 4.356 s after boot (sysctl, pid 64, sysctl)$' \
		verify --ak "$dir/key/ak.pub.pem" --nonce 0badcafe "$dir/q"
	t "verify: raised from level 0, said so" 0 'holds if what ran before the first raise was trusted' \
		verify --ak "$dir/key/ak.pub.pem" --nonce 0badcafe "$dir/q"
	t "verify: another nonce" 9 'does not verify' verify --ak "$dir/key/ak.pub.pem" --nonce 0badcaff "$dir/q"
	sed -i '$s/ 1 2 / 1 3 /' "$dir/q/measurements"
	t "verify: an edited log" 9 'not the log replayed' verify --ak "$dir/key/ak.pub.pem" --nonce 0badcafe "$dir/q"
	printf '2 4.356789012 1 0 sysctl 64 sysctl\n' >> "$dir/q/measurements"
	t "verify: a lowering in the log" 9 'line 4 of the log is not a level change' verify --ak "$dir/key/ak.pub.pem" --nonce 0badcafe "$dir/q"
	echo 16 > "$dir/q/pcr"
	t "verify: the quote is not over PCR 16" 9 'not over PCR 16' verify --ak "$dir/key/ak.pub.pem" --nonce 0badcafe "$dir/q"
	t "verify: a nonce that is not hex" 2 'nonce' verify --ak "$dir/key/ak.pub.pem" --nonce xyz "$dir/q"
	t "verify without the directory" 2 '^usage:' verify --ak "$dir/key/ak.pub.pem" --nonce 00
	t "verify: no quote there" 9 'does not name a PCR' verify --ak "$dir/key/ak.pub.pem" --nonce 00 "$dir/nothing"
	tpm2_pcrextend "15:sha256=$(printf x | sha256sum | cut -d' ' -f1)"
	t "attest after an extension behind the log's back" 0 'quote of PCR' attest --nonce 0badcafe "$dir/q2"
	t "verify catches it" 9 'not the log replayed' verify --ak "$dir/key/ak.pub.pem" --nonce 0badcafe "$dir/q2"
	kill "$(cat "$tpmdir/pid")" 2>/dev/null
	unset TPM2TOOLS_TCTI
	rm -f "$measurements" "$pcr"
else
	echo "not ok - swtpm for the attest tests: $(tr '\n' ' ' < "$tpmdir/err")"
fi

# The shipped systemd units, checked by systemd itself (with the tools
# just built standing in for /usr/sbin).
for name in securelevel-raise securelevel-bpf securelevel-bpf-log; do
	unit=$dir/$name.service
	sed -e "s|/usr/sbin/securelevel-bpf|$bpfbin|" \
	    -e "s|/usr/sbin/securelevel |$build/host/securelevel |" \
	    "$top/dist/systemd/$name.service" > "$unit"
	if out=$(cd "$dir" && systemd-analyze verify --man=no "$unit" 2>&1) && [ -z "$out" ]; then
		echo "ok - systemd-analyze verify: $name.service is clean"
	else
		echo "not ok - systemd-analyze verify $name.service: $(printf '%s' "$out" | tr '\n' '|')"
	fi
done
if sh -n "$top/dist/init.d/securelevel"; then
	echo "ok - the init script parses (sh -n)"
else
	echo "not ok - the init script does not parse"
fi
