#!/usr/bin/env bash
# Compile cost of generated code: how long a generated module alone takes to build (its dependency, APIRuntime,
# prebuilt) for synthetic contracts at several scales, in the two configurations apps use: a debug build (first
# build, then again after touching every generated file, then after a contract change: one field added to the first
# model, regenerated in place) and a release build (whole-module optimisation). Writes the results into BENCHMARKS.md
# between the compile-cost markers.
# Usage: bash scripts/bench-compile.sh   (SCALES="1 10 100" by default; RELEASE=0 skips the release builds; RUNS=2 by
# default: each debug figure is the best of that many builds, the release build runs once)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
# shellcheck source=lib/synthetic-package.sh
. "$root/scripts/lib/synthetic-package.sh"
runs="${RUNS:-2}"
require_positive_number RUNS "$runs"
start_benchmark

rows=""
# Runs the command with its output kept aside; when it fails, shows the output and fails too, so a failed build stops
# the script instead of being reported as a fast one.
quietly() {
    local log status=0
    log=$(mktemp)
    "$@" >"$log" 2>&1 || status=$?
    if [ "$status" != 0 ]; then cat "$log" >&2; echo "bench-compile: failed: $*" >&2; fi
    rm -f "$log"
    return "$status"
}
# Seconds taken by the command, wall clock.
seconds_of() {
    local start end
    start=$(date +%s.%N)
    quietly "$@" || return 1
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }'
}
# CPU seconds (user + system) of the command and every process it waited for: the compiler's work, whatever the
# number of cores or how evenly the driver's batches share them.
cpu_of() {
    local times
    times=$(mktemp)
    quietly /usr/bin/time -f "%U %S" -o "$times" "$@" || { rm -f "$times"; return 1; }
    awk '{ printf "%.1f", $1 + $2 }' "$times"
    rm -f "$times"
}
# A new build folder with APIRuntime built in it (not timed): where every first build of the generated module starts.
runtime_built_in() {
    swift build --scratch-path "$1" --target APIRuntime >/dev/null
}
# The contract change the incremental figure measures: one optional field added to the contract's first model (the
# synthetic contract is JSON, which is YAML).
add_field_to_first_model() {
    python3 - "$1" "$2" <<'PY'
import json, sys
contract = json.load(open(sys.argv[1]))
first = next(iter(contract["models"].values()))
first["fields"]["benchAddedField"] = {"type": "string", "optional": True, "doc": "A field the benchmark adds."}
json.dump(contract, open(sys.argv[2], "w"), ensure_ascii=False, indent=1)
PY
}
# Regenerates Generated/ in place from the contract given (copied to where the package's contract is, since the
# generated files name their contract); prints how many files it rewrote.
regenerate() {
    local summary
    cp "$1" contract/synthetic.yaml
    summary=$("$codegen" generate --templates "$root/Templates" --output Generated contract/synthetic.yaml 2>&1) || {
        echo "$summary" >&2
        return 1
    }
    echo "$summary" | awk '/Generated\/:/ { print $2 + $4 + $6 }'
}
per_endpoint() { awk -v s="$1" -v e="$2" 'BEGIN { printf "%.3f", s / e }'; }

