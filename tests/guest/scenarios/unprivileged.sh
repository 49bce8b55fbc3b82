# (d) Without CAP_SYS_ADMIN nobody can change the level, not even root.
. /sltest/lib.sh

iface level 0
iface unprivileged
iface level 0
iface raise 1
iface unprivileged
iface level 1
