#!/usr/bin/env bash
# Builds the DocC documentation of the runtime (APIRuntime), of the test library (APITesting) and of every generated
# module with the toolchain's own tools: the compiler's symbol graph of each module's public API
# (swift-symbolgraph-extract), then `docc convert` of its catalog (Sources/<Module>/<Module>.docc, or the one
# zing-codegen writes beside a generated module's sources, Generated/<Module>/<Module>.docc) with it, warnings as errors (a broken link or a missing symbol
# fails), into a static site per module:
#
#   bash scripts/docs.sh            # then open .build/docs/APIRuntime/index.html (or serve the folder)
#
# It then lists every public symbol of the products an app imports that has no doc comment (scripts/doc-coverage.py),
# and fails if there is one. CI runs it after the build. Needs a debug build (`swift build`); builds one when a module
# is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
modules=".build/debug/Modules"
# What an app imports: the runtime and what it re-exports, the test library, and every generated module and session.
documented=(APIRuntime WireVocabulary TextFoundation APITesting BearerSession ZingSession LongdeSession
    ZingAPI HeraldAPI LongdeAPI WeChatAPI ZingAPIExamples HeraldAPIExamples LongdeAPIExamples WeChatAPIExamples)
for module in "${documented[@]}"; do
    [ -f "$modules/$module.swiftmodule" ] || { swift build >/dev/null; break; }
done
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
triple="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
for module in "${documented[@]}"; do
    mkdir -p "$graphs/$module"
    swift-symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" -output-dir "$graphs/$module" \
        -minimum-access-level public
done

# build_site MODULE CATALOG PAGE... : the module's catalog into .build/docs/MODULE, which must hold each page.
build_site() {
    local module="$1" catalog="$2" out=".build/docs/$1" page
    shift 2
    rm -rf "$out"
    mkdir -p "$(dirname "$out")"
    docc convert "$catalog" --additional-symbol-graph-dir "$graphs/$module" --output-path "$out" \
        --fallback-display-name "$module" --fallback-bundle-identifier "zing.$module" \
        --transform-for-static-hosting --warnings-as-errors --analyze
    [ -f "$out/index.html" ] || { echo "error: the built site of $module has no index.html" >&2; exit 1; }
    for page in "$@"; do
        [ -f "$out/data/documentation/$page.json" ] || {
            echo "error: the built site of $module has no page $page" >&2
            exit 1
        }
    done
    echo "docs: $out (open $out/index.html through a local web server, e.g. python3 -m http.server -d $out)"
}

build_site APIRuntime Sources/APIRuntime/APIRuntime.docc apiruntime apiruntime/gettingstarted apiruntime/errorclasses apiruntime/sessions apiruntime/uploadingfiles \
    apiruntime/observing apiruntime/apierror apiruntime/secret
build_site APITesting Sources/APITesting/APITesting.docc apitesting apitesting/testingwithexamples apitesting/exampletransport apitesting/recordedrequest

# Each generated module's catalog, written by zing-codegen beside its sources (Generated/<Module>/<Module>.docc).
generated=0
for catalog in Generated/*/*.docc; do
    [ -d "$catalog" ] || continue
    module="$(basename "$catalog" .docc)"
    lower="$(echo "$module" | tr '[:upper:]' '[:lower:]')"
    articles=()
    for article in "$catalog"/*.md; do
        name="$(basename "$article" .md)"
        [ "$name" = "$module" ] || articles+=("$lower/$(echo "$name" | tr '[:upper:]' '[:lower:]')")
    done
    build_site "$module" "$catalog" "$lower" "${articles[@]}"
    generated=$((generated + 1))
done
[ "$generated" -gt 0 ] || { echo "error: no generated module has a DocC catalog (run zing-codegen)" >&2; exit 1; }

# The pages' titles are the ones the catalogs give.
python3 - .build/docs <<'PY'
import json, sys
root = sys.argv[1]
expected = [
    ("APIRuntime", "apiruntime", "APIRuntime"),
    ("APIRuntime", "apiruntime/gettingstarted", "Getting started in an app"),
    ("APIRuntime", "apiruntime/errorclasses", "Errors and their classes"),
    ("APIRuntime", "apiruntime/sessions", "Sessions and credentials"),
    ("APITesting", "apitesting", "APITesting"),
    ("APITesting", "apitesting/testingwithexamples", "Testing with examples and the mock server"),
    ("ZingAPI", "zingapi", "ZingAPI"),
    ("ZingAPI", "zingapi/zingclient", "ZingClient"),
    ("ZingAPI", "zingapi/signinginandout", "Signing in and out"),
    ("ZingAPI", "zingapi/zingclient/applenativelogin(_:)", "appleNativeLogin(_:)"),
]
for module, page, title in expected:
    with open(f"{root}/{module}/data/documentation/{page}.json", encoding="utf-8") as handle:
        found = json.load(handle)["metadata"]["title"]
    if found != title:
        sys.exit(f"error: page {page} of {module} is titled {found!r}, not {title!r}")
PY

# A browser's view: each site served over HTTP, as the README says to open it, hands out its index page and the
# landing page's data the index loads.
python3 - .build/docs <<'PY'
import http.server, json, socketserver, sys, threading, urllib.request
from functools import partial
root = sys.argv[1]
for module in ["APIRuntime", "APITesting", "ZingAPI"]:
    handler = partial(http.server.SimpleHTTPRequestHandler, directory=f"{root}/{module}")
    http.server.SimpleHTTPRequestHandler.log_message = lambda *args: None
    with socketserver.TCPServer(("127.0.0.1", 0), handler) as server:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        index = urllib.request.urlopen(f"{base}/index.html", timeout=10).read().decode("utf-8")
        if "<script" not in index:
            sys.exit(f"error: {module}'s index.html loads no script")
        page = json.load(urllib.request.urlopen(f"{base}/data/documentation/{module.lower()}.json", timeout=10))
        if page["metadata"]["title"] != module:
            sys.exit(f"error: {module}'s landing page served over HTTP is titled {page['metadata']['title']!r}")
        server.shutdown()
print("docs: every site's index and landing page load over HTTP")
PY

python3 scripts/doc-coverage.py "$graphs" "${documented[@]}"
