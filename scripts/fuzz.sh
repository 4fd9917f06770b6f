#!/usr/bin/env bash
# Fuzzes one harness of Fuzz/<target>/ with libFuzzer and AddressSanitizer (Linux toolchain).
#
#   bash scripts/fuzz.sh TARGET SECONDS [extra libFuzzer arguments…]
#   bash scripts/fuzz.sh loader 600
#   bash scripts/fuzz.sh response 300                         # a hostile server's answers through the three clients
#   bash scripts/fuzz.sh mustache 0 -runs=1000000            # SECONDS 0: no time limit, stop after the runs
#   bash scripts/fuzz.sh loader 0 .fuzz/loader/artifacts/crash-…    # replay inputs: only the files given run, once
#
# Every run uses -timeout=1 (an input slower than one second is a finding), -rss_limit_mb (default 2048; set
# FUZZ_RSS_MB), -detect_leaks=0 (see below) and the target's dictionary Fuzz/<target>/<target>.dict when there is
# one. Extra arguments go to libFuzzer unchanged and win over these (e.g. -jobs=2 -workers=2, -max_len=65536, -runs=N).
#
# Everything a run makes stays in .fuzz/<target>/ (git-ignored): seeds/ (rebuilt each run from the table's sources),
# corpus/ (what libFuzzer keeps; it grows over runs), artifacts/ (crash-*, timeout-*, oom-* inputs) and last-run.log.
# A finding becomes a regression fixture in Tests/ (an invalid-contract fixture or a unit test) and is fixed at its
# cause; the artifact itself is never committed.
#
# How it links. SwiftPM cannot build these: an executable target brings its own `main`, and libFuzzer's runtime
# (-sanitize=fuzzer) brings another; it is also kept out of `swift build` and `swift test` on purpose. So the script
# calls swiftc itself:
#   1. each module the target needs (Sources/<Module>, or the folder its table entry names: ZingAPI=Generated/ZingAPI)
#      is compiled, in dependency order, with
#        swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -emit-library -static -emit-module
#      into .build/fuzz/<target>/lib<Module>.a plus its .swiftmodule (the modules import each other through -I;
#      CYAML's module map is found through -I Sources/CYAML and links libyaml by itself);
#   2. the harness, Fuzz/<target>/*.swift, is compiled with -parse-as-library (so it has no `main` of its own) and
#      linked against those archives; it exports `LLVMFuzzerTestOneInput` through `@_cdecl`, and libFuzzer's `main`
#      drives it. ld.lld is used because ld.gold warns about every sanitizer symbol.
# Modules are rebuilt only when a source file under Sources/<Module> or Fuzz/<target> is newer than the binary.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
shared="${ZING_SHARED:-$root/../shared}"

# One entry per target:  name | modules it links, in dependency order (Sources/<Module>, or Module=folder) |
# seed sources | libFuzzer options of its own (optional).
# A seed source is a glob relative to the repository (@shared/ = the read-only ../shared folder, read where it lies,
# never copied into the repository); `mustache-spec:GLOB` turns each test of the Mustache spec's JSON files into one
# seed in the mustache harness's input format.
# response: status, headers and body of a hostile server through every endpoint of the three generated clients
# (invariants: no crash, no sanitizer report, every failure classified, no secret the request carried in any error
# text, a 3xx or an oversized body always refused). Answers beyond 8 KiB add no paths (the size limit is played as a
# transport fault) and slow every run, hence -max_len.
# draft: a capture (HAR) or an OpenAPI document through `zing-codegen draft`'s readers and inference (invariants: no
# crash, no sanitizer report, a refusal says why, a returned draft lints clean).
targets=(
    "loader   | TextFoundation WireVocabulary ConcurrentMap YAMLNodes Contract | contract/*.yaml Tests/ContractTests/InvalidContracts/*.yaml @shared/testdata/yaml-test-suite/*/in.yaml"
    "mustache | Mustache                         | Templates/*.mustache mustache-spec:@shared/testdata/mustache-spec/*.json"
    "response | TextFoundation WireVocabulary APIRuntime ZingAPI=Generated/ZingAPI HeraldAPI=Generated/HeraldAPI LongdeAPI=Generated/LongdeAPI | Fuzz/response/seeds/* | -max_len=8192"
    "draft    | TextFoundation WireVocabulary ConcurrentMap YAMLNodes Contract ContractVerify ContractDraft | Fuzz/draft/seeds/* contract/*.yaml | -max_len=32768"
)

