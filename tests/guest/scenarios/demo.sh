# The demo (make demo): read the level, raise it with the CLI, show an
# operation denied with its log line, and a lowering refused.
. /sltest/lib.sh

say() { printf '\n\033[1m>>> %s\033[0m\n' "$*"; sleep 0.2; }

say "securelevel                      # the level at boot"
securelevel
say "probe: write to /dev/mem at level 0"
probe --expect=insecure --only=devmem-write
say "securelevel set 1                # raise it: secure"
securelevel set 1
say "securelevel status"
securelevel status
say "probe: write to /dev/mem again: denied"
probe --expect=secure --only=devmem-write
say "the kernel log says who was denied what:"
dmesg | grep 'is denied at securelevel' | tail -n 1
say "securelevel set 0                # lowering is refused"
securelevel set 0
echo "exit status $?"
say "securelevel"
securelevel
say "done: powering off"
