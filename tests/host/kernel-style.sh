# Host check, for each kernel series (6.1 and 6.12): the exported patch
# series is checkpatch --strict clean, applies with git am to the pristine
# tree, its kernel-doc is clean, and the project's kernel files build
# without warnings at W=1 and under sparse.
# Usage: sh tests/host/kernel-style.sh BUILD_DIR
set -u
build=$1
top=$(cd "$(dirname "$0")/../.." && pwd)
# checkpatch runs spdxcheck.py with python3: use Debian's, which has ply.
PATH=/usr/bin:$PATH

# check_series: the checks for $KERNEL_SERIES, each line naming it.
check_series() {
. "$top/scripts/kernel-dirs"
tree=$kernel_tree
obj=$build/obj$kernel_suffix
patches=$build/patches$kernel_suffix
k=$kernel_series

"$top/scripts/kernel-tree" "$build" >/dev/null || { echo "not ok - $k: kernel-tree failed"; return; }

# The LSM's directory has its MAINTAINERS entry from the first patch on;
# checkpatch still asks about MAINTAINERS for every later patch adding a
# file there.  Only for those, and only when the entry covers every file
# the patch adds, that one question is left out.
covered_by_entry() {
	added=$(awk '/^diff --git/ { f = $4 } /^new file mode/ { print substr(f, 3) }' "$1")
	[ -n "$added" ] || return 1
	for f in $added; do
		case $f in security/securelevel/*) ;; *) return 1 ;; esac
	done
	grep -qx 'F:	security/securelevel/' "$tree/MAINTAINERS"
}

for patch in "$patches"/*.patch; do
	name=$(basename "$patch")
	ignore= note=
	if covered_by_entry "$patch" && ! grep -q '^+++ b/MAINTAINERS' "$patch"; then
		ignore="--ignore FILE_PATH_CHANGES"
		note=" (new files under security/securelevel/, which MAINTAINERS covers)"
	fi
	# shellcheck disable=SC2086
	out=$(cd "$tree" && ./scripts/checkpatch.pl --strict $ignore "$patch" 2>&1)
	summary=$(printf '%s\n' "$out" | grep '^total:')
	if printf '%s\n' "$summary" | grep -q '^total: 0 errors, 0 warnings, 0 checks' &&
	   ! printf '%s\n' "$out" | grep -q 'Traceback'; then
		echo "ok - $k: checkpatch --strict $name: $summary$note"
	else
		echo "not ok - $k: checkpatch --strict $name: $summary"
		printf '%s\n' "$out" | grep -E '^(ERROR|WARNING|CHECK)|Traceback' | sed 's/^/# /'
	fi
done

# git am onto a fresh checkout of the pristine tree must give exactly the
# tree that the build uses.
wt=$build/am-check$kernel_suffix
git -C "$tree" worktree remove --force "$wt" 2>/dev/null
rm -rf "$wt"
git -C "$tree" worktree prune
if git -C "$tree" worktree add -q --detach "$wt" pristine &&
   git -C "$wt" -c user.name=check -c user.email=check@invalid am -q "$patches"/*.patch; then
	want=$(git -C "$tree" rev-parse 'securelevel^{tree}')
	got=$(git -C "$wt" rev-parse 'HEAD^{tree}')
	if [ "$want" = "$got" ]; then
		echo "ok - $k: git am of $(ls "$patches"/*.patch | wc -l) patches onto pristine $k gives the built tree"
	else
		echo "not ok - $k: git am result differs from the built tree ($got != $want)"
	fi
else
	echo "not ok - $k: git am of the series onto pristine $k failed"
fi
git -C "$tree" worktree remove --force "$wt" 2>/dev/null
rm -rf "$wt"

# kernel-doc, verbose: every documented function says what it returns,
# and nothing is left where kernel-doc would not render it.
docs=$(cd "$tree" && ls security/securelevel/*.[ch] include/linux/securelevel.h)
# shellcheck disable=SC2086
out=$(cd "$tree" && ./scripts/kernel-doc -none -v $docs 2>&1)
warnings=$(printf '%s\n' "$out" | grep -E 'warning|error')
documented=$(printf '%s\n' "$out" | grep -c 'info: Scanning doc for')
if [ -z "$warnings" ] && [ "$documented" -gt 0 ]; then
	echo "ok - $k: kernel-doc -none -v on $(printf '%s\n' "$docs" | wc -l) files: $documented comments, no warnings"
else
	echo "not ok - $k: kernel-doc -none -v ($documented comments)"
	printf '%s\n' "$warnings" | sed 's/^/# /'
fi

# W=1 on the project's directory, in a separate object tree so that the
# test kernel's objects stay as they are; the .cmd file proves W=1 was used.
w1=$build/obj$kernel_suffix-w1
mkdir -p "$w1"
cp "$obj/.config" "$w1/.config"
out=$(make -C "$tree" O="$w1" CC="ccache gcc" olddefconfig >/dev/null 2>&1 &&
      make -C "$tree" O="$w1" -j"$(nproc)" W=1 CC="ccache gcc" security/securelevel/ 2>&1)
rc=$?
warnings=$(printf '%s\n' "$out" | grep -E 'warning:|error:')
if [ "$rc" -eq 0 ] && [ -z "$warnings" ] &&
   grep -q -e '-Wmissing-prototypes' "$w1/security/securelevel/.securelevel.o.cmd"; then
	echo "ok - $k: W=1 build of security/securelevel/: no warnings"
else
	echo "not ok - $k: W=1 build of security/securelevel/ (exit $rc)"
	printf '%s\n' "${warnings:-$(printf '%s\n' "$out" | tail -n 5)}" | sed 's/^/# /'
fi

# sparse (C=2: check every file, compiled or not) on the project's
# directory and on the files where the series adds hook calls.
touched="fs/ioctl.o block/bdev.o kernel/time/timekeeping.o drivers/rtc/class.o
	 kernel/kexec_core.o kernel/kexec.o kernel/kexec_file.o
	 arch/x86/kernel/kexec-bzimage64.o arch/x86/kernel/setup.o"
# 6.12 moved the crash kexec path to crash_core.c.
[ "$k" = 6.1 ] || touched="$touched kernel/crash_core.o"
# shellcheck disable=SC2086
out=$(make -C "$tree" O="$w1" -j"$(nproc)" C=2 CC="ccache gcc" \
	security/securelevel/ $touched 2>&1)
rc=$?
warnings=$(printf '%s\n' "$out" | grep -E 'warning:|error:')
if [ "$rc" -eq 0 ] && [ -z "$warnings" ] &&
   printf '%s\n' "$out" | grep -q 'CHECK.*securelevel.c'; then
	echo "ok - $k: sparse (C=2) on security/securelevel/ and the $(echo $touched | wc -w) files the series adds calls to: no warnings"
else
	echo "not ok - $k: sparse (C=2) on security/securelevel/ and the touched files (exit $rc)"
	printf '%s\n' "${warnings:-$(printf '%s\n' "$out" | tail -n 5)}" | sed 's/^/# /'
fi
}

for KERNEL_SERIES in 6.1 6.12; do
	export KERNEL_SERIES
	# 6.12 where make check-6.12 built its kernel (the W=1 build needs
	# its configuration).
	if [ "$KERNEL_SERIES" = 6.12 ] && [ ! -f "$build/obj-6.12/.config" ]; then
		echo "ok - 6.12: checkpatch, git am, W=1, sparse # SKIP not built: make check-6.12 builds the 6.12 kernels"
		continue
	fi
	check_series
done
