#!/usr/bin/env bash
# What the type checker spends on a generated module, by generated shape: a synthetic contract's generated module
# (SCALE copies of contract/zing.yaml) built once in debug through `swift build`, its dependencies prebuilt with the
# same flags (untimed), with the frontend's -debug-time-function-bodies, -debug-time-expression-type-checking and
# -warn-long-expression-type-checking=LONG_MS; prints the time per shape (a model's init(from:), an endpoint's
# EndpointSpec, a client method, ...), per endpoint and in total (scripts/lib/typecheck-shapes.py). Writes nothing into
# the repository; KEEP=DIR keeps the package and the build log there.
#
# Usage: bash scripts/bench-typecheck.sh [SCALE]   (SCALE=10 by default; LONG_MS=50 by default)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scale="${1:-10}"
long_ms="${LONG_MS:-50}"
# shellcheck source=lib/synthetic-package.sh
. "$root/scripts/lib/synthetic-package.sh"
require_positive_number SCALE "$scale"
require_positive_number LONG_MS "$long_ms"

cd "$root"
start_benchmark
if [ -n "${KEEP:-}" ]; then rm -rf "$KEEP"; mkdir -p "$KEEP"; work="$KEEP"; trap - EXIT; fi

pkg="$work/package"
synthetic_package "$pkg" "$scale"
flags=(-Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies
    -Xswiftc -Xfrontend -Xswiftc -debug-time-expression-type-checking
    -Xswiftc -Xfrontend -Xswiftc "-warn-long-expression-type-checking=$long_ms")
(cd "$pkg" && swift build "${flags[@]}" --target APIRuntime >"$work/runtime.log" 2>&1) || {
    cat "$work/runtime.log" >&2; echo "bench-typecheck: the runtime failed to build" >&2; exit 1; }
(cd "$pkg" && swift build "${flags[@]}" --target ZingAPI >"$work/build.log" 2>&1) || {
    tail -n 40 "$work/build.log" >&2; echo "bench-typecheck: the generated module failed to build" >&2; exit 1; }
echo "×$scale, swift build (debug) of the generated module, load average $(cut -d' ' -f1-3 /proc/loadavg) after it:"
python3 "$root/scripts/lib/typecheck-shapes.py" "$work/build.log" "$pkg/Generated/ZingAPI" $((scale * 8)) "$long_ms"
