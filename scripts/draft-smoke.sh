#!/usr/bin/env bash
# Drafted contracts compile and their generated tests pass with no edit: generates every contract named (drafts made
# by `zing-codegen draft`), puts each module, its examples and its generated tests in one scratch package that
# depends on this one by path (APIRuntime and APITesting products only), builds it and runs `swift test` there, so
# every drafted example runs through its generated client. Minutes, not seconds.
#
# Usage: bash scripts/draft-smoke.sh SCRATCH_DIR CONTRACT.yaml…   (SCRATCH_DIR is created; its package is replaced)
set -euo pipefail
scratch_dir="$1"
shift
# shellcheck source=lib/scratch-package.sh
. "$(dirname "$0")/lib/scratch-package.sh" draft-smoke "$scratch_dir"
package="$scratch/Drafts"
rm -rf "$package" "$scratch/generated"
mkdir -p "$package/Sources" "$package/Tests"
absolute=()
for contract in "$@"; do absolute+=("$(cd "$(dirname "$contract")" && pwd)/$(basename "$contract")"); done
(cd "$repo" && swift run zing-codegen generate "${absolute[@]}" --output "$scratch/generated" >/dev/null)
targets=""
for contract in "$@"; do
    module="$(grep -m1 '^  module:' "$contract" | awk '{print $2}')"
    cp -R "$scratch/generated/$module" "$package/Sources/$module"
    targets="$targets
        .target(name: \"$module\", dependencies: [.product(name: \"APIRuntime\", package: \"$identity\")]),"
    cp -R "$scratch/generated/${module}Examples" "$package/Sources/${module}Examples"
    targets="$targets
        .target(
            name: \"${module}Examples\",
            dependencies: [\"$module\", .product(name: \"APITesting\", package: \"$identity\")]),"
    # Tests are generated for what a contract holds to test (examples, secret fields); some drafts have none.
    [ -d "$scratch/generated/${module}ContractTests" ] || continue
    cp -R "$scratch/generated/${module}ContractTests" "$package/Tests/${module}ContractTests"
    targets="$targets
        .testTarget(
            name: \"${module}ContractTests\",
            dependencies: [
                \"$module\", \"${module}Examples\", .product(name: \"APIRuntime\", package: \"$identity\"),
                .product(name: \"APITesting\", package: \"$identity\"),
            ]),"
done
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Drafts",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$repo")],
    targets: [$targets
    ]
)
SWIFT
cd "$package"
swift build --build-tests 2>&1 | tee "$scratch/build.log" | grep -E "warning:|error:" || true
grep -q "Build complete" "$scratch/build.log"
swift test --skip-build 2>&1 | tee "$scratch/test.log" | grep -E "Executed [0-9]+ tests" | tail -1
! grep -qE "with [1-9][0-9]* failures" "$scratch/test.log"
