#!/usr/bin/env bash
# Counts the instructions one generation executes, under valgrind's callgrind: a figure that, unlike a time, barely
# moves with the machine's load, so two generators can be compared on a busy machine.
#
#   bash scripts/bench-instructions.sh [SCALE] [ZING_CODEGEN…]
#   bash scripts/bench-instructions.sh 100                          # the release build of this checkout
#   bash scripts/bench-instructions.sh 100 /tmp/before /tmp/after   # two saved release binaries, same contract
#
# SCALE (default 10) copies of contract/zing.yaml are generated into a temporary folder by each binary in turn (by
# default `.build/release/zing-codegen`, built first). For each it prints the instructions counted and the
# instructions per endpoint, checks that every binary wrote the same files, and keeps the profile as
# callgrind.<n>.out in the temporary folder for `callgrind_annotate` (its path is printed). Counts of the same binary
# differ by about 0.1% between runs (the worker threads' scheduling); a change smaller than that is not measured
# here. OUTPUT_MAY_DIFFER=1 skips the comparison of the files, for a change that means to change them. Needs
# valgrind; a ×100 run takes about a minute.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
scale="${1:-10}"
case "$scale" in '' | *[!0-9]*) echo "SCALE must be a whole number, not '$scale'" >&2; exit 2 ;; esac
shift || true
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

swift build -c release --product zing-bench >/dev/null
binaries=("$@")
if [ ${#binaries[@]} -eq 0 ]; then
    swift build -c release --product zing-codegen >/dev/null
    binaries=("$root/.build/release/zing-codegen")
fi

work="$(mktemp -d)"
"$root/.build/release/zing-bench" synthesize "$scale" "$work/synthetic.yaml"
# The endpoints, as the generator's summary line counts them ("…: 80 endpoints, …").
endpoints=$("${binaries[0]}" generate --templates "$root/Templates" --output "$work/count" "$work/synthetic.yaml" 2>&1 |
    sed -nE 's/.*: ([0-9]+) endpoints,.*/\1/p' | head -1)
[ -n "$endpoints" ] || { echo "${binaries[0]} printed no endpoint count" >&2; exit 1; }
echo "scale ×$scale ($endpoints endpoints); profiles in $work"
index=0
for binary in "${binaries[@]}"; do
    index=$((index + 1))
    output="$work/output.$index"
    log="$work/valgrind.$index.log"
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.$index.out" \
        "$binary" generate --templates "$root/Templates" --output "$output" "$work/synthetic.yaml" >/dev/null 2>"$log"
    collected=$(sed -nE 's/.*Collected : ([0-9]+).*/\1/p' "$log")
    [ -n "$collected" ] || { echo "no count from $binary; see $log" >&2; exit 1; }
    awk -v b="$binary" -v n="$collected" -v e="$endpoints" \
        'BEGIN { printf "%-40s %15.0f instructions  %10.0f per endpoint\n", b, n, n / e }'
    if [ "$index" -gt 1 ] && [ "${OUTPUT_MAY_DIFFER:-0}" != 1 ] && ! diff -rq "$work/output.1" "$output" >/dev/null; then
        echo "  wrote other files than ${binaries[0]} (OUTPUT_MAY_DIFFER=1 when the change means to)" >&2
        exit 1
    fi
done
