#!/usr/bin/env bash
# Runs a libFuzzer harness for SECONDS: scripts/fuzz.sh TARGET SECONDS
#
# Targets: response (Fuzz/response: status, headers and body of a hostile server through every endpoint of the three
# generated clients; invariants: no crash, no sanitizer report, every failure classified, no secret the request carried
# in any error text, a 3xx or an oversized body always refused).
#
# Link recipe: each harness is a package of its own that depends on this one by path, so SwiftPM builds the clients
# and their runtime with the same flags: `-sanitize=fuzzer,address` instruments every module for coverage and
# AddressSanitizer, and libFuzzer supplies `main`, so the harness is compiled `-parse-as-library` and exports
# `LLVMFuzzerTestOneInput` with `@_cdecl`. Its build folder (Fuzz/<target>/.build) is separate from the root one.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

usage() { echo "usage: scripts/fuzz.sh TARGET SECONDS (targets: response)" >&2; exit 2; }
[ $# -eq 2 ] || usage
target="$1"
seconds="$2"
[[ "$seconds" =~ ^[0-9]+$ ]] || usage
case "$target" in
    response) package="Fuzz/response" product="ResponseFuzz" ;;
    *) usage ;;
esac

flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
swift build --package-path "$package" "${flags[@]}" --product "$product"
binary="$(swift build --package-path "$package" "${flags[@]}" --show-bin-path)/$product"

# The seeds stay as committed; what the run learns goes to a scratch corpus, crashes to a folder it names.
work="$(mktemp -d "${TMPDIR:-/tmp}/fuzz-$target.XXXXXX")"
mkdir -p "$work/corpus" "$work/artifacts"
cp "$package"/seeds/* "$work/corpus/"
echo "== fuzzing $target for $seconds s (corpus and crashes in $work)"
status=0
# -max_len: answers beyond 8 KiB add no new paths (the size limit is played as a transport fault) and slow every run.
# -detect_leaks=0: each input runs in a Swift task that releases its captures just after it resumes the harness,
# which LeakSanitizer reports as a leak at random; AddressSanitizer's other checks stay on.
# Short allocation stacks and a small quarantine: four times the executions per second and a flat memory curve; a
# report still shows the full stack of the bad access itself.
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=2:quarantine_size_mb=64}"
"$binary" "$work/corpus" -max_total_time="$seconds" -print_final_stats=1 -rss_limit_mb=3072 -timeout=10 \
    -max_len=8192 -detect_leaks=0 -artifact_prefix="$work/artifacts/" 2>&1 | tee "$work/log" | grep -vE "^#[0-9]+\s+(NEW|REDUCE|pulse)|NEW_FUNC" || status=$?
crashes=$(find "$work/artifacts" -type f | wc -l)
executions=$(grep -oE "stat::number_of_executed_units: [0-9]+" "$work/log" | grep -oE "[0-9]+$" || echo 0)
coverage=$(grep -oE "cov: [0-9]+ ft: [0-9]+" "$work/log" | tail -1 || true)
echo "== $target: $executions executions, $coverage, $crashes crash(es) in $work/artifacts"
[ "$crashes" -eq 0 ] || exit 1
exit "$status"
