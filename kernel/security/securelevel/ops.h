/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What securelevel restricts beyond lockdown's reasons, with the text both
 * backends log.  Included with SECURELEVEL_OP(name, text) defined, like
 * <linux/lsm_hook_defs.h>: no include guard.
 */
SECURELEVEL_OP(SETTIME_BACKWARDS, "setting the clock backwards")
SECURELEVEL_OP(SET_TIMEZONE, "changing the kernel timezone")
SECURELEVEL_OP(BDEV_OPEN_WRITE, "opening a block device for writing")
SECURELEVEL_OP(BDEV_WRITE_IN_USE, "writing to a block device in use")
SECURELEVEL_OP(BDEV_WRITE, "writing to a block device")
SECURELEVEL_OP(DISK_PASSTHROUGH, "sending raw commands to a disk")
SECURELEVEL_OP(BDEV_RECONFIGURE, "reconfiguring a block device in use")
SECURELEVEL_OP(DM_TABLE, "changing a device-mapper table")
SECURELEVEL_OP(RAW_CHR_WRITE, "opening a raw storage device for writing")
SECURELEVEL_OP(CLEAR_FILE_FLAGS, "clearing the immutable or append-only flag")
SECURELEVEL_OP(BPF_OVERRIDE, "loading a BPF program that overrides kernel functions")
SECURELEVEL_OP(BPF_READ_KERNEL, "loading a BPF program that can read kernel memory")
SECURELEVEL_OP(FIREWALL, "changing the firewall of the initial network namespace")
SECURELEVEL_OP(BPF_PACKET, "loading or attaching a BPF program that filters or redirects packets")
SECURELEVEL_OP(TPM_MEASUREMENT, "changing the TPM PCR that measures the securelevel")
/*
 * Refused by the BPF backend only (tools/securelevel-bpf), which shares
 * this list: it cannot hand the level over to a kexec'd kernel, and must
 * guard its own programs and maps.
 */
SECURELEVEL_OP(KEXEC_LOAD, "loading a kexec kernel, which would not inherit the level")
SECURELEVEL_OP(BACKEND, "tampering with the securelevel BPF backend")
