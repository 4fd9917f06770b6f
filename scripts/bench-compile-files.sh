#!/usr/bin/env bash
# What each generated file costs to compile: every file of a synthetic contract's generated module compiled as the one
# primary file of `swift-frontend -c -Onone -g` (the rest of the module as secondary files, as in a debug build's
# batch), CPU seconds, best of RUNS. Prints a Markdown table; writes nothing into the repository.
#
# The object is removed before every compile. The frontend keeps a hash of each file's LLVM module in its object and
# skips LLVM entirely when it finds an unchanged one in place, so compiling twice into one path times only the Swift
# half of the work from the second compile on.
#
# Usage: bash scripts/bench-compile-files.sh [SCALE]   (SCALE=10 by default; RUNS=3 by default)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scale="${1:-10}"
runs="${RUNS:-3}"
# shellcheck source=lib/synthetic-package.sh
. "$root/scripts/lib/synthetic-package.sh"
require_positive_number SCALE "$scale"
require_positive_number RUNS "$runs"

cd "$root"
start_benchmark

pkg="$work/package"
synthetic_package "$pkg" "$scale"
(cd "$pkg" && swift build --target APIRuntime >/dev/null)
modules="$(cd "$pkg" && swift build --show-bin-path)/Modules"

sources="$pkg/Generated/ZingAPI"
mapfile -t files < <(cd "$sources" && ls -- *.swift)
object="$work/primary.o"
times="$work/time"
# The least CPU seconds (user + system) of $runs compiles of one primary file.
cpu_of_primary() {
    local primary=$1 best="" seconds
    local -a secondary=()
    for file in "${files[@]}"; do [ "$file" = "$primary" ] || secondary+=("$sources/$file"); done
    for _ in $(seq "$runs"); do
        rm -f "$object"
        if ! /usr/bin/time -f "%U %S" -o "$times" swift-frontend -frontend -c -primary-file "$sources/$primary" \
            "${secondary[@]}" -module-name ZingAPI -I "$modules" -Onone -g -enable-testing -parse-as-library \
            -swift-version 6 -o "$object" 2>"$work/errors"; then
            cat "$work/errors" >&2
            echo "bench-compile-files: $primary failed to compile" >&2
            return 1
        fi
        seconds=$(awk '{ printf "%.2f", $1 + $2 }' "$times")
        best=$(least "$best" "$seconds")
    done
    echo "$best"
}

declare -a rows=()
total=0
for file in "${files[@]}"; do
    seconds=$(cpu_of_primary "$file")
    lines=$(wc -l <"$sources/$file")
    rows+=("$file $lines $seconds")
    total=$(awk -v t="$total" -v s="$seconds" 'BEGIN { printf "%.2f", t + s }')
done

echo "×$scale ($((scale * 8)) endpoints), each file as the primary of swift-frontend -c -Onone -g, best of $runs:"
echo
echo "| file | lines | CPU | share |"
echo "| --- | ---: | ---: | ---: |"
for row in "${rows[@]}"; do
    read -r file lines seconds <<<"$row"
    share=$(awk -v s="$seconds" -v t="$total" 'BEGIN { printf "%.0f%%", (t > 0 ? 100 * s / t : 0) }')
    echo "| \`$file\` | $lines | ${seconds} s | $share |"
done
echo "| all files | | ${total} s | |"