for scale in ${SCALES:-1 10 100}; do
    pkg="$work/scale$scale"
    synthetic_package "$pkg" "$scale"
    cp "$pkg/contract/synthetic.yaml" "$pkg/original.yaml"
    add_field_to_first_model "$pkg/original.yaml" "$pkg/changed.yaml"
    cd "$pkg"
    # Each debug figure is the best of $runs: on a shared machine one build of the same code varied by 15%. Every
    # first build starts in a build folder of its own where only APIRuntime is built. (Removing just ZingAPI's
    # products makes SwiftPM's next build fail once they have been rebuilt, "unable to load output file map"; and
    # emptying a build folder right before a timed build would time the file system's handling of the deletions.)
    debug="" debug_cpu="" touched="" changed=""
    for run in $(seq "$runs"); do
        runtime_built_in "build-debug-$run"
        seconds=$(seconds_of swift build --scratch-path "build-debug-$run" --target ZingAPI)
        debug=$(least "$debug" "$seconds")
        find Generated/ZingAPI -name '*.swift' -exec touch {} +
        seconds=$(seconds_of swift build --scratch-path "build-debug-$run" --target ZingAPI)
        touched=$(least "$touched" "$seconds")
        # The build an app developer waits for after a contract change; then the contract as it was.
        rewritten=$(regenerate changed.yaml)
        seconds=$(seconds_of swift build --scratch-path "build-debug-$run" --target ZingAPI)
        changed=$(least "$changed" "$seconds")
        regenerate original.yaml >/dev/null
        runtime_built_in "build-cpu-$run"
        seconds=$(cpu_of swift build --scratch-path "build-cpu-$run" --target ZingAPI)
        debug_cpu=$(least "$debug_cpu" "$seconds")
    done
    release="—"
    release_per="—"
    if [ "${RELEASE:-1}" != 0 ]; then
        swift build --scratch-path build-release -c release --target APIRuntime >/dev/null
        release="$(seconds_of swift build --scratch-path build-release -c release --target ZingAPI)"
        release_per="$(per_endpoint "$release" $((scale * 8))) s"
        release="$release s"
    fi
    cd "$root"
    endpoints=$((scale * 8))
    files=$(find "$pkg/Generated/ZingAPI" -name '*.swift' | wc -l)
    lines=$(find "$pkg/Generated/ZingAPI" -name '*.swift' -exec cat {} + | wc -l)
    longest=$(find "$pkg/Generated/ZingAPI" -name '*.swift' -exec wc -l {} + | grep -v ' total$' | sort -n | tail -1 | awk '{print $1}')
    per=$(per_endpoint "$debug" "$endpoints")
    touched_per=$(per_endpoint "$touched" "$endpoints")
    changed_per=$(per_endpoint "$changed" "$endpoints")
    verdict=$(awk -v p="$per" 'BEGIN { print (p <= 0.035 ? "met" : "missed") }')
    cpu_per=$(per_endpoint "$debug_cpu" "$endpoints")
    echo "scale ×$scale: $endpoints endpoints, $files files, $lines lines (longest $longest); debug ${debug} s (${per} s/endpoint, ${debug_cpu} s CPU), after touching every file ${touched} s, after a contract change ${changed} s ($rewritten files rewritten), release $release"
    rows+="| ×$scale | $endpoints | $files | $lines | $longest | ${debug} s | ${per} s | ${debug_cpu} s | ${cpu_per} s | ${touched} s | ${touched_per} s | ${changed} s ($rewritten) | ${changed_per} s | $release | $release_per | $verdict |"$'\n'
done

load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)
section="<!-- compile-cost:start -->
Build of the generated module alone (\`swift build --target ZingAPI\`, APIRuntime prebuilt), measured by
\`bash scripts/bench-compile.sh\` on $(nproc) cores, load average $load when it finished (the machine may be busy
with other work). Debug, best of $runs: a first build, then a rebuild after touching every generated file, then a build
after a contract change (one optional field added to the first model, regenerated in place; in parentheses the files
it rewrote); release, once: whole-module optimisation (\`-c release\`). CPU: the debug build again, counting the compiler's user and system time in every process,
which does not depend on how evenly the driver's batches share the cores. Target: debug ≤ 0.035 s per endpoint. Measured side by side on this machine kind, the
leading generator (swift-openapi-generator 1.x) needs 0.196 s per endpoint to rebuild its generated target after
touching every file and 0.370 s per endpoint for a first debug build, at 800 endpoints. Types share files of 1,100–2,000 lines per
group, cut after types whose names are cut points (\`GroupFileCuts\`); the one longer file is \`ZingClientProtocol.swift\`, a single protocol declaration and its extension of each method
without \`options:\`, which grow by about 43 lines per endpoint.

| scale | endpoints | files | lines | longest file | debug build | per endpoint | debug CPU | per endpoint | rebuild, every file touched | per endpoint | build after a contract change | per endpoint | release build | per endpoint | debug target |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${rows}<!-- compile-cost:end -->"

SECTION="$section" python3 - "$root/BENCHMARKS.md" <<'PY'
import os, sys, re
path = sys.argv[1]
section = os.environ["SECTION"]
text = open(path).read() if os.path.exists(path) else "# Benchmarks\n\n## Compile cost of the generated code\n\n"
pattern = re.compile(r"<!-- compile-cost:start -->.*?<!-- compile-cost:end -->", re.S)
text = pattern.sub(lambda _: section, text) if pattern.search(text) else text + section + "\n"
open(path, "w").write(text)
PY
echo "updated BENCHMARKS.md"
