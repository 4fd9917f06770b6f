#!/usr/bin/env bash
# Builds the DocC documentation of the runtime with the toolchain's own tools: the compiler's symbol graph of
# APIRuntime's public API (swift-symbolgraph-extract), then `docc convert` of Sources/APIRuntime/APIRuntime.docc with
# it, warnings as errors (a broken link or a missing symbol fails), into a static site:
#
#   bash scripts/docs.sh            # then open .build/docs/APIRuntime/index.html (or serve the folder)
#
# CI runs it after the build. Needs a debug build (`swift build`); builds one when the module is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
modules=".build/debug/Modules"
[ -f "$modules/APIRuntime.swiftmodule" ] || swift build --target APIRuntime >/dev/null
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
triple="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
swift-symbolgraph-extract -module-name APIRuntime -I "$modules" -target "$triple" -output-dir "$graphs" \
    -minimum-access-level public
out=".build/docs/APIRuntime"
rm -rf "$out"
mkdir -p "$(dirname "$out")"
docc convert Sources/APIRuntime/APIRuntime.docc --additional-symbol-graph-dir "$graphs" --output-path "$out" \
    --fallback-display-name APIRuntime --fallback-bundle-identifier zing.APIRuntime \
    --transform-for-static-hosting --warnings-as-errors --analyze
# The site holds its index and the pages the catalog promises, with their titles.
for page in apiruntime apiruntime/gettingstarted apiruntime/apierror apiruntime/secret; do
    json="$out/data/documentation/$page.json"
    [ -f "$json" ] || { echo "error: the built site has no page $page" >&2; exit 1; }
done
[ -f "$out/index.html" ] || { echo "error: the built site has no index.html" >&2; exit 1; }
python3 - "$out" <<'PY'
import json, sys
root = sys.argv[1] + "/data/documentation/"
for page, title in [("apiruntime", "APIRuntime"), ("apiruntime/gettingstarted", "Getting started in an app")]:
    with open(root + page + ".json", encoding="utf-8") as handle:
        found = json.load(handle)["metadata"]["title"]
    if found != title:
        sys.exit(f"error: page {page} is titled {found!r}, not {title!r}")
PY
echo "docs: $out (open $out/index.html through a local web server, e.g. python3 -m http.server -d $out)"
