#!/usr/bin/env bash
# Whole-process generation time of two or more zing-codegen binaries, run alternately on one synthetic contract, so
# that whatever else the machine is doing weighs on each of them alike: A B C A B C …, RUNS rounds.
#
#   bash scripts/bench-alternate.sh SCALE RUNS BIN_A BIN_B [BIN_C…]
#   bash scripts/bench-alternate.sh 500 7 /tmp/before /tmp/after
#   NO_OP=1 bash scripts/bench-alternate.sh 100 7 /tmp/zing-codegen /tmp/zing-codegen-cache-off
#
# SCALE copies of contract/zing.yaml are synthesized once. Each run is `BIN generate --templates Templates --output
# OUT CONTRACT` from the package root, into a fresh empty folder on tmpfs ($TMPDIR when set, else /dev/shm), with a
# fresh ZING_CODEGEN_CACHE folder beside it (so a run records its output as a first run does, and nothing is left in
# the user's caches folder); both are deleted after the run. Every run's files are compared with those of A's first
# run (`diff -r`): a binary that writes other files stops the script (status 1). With OUTPUT_MAY_DIFFER=1 (a change
# that means to change the generated code) only the list of files written is compared, not their bytes.
#
# With NO_OP=1 every measured run is a no-op regeneration instead: each binary first generates once, unmeasured, into
# a folder of its own, and every run then generates again over it with the same record folder. To compare a binary
# with the record and without, pass a wrapper as the second binary (`ZING_CODEGEN_CACHE=off exec BIN "$@"`).
#
# Prints each run as it ends, with the share of the machine's cores that other processes kept busy meanwhile (from
# /proc/stat, less the run's own CPU time), then per binary the median wall time, the median CPU time (user +
# system), the ratio of its median wall time to A's and the median of its rounds' wall-time ratios to A's run of the
# same round (which a slow drift in the machine's load moves less), and the load average before and after. With
# QUIET=PCT the same table follows over only the rounds in which no run shared the machine with more than PCT% of
# busy cores. Times are bash's `time` (ms).
# ZING_BENCH names a zing-bench binary to synthesize with (default: the release build of this checkout, built first).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

usage="usage: bash scripts/bench-alternate.sh SCALE RUNS BIN_A BIN_B [BIN_C…]"
[ $# -ge 4 ] || { echo "$usage" >&2; exit 2; }
scale=$1 runs=$2
shift 2
case "$scale" in '' | *[!0-9]* | 0) echo "SCALE must be a positive whole number, not '$scale'" >&2; exit 2 ;; esac
case "$runs" in '' | *[!0-9]* | 0) echo "RUNS must be a positive whole number, not '$runs'" >&2; exit 2 ;; esac
binaries=()
for binary in "$@"; do
    [ -x "$binary" ] && [ -f "$binary" ] || { echo "not an executable file: $binary" >&2; exit 2; }
    binaries+=("$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")")
done
no_op="${NO_OP:-0}"
case "$no_op" in 0 | 1) ;; *) echo "NO_OP must be 0 or 1, not '$no_op'" >&2; exit 2 ;; esac
quiet="${QUIET:-}"
case "$quiet" in
    '' | [0-9] | [1-9][0-9] | 100) ;;
    *) echo "QUIET must be a whole percentage, not '$quiet'" >&2; exit 2 ;;
esac
cores=$(getconf _NPROCESSORS_ONLN)
ticks=$(getconf CLK_TCK)

bench="${ZING_BENCH:-}"
if [ -z "$bench" ]; then
    swift build -c release --product zing-bench >/dev/null
    bench="$root/.build/release/zing-bench"
fi
work="$(mktemp -d "${TMPDIR:-/dev/shm}/bench-alternate.XXXXXX")"
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
contract="$work/synthetic.yaml"
"$bench" synthesize "$scale" "$contract" >/dev/null

# The clock ticks all cores have spent busy since boot: /proc/stat's user, nice, system, irq, softirq and steal.
busy_ticks() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9; exit }' /proc/stat; }