usage() {
    echo "usage: bash scripts/fuzz.sh TARGET SECONDS [libFuzzer arguments…]" >&2
    echo "targets: $(for entry in "${targets[@]}"; do printf '%s ' "$(trim "${entry%%|*}")"; done)" >&2
    exit 2
}

trim() { local text="$1"; text="${text#"${text%%[![:space:]]*}"}"; printf '%s' "${text%"${text##*[![:space:]]}"}"; }

[ $# -ge 2 ] || usage
target="$1"
seconds="$2"
shift 2
[[ "$seconds" =~ ^[0-9]+$ ]] || usage
modules=""
seed_sources=""
target_options=""
for entry in "${targets[@]}"; do
    IFS='|' read -r name entry_modules entry_seeds entry_options <<<"$entry"
    if [ "$(trim "$name")" = "$target" ]; then
        modules="$(trim "$entry_modules")"
        seed_sources="$(trim "$entry_seeds")"
        target_options="$(trim "${entry_options:-}")"
    fi
done
[ -n "$modules" ] || usage
[ -d "Fuzz/$target" ] || { echo "error: no harness folder Fuzz/$target" >&2; exit 2; }

build="$root/.build/fuzz/$target"
binary="$build/fuzz-$target"
work="$root/.fuzz/$target"
mkdir -p "$build" "$work/corpus" "$work/artifacts"

# 1–2: build when anything the binary is made of changed. A module entry is `Name` (Sources/Name) or `Name=folder`.
module_name() { printf '%s' "${1%%=*}"; }
module_folder() { if [[ "$1" == *=* ]]; then printf '%s' "${1#*=}"; else printf 'Sources/%s' "$1"; fi; }
sources_of() { find "$(module_folder "$1")" -name '*.swift' | sort; }
stale=0
if [ ! -x "$binary" ]; then
    stale=1
else
    for dir in $(for module in $modules; do module_folder "$module"; echo; done) "Fuzz/$target" scripts/fuzz.sh; do
        if [ -n "$(find "$dir" -newer "$binary" -print -quit)" ]; then stale=1; fi
    done
fi
# One package name for every module, as SwiftPM gives them, so `package` declarations are visible across them.
flags=(-O -wmo -parse-as-library -swift-version 6 -package-name zing_codegen -sanitize=fuzzer,address -I "$build"
    -I Sources/CYAML)
if [ "$stale" = 1 ]; then
    archives=()
    for entry in $modules; do
        module="$(module_name "$entry")"
        echo "== compiling $module (fuzzer and address sanitizer instrumentation)"
        # shellcheck disable=SC2046
        swiftc "${flags[@]}" -emit-library -static -emit-module -module-name "$module" \
            -emit-module-path "$build/$module.swiftmodule" -o "$build/lib$module.a" $(sources_of "$entry")
        archives+=("$build/lib$module.a")
    done
    echo "== linking the $target harness"
    swiftc "${flags[@]}" -use-ld=lld -module-name "Fuzz_$target" Fuzz/"$target"/*.swift "${archives[@]}" -o "$binary"
fi

# Seeds, fresh each run.
rm -rf "$work/seeds"
mkdir -p "$work/seeds"
count=0
for source in $seed_sources; do
    kind=file
    if [[ "$source" == mustache-spec:* ]]; then kind=mustache-spec; source="${source#mustache-spec:}"; fi
    source="${source/#@shared/$shared}"
    matched=0
    for file in $source; do
        [ -f "$file" ] || continue
        matched=1
        if [ "$kind" = mustache-spec ]; then
            command -v python3 >/dev/null || { echo "warning: python3 is needed for $file" >&2; continue; }
            python3 - "$work/seeds" "$file" <<'PY'
import json, os, sys
folder, path = sys.argv[1], sys.argv[2]
stem = os.path.splitext(os.path.basename(path))[0].lstrip("~")
for index, test in enumerate(json.load(open(path, encoding="utf-8"))["tests"]):
    # The harness's input: the main template, then for each partial a NUL, its name, a newline and its text.
    text = test["template"] + "".join(
        "\0" + name + "\n" + source for name, source in sorted(test.get("partials", {}).items()))
    with open(os.path.join(folder, f"spec-{stem}-{index}"), "w", encoding="utf-8") as out:
        out.write(text)
PY
        else
            count=$((count + 1))
            cp "$file" "$work/seeds/$count-$(basename "$(dirname "$file")")-$(basename "$file")"
        fi
    done
    [ "$matched" = 1 ] || echo "warning: no seed matches $source" >&2
done
echo "== $(find "$work/seeds" -type f | wc -l) seeds, $(find "$work/corpus" -type f | wc -l) inputs in the corpus"

replay=()
for argument in "$@"; do
    if [ -f "$argument" ]; then replay+=("$argument"); fi
done
# -detect_leaks=0 (and ASAN_OPTIONS=detect_leaks=0 for the check at exit): Swift keeps flag bits inside some
# references (bridged storage of dictionaries and strings), so LeakSanitizer cannot see that globals still reach them
# and reports a "leak" at every exit. AddressSanitizer's memory-error checks stay on; memory growth is caught by
# -rss_limit_mb. Freed memory waits in AddressSanitizer's quarantine (to catch a use after free) before it is reused;
# at its default, the response harness, which frees many short-lived buffers an input, held about 1 GB after 100,000
# runs (130 MB with no quarantine), and a long run reached the 2 GB limit as a false out-of-memory. FUZZ_QUARANTINE_MB
# (default 32) bounds it; a later ASAN_OPTIONS setting wins.
asan_options="detect_leaks=0:quarantine_size_mb=${FUZZ_QUARANTINE_MB:-32}${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
options=(-timeout=1 "-rss_limit_mb=${FUZZ_RSS_MB:-2048}" -detect_leaks=0 -print_final_stats=1
    "-artifact_prefix=$work/artifacts/")
if [ "$seconds" -gt 0 ]; then options+=("-max_total_time=$seconds"); fi
# shellcheck disable=SC2206
if [ -n "$target_options" ]; then options+=($target_options); fi
if [ -f "Fuzz/$target/$target.dict" ]; then options+=("-dict=Fuzz/$target/$target.dict"); fi
if [ ${#replay[@]} -gt 0 ]; then
    echo "== replaying ${#replay[@]} input(s)"
    ASAN_OPTIONS="$asan_options" exec "$binary" "${options[@]}" "$@"
fi
echo "== fuzzing $target: ${options[*]} $*"
# Niced (FUZZ_NICE, default 5) because the fuzzer shares the machine with builds; not more, because -timeout counts
# wall-clock time and a process that gets a small share of a busy machine makes timeouts out of ordinary inputs.
marker="$work/.started"
touch "$marker"
set +e
ASAN_OPTIONS="$asan_options" nice -n "${FUZZ_NICE:-5}" "$binary" "${options[@]}" "$@" \
    "$work/corpus" "$work/seeds" 2>&1 | tee "$work/last-run.log"
status=${PIPESTATUS[0]}
set -e
echo "== $target: exit $status; $(grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE)' "$work/last-run.log" | tail -1)"
echo "== corpus: $(find "$work/corpus" -type f | wc -l) inputs; artifacts: $(find "$work/artifacts" -type f | wc -l)"
# A timeout on a loaded machine may be the machine's: replay each new one three times, not niced, to tell.
while IFS= read -r artifact; do
    runs=""
    for _ in 1 2 3; do
        outcome=$(ASAN_OPTIONS=detect_leaks=0 "$binary" -timeout=1 "$artifact" 2>&1 || true)
        if grep -q 'ERROR: libFuzzer: timeout' <<<"$outcome"; then
            runs+=" timeout"
        else
            runs+=" $(grep -oE 'Executed .* in [0-9]+ ms' <<<"$outcome" | grep -oE '[0-9]+ ms$')"
        fi
    done
    echo "== replayed $(basename "$artifact"):$runs"
done < <(find "$work/artifacts" -name 'timeout-*' -newer "$marker")
exit "$status"
