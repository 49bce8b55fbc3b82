# (f) The KUnit suite ran at boot: turn its KTAP in the kernel log into
# one TAP line per test case, and check the case count against its plan.
. /sltest/lib.sh

dmesg | sed 's/^\[[^]]*\] *//; s/^ *//' |
awk '
	/^# Subtest: securelevel$/ { insuite = 1; next }
	!insuite { next }
	/^1\.\.[0-9]+$/ { plan = substr($0, 4); next }
	/^(not )?ok [0-9]+ securelevel$/ {
		suite = $1; insuite = 0; next
	}
	/^ok [0-9]+ / { print "ok - kunit: " $3; ran++; next }
	/^not ok [0-9]+ / { print "not ok - kunit: " $4; ran++; next }
	/^# / { print }
	END {
		if (suite == "")
			print "not ok - kunit: suite securelevel did not run"
		else if (suite != "ok")
			print "not ok - kunit: suite securelevel failed"
		else if (plan == "" || ran != plan)
			print "not ok - kunit: ran " ran " cases of a plan of " plan
		else
			print "ok - kunit: suite securelevel passed all " ran " cases"
	}'
iface level 0
