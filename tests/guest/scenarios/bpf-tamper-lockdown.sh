# Can BPF that overrides kernel functions lift lockdown=integrity?  With
# securelevel at 0 such programs load; see whether /dev/mem opens.
. /sltest/lib.sh

check "lockdown is at integrity" grep -q '\[integrity\]' /sys/kernel/security/lockdown
bpf-tamper lift
