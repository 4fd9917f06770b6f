#!/usr/bin/env bash
# Drafting from a large capture: writes a HAR of N entries (default 10,000) with scripts/bench/draft-traffic.py, then
# runs the release `zing-codegen draft --har` on it three times and prints each run's wall time and peak resident
# memory (GNU time), and the size of the capture. BENCHMARKS.md ("Drafting from captured traffic") holds the figures.
#
# Usage: bash scripts/bench-draft.sh [ENTRIES]
set -euo pipefail
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
repo="$(cd "$(dirname "$0")/.." && pwd)"
entries="${1:-10000}"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/bench-draft.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
python3 "$repo/scripts/bench/draft-traffic.py" "$scratch/traffic.har" "$entries"
(cd "$repo" && swift build -c release --product zing-codegen >/dev/null)
binary="$repo/.build/release/zing-codegen"
echo "capture: $entries entries, $(du -h "$scratch/traffic.har" | cut -f1)"
for run in 1 2 3; do
    rm -f "$scratch/draft.yaml"
    /usr/bin/time -f "run $run: %e s wall, %U s user, %M KB peak resident" "$binary" draft --har "$scratch/traffic.har" \
        --output "$scratch/draft.yaml" --date 2026-12-02 2>&1 >/dev/null | grep -E "^run|: error:" || true
done
"$binary" lint "$scratch/draft.yaml" | tail -1
