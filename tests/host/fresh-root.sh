# Host check: the package list of scripts/deps is complete.  In a clean
# Debian 12 root with exactly what scripts/deps installs (scripts/fresh-root:
# mmdebstrap's minbase, cached by package list), every external command and
# system file the build and test scripts use must be there.
# Usage: sh tests/host/fresh-root.sh BUILD_DIR
set -u
build=$1
top=$(cd "$(dirname "$0")/../.." && pwd)
# Debian's python3, not one installed by hand.
PATH=/usr/sbin:/usr/bin:/sbin:/bin:$PATH

if [ "$(id -u)" -ne 0 ]; then
	echo "ok - fresh root # SKIP mmdebstrap's root mode needs root"
	exit 0
fi
for tool in mmdebstrap shfmt; do
	command -v "$tool" > /dev/null ||
		{ echo "not ok - fresh root: $tool missing (scripts/deps test installs it)"; exit 1; }
done

# The host-side scripts and Makefiles; tests/guest runs inside the VMs.
set -- "$top"/scripts/* "$top/tests/run" "$top"/tests/host/*.sh \
	"$top"/tests/multiboot/*.sh "$top/.ci/run" "$top/Makefile" "$top"/tools/*/Makefile "$top/debian/rules" \
	"$top"/debian/*.postinst
# Run by kbuild and by the tools' Makefiles, not named in the scripts.
kbuild="gcc ld as ar nm objcopy objdump strip bc flex bison perl openssl
	pahole sparse ccache clang llvm-strip bpftool python3 make xz tar gzip
	cpio rsync git"

root=$("$top/scripts/fresh-root" "$build" 2>&1) ||
	{ echo "not ok - fresh root: $(printf '%s' "$root" | tr '\n' '|')"; exit 1; }
cache=$(dirname "$root")
echo "ok - fresh root: a minbase Debian 12 root with scripts/deps run in it ($root)"

# The kmod bug of issue 11: minbase has no depmod, so only scripts/deps
# can have brought it.
if grep -q '^missing depmod$' "$root/.before-deps"; then
	echo "ok - fresh root: minbase alone lacks depmod (kmod), so the check can fail"
else
	echo "not ok - fresh root: depmod was already in minbase; the check proves nothing about kmod"
fi

list=$cache/used
python3 "$top/tests/host/commands.py" "$@" > "$list" ||
	{ echo "not ok - fresh root: commands.py failed"; exit 1; }
if grep -q '^error ' "$list"; then
	grep '^error ' "$list" | sed 's/^/not ok - fresh root: cannot parse /'
fi
for c in $kbuild; do echo "command $c kbuild"; done >> "$list"

# inroot NAME: where NAME resolves in the fresh root, with a plain PATH.
inroot() {
	chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin \
		/bin/sh -c 'command -v "$1"' sh "$1"
}

awk '$1 == "command" && $2 !~ /\// { print $2, $3 }' "$list" | sort -u -k1,1 |
while read -r name where; do
	here=$(command -v "$name" 2>/dev/null)
	case $here in
	/*) ;;
	*) continue ;;	# a shell builtin or keyword, or not a command at all
	esac
	there=$(inroot "$name")
	case $there in
	/*) echo "ok - fresh root: $name resolves ($there; used at $where)" ;;
	*) echo "not ok - fresh root: $name (used at $where, here $here) is not installed by scripts/deps" ;;
	esac
done

# Files named by absolute path (firmware, boot stub, tools copied into
# the initramfs).  /usr/local never comes from a package.
awk '$1 == "path" { print $2, $3 }' "$list" | sort -u -k1,1 |
while read -r path where; do
	case $path in /usr/local*) continue ;; esac
	[ -e "$path" ] || continue	# a path inside the guest
	if [ -e "$root$path" ]; then
		echo "ok - fresh root: $path exists (used at $where)"
	else
		echo "not ok - fresh root: $path (used at $where) is not installed by scripts/deps"
	fi
done
