# securelevel: build the test kernel, boot the demo, run the tests.
#   make demo    build what is missing, boot a VM that shows securelevel at work
#   make check   every test: host checks and one VM boot per scenario
#   make check-6.12  the same with the 6.12 kernels built and tested too
#   make patches export the kernel change as a git format-patch series
#   make deb     the securelevel and securelevel-bpf Debian packages
#   make linux-image  a Debian linux-image package of the securelevel kernel
BUILD ?= $(CURDIR)/build
export BUILD_DIR := $(BUILD)
# Each kernel's targets say which series they build (scripts/kernel-dirs).
unexport KERNEL_SERIES

.PHONY: all deps kernel kernel-variant kernel-6.12 patches initramfs \
	initramfs-variant initramfs-6.12 stock-kernel initramfs-stock \
	stock-kernel-6.12 initramfs-stock-6.12 stock-kernel-cloud \
	initramfs-stock-cloud bpf-tool tools deb \
	linux-image demo check check-6.12 compare bench mutants clean

all: initramfs tools

deps:
	scripts/deps

patches: deps
	scripts/kernel-tree $(BUILD)
	KERNEL_SERIES=6.12 scripts/kernel-tree $(BUILD)
	@echo "series in $(BUILD)/patches (6.1) and $(BUILD)/patches-6.12"

# The test kernel, and the variant with the other boot options (tests only).
kernel: deps
	scripts/kernel-build $(BUILD)

kernel-variant: deps
	scripts/kernel-build $(BUILD) variant

# The test kernel again, from Debian's linux-source-6.12 (tests/run runs
# the test kernel's scenarios on it too, as NAME@6.12).
kernel-6.12: deps
	KERNEL_SERIES=6.12 scripts/kernel-build $(BUILD)

initramfs: kernel
	scripts/mkinitramfs $(BUILD)

initramfs-variant: kernel-variant bpf-tool
	scripts/mkinitramfs $(BUILD) variant

initramfs-6.12: kernel-6.12 bpf-tool
	KERNEL_SERIES=6.12 scripts/mkinitramfs $(BUILD)

# Debian's own kernel, unmodified, with the BPF backend (tests only).
stock-kernel: kernel
	scripts/stock-kernel $(BUILD)

initramfs-stock: stock-kernel initramfs bpf-tool
	scripts/mkinitramfs $(BUILD) stock

# Debian's cloud kernel (linux-image-cloud-amd64), the flavour cloud
# images boot: the same securelevel-bpf binary on it.
stock-kernel-cloud: stock-kernel
	STOCK_FLAVOUR=cloud-amd64 scripts/stock-kernel $(BUILD)

initramfs-stock-cloud: stock-kernel-cloud initramfs bpf-tool
	STOCK_FLAVOUR=cloud-amd64 scripts/mkinitramfs $(BUILD) stock

# Debian's stock 6.12 kernel, with the same securelevel-bpf binary.
stock-kernel-6.12: stock-kernel
	KERNEL_SERIES=6.12 scripts/stock-kernel $(BUILD)

initramfs-stock-6.12: stock-kernel-6.12 initramfs bpf-tool
	KERNEL_SERIES=6.12 scripts/mkinitramfs $(BUILD) stock

# securelevel-bpf for the guests, built once against the stock kernel's
# BTF (CO-RE carries it to the others).
bpf-tool: stock-kernel
	mkdir -p $(BUILD)/bpf-stock
	$(MAKE) -s -C tools/securelevel-bpf O=$(BUILD)/bpf-stock \
		VMLINUX=$(BUILD)/stock/vmlinux LDFLAGS=-static CFLAGS=-O2

tools: deps
	mkdir -p $(BUILD)/host
	$(MAKE) -C tools/securelevel O=$(BUILD)/host
	$(MAKE) -C tools/securelevel-bpf O=$(BUILD)/host

# Debian packages of the CLI and the BPF backend (its vmlinux.h from
# Debian's kernel's BTF), checked by lintian.
deb: stock-kernel
	scripts/mkdeb $(BUILD)

# The securelevel kernel as a Debian package, from Debian's own config
# (scripts/linux-image): 37 min cold on 2 cores, too long for CI, so not
# built by make check, which boots it on the real Debian system when it
# has been built.
linux-image: stock-kernel
	scripts/linux-image $(BUILD)

demo: initramfs
	scripts/vm-run --console --timeout 300 demo

# Every probe runs on 6.1 and 6.12: on 6.12 through the BPF backend on
# Debian's stock 6.12 (a download, no build).
CHECK_IMAGES = initramfs initramfs-variant initramfs-stock \
	initramfs-stock-cloud initramfs-stock-6.12

check: $(CHECK_IMAGES)
	tests/run

# make check with the 6.12 test kernel built too, so that every scenario
# runs on 6.12 as well (NAME@6.12).  Not part of make check: with the
# 6.12 test kernel a fresh machine's CI does not fit its budget (README,
# "Measured").
check-6.12: $(CHECK_IMAGES) initramfs-6.12
	tests/run

# Re-run the scenarios behind the README's generated tables (lockdown
# against securelevel; the kernel LSM against the BPF backend) and put
# the tables in the README.
compare: initramfs initramfs-stock initramfs-6.12 initramfs-stock-6.12
	tests/run compare-lockdown-integrity compare-lockdown-confidentiality \
		compare-securelevel-1 compare-securelevel-2 compare-securelevel-3 \
		insecure secure highly-secure \
		stock-insecure stock-secure stock-highly-secure \
		compare-lockdown-integrity@6.12 \
		compare-lockdown-confidentiality@6.12 \
		compare-securelevel-1@6.12 compare-securelevel-2@6.12 \
		compare-securelevel-3@6.12 \
		insecure@6.12 secure@6.12 highly-secure@6.12 \
		stock-insecure@6.12 stock-secure@6.12 stock-highly-secure@6.12
	scripts/compare-table --update README.md
	scripts/compare-table compare
	scripts/compare-table stock

# Prove the tests can fail: build deliberately broken kernels and BPF
# backends and run the scenarios that must catch each (README, "Mutants").
mutants: initramfs initramfs-stock
	scripts/mutants $(BUILD)

# Time the hooked system calls with and without securelevel (README,
# "Performance").
bench: initramfs initramfs-stock initramfs-6.12 initramfs-stock-6.12
	scripts/bench $(BUILD)

clean:
	rm -rf $(BUILD)
