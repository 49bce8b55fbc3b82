# The PCR extended behind the kernel's back: at level 0, where nothing is
# denied, root extends PCR 15 from /dev/tpm0; after the raise the log the
# kernel keeps no longer replays into the PCR, and verify, here and on the
# host (attest-tampered.host), says so.
. /sltest/lib.sh

mkdir -p /run
mount -t tmpfs tmpfs /run
export TPM2TOOLS_TCTI=device:/dev/tpmrm0
fake=$(printf '1 1.000000000 0 2 write 1 init' | sha256sum | cut -d' ' -f1)
works "at level 0, root extends PCR 15 from /dev/tpm0" \
	env TPM2TOOLS_TCTI=device:/dev/tpm0 tpm2_pcrextend "15:sha256=$fake"
check_cmd "attest --enrol" 0 'persistent' securelevel attest --enrol /run/key
raise 1
check_cmd "attest at level 1" 0 'quote of PCR sha256:15' securelevel attest --nonce 5eed00ff /run/q
check_cmd "verify, here: the PCR is not the log replayed (exit 9)" 9 'not the log replayed' \
	securelevel verify --ak /run/key/ak.pub.pem --nonce 5eed00ff /run/q
emit_file ak.pub.pem /run/key/ak.pub.pem
for f in measurements pcr quote.msg quote.sig quote.pcrs; do emit_file "q/$f" "/run/q/$f"; done
