# (f) The KUnit suite ran at boot: turn its KTAP in the kernel log into
# one TAP line per test case (and per parameter of the table-driven ones,
# such as each transition), and check the case count against its plan.
. /sltest/lib.sh

dmesg | sed 's/^\[[^]]*\] //' |
awk '
	/^    # Subtest: securelevel$/ { insuite = 1; next }
	!insuite { next }
	/^    1\.\.[0-9]+$/ { plan = $1; sub(/^1\.\./, "", plan); next }
	/^        # Subtest: / { param = $3; next }
	/^        ok [0-9]+ / { n = $2; $1 = $2 = ""; sub(/^ +/, "");
		print "ok - kunit: " param ": " $0; params++; next }
	/^        not ok [0-9]+ / { $1 = $2 = $3 = ""; sub(/^ +/, "");
		print "not ok - kunit: " param ": " $0; params++; next }
	/^    ok [0-9]+ / { print "ok - kunit: " $3; ran++; param = ""; next }
	/^    not ok [0-9]+ / { print "not ok - kunit: " $4; ran++; param = ""; next }
	/^(not )?ok [0-9]+ securelevel$/ { suite = $1; insuite = 0; next }
	/^ *# / { sub(/^ +/, ""); print }
	END {
		if (suite == "")
			print "not ok - kunit: suite securelevel did not run"
		else if (suite != "ok")
			print "not ok - kunit: suite securelevel failed"
		else if (plan == "" || ran != plan)
			print "not ok - kunit: ran " ran " cases of a plan of " plan
		else
			print "ok - kunit: suite securelevel passed all " ran " cases (" params " table rows)"
	}'
iface level 0
