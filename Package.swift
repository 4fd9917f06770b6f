// swift-tools-version: 6.0
import PackageDescription

// The pipeline, one job per target:
//   contract/*.yaml ──YAMLNodes──▶ nodes ──Contract──▶ model + diagnostics ──SwiftPlan──▶ typed Swift plan
//   ──SwiftRendering (+Mustache, Templates/)──▶ files ──OutputWriter──▶ Generated/; CodegenPipeline chains them.
// Apps depend on the generated client products only; they never build libyaml or the generator.
let package = Package(
    name: "zing-codegen",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ZingAPI", targets: ["ZingAPI"]),
        .library(name: "HeraldAPI", targets: ["HeraldAPI"]),
        .library(name: "LongdeAPI", targets: ["LongdeAPI"]),
        .library(name: "LongdeSession", targets: ["LongdeSession"]),
        .library(name: "WeChatAPI", targets: ["WeChatAPI"]),
        .library(name: "BearerSession", targets: ["BearerSession"]),
        .library(name: "APIRuntime", targets: ["APIRuntime"]),
        // For an app's tests: transports that replay a contract's examples or a script, and request expectations.
        .library(name: "APITesting", targets: ["APITesting"]),
        .library(name: "ZingAPIExamples", targets: ["ZingAPIExamples"]),
        .library(name: "HeraldAPIExamples", targets: ["HeraldAPIExamples"]),
        .library(name: "LongdeAPIExamples", targets: ["LongdeAPIExamples"]),
        .library(name: "WeChatAPIExamples", targets: ["WeChatAPIExamples"]),
        .library(name: "ZingSession", targets: ["ZingSession"]),
        .executable(name: "zing-codegen", targets: ["zing-codegen"]),
        .executable(name: "zing-api", targets: ["zing-api"]),
        // `swift package --allow-writing-to-package-directory generate-api-client` in a package that depends on this one.
        .plugin(name: "GenerateAPIClient", targets: ["GenerateAPIClient"]),
    ],
    targets: [
        // Shared by every module: the unsafe-scalar table and its escapes, the JSON quoter, the JSON value with its
        // parser and printer. Standard library only, so the runtime builds it for iOS and macOS too.
        .target(name: "TextFoundation", path: "Sources/TextFoundation"),
        // Shared by the generator and the runtime: wire forms and the lenient-reading table, the envelope format,
        // the HTTP, session and failure vocabularies, the credential-header list and the secret matcher.
        .target(name: "WireVocabulary", dependencies: ["TextFoundation"], path: "Sources/WireVocabulary"),

        // Generator side.
        .systemLibrary(
            name: "CYAML", path: "Sources/CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .target(name: "YAMLNodes", dependencies: ["CYAML"], path: "Sources/YAMLNodes"),
        // Order-keeping `concurrentMap`, shared by validation and planning.
        .target(name: "ConcurrentMap", path: "Sources/ConcurrentMap"),
        .target(
            name: "Contract", dependencies: ["TextFoundation", "WireVocabulary", "YAMLNodes", "ConcurrentMap"],
            path: "Sources/Contract"),
        .target(name: "Mustache", path: "Sources/Mustache"),
        // Contract → typed Swift (names, declarations, statements), the one printer, the public-symbol list.
        .target(
            name: "SwiftPlan", dependencies: ["TextFoundation", "WireVocabulary", "Contract", "ConcurrentMap"],
            path: "Sources/SwiftPlan"),
        // Plan → Mustache contexts → file contents.
        .target(
            name: "SwiftRendering", dependencies: ["SwiftPlan", "Mustache", "OutputWriter", "ConcurrentMap"],
            path: "Sources/SwiftRendering"),
        // Files → the output folder (only changed files, only its own).
        .target(name: "OutputWriter", dependencies: ["ConcurrentMap"], path: "Sources/OutputWriter"),
        // Load → lint → plan → render, shared by the CLI and the benchmarks.
        .target(
            name: "CodegenPipeline",
            dependencies: [
                "Contract", "SwiftPlan", "SwiftRendering", "Mustache", "OutputWriter", "ConcurrentMap", "YAMLNodes",
            ],
            path: "Sources/CodegenPipeline"),
        .target(
            name: "ContractDiff",
            dependencies: ["TextFoundation", "WireVocabulary", "Contract", "SwiftPlan", "YAMLNodes"],
            path: "Sources/ContractDiff"),
        // OpenAPI 3.1 export of a contract: reads the model only, never the Swift plan.
        .target(
            name: "OpenAPIExport", dependencies: ["TextFoundation", "WireVocabulary", "Contract"],
            path: "Sources/OpenAPIExport"),
        // Holds a contract against captured traffic (HAR); knows the client only through the contract.
        .target(
            name: "ContractVerify", dependencies: ["TextFoundation", "WireVocabulary", "Contract", "YAMLNodes"],
            path: "Sources/ContractVerify"),
        // `zing-codegen draft`: a first contract from captured traffic (HAR) or from a server's OpenAPI document.
        .target(
            name: "ContractDraft",
            dependencies: ["TextFoundation", "WireVocabulary", "Contract", "YAMLNodes", "ContractVerify"],
            path: "Sources/ContractDraft"),
        // `zing-codegen mock`: a loopback HTTP server answering a contract's endpoints from its examples.
        .target(
            name: "ContractMock", dependencies: ["TextFoundation", "WireVocabulary", "Contract"],
            path: "Sources/ContractMock"),
        // What the three command-line tools share: their argument scanner, the check of every path they write, and
        // how they quote a word they were given. Foundation and the C library only; never linked into an app.
        .target(name: "CommandLineSupport", dependencies: ["TextFoundation"], path: "Sources/CommandLineSupport"),
        .executableTarget(
            name: "zing-codegen",
            dependencies: [
                "TextFoundation", "Contract", "CodegenPipeline", "ConcurrentMap", "Mustache", "OutputWriter",
                "ContractDiff", "OpenAPIExport", "ContractVerify", "ContractMock", "CommandLineSupport",
                "ContractDraft",
            ],
            path: "Sources/zing-codegen", plugins: ["EmbedTemplates"]),
        // Templates/*.mustache built into zing-codegen (BundledTemplates), so it needs no templates folder to run.
        .executableTarget(name: "embed-templates", path: "Sources/embed-templates"),
        .plugin(
            name: "EmbedTemplates", capability: .buildTool(), dependencies: ["embed-templates"],
            path: "Plugins/EmbedTemplates"),

        .plugin(
            name: "GenerateAPIClient",
            capability: .command(
                intent: .custom(
                    verb: "generate-api-client",
                    description: "Generate Swift clients from contract/*.yaml into Generated/ with zing-codegen"),
                permissions: [
                    .writeToPackageDirectory(reason: "zing-codegen writes the generated client modules into Generated/")
                ]),
            dependencies: ["zing-codegen"], path: "Plugins/GenerateAPIClient"),

        // Benchmarks: `swift run -c release zing-bench` writes BENCHMARKS.md.
        .executableTarget(
            name: "zing-bench",
            dependencies: [
                "TextFoundation", "CYAML", "YAMLNodes", "Contract", "Mustache", "CodegenPipeline", "OutputWriter",
                "ZingAPI", "APIRuntime", "ConcurrentMap", "CommandLineSupport",
            ],
            path: "Sources/zing-bench"),

        // Client side: what an app links. Generated modules use the runtime's internals through
        // `@_spi(Generated) import APIRuntime`; apps see only its public API.
        .target(name: "APIRuntime", dependencies: ["TextFoundation", "WireVocabulary"], path: "Sources/APIRuntime"),
        .target(name: "ZingAPI", dependencies: ["APIRuntime"], path: "Generated/ZingAPI"),
        .target(name: "HeraldAPI", dependencies: ["APIRuntime"], path: "Generated/HeraldAPI"),
        .target(name: "LongdeAPI", dependencies: ["APIRuntime"], path: "Generated/LongdeAPI"),
        .target(name: "WeChatAPI", dependencies: ["APIRuntime"], path: "Generated/WeChatAPI"),
        // Bearer sessions with rotating refresh tokens: refresh once, single flight, session states.
        .target(name: "BearerSession", dependencies: ["APIRuntime"], path: "Sources/BearerSession"),
        // Hand-written wiring of the session coordinator to the Longde endpoints (doc §2, §5).
        .target(
            name: "LongdeSession", dependencies: ["LongdeAPI", "BearerSession", "APIRuntime"],
            path: "Sources/LongdeSession"),
        .target(name: "ZingSession", dependencies: ["ZingAPI", "APIRuntime"], path: "Sources/ZingSession"),
        .executableTarget(
            name: "zing-api", dependencies: ["TextFoundation", "ZingSession", "CommandLineSupport"],
            path: "Sources/zing-api"),

        // What an app's tests link: the testing library and each contract's examples as data (never in the app).
        .target(name: "APITesting", dependencies: ["APIRuntime", "TextFoundation"], path: "Sources/APITesting"),
        .target(name: "ZingAPIExamples", dependencies: ["APITesting"], path: "Generated/ZingAPIExamples"),
        .target(name: "HeraldAPIExamples", dependencies: ["APITesting"], path: "Generated/HeraldAPIExamples"),
        .target(name: "LongdeAPIExamples", dependencies: ["APITesting"], path: "Generated/LongdeAPIExamples"),
        .target(name: "WeChatAPIExamples", dependencies: ["APITesting"], path: "Generated/WeChatAPIExamples"),

        // Tests mirror Sources/.
        .target(name: "LoopbackHTTP", path: "Tests/Support/LoopbackHTTP"),
        // Finds ../shared/testdata: a peer suite skips with the reason without it, and fails under CI (`CI=true`).
        .target(name: "SharedTestData", path: "Tests/Support/SharedTestData"),
        // A seeded random number generator, so randomized tests check the same cases in every run.
        .target(name: "TestRandomness", path: "Tests/Support/TestRandomness"),
        // Finds the Python with jsonschema and openapi-spec-validator (scripts/interop/venv.sh).
        .target(name: "InteropPython", path: "Tests/Support/InteropPython"),
        // Devices, FIFOs, sockets and hard links in a scratch folder: what the tools must not write over.
        .target(name: "SpecialFiles", path: "Tests/Support/SpecialFiles"),
        // The parts of docs pages that tests write (tables of rules, guesses, finding kinds), compared and recorded alike.
        .target(name: "MarkedSections", path: "Tests/Support/MarkedSections"),
        // One small contract per envelope style, read alike by the compile, verify and mock tests.
        .target(
            name: "ContractFixtures", dependencies: ["Contract", "WireVocabulary", "TextFoundation"],
            path: "Tests/Support/ContractFixtures"),
        .testTarget(
            name: "WireVocabularyTests", dependencies: ["WireVocabulary", "TextFoundation", "TestRandomness"],
            path: "Tests/WireVocabularyTests"),
        .testTarget(
            name: "TextFoundationTests", dependencies: ["TextFoundation", "TestRandomness"],
            path: "Tests/TextFoundationTests"),
        .testTarget(
            name: "YAMLNodesTests", dependencies: ["YAMLNodes", "SharedTestData"], path: "Tests/YAMLNodesTests"),
        .testTarget(
            name: "ContractTests",
            dependencies: [
                "TextFoundation", "WireVocabulary", "Contract", "APIRuntime", "InteropPython", "TestRandomness",
            ],
            path: "Tests/ContractTests",
            exclude: ["InvalidContracts"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "SharedTestData"], path: "Tests/MustacheTests"),
        .testTarget(
            name: "SwiftPlanTests",
            dependencies: ["TextFoundation", "WireVocabulary", "SwiftPlan", "Contract", "TestRandomness"],
            path: "Tests/SwiftPlanTests"),
        .testTarget(
            name: "SwiftRenderingTests",
            dependencies: ["SwiftRendering", "SwiftPlan", "Mustache", "Contract", "TestRandomness"],
            path: "Tests/SwiftRenderingTests"),
        .testTarget(
            name: "CommandLineSupportTests", dependencies: ["CommandLineSupport", "SpecialFiles"],
            path: "Tests/CommandLineSupportTests"),
        .testTarget(
            name: "OutputWriterTests", dependencies: ["OutputWriter", "SpecialFiles"], path: "Tests/OutputWriterTests"),
        .testTarget(name: "ConcurrentMapTests", dependencies: ["ConcurrentMap"], path: "Tests/ConcurrentMapTests"),
        .testTarget(
            name: "CodegenPipelineTests",
            dependencies: [
                "CodegenPipeline", "SwiftPlan", "SwiftRendering", "OutputWriter", "Mustache", "Contract",
                "TestRandomness", "ContractFixtures", "ContractDraft", "OpenAPIExport", "ContractMock",
            ],
            path: "Tests/CodegenPipelineTests"),
        .testTarget(
            name: "ContractDiffTests",
            dependencies: [
                "TextFoundation", "WireVocabulary", "ContractDiff", "Contract", "SwiftPlan", "YAMLNodes",
                "MarkedSections",
            ],
            path: "Tests/ContractDiffTests", exclude: ["Pairs"]),
        .testTarget(
            name: "OpenAPIExportTests",
            dependencies: [
                "TextFoundation", "WireVocabulary", "OpenAPIExport", "Contract", "YAMLNodes", "InteropPython",
                "TestRandomness", "ContractFixtures",
            ],
            path: "Tests/OpenAPIExportTests"),
        .testTarget(
            name: "ContractVerifyTests",
            dependencies: [
                "TextFoundation", "WireVocabulary", "ContractVerify", "Contract", "YAMLNodes", "ContractFixtures",
                "MarkedSections",
            ],
            path: "Tests/ContractVerifyTests"),
        .testTarget(
            name: "ContractDraftTests",
            dependencies: [
                "TextFoundation", "WireVocabulary", "ContractDraft", "Contract", "ContractVerify", "OpenAPIExport",
                "CodegenPipeline", "Mustache", "YAMLNodes", "ContractFixtures", "TestRandomness", "MarkedSections",
            ],
            path: "Tests/ContractDraftTests"),
        // Sends raw bytes (garbage included) to a loopback port: the mock's hostile-client tests.
        .target(name: "RawHTTPClient", path: "Tests/Support/RawHTTPClient"),
        .testTarget(
            name: "ContractMockTests",
            dependencies: [
                "TextFoundation", "WireVocabulary", "ContractMock", "Contract", "RawHTTPClient", "TestRandomness",
                "ContractFixtures",
            ],
            path: "Tests/ContractMockTests"),
        .testTarget(
            name: "ZingCodegenTests", dependencies: ["RawHTTPClient", "SpecialFiles"], path: "Tests/ZingCodegenTests"),
        .testTarget(
            name: "APIRuntimeTests",
            dependencies: ["TextFoundation", "APIRuntime", "APITesting", "LoopbackHTTP", "TestRandomness"],
            path: "Tests/APIRuntimeTests"),
        .testTarget(
            name: "BearerSessionTests", dependencies: ["BearerSession", "APIRuntime"], path: "Tests/BearerSessionTests"),
        .testTarget(
            name: "APITestingTests", dependencies: ["APITesting", "APIRuntime", "ZingAPIExamples"],
            path: "Tests/APITestingTests"),
        // Uses only what an app sees (no `@_spi`, no `@testable`): the public API is enough to fake a client
        // through its protocol, replay examples and check requests. Holds the testing guide's example (docs/guides/testing.md).
        .testTarget(
            name: "AppSideTests", dependencies: ["ZingAPI", "ZingAPIExamples", "APITesting", "APIRuntime"],
            path: "Tests/AppSideTests"),
        .testTarget(
            name: "ZingAPITests", dependencies: ["ZingAPI", "APIRuntime", "LoopbackHTTP", "APITesting"],
            path: "Tests/ZingAPITests"),
        .testTarget(
            name: "ZingSessionTests",
            dependencies: ["ZingSession", "ZingAPI", "APIRuntime", "APITesting", "SpecialFiles"],
            path: "Tests/ZingSessionTests"),
        // zing-bench's report: the hand-written findings kept when it is remade (`@testable import zing_bench`).
        .testTarget(
            name: "ZingBenchTests", dependencies: ["zing-bench"], path: "Tests/ZingBenchTests"),
        // Runs the real zing-api binary against a loopback server; its pure pieces (the progress display) are tested
        // directly, through `@testable import zing_api`.
        .testTarget(
            name: "ZingAPICLITests",
            dependencies: ["ZingSession", "ZingAPI", "APIRuntime", "LoopbackHTTP", "SpecialFiles", "zing-api"],
            path: "Tests/ZingAPICLITests"),
        // The generated classifiers held equal to the contracts' rules read as data (what lint, verify and mock use).
        .testTarget(
            name: "GeneratedClassifierTests",
            dependencies: [
                "Contract", "APIRuntime", "ZingAPI", "HeraldAPI", "LongdeAPI", "WeChatAPI", "TestRandomness",
            ],
            path: "Tests/GeneratedClassifierTests"),
        // Generated from the contracts' examples: every example runs through the generated client.
        .testTarget(
            name: "ZingAPIContractTests",
            dependencies: ["ZingAPI", "ZingAPIExamples", "APIRuntime", "APITesting"],
            path: "Generated/ZingAPIContractTests"),
        .testTarget(
            name: "HeraldAPITests", dependencies: ["HeraldAPI", "APIRuntime", "LoopbackHTTP", "APITesting"],
            path: "Tests/HeraldAPITests"),
        .testTarget(
            name: "HeraldAPIContractTests",
            dependencies: ["HeraldAPI", "HeraldAPIExamples", "APIRuntime", "APITesting"],
            path: "Generated/HeraldAPIContractTests"),
        .testTarget(
            name: "LongdeAPITests",
            dependencies: [
                "LongdeAPI", "LongdeSession", "BearerSession", "APIRuntime", "LoopbackHTTP", "APITesting",
            ],
            path: "Tests/LongdeAPITests"),
        .testTarget(
            name: "LongdeAPIContractTests",
            dependencies: ["LongdeAPI", "LongdeAPIExamples", "APIRuntime", "APITesting"],
            path: "Generated/LongdeAPIContractTests"),
        .testTarget(
            name: "WeChatAPITests", dependencies: ["WeChatAPI", "APIRuntime", "LoopbackHTTP", "APITesting"],
            path: "Tests/WeChatAPITests"),
        .testTarget(
            name: "WeChatAPIContractTests",
            dependencies: ["WeChatAPI", "WeChatAPIExamples", "APIRuntime", "APITesting"],
            path: "Generated/WeChatAPIContractTests"),
        // Every example of every contract through its client with an observer: no event or metadata holds a secret.
        .testTarget(
            name: "ClientObservationTests",
            dependencies: [
                "ZingAPI", "HeraldAPI", "LongdeAPI", "WeChatAPI", "APIRuntime", "Contract", "APITesting",
            ],
            path: "Tests/ClientObservationTests"),
        // The client, the mock and verify read the same wire text alike (a query's `+`, `%2B`, space and `%20`).
        .testTarget(
            name: "WireAgreementTests",
            dependencies: ["ZingAPI", "APIRuntime", "APITesting", "ContractMock", "ContractVerify", "WireVocabulary"],
            path: "Tests/WireAgreementTests"),
    ]
)
