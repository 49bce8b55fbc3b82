# Host check: the Debian packages.  make deb's packages build and are
# lintian-clean; in a clean Debian 12 root (scripts/fresh-root, seen
# through an overlay so the cached root stays clean) they install with
# apt-get, enable nothing that raises the level, enable the BPF backend
# only where the BPF LSM is active, reinstall, remove and purge, and
# purging leaves no file behind.
# Usage: sh tests/host/deb.sh BUILD_DIR
set -u
build=$1
top=$(cd "$(dirname "$0")/../.." && pwd)
PATH=/usr/sbin:/usr/bin:/sbin:/bin:$PATH
out=$build/deb

if [ "$(id -u)" -ne 0 ]; then
	echo "ok - packages # SKIP the install test needs root (chroot, overlay)"
	exit 0
fi

if "$top/scripts/mkdeb" "$build" > "$build/mkdeb.log" 2>&1; then
	echo "ok - make deb: dpkg-buildpackage built $(cd "$out" && ls securelevel_*.deb securelevel-bpf_*.deb | tr '\n' ' ')"
else
	echo "not ok - make deb failed: $(tail -n 5 "$build/mkdeb.log" | tr '\n' '|')"
	exit 1
fi
# lintian ran with --fail-on error,warning; count its tags anyway.
tags=$(grep -c '^[EW]: ' "$out/lintian.log")
if [ "$tags" -eq 0 ]; then
	echo "ok - lintian: no error, no warning ($(grep -c '^[IO]: ' "$out/lintian.log") info/override lines)"
else
	grep '^[EW]: ' "$out/lintian.log" | sed 's/^/not ok - lintian: /'
