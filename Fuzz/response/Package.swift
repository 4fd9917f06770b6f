// swift-tools-version:5.3
import PackageDescription

// The libFuzzer harness of the response path: `bash scripts/fuzz.sh response SECONDS` from the repository root.
// It links the generated clients and their runtime from the root package, all built with
// `-sanitize=fuzzer,address`; libFuzzer supplies `main`, hence `-parse-as-library`. A plain target holding a
// `main.swift` (tools version 5.3) is an executable whose entry point SwiftPM does not rename, so libFuzzer's `main` links.
let package = Package(
    name: "ResponseFuzz",
    dependencies: [.package(name: "zing-codegen", path: "../..")],
    targets: [
        .target(
            name: "ResponseFuzz",
            dependencies: [
                .product(name: "APIRuntime", package: "zing-codegen"),
                .product(name: "ZingAPI", package: "zing-codegen"),
                .product(name: "HeraldAPI", package: "zing-codegen"),
                .product(name: "LongdeAPI", package: "zing-codegen"),
            ],
            path: "Sources/ResponseFuzz")
    ]
)
