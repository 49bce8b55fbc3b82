# securelevel: build the test kernel, boot the demo, run the tests.
#   make demo    build what is missing, boot a VM that shows securelevel at work
#   make check   every test: host checks and one VM boot per scenario
#   make patches export the kernel change as a git format-patch series
BUILD ?= $(CURDIR)/build
export BUILD_DIR := $(BUILD)

.PHONY: all deps kernel patches initramfs tools demo check clean

all: initramfs tools

deps:
	scripts/deps

patches: deps
	scripts/kernel-tree $(BUILD)
	@echo "series in $(BUILD)/patches"

kernel: deps
	scripts/kernel-build $(BUILD)

initramfs: kernel
	scripts/mkinitramfs $(BUILD)

tools: deps
	mkdir -p $(BUILD)/host
	$(MAKE) -C tools/securelevel O=$(BUILD)/host

demo: initramfs
	scripts/vm-run --console --timeout 300 demo

check: initramfs
	tests/run

clean:
	rm -rf $(BUILD)
