#!/usr/bin/env bash
# Compile cost of generated code: the debug build time of a generated module alone (its dependency, APIRuntime,
# prebuilt), for synthetic contracts at several scales. Writes the results into BENCHMARKS.md between the
# compile-cost markers. Usage: bash scripts/bench-compile.sh   (SCALES="1 10 100" by default)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build -c release --product zing-bench >/dev/null
swift build -c release --product zing-codegen >/dev/null
bench="$root/.build/release/zing-bench"
codegen="$root/.build/release/zing-codegen"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

rows=""
for scale in ${SCALES:-1 10 100}; do
    pkg="$work/scale$scale"
    mkdir -p "$pkg/contract" "$pkg/Sources"
    "$bench" synthesize "$scale" "$pkg/contract/synthetic.yaml"
    (cd "$pkg" && "$codegen" generate --templates "$root/Templates" --output Generated contract/synthetic.yaml >/dev/null 2>&1)
    ln -s "$root/Sources/APIRuntime" "$pkg/Sources/APIRuntime"
    cat >"$pkg/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CompileBench",
    targets: [
        .target(name: "APIRuntime", path: "Sources/APIRuntime"),
        .target(name: "ZingAPI", dependencies: ["APIRuntime"], path: "Generated/ZingAPI"),
    ]
)
PACKAGE
    (cd "$pkg" && swift build --target APIRuntime >/dev/null)
    start=$(date +%s.%N)
    (cd "$pkg" && swift build --target ZingAPI >/dev/null)
    end=$(date +%s.%N)
    endpoints=$((scale * 8))
    files=$(find "$pkg/Generated/ZingAPI" -name '*.swift' | wc -l)
    lines=$(find "$pkg/Generated/ZingAPI" -name '*.swift' -exec cat {} + | wc -l)
    longest=$(find "$pkg/Generated/ZingAPI" -name '*.swift' -exec wc -l {} + | grep -v ' total$' | sort -n | tail -1 | awk '{print $1}')
    seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
    per=$(awk -v s="$seconds" -v e="$endpoints" 'BEGIN { printf "%.3f", s / e }')
    verdict=$(awk -v p="$per" 'BEGIN { print (p <= 0.08 ? "met" : "missed") }')
    echo "scale ×$scale: $endpoints endpoints, $files files, $lines lines (longest $longest), ${seconds} s, ${per} s/endpoint"
    rows+="| ×$scale | $endpoints | $files | $lines | $longest | ${seconds} s | ${per} s | $verdict |"$'\n'
done

section="<!-- compile-cost:start -->
Debug build of the generated module alone (\`swift build --target ZingAPI\`, APIRuntime prebuilt), measured by
\`bash scripts/bench-compile.sh\` on $(nproc) cores (the machine may be busy with other work). Target: ≤ 0.08 s per
endpoint; the leading generator needs ~0.4 s per endpoint to rebuild its generated target alone, and 0.92 s per
endpoint for a first build at 800 endpoints. No generated file over ~2,000 lines.

| scale | endpoints | files | lines | longest file | build | per endpoint | target |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
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
