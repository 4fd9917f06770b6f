#!/usr/bin/env bash
# Runs the generated tests of Tests/Fixtures/ruoyi-sign-in.yaml (rules by message): generates its module, examples
# and contract tests, puts them in a scratch package that depends on this one by path (APIRuntime and APITesting
# products only) and runs `swift test` there, so every example (a wrong captcha, an expired captcha, a wrong password,
# the lock after too many tries, a blocked account and another failure, all `code: 500` told apart by their message)
# runs through the generated client; and Tests/Fixtures/RuoYiSession's test, which holds the session in BearerSession's
# TokenSession and sees `code: 401` end it with no app code. Minutes, not seconds.
#
# Usage: bash scripts/message-rules-smoke.sh [SCRATCH_DIR]   (default: a new folder under $TMPDIR, removed afterwards)
#        ZING_CODEGEN=.build/debug/zing-codegen bash scripts/message-rules-smoke.sh   (a built generator)
set -euo pipefail
# shellcheck source=lib/scratch-package.sh
. "$(dirname "$0")/lib/scratch-package.sh" message-rules-smoke "$@"
package="$scratch/RuoYi"
rm -rf "$package"
mkdir -p "$package/Sources" "$package/Tests"
# ZING_CODEGEN: a built zing-codegen to use (the test that runs this script passes its own: `swift run` would wait for
# the build folder the running `swift test` holds).
if [ -n "${ZING_CODEGEN:-}" ]; then
    (cd "$repo" && "$ZING_CODEGEN" generate Tests/Fixtures/ruoyi-sign-in.yaml --output "$scratch/generated")
else
    (cd "$repo" && swift run zing-codegen generate Tests/Fixtures/ruoyi-sign-in.yaml --output "$scratch/generated")
fi
cp -R "$scratch/generated/RuoYiAPI" "$package/Sources/RuoYiAPI"
cp -R "$scratch/generated/RuoYiAPIExamples" "$package/Sources/RuoYiAPIExamples"
cp -R "$scratch/generated/RuoYiAPIContractTests" "$package/Tests/RuoYiAPIContractTests"
mkdir -p "$package/Tests/RuoYiSessionTests"
cp "$repo/Tests/Fixtures/RuoYiSession/RuoYiTokenSessionTests.swift" "$package/Tests/RuoYiSessionTests/"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RuoYi",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "RuoYiAPI", dependencies: [.product(name: "APIRuntime", package: "$identity")]),
        .target(
            name: "RuoYiAPIExamples",
            dependencies: ["RuoYiAPI", .product(name: "APITesting", package: "$identity")]),
        .testTarget(
            name: "RuoYiAPIContractTests",
            dependencies: [
                "RuoYiAPI", "RuoYiAPIExamples", .product(name: "APIRuntime", package: "$identity"),
                .product(name: "APITesting", package: "$identity"),
            ]),
        .testTarget(
            name: "RuoYiSessionTests",
            dependencies: [
                "RuoYiAPI", "RuoYiAPIExamples", .product(name: "APIRuntime", package: "$identity"),
                .product(name: "APITesting", package: "$identity"),
                .product(name: "BearerSession", package: "$identity"),
            ]),
    ]
)
SWIFT
(cd "$package" && swift test)
