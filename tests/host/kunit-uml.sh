# Host check: the KUnit suite with no VM, as a kernel developer runs it:
# tools/testing/kunit/kunit.py run --kunitconfig=security/securelevel
# builds a User Mode Linux kernel from security/securelevel/.kunitconfig
# and runs it; on each kernel series' tree.
# Usage: sh tests/host/kunit-uml.sh BUILD_DIR
set -u
build=$(cd "$1" && pwd)
top=$(cd "$(dirname "$0")/../.." && pwd)

for KERNEL_SERIES in 6.1 6.12; do
	export KERNEL_SERIES
	if [ "$KERNEL_SERIES" = 6.12 ] && [ ! -f "$build/obj-6.12/.config" ]; then
		echo "ok - 6.12: kunit.py on UML # SKIP not built: make check-6.12 builds the 6.12 kernels"
		continue
	fi
	. "$top/scripts/kernel-dirs"
	k=$kernel_series
	if ! "$top/scripts/kernel-tree" "$build" >/dev/null; then
		echo "not ok - $k: kernel-tree failed"
		continue
	fi
	out=$build/kunit-uml$kernel_suffix
	log=$out.log
	mkdir -p "$out"
	(cd "$kernel_tree" && python3 tools/testing/kunit/kunit.py run \
		--kunitconfig=security/securelevel --build_dir="$out" \
		--jobs="$(nproc)" --make_options="CC=ccache gcc") > "$log" 2>&1
	rc=$?
	# kunit.py's summary: "Testing complete. Ran N tests: passed: N"
	summary=$(grep -a 'Testing complete' "$log" | tail -n 1 | sed 's/\x1b\[[0-9;]*m//g; s/^\[[0-9:]*\] //')
	ran=$(printf '%s\n' "$summary" | sed -n 's/.*Ran \([0-9]*\) tests.*/\1/p')
	if [ "$rc" -eq 0 ] && [ "${ran:-0}" -gt 0 ] &&
	   printf '%s\n' "$summary" | grep -q "passed: $ran\$"; then
		echo "ok - $k: kunit.py run --kunitconfig=security/securelevel on UML: $summary"
	else
		echo "not ok - $k: kunit.py run on UML (exit $rc): ${summary:-$(tail -n 3 "$log" | tr '\n' '|')}"
	fi
done
