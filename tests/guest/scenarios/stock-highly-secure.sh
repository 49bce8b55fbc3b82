# The BPF backend at level 2: everything of level 1, the confidentiality
# list, no setting the clock back, no writing to block devices.
. /sltest/lib.sh

check_cmd "set 1" 0 'raised from 0 (insecure) to 1 (secure)' securelevel set 1
check_cmd "set 2" 0 'raised from 1 (secure) to 2 (highly secure)' securelevel set 2
cli_level "2 (highly secure)"
check_cmd "status at 2 lists the clock" 0 'setting the clock backwards' securelevel status
probe --expect=highly-secure
check_denials_logged 2
check_cmd "set 1: lowering refused" 1 'cannot lower the level from 2' securelevel set 1
check_cmd "set 0: lowering refused" 1 'cannot lower the level from 2' securelevel set 0
cli_bad_input "2 (highly secure)"
# Level 3 needs the kernel LSM: the backend says so and stays at 2.
check_cmd "set 3: needs the kernel LSM (exit 6)" 6 'level 3 (network secure) needs the securelevel kernel LSM' securelevel set 3
check_cmd "attest: the BPF backend has nothing to attest (exit 3)" 3 "the BPF backend keeps no measurement log and cannot extend a TPM PCR" securelevel attest --nonce 5eed /run/q
check_cmd "verify still runs (it needs only the files): a missing quote fails (exit 9)" 9 "does not name a PCR" securelevel verify --ak /run/none.pem --nonce 5eed /run/q
cli_level "2 (highly secure)"
check_cmd "status says what the backend lacks" 0 'level 3 (the firewall frozen) needs the kernel LSM' securelevel status
check_cmd "securelevel-bpf load --level 3: not a level it enforces" 2 'invalid level "3"' securelevel-bpf load --level 3