fi
# Every override is justified in the comment just above it.
for f in "$top"/debian/*.lintian-overrides; do
	if awk '/^#/ { c = 1; next } /^[^[:space:]]/ && !c { bad = 1 } { c = 0 } END { exit bad }' "$f"; then
		echo "ok - lintian: every override in $(basename "$f") has a comment"
	else
		echo "not ok - lintian: an override in $(basename "$f") without a comment above it"
	fi
done

# The maintainer scripts never touch the level (raising belongs to the
# admin; lowering is impossible and must not be tried).
scripts=$out/control
rm -rf "$scripts"
for deb in "$out"/securelevel_*.deb "$out"/securelevel-bpf_*.deb; do
	dpkg-deb -e "$deb" "$scripts/$(basename "$deb" .deb)"
done
if grep -rlE 'securelevel(-bpf)? +(set|load|unload)' "$scripts" > /dev/null; then
	echo "not ok - a maintainer script runs securelevel set/load/unload: $(grep -rlE 'securelevel(-bpf)? +(set|load|unload)' "$scripts" | tr '\n' ' ')"
else
	echo "ok - no maintainer script runs securelevel set, load or unload"
fi

root=$("$top/scripts/fresh-root" "$build" 2>&1) ||
	{ echo "not ok - packages: no fresh root: $(printf '%s' "$root" | tr '\n' '|')"; exit 1; }

# in_overlay NAME: mount a fresh overlay of the root at $mnt.
mnt=$build/deb-root
cleanup() { umount "$mnt" 2> /dev/null; }
trap cleanup EXIT
in_overlay() {
	cleanup
	rm -rf "$build/deb-overlay"
	mkdir -p "$build/deb-overlay/upper" "$build/deb-overlay/work" "$mnt"
	mount -t overlay overlay -o "lowerdir=$root,upperdir=$build/deb-overlay/upper,workdir=$build/deb-overlay/work" "$mnt"
	cp "$out"/securelevel_*.deb "$out"/securelevel-bpf_*.deb "$mnt/tmp/"
}
debs=$(cd "$out" && ls securelevel_*.deb securelevel-bpf_*.deb | sed 's|^|/tmp/|')
run() { chroot "$mnt" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive "$@"; }
# Every file outside the package database, logs and caches.
files() {
	(cd "$mnt" && find . -xdev \( -path ./proc -o -path ./sys -o -path ./dev -o -path ./tmp \
		-o -path ./var/lib/dpkg -o -path ./var/lib/apt -o -path ./var/cache -o -path ./var/log \) -prune \
		-o -print) | sort
}
check() {	# DESCRIPTION COMMAND...
	d=$1
	shift
	if "$@"; then echo "ok - $d"; else echo "not ok - $d"; fi
}

# A system without the BPF LSM (the root has no /sys/kernel/security/lsm).
in_overlay
files > "$build/deb-files.before"
if run apt-get install -y $debs > "$build/deb-install.log" 2>&1; then
	echo "ok - apt-get install ./securelevel_*.deb ./securelevel-bpf_*.deb"
else
	echo "not ok - apt-get install: $(tail -n 5 "$build/deb-install.log" | tr '\n' '|')"
fi
check "installed: securelevel runs (--version)" sh -c "chroot '$mnt' securelevel --version | grep -q '^securelevel '"
check "installed: securelevel-bpf, man pages, units, completion" sh -c "
	for f in usr/sbin/securelevel-bpf usr/share/man/man8/securelevel.8.gz usr/share/man/man8/securelevel-bpf.8.gz \
	    lib/systemd/system/securelevel-raise.service lib/systemd/system/securelevel-bpf.service \
	    lib/systemd/system/securelevel-bpf-log.service etc/init.d/securelevel etc/default/securelevel \
	    usr/share/bash-completion/completions/securelevel usr/share/bash-completion/completions/securelevel-bpf; do
		[ -e \"$mnt/\$f\" ] || { echo \"missing \$f\"; exit 1; }
	done"
check "the sysctl file is only an example (nothing in /etc/sysctl.d)" sh -c "
	[ -e '$mnt/usr/share/doc/securelevel/examples/90-securelevel.conf' ] && ! ls '$mnt/etc/sysctl.d' 2>/dev/null | grep -q securelevel"
check "securelevel-raise.service is not enabled" sh -c "! ls '$mnt'/etc/systemd/system/*.wants/ 2>/dev/null | grep -q securelevel-raise"
check "the init script is installed disabled (K links only)" sh -c "
	ls '$mnt'/etc/rc2.d/ | grep -q '^K..securelevel$' && ! ls '$mnt'/etc/rc[2-5].d/ | grep -q '^S..securelevel$'"
check "without the BPF LSM: the backend's units are not enabled" sh -c "! ls '$mnt'/etc/systemd/system/*.wants/ 2>/dev/null | grep -q securelevel-bpf"
check "and postinst says what to add to lsm=" grep -q 'Boot with "bpf" added to the lsm=' "$build/deb-install.log"
if run apt-get install -y --reinstall $debs > "$build/deb-reinstall.log" 2>&1; then
	echo "ok - reinstall (the same version)"
else
	echo "not ok - reinstall: $(tail -n 5 "$build/deb-reinstall.log" | tr '\n' '|')"
fi
check "after the reinstall: still nothing enabled" sh -c "! ls '$mnt'/etc/systemd/system/*.wants/ 2>/dev/null | grep -q securelevel"
check "apt-get remove both" sh -c "chroot '$mnt' env DEBIAN_FRONTEND=noninteractive apt-get remove -y securelevel-bpf securelevel > '$build/deb-remove.log' 2>&1"
check "removed: the programs are gone, the conffile stays" sh -c "
	[ ! -e '$mnt/usr/sbin/securelevel' ] && [ ! -e '$mnt/usr/sbin/securelevel-bpf' ] && [ -e '$mnt/etc/default/securelevel' ]"
check "apt-get purge both" sh -c "chroot '$mnt' env DEBIAN_FRONTEND=noninteractive apt-get purge -y securelevel-bpf securelevel > '$build/deb-purge.log' 2>&1"
files > "$build/deb-files.after"
if diff "$build/deb-files.before" "$build/deb-files.after" > "$build/deb-files.diff"; then
	echo "ok - purged: not one file left behind ($(wc -l < "$build/deb-files.before") files compared)"
else
	echo "not ok - purged: files differ: $(head -n 10 "$build/deb-files.diff" | tr '\n' ' ')"
fi

# A system whose kernel runs BPF LSM programs: the units are enabled.
in_overlay
mkdir -p "$mnt/sys/kernel/security"
echo "lockdown,capability,landlock,yama,apparmor,tomoyo,bpf" > "$mnt/sys/kernel/security/lsm"
if run apt-get install -y $debs > "$build/deb-install-bpf.log" 2>&1; then
	echo "ok - with the BPF LSM active: apt-get install"
else
	echo "not ok - with the BPF LSM active: apt-get install: $(tail -n 5 "$build/deb-install-bpf.log" | tr '\n' '|')"
fi
check "with the BPF LSM active: securelevel-bpf.service and the log unit enabled" sh -c "
	[ -L '$mnt/etc/systemd/system/sysinit.target.wants/securelevel-bpf.service' ] &&
	[ -L '$mnt/etc/systemd/system/sysinit.target.wants/securelevel-bpf-log.service' ]"
check "with the BPF LSM active: securelevel-raise.service still not enabled" sh -c "! ls '$mnt'/etc/systemd/system/*.wants/ | grep -q securelevel-raise"
check "with the BPF LSM active: purge removes the unit links" sh -c "
	chroot '$mnt' env DEBIAN_FRONTEND=noninteractive apt-get purge -y securelevel-bpf securelevel > '$build/deb-purge-bpf.log' 2>&1 &&
	! ls '$mnt'/etc/systemd/system/*.wants/ | grep -q securelevel"