# Runs binary number $1 into folder $2 with record folder $3; prints "wall cpu others": seconds, and the percentage
# of all cores other processes kept busy during the run. Stops on failure.
run_once() {
    local binary=${binaries[$1]} output=$2 records=$3 timing status=0 before after
    timing="$work/timing"
    before=$(busy_ticks)
    {
        TIMEFORMAT='%3R %3U %3S'
        time ZING_CODEGEN_CACHE="$records" "$binary" generate --templates "$root/Templates" --output "$output" \
            "$contract" >"$work/log" 2>&1 || status=$?
    } 2>"$timing"
    after=$(busy_ticks)
    if [ "$status" != 0 ]; then
        cat "$work/log" >&2
        echo "$binary failed (status $status)" >&2
        exit 1
    fi
    awk -v busy=$((after - before)) -v ticks="$ticks" -v cores="$cores" '{
        others = (busy / ticks - $2 - $3) / (cores * $1) * 100
        printf "%.3f %.3f %.0f\n", $1, $2 + $3, others < 0 ? 0 : others
    }' "$timing"
}

# Stops unless folder $2 holds the same files as the reference; $1 is the binary's number.
check_same() {
    if [ ! -d "$work/reference" ]; then
        cp -r "$2" "$work/reference"
    elif [ "${OUTPUT_MAY_DIFFER:-0}" = 1 ]; then
        if ! diff <(cd "$work/reference" && find . | sort) <(cd "$2" && find . | sort) >"$work/diff" 2>&1; then
            head -20 "$work/diff" >&2
            echo "${binaries[$1]} wrote another set of files than ${binaries[0]}" >&2
            exit 1
        fi
    elif ! diff -rq "$work/reference" "$2" >"$work/diff" 2>&1; then
        head -20 "$work/diff" >&2
        echo "${binaries[$1]} wrote other files than ${binaries[0]}" >&2
        exit 1
    fi
}

if [ "$no_op" = 1 ]; then
    for index in "${!binaries[@]}"; do
        run_once "$index" "$work/out.$index" "$work/records.$index" >/dev/null
        check_same "$index" "$work/out.$index"
    done
fi

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
echo "scale ×$scale, $runs runs each$([ "$no_op" = 1 ] && echo ", no-op regeneration"); load $load_before"
for round in $(seq 1 "$runs"); do
    for index in "${!binaries[@]}"; do
        if [ "$no_op" = 1 ]; then
            output="$work/out.$index" records="$work/records.$index"
        else
            output="$work/out" records="$work/records"
            rm -rf "$output" "$records"
        fi
        times=$(run_once "$index" "$output" "$records")
        read -r wall cpu others <<<"$times"
        check_same "$index" "$output"
        [ "$no_op" = 1 ] || rm -rf "$output" "$records"
        echo "$wall $cpu $others" >>"$work/times.$index"
        printf 'round %2d  %-40s %7.3f s wall %7.3f s cpu  others %3d%%\n' \
            "$round" "$(basename "${binaries[$index]}")" "$wall" "$cpu" "$others"
    done
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# The table over the rounds whose times are in files times.N$1.
table() {
    printf '%-40s %12s %12s %8s %8s\n' binary "median wall" "median cpu" "wall/A" "rounds/A"
    local first_wall="" wall cpu paired
    for index in "${!binaries[@]}"; do
        wall=$(cut -d' ' -f1 "$work/times.$index$1" | median)
        cpu=$(cut -d' ' -f2 "$work/times.$index$1" | median)
        [ -n "$first_wall" ] || first_wall=$wall
        paired=$(paste -d' ' "$work/times.0$1" "$work/times.$index$1" | awk '{ print $4 / $1 }' | median)
        awk -v b="${binaries[$index]}" -v w="$wall" -v c="$cpu" -v a="$first_wall" -v p="$paired" \
            'BEGIN { printf "%-40s %10.3f s %10.3f s %8.3f %8.3f\n", b, w, c, w / a, p }'
    done
}
echo
table ""
if [ -n "$quiet" ]; then
    # The rounds in which every run had the machine to itself but for at most QUIET% of its cores.
    paste -d' ' "$work"/times.[0-9]* |
        awk -v q="$quiet" '{ ok = 1; for (i = 3; i <= NF; i += 3) if ($i > q) ok = 0; print ok }' >"$work/quiet"
    kept=$(grep -c 1 "$work/quiet" || true)
    echo
    echo "rounds with others at most $quiet% in every run: $kept of $runs"
    if [ "$kept" -gt 0 ]; then
        for index in "${!binaries[@]}"; do
            paste -d' ' "$work/quiet" "$work/times.$index" |
                awk '$1 == 1 { print $2, $3, $4 }' >"$work/times.$index.quiet"
        done
        table .quiet
    fi
fi
echo "load average before $load_before, after $load_after"
