# An attestable level: the kernel logs the boot level and each change in
# securelevel_measurements and extends PCR 15 of the TPM (swtpm) with each
# line; securelevel attest quotes the PCR, securelevel verify replays the
# log.  From level 1 on nobody may extend, record into or reset that PCR
# through /dev/tpm0 or /dev/tpmrm0, nor shut the TPM down.  The quotes go
# to the host (attest.host), which verifies them there and tampers with
# them: an old quote replayed, a wrong nonce, an edited log.
. /sltest/lib.sh

mkdir -p /run
mount -t tmpfs tmpfs /run
log=/sys/kernel/security/securelevel_measurements
export TPM2TOOLS_TCTI=device:/dev/tpmrm0

check "a TPM 2.0 is there (/dev/tpm0, /dev/tpmrm0)" test -c /dev/tpm0 -a -c /dev/tpmrm0
check_log "the kernel measures into PCR 15" "securelevel: measuring level changes into TPM PCR 15"
check_output "securelevel_pcr reads 15" '^15$' cat /sys/kernel/security/securelevel_pcr
check_output "the log starts with the boot level" '^0 [0-9]*\.[0-9]\{9\} - 0 kconfig 0 swapper/0$' cat "$log"
check "the log has that line only" test "$(wc -l < "$log")" -eq 1
check "the log is read-only, for root too" sh -c "! echo '1 0.0 0 3 write 1 x' 2>/dev/null > $log"

# PCR 15 is the boot line extended into zeros, as verify replays it.
expect_pcr() { # the PCR after extending the log's lines into zeros
	pcr=0000000000000000000000000000000000000000000000000000000000000000
	while IFS= read -r line; do
		d=$(printf '%s' "$line" | sha256sum | cut -d' ' -f1)
		pcr=$(printf "$(printf '%s%s' "$pcr" "$d" | sed 's/../\\x&/g')" | sha256sum | cut -d' ' -f1)
	done < "$log"
	echo "$pcr"
}
pcr15() { tpm2_pcrread sha256:15 | sed -n 's/.*15: 0x//p' | tr 'A-F' 'a-f'; }
check "PCR 15 is the log replayed ($(pcr15))" test "$(pcr15)" = "$(expect_pcr)"

check_cmd "attest --enrol makes the attestation key" 0 'persistent at 0x81010002' securelevel attest --enrol /run/key
emit_file ak.pub.pem /run/key/ak.pub.pem

raise 1
check_output "the raise is logged: line 1, from 0 to 1, written by the iface test tool" \
	'^1 [0-9]*\.[0-9]\{9\} 0 1 write [0-9]* iface$' cat "$log"
check "PCR 15 is the log replayed after the raise" test "$(pcr15)" = "$(expect_pcr)"
check_cmd "attest quotes PCR 15 with the nonce" 0 'quote of PCR sha256:15' securelevel attest --nonce 5eed0001 /run/q1
check_cmd "verify, here: level 1 since event 1" 0 '^level 1 since event 1' securelevel verify --ak /run/key/ak.pub.pem --nonce 5eed0001 /run/q1
for f in measurements pcr quote.msg quote.sig quote.pcrs; do emit_file "q1/$f" "/run/q1/$f"; done

# The attacks at level 1: change PCR 15 behind the kernel's back.
before=$(pcr15)
zero=0000000000000000000000000000000000000000000000000000000000000000
refused "tpm2_pcrextend of PCR 15 (/dev/tpmrm0)" tpm2_pcrextend "15:sha256=$zero"
refused "tpm2_pcrextend of PCR 15 (/dev/tpm0)" env TPM2TOOLS_TCTI=device:/dev/tpm0 tpm2_pcrextend "15:sha256=$zero"
echo forged > /run/small
head -c 4096 /dev/zero > /run/big
refused "tpm2_pcrevent into PCR 15 (TPM2_PCR_Event)" tpm2_pcrevent 15 /run/small
refused "tpm2_pcrevent of 4 KiB into PCR 15 (a hash sequence ended into it)" tpm2_pcrevent 15 /run/big
refused "tpm2_pcrreset of PCR 15" tpm2_pcrreset 15
refused "tpm2_shutdown (the TPM would reset its PCRs on resume)" tpm2_shutdown
# The bare command, as written to the device: TPM2_PCR_Extend of PCR 15.
refused "a raw TPM2_PCR_Extend of PCR 15 written to /dev/tpm0" \
	sh -c "printf '\200\002\000\000\000\016\000\000\001\202\000\000\000\017' | dd of=/dev/tpm0 bs=14"
check "PCR 15 did not change" test "$(pcr15)" = "$before"
works "PCR 16 still extends (only the measured PCR is guarded)" tpm2_pcrextend "16:sha256=$zero"
works "reading PCR 15 and quoting still work" tpm2_pcrread sha256:15
check_log "the refusals are logged" "changing the TPM PCR that measures the securelevel is denied at securelevel 1"

raise 2
check_cmd "attest at level 2" 0 'quote of PCR sha256:15' securelevel attest --nonce 5eed0002 /run/q2
check_cmd "verify, here: level 2 since event 2" 0 '^level 2 since event 2' securelevel verify --ak /run/key/ak.pub.pem --nonce 5eed0002 /run/q2
check_cmd "verify: the old quote for a new nonce is refused (exit 9)" 9 'not for this nonce\|does not verify' securelevel verify --ak /run/key/ak.pub.pem --nonce 5eed0002 /run/q1
for f in measurements pcr quote.msg quote.sig quote.pcrs; do emit_file "q2/$f" "/run/q2/$f"; done
sed 's/^/# /' "$log"
