#!/usr/bin/env bash
# Runs the generated tests of Tests/Fixtures/gate-sign-in.yaml (rules on payload fields, failure data): generates its
# module, examples and contract tests, puts them in a scratch package that depends on this one by path (APIRuntime
# and APITesting products only) and runs `swift test` there, so every example (waiting, scanned, expired, confirmed
# without and with a link, signed out with data that decodes and data that does not) runs through the generated
# client. Minutes, not seconds.
#
# Usage: bash scripts/payload-rules-smoke.sh [SCRATCH_DIR]   (default: a new folder under $TMPDIR, removed afterwards)
set -euo pipefail
# shellcheck source=lib/scratch-package.sh
. "$(dirname "$0")/lib/scratch-package.sh" payload-rules-smoke "$@"
package="$scratch/Gate"
rm -rf "$package"
mkdir -p "$package/Sources" "$package/Tests"
(cd "$repo" && swift run zing-codegen generate Tests/Fixtures/gate-sign-in.yaml --output "$scratch/generated")
cp -R "$scratch/generated/GateAPI" "$package/Sources/GateAPI"
cp -R "$scratch/generated/GateAPIExamples" "$package/Sources/GateAPIExamples"
cp -R "$scratch/generated/GateAPIContractTests" "$package/Tests/GateAPIContractTests"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Gate",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "GateAPI", dependencies: [.product(name: "APIRuntime", package: "$identity")]),
        .target(
            name: "GateAPIExamples",
            dependencies: ["GateAPI", .product(name: "APITesting", package: "$identity")]),
        .testTarget(
            name: "GateAPIContractTests",
            dependencies: [
                "GateAPI", "GateAPIExamples", .product(name: "APIRuntime", package: "$identity"),
                .product(name: "APITesting", package: "$identity"),
            ]),
    ]
)
SWIFT
(cd "$package" && swift test)
