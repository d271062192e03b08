#!/usr/bin/env bash
# Fuzz one target with libFuzzer for a fixed time (see Fuzz/README.md).
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer options…]   build if needed, seed, fuzz, print the figures
#   Fuzz/run.sh --check                               exit 0 if this toolchain links -sanitize=fuzzer
#   Fuzz/run.sh --list                                the targets
#
# TARGET is json, wire-format, scenario, results or service-extension. The build is a release
# build of the Fuzz package with every module (the product's too) compiled with
# -sanitize=fuzzer, in Fuzz/.build. Each run writes the target's seeds afresh from
# Conformance/ into Fuzz/.build/seeds/TARGET and keeps what it learns in Fuzz/.build/corpus/TARGET
# (both ignored by git). A crash or a hang is saved as Fuzz/.build/artifacts/TARGET/crash-… or
# timeout-…, and the script exits non-zero naming it: replay it with
#   Fuzz/.build/release/fuzz-TARGET FILE
# Environment: FUZZ_TIMEOUT (seconds one input may take, default 10), FUZZ_RSS_MB (default 2048),
# FUZZ_BUILD_FLAGS (more `swift build` arguments, e.g. "-Xswiftc -warnings-as-errors" in CI).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
fuzz=$root/Fuzz
targets=(json wire-format scenario results service-extension)

max_len() {
    case "$1" in
        json) echo 16384 ;;            # payloads and whole scenario files
        wire-format) echo 8192 ;;      # payloads, a little over APNs' 4096 bytes
        service-extension) echo 4096 ;; # APNs refuses anything larger before an extension runs
        scenario) echo 16384 ;;
        results) echo 32768 ;;
    esac
}

dictionary() {
    case "$1" in
        json) echo json ;;
        wire-format | service-extension) echo payload ;;
        scenario) echo scenario ;;
        results) echo results ;;
    esac
}

# shellcheck disable=SC2206 # FUZZ_BUILD_FLAGS is a list of words
build_flags=(-c release --package-path "$fuzz" -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library ${FUZZ_BUILD_FLAGS:-})

# Whether swiftc here can build and link a libFuzzer program (Linux toolchains can; Xcode's
# swiftc on macOS has no libFuzzer runtime).
check() {
    local scratch
    scratch=$(mktemp -d)
    cat >"$scratch/probe.swift" <<'SWIFT'
@_cdecl("LLVMFuzzerTestOneInput")
public func probe(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { 0 }
SWIFT
    if swiftc -sanitize=fuzzer -parse-as-library "$scratch/probe.swift" -o "$scratch/probe" >"$scratch/log" 2>&1 \
        && "$scratch/probe" -runs=1 >>"$scratch/log" 2>&1; then
        rm -rf "$scratch"
        return 0
    fi
    sed 's/^/  /' "$scratch/log" | head -5 >&2
    rm -rf "$scratch"
    return 1
}

case "${1:-}" in
    --check)
        if check; then echo "libFuzzer: swiftc -sanitize=fuzzer works with this toolchain"; exit 0; fi
        echo "libFuzzer: swiftc -sanitize=fuzzer does not link with this toolchain ($(swiftc --version 2>&1 | head -1))"
        exit 1 ;;
    --list) printf '%s\n' "${targets[@]}"; exit 0 ;;
esac

if [ $# -lt 2 ]; then
    echo "usage: Fuzz/run.sh TARGET SECONDS [libFuzzer options…]   (targets: ${targets[*]})" >&2
    exit 64
fi
target=$1 seconds=$2
shift 2
if [ -z "$(max_len "$target")" ]; then
    echo "error: unknown target '$target'; one of: ${targets[*]}" >&2
    exit 64
fi
case "$seconds" in
    '' | *[!0-9]*) echo "error: SECONDS must be a whole number, not '$seconds'" >&2; exit 64 ;;
esac

product=fuzz-$target
mkdir -p "$fuzz/.build"
# SwiftPM keeps a path dependency's file list until this package's manifest changes: when a
# product source file was added or removed since the last build, make it plan the build again.
sources=$(find Sources Vendors -name '*.swift' | LC_ALL=C sort | cksum)
if [ "$(cat "$fuzz/.build/product-sources" 2>/dev/null)" != "$sources" ]; then
    touch "$fuzz/Package.swift"
    echo "$sources" >"$fuzz/.build/product-sources"
fi
if ! swift build "${build_flags[@]}" --product "$product" >"$fuzz/.build/build-$target.log" 2>&1; then
    cat "$fuzz/.build/build-$target.log" >&2
    echo "error: building $product failed" >&2
    exit 1
fi
grep -E 'warning:' "$fuzz/.build/build-$target.log" >&2 || true
binary=$(swift build "${build_flags[@]}" --show-bin-path)/$product
[ -x "$binary" ] || { echo "error: $binary was not built" >&2; exit 1; }

seeds=$fuzz/.build/seeds/$target corpus=$fuzz/.build/corpus/$target artifacts=$fuzz/.build/artifacts/$target
rm -rf "$seeds"
mkdir -p "$corpus" "$artifacts"
export PUSH_FUZZ_CONFORMANCE=$root/Conformance
# Swift's own crash backtracer would take the signal before libFuzzer's handler, which then never
# writes the crashing input to the artifacts folder.
export SWIFT_BACKTRACE=enable=no
"$binary" --write-seeds "$seeds" >/dev/null
# Targets with planted bugs check that their checks still catch them before fuzzing.
"$binary" --self-test >/dev/null 2>&1 || { echo "error: fuzz-$target --self-test failed" >&2; exit 1; }

log=$fuzz/.build/$target.log
started=$(date +%s)
status=0
"$binary" "$corpus" "$seeds" \
    -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb="${FUZZ_RSS_MB:-2048}" \
    -max_len="$(max_len "$target")" -dict="$fuzz/Dictionaries/$(dictionary "$target").dict" \
    -artifact_prefix="$artifacts/" -print_final_stats=1 "$@" >"$log" 2>&1 || status=$?
elapsed=$(( $(date +%s) - started ))

runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
fuzzing=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
slowest=$(sed -n 's/^stat::slowest_unit_time_sec: *//p' "$log" | tail -1)
files=$(find "$corpus" -type f | wc -l)
seeded=$(find "$seeds" -type f | wc -l)
if [ "$status" -ne 0 ]; then
    grep -E 'ERROR: libFuzzer|fuzz property broken|Fatal error|SUMMARY|Test unit written|ALARM|==[0-9]+==' "$log" | head -20 >&2 || true
    echo "fuzz $target: FAILED (exit $status) after ${runs:-?} inputs in ${elapsed}s; full log: $log" >&2
    exit "$status"
fi
counters=$(sed -n 's/^fuzz-counter //p' "$log" | paste -sd ';' - | sed 's/;/; /g')
echo "fuzz $target: ${runs:-?} inputs in ${fuzzing:-?}s of fuzzing (${speed:-?}/s; ${elapsed}s with loading the corpus), corpus $files files (+$seeded seeds), peak RSS ${rss:-?} MB, slowest input ${slowest:-?}s, no crash, no hang${counters:+; of the inputs: $counters}"
