#!/usr/bin/env bash
# The API of every module an app imports, frozen: api/<Module>.txt lists what each app-facing module declares (its
# public API, then what generated code also sees through `@_spi(Generated) import`), one sorted line per declaration
# or conformance, read from the built module's symbol graph (swift-symbolgraph-extract, as
# Tests/ZingCodegenTests/GeneratedDocsTests.swift reads it). `check` fails on any difference, so a change to that API
# reaches review as a diff of api/; api/README.md says what a reviewer looks for.
#
# Usage: bash scripts/api-baseline.sh check|update [--modules DIR] [--baseline DIR]
#   check     exit 1 and list every added, removed or changed declaration, by module and section
#   update    rewrite the baseline from the built modules (then review `git diff api/` and commit it)
#   --modules DIR    where the built .swiftmodule files are (default .build/debug/Modules, after `swift build`)
#   --baseline DIR   the baseline folder (default api/)
#
# Modules: APIRuntime and the modules it re-exports (TextFoundation, WireVocabulary), APITesting, BearerSession,
# LongdeSession, ZingSession, and every generated client and examples module in Generated/ (<Module>API,
# <Module>APIExamples). It reads the modules as last built and builds nothing: run `swift build` first (CI runs it
# right after its build). The lines hold no path and no doc comment, so the files are the same for every checkout;
# they are the Linux toolchain's reading (CI's). Exit status: 0 the API matches, 1 it differs, 2 usage errors (also
# no built modules, a missing tool).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

usage() {
    echo "usage: bash scripts/api-baseline.sh check|update [--modules DIR] [--baseline DIR]" >&2
    exit 2
}

command=""
modules_dir=""
baseline="api"
while [ $# -gt 0 ]; do
    case "$1" in
        check | update)
            [ -z "$command" ] || usage
            command="$1"
            ;;
        --modules | --baseline)
            [ $# -ge 2 ] || usage
            if [ "$1" = --modules ]; then modules_dir="$2"; else baseline="$2"; fi
            shift
            ;;
        -h | --help)
            sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
            exit 0
            ;;
        *) usage ;;
    esac
    shift
done
[ -n "$command" ] || usage

for tool in python3 swiftc swift-symbolgraph-extract; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "error: $tool is not on PATH (the Swift toolchain and python3 are needed)" >&2
        exit 2
    fi
done

if [ -z "$modules_dir" ]; then
    modules_dir=".build/debug/Modules"
    # SwiftPM before 6.0 put the modules next to the products.
    if [ ! -e "$modules_dir/APIRuntime.swiftmodule" ] && [ -e ".build/debug/APIRuntime.swiftmodule" ]; then
        modules_dir=".build/debug"
    fi
fi
if [ ! -e "$modules_dir/APIRuntime.swiftmodule" ]; then
    echo "error: no built APIRuntime module in $modules_dir: run 'swift build' first" >&2
    exit 2
fi

# The app-facing modules and their source folders.
modules=(APIRuntime TextFoundation WireVocabulary APITesting BearerSession LongdeSession ZingSession)
folders=()
for module in "${modules[@]}"; do folders+=("Sources/$module"); done
for folder in Generated/*; do
    case "$(basename "$folder")" in
        *API | *APIExamples)
            modules+=("$(basename "$folder")")
            folders+=("$folder")
            ;;
    esac
done

# Symbol graphs mark SPI without its group's name, and the baseline's second section is `@_spi(Generated)`.
other_groups="$(grep -rhoE '@_spi\([^)]*\)' "${folders[@]}" | grep -v '^@_spi(Generated)$' | sort -u || true)"
if [ -n "$other_groups" ]; then
    echo "error: app-facing code uses another SPI group ($other_groups); scripts/lib/api-baseline.py knows only" \
        "@_spi(Generated)" >&2
    exit 1
fi

for index in "${!modules[@]}"; do
    module="${modules[$index]}"
    built="$modules_dir/$module.swiftmodule"
    if [ ! -e "$built" ]; then
        echo "error: $module is not built in $modules_dir: run 'swift build' first" >&2
        exit 2
    fi
    newer="$(find "${folders[$index]}" -name '*.swift' -newer "$built" | head -1)"
    if [ -n "$newer" ]; then
        echo "warning: $newer is newer than the built $module: run 'swift build' first, or this reads the old API" >&2
    fi
done

work="$(mktemp -d "${TMPDIR:-/tmp}/api-baseline.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/graphs" "$work/logs" "$work/current"

triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
jobs="$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)"
# One extraction per module, a few at a time. -skip-synthesized-members leaves out what protocol extensions of other
# modules supply; -emit-extension-block-symbols names the extended type of a conformance this module adds to it.
if ! printf '%s\n' "${modules[@]}" | xargs -P "$jobs" -I '{}' sh -c '
    swift-symbolgraph-extract -module-name "$1" -I "$2" -target "$3" -output-dir "$4/graphs" \
        -include-spi-symbols -skip-synthesized-members -emit-extension-block-symbols > "$4/logs/$1.log" 2>&1 ||
        { echo "error: swift-symbolgraph-extract failed for $1:" >&2; cat "$4/logs/$1.log" >&2; exit 1; }
' sh '{}' "$modules_dir" "$triple" "$work"; then
    exit 2
fi
python3 scripts/lib/api-baseline.py write "$work/graphs" "$work/current" "${modules[@]}"

if [ "$command" = update ]; then
    mkdir -p "$baseline"
    for file in "$baseline"/*.txt; do
        [ -e "$file" ] || continue
        [ -e "$work/current/$(basename "$file")" ] || rm "$file"
    done
    cp "$work/current/"*.txt "$baseline/"
    echo "api-baseline: wrote ${#modules[@]} files to $baseline/; review them with 'git diff $baseline/' and commit"
    exit 0
fi

mkdir -p "$baseline"
python3 scripts/lib/api-baseline.py compare "$baseline" "$work/current" "${modules[@]}"
