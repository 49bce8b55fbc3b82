# Host check: every commit of the exported series builds, and from the
# LSM's first commit on boots (scripts/series-steps), for each kernel
# series.  6.12's steps run where make check-6.12 built its kernels.
# Usage: sh tests/host/series-steps.sh BUILD_DIR
set -u
build=$1
top=$(cd "$(dirname "$0")/../.." && pwd)
for KERNEL_SERIES in 6.1 6.12; do
	export KERNEL_SERIES
	if [ "$KERNEL_SERIES" = 6.12 ] && [ ! -f "$build/obj-6.12/.config" ]; then
		echo "ok - 6.12: each step of the series builds and boots # SKIP not built: make check-6.12 builds the 6.12 kernels"
		continue
	fi
	"$top/scripts/series-steps" "$build"
done
