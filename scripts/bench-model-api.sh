#!/usr/bin/env bash
# What the models' API costs to compile: first debug builds of a synthetic contract's generated module as generated,
# and with its models files edited into variants the generator does not produce (each changes the public API):
#   let        stored properties `let` instead of `var`
#   equatable  `Equatable` instead of `Hashable` (the written-out `==` kept, no `hash(into:)`)
#   plain      neither `Equatable` nor `Hashable` (no `==`)
#   let+plain  both
# Builds alternate between the variants, APIRuntime prebuilt in each build's scratch folder; prints wall and CPU
# seconds (user + system of every process) of every build. Writes nothing into the repository.
# Usage: bash scripts/bench-model-api.sh [SCALE] [VARIANT...]   (SCALE=100, every variant and RUNS=2 by default)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scale="${1:-100}"
runs="${RUNS:-2}"
# shellcheck source=lib/synthetic-package.sh
. "$root/scripts/lib/synthetic-package.sh"
require_positive_number SCALE "$scale"
require_positive_number RUNS "$runs"
shift $(($# > 0 ? 1 : 0))
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(let equatable plain let+plain)
for variant in "${variants[@]}"; do
    case "$variant" in
        let|equatable|plain|let+plain) ;;
        *) echo "unknown variant '$variant': let, equatable, plain or let+plain" >&2; exit 2 ;;
    esac
done

cd "$root"
start_benchmark

# Edits every models file in $1 into variant $2; fails when a file does not have the shape the edit expects, so a
# change in the generator cannot turn a variant silently into the original.
edit_models() {
    python3 - "$1" "$2" <<'PY'
import pathlib, re, sys
folder, variant = pathlib.Path(sys.argv[1]), sys.argv[2]
equality = re.compile(
    r"\n    /// Values are equal when every field is\.\n"
    r"    public static func == \(lhs: Self, rhs: Self\) -> Bool \{\n(?:.*\n)*?    \}\n")
conformance = ": Sendable, Hashable, Codable {"
files = sorted(folder.glob("*Models*.swift"))
if not files:
    sys.exit(f"no models files in {folder}")
for path in files:
    text = path.read_text()
    structs = text.count(conformance)
    if structs == 0 or len(equality.findall(text)) != structs:
        sys.exit(f"{path.name}: expected one written-out == per Hashable model")
    if "let" in variant.split("+"):
        text = re.sub(r"^(    public) var (\w+: [^{\n]+)$", r"\1 let \2", text, flags=re.M)
    if variant == "equatable":
        text = text.replace(conformance, ": Sendable, Equatable, Codable {")
    if "plain" in variant.split("+"):
        text = equality.sub("\n", text).replace(conformance, ": Sendable, Codable {")
    path.write_text(text)
PY
}

synthetic_package "$work/as-generated" "$scale"
for variant in "${variants[@]}"; do
    cp -R "$work/as-generated" "$work/$variant"
    edit_models "$work/$variant/Generated/ZingAPI" "$variant"
done

echo "×$scale ($((scale * 8)) endpoints), first debug build of ZingAPI, alternated:"
for run in $(seq "$runs"); do
    for variant in as-generated "${variants[@]}"; do
        scratch="$work/scratch-$variant"
        rm -rf "$scratch"
        (cd "$work/$variant" && swift build --scratch-path "$scratch" --target APIRuntime >/dev/null)
        start=$(date +%s.%N)
        if ! (cd "$work/$variant" && /usr/bin/time -f "%U %S" -o "$work/time" \
            swift build --scratch-path "$scratch" --target ZingAPI >"$work/log" 2>&1); then
            cat "$work/log" >&2
            echo "bench-model-api: the $variant build failed" >&2
            exit 1
        fi
        end=$(date +%s.%N)
        awk -v v="$variant" -v r="$run" -v a="$start" -v b="$end" \
            '{ printf "  run %s  %-12s  wall %6.1f s  CPU %6.1f s\n", r, v, b - a, $1 + $2 }' "$work/time"
    done
done
