#!/bin/sh
# The test VM's init, started by pid1: mount what the tests need, run the
# scenario named by sltest.scenario= on the kernel command line with its
# TAP output on the second serial port, then power off.
export PATH=/sltest/bin:/bin:/sbin:/usr/bin:/usr/sbin

mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev 2>/dev/null
mount -t securityfs securityfs /sys/kernel/security
mount -t debugfs debugfs /sys/kernel/debug
mount -t tmpfs tmpfs /tmp
mount -t tracefs tracefs /sys/kernel/tracing 2>/dev/null
[ -d /sys/firmware/efi/efivars ] &&
	mount -t efivarfs efivarfs /sys/firmware/efi/efivars

# The test kernel has no RTC of its own: take the time from the host.
if [ ! -e /dev/rtc0 ]; then
	epoch=$(sed -n 's/.*sltest\.epoch=\([0-9]*\).*/\1/p' /proc/cmdline)
	[ -z "$epoch" ] || date -s "@$epoch" > /dev/null
fi

# On Debian's stock kernel: its modules the probes need, and the BPF
# backend, loaded at boot as the shipped securelevel-bpf.service would.
# The root cgroup (systemd mounts it on Debian): the BPF backend's device
# program attaches there.
if [ -f /sltest/stock ]; then
	# shellcheck disable=SC2046
	modprobe -a $(cat /sltest/stock-modules) > /dev/console 2>&1
	mount -t cgroup2 cgroup2 /sys/fs/cgroup
	grep -q 'sltest.nobackend' /proc/cmdline ||
		securelevel-bpf load > /dev/console 2>&1
	securelevel-bpf log > /dev/console 2>&1 &
fi

scenario=$(sed -n 's/.*sltest\.scenario=\([^ ]*\).*/\1/p' /proc/cmdline)
script=/sltest/scenarios/$scenario.sh
# The demo talks to the console; tests write TAP to ttyS1.
tap=/dev/ttyS1
[ "$scenario" = demo ] && tap=/dev/console

{
	echo "# sltest: scenario $scenario"
	if [ -f "$script" ]; then
		sh "$script"
		echo "# sltest: scenario exited with status $?"
	else
		echo "not ok - $scenario: no such scenario in the initramfs"
	fi
	echo "# sltest: done"
} > "$tap" 2>/dev/console

sync
poweroff -f
