// swift-tools-version: 6.0
import PackageDescription

// The pipeline, one job per target:
//   contract/*.yaml ──YAMLNodes──▶ nodes ──Contract──▶ model + diagnostics ──SwiftEmitter (+Mustache, Templates/)──▶ Generated/
// Apps depend on the generated client products only; they never build libyaml or the generator.
let package = Package(
    name: "zing-codegen",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ZingAPI", targets: ["ZingAPI"]),
        .library(name: "APIRuntime", targets: ["APIRuntime"]),
        .library(name: "ZingSession", targets: ["ZingSession"]),
        .executable(name: "zing-codegen", targets: ["zing-codegen"]),
        .executable(name: "zing-api", targets: ["zing-api"]),
    ],
    targets: [
        // Generator side.
        .systemLibrary(
            name: "CYAML", path: "Sources/CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .target(name: "YAMLNodes", dependencies: ["CYAML"], path: "Sources/YAMLNodes"),
        .target(name: "Contract", dependencies: ["YAMLNodes"], path: "Sources/Contract"),
        .target(name: "Mustache", path: "Sources/Mustache"),
        .target(name: "SwiftEmitter", dependencies: ["Contract", "Mustache"], path: "Sources/SwiftEmitter"),
        .executableTarget(
            name: "zing-codegen", dependencies: ["Contract", "SwiftEmitter"], path: "Sources/zing-codegen"),

        // Client side: what an app links.
        .target(name: "APIRuntime", path: "Sources/APIRuntime"),
        .target(name: "ZingAPI", dependencies: ["APIRuntime"], path: "Generated/ZingAPI"),
        .target(name: "ZingSession", dependencies: ["ZingAPI", "APIRuntime"], path: "Sources/ZingSession"),
        .executableTarget(name: "zing-api", dependencies: ["ZingSession"], path: "Sources/zing-api"),

        // Tests mirror Sources/.
        .target(name: "LoopbackHTTP", path: "Tests/Support/LoopbackHTTP"),
        .target(name: "APITestSupport", dependencies: ["APIRuntime"], path: "Tests/Support/APITestSupport"),
        .testTarget(name: "YAMLNodesTests", dependencies: ["YAMLNodes"], path: "Tests/YAMLNodesTests"),
        .testTarget(
            name: "ContractTests", dependencies: ["Contract"], path: "Tests/ContractTests",
            exclude: ["InvalidContracts"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"], path: "Tests/MustacheTests"),
        .testTarget(
            name: "SwiftEmitterTests", dependencies: ["SwiftEmitter", "Contract"], path: "Tests/SwiftEmitterTests"),
        .testTarget(name: "ZingCodegenTests", path: "Tests/ZingCodegenTests"),
        .testTarget(
            name: "APIRuntimeTests", dependencies: ["APIRuntime", "LoopbackHTTP"], path: "Tests/APIRuntimeTests"),
        .testTarget(
            name: "ZingAPITests", dependencies: ["ZingAPI", "APIRuntime", "APITestSupport", "LoopbackHTTP"],
            path: "Tests/ZingAPITests"),
        .testTarget(
            name: "ZingSessionTests", dependencies: ["ZingSession", "ZingAPI", "APIRuntime", "APITestSupport"],
            path: "Tests/ZingSessionTests"),
        // Runs the real zing-api binary against a loopback server.
        .testTarget(
            name: "ZingAPICLITests", dependencies: ["ZingSession", "ZingAPI", "APIRuntime", "LoopbackHTTP"],
            path: "Tests/ZingAPICLITests"),
        // Generated from the contracts' examples: every example runs through the generated client.
        .testTarget(
            name: "ZingAPIContractTests", dependencies: ["ZingAPI", "APIRuntime", "APITestSupport"],
            path: "Generated/ZingAPIContractTests"),
    ]
)
