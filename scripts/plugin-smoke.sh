#!/usr/bin/env bash
# Proves the SwiftPM command plugin from a package's point of view: a scratch package that depends on this one by
# path, with a contract of its own, runs `swift package --allow-writing-to-package-directory generate-api-client`,
# gets Generated/<Module>/, builds a target that uses the generated client through the APIRuntime product, and sees a
# second run change nothing; then generates the client `internal` into an app target whose default isolation is the
# main actor (Xcode 26's) and builds that warning-free. It builds zing-codegen inside the scratch package (minutes, not
# seconds), so the test that runs it is skipped unless ZING_PLUGIN_TEST=1.
#
# Usage: bash scripts/plugin-smoke.sh [SCRATCH_DIR]   (default: a new folder under $TMPDIR, removed afterwards)
set -euo pipefail
# shellcheck source=lib/scratch-package.sh
. "$(dirname "$0")/lib/scratch-package.sh" plugin-smoke "$@"
app="$scratch/ScratchApp"
rm -rf "$app"
mkdir -p "$app/contract" "$app/Sources/App"

manifest() {
    local targets="$1"
    cat > "$app/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ScratchApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$repo")],
    targets: [
$targets
    ]
)
SWIFT
}

cat > "$app/contract/ping.yaml" <<'YAML'
format: 1
info: { title: Ping, module: PingAPI, version: "1", date: 2026-01-01, generate: true, docs: [ping.md] }
models:
  Pong:
    fields:
      message: { type: string }
envelopes:
  bare: { style: none, message: message }
errorClasses:
  failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
errorRules:
  - { otherwise: true, class: failed }
endpoints:
  ping:
    method: GET
    path: /ping
    response: { envelope: bare, payload: body, type: Pong }
    examples:
      - name: pong
        response: '{"message": "pong"}'
        expect: { success: true, values: { message: pong } }
YAML

# Before the first run Generated/ does not exist, so the manifest can't name it yet.
echo 'public let placeholder = 0' > "$app/Sources/App/App.swift"
manifest '        .target(name: "App", path: "Sources/App"),'

echo "== first run (builds zing-codegen in the scratch package)"
(cd "$app" && swift package --allow-writing-to-package-directory generate-api-client)
test -f "$app/Generated/PingAPI/PingClient.swift" || { ls -R "$app/Generated"; echo "error: no PingClient.swift" >&2; exit 1; }
echo "generated: $(cd "$app/Generated" && find . -name '*.swift' | sort | tr '\n' ' ')"

echo "== the app builds against the generated client"
cat > "$app/Sources/App/App.swift" <<'SWIFT'
import Foundation
import PingAPI

/// The generated client, pointed at `zing-codegen mock`.
public func pong() async throws -> String {
    let client = PingClient(baseURL: URL(string: "http://127.0.0.1:8765")!)
    return try await client.ping().message
}
SWIFT
manifest "        .target(
            name: \"PingAPI\", dependencies: [.product(name: \"APIRuntime\", package: \"$identity\")],
            path: \"Generated/PingAPI\"),
        .target(name: \"App\", dependencies: [\"PingAPI\"], path: \"Sources/App\"),"
(cd "$app" && swift build --target App)

echo "== the generated contract tests run in the app's own package (the testing library is a product)"
with_tests="        .target(
            name: \"PingAPI\", dependencies: [.product(name: \"APIRuntime\", package: \"$identity\")],
            path: \"Generated/PingAPI\"),
        .target(
            name: \"PingAPIExamples\", dependencies: [.product(name: \"APITesting\", package: \"$identity\")],
            path: \"Generated/PingAPIExamples\"),
        .target(name: \"App\", dependencies: [\"PingAPI\"], path: \"Sources/App\"),
        .testTarget(
            name: \"PingAPIContractTests\",
            dependencies: [
                \"PingAPI\", \"PingAPIExamples\", .product(name: \"APIRuntime\", package: \"$identity\"),
                .product(name: \"APITesting\", package: \"$identity\"),
            ],
            path: \"Generated/PingAPIContractTests\"),"
manifest "$with_tests"
tests="$(cd "$app" && swift test 2>&1)" || { echo "$tests" | tail -30; echo "error: the generated contract tests failed" >&2; exit 1; }
echo "$tests" | grep -E "Executed [0-9]+ tests?" | tail -1

echo "== a second run changes nothing"
second="$(cd "$app" && swift package --allow-writing-to-package-directory generate-api-client 2>&1)"
echo "$second" | tail -2
echo "$second" | grep -q "Generated/: 0 added, 0 changed, 0 removed" || { echo "error: the second run changed files" >&2; exit 1; }

echo "== the client generated internal into an app target whose default isolation is the main actor builds"
(cd "$app" && swift package --allow-writing-to-package-directory generate-api-client \
    --output Sources/MainActorApp/API --access-level internal)
cat > "$app/Sources/MainActorApp/PingScreen.swift" <<'SWIFT'
import Foundation

/// The app's own code keeps the target's default isolation, the main actor, and calls the client from there.
final class PingScreen {
    private(set) var message = ""

    func load() async {
        let client = PingClient(baseURL: URL(string: "http://127.0.0.1:8765")!)
        message = (try? await client.ping().message) ?? "offline"
    }
}
SWIFT
manifest "$with_tests
        .target(
            name: \"MainActorApp\", dependencies: [.product(name: \"APIRuntime\", package: \"$identity\")],
            path: \"Sources/MainActorApp\", exclude: [\"API/PingAPIExamples\", \"API/PingAPIContractTests\"],
            swiftSettings: [.defaultIsolation(MainActor.self)]),"
built="$(cd "$app" && swift build --target MainActorApp 2>&1)" || { echo "$built" | tail -30; exit 1; }
if echo "$built" | grep -E "^$app/Sources/MainActorApp/.*: warning:"; then
    echo "error: the client generated into the main-actor target warns (listed above)" >&2
    exit 1
fi

echo "plugin smoke: ok"
