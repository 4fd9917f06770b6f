import Foundation
import OutputWriter
import XCTest

/// A package that depends on this one by path and holds generated modules with their examples and contract tests,
/// as a package that generates its own clients would: built and tested with `swift test`, which reports each test.
/// The modules of `mainActorModules` are built in targets whose default isolation is the main actor, as an Xcode 26
/// app target's is.
struct ScratchPackage {
    let root: URL
    let modules: [GeneratedModule]
    var mainActorModules: [GeneratedModule] = []

    /// The test targets of `mainActorModules`, as `swift test --filter` and `--skip` read them.
    static let mainActorTests = "OnMainActorContractTests\\."

    /// Writes the package and builds it; false, having failed the test, when it does not build or warns about a
    /// generated file.
    func build() throws -> Bool {
        try write()
        let built = try Self.swift(["build", "--build-tests"], in: root)
        guard built.status == 0 else {
            XCTFail("the scratch package does not build:\n\(built.output.suffix(4000))")
            return false
        }
        let warnings = built.output.split(separator: "\n").filter {
            $0.hasPrefix(root.path + "/") && $0.contains(": warning: ")
        }
        guard warnings.isEmpty else {
            XCTFail("the generated code warns:\n\(Set(warnings).sorted().joined(separator: "\n"))")
            return false
        }
        return true
    }

    /// Runs the built tests (those `arguments` select, as `--filter REGEX` or `--skip REGEX`): each test
    /// (`Suite.testName`) and whether it passed.
    func test(_ arguments: [String]) throws -> [String: Bool] {
        let tested = try Self.swift(["test", "--skip-build"] + arguments, in: root)
        return Self.results(tested.output)
    }

    private func write() throws {
        let identity = packageRoot.lastPathComponent.lowercased()
        let runtime = #".product(name: "APIRuntime", package: "\#(identity)")"#
        let testing = #".product(name: "APITesting", package: "\#(identity)")"#
        let onMainActor = "swiftSettings: [.defaultIsolation(MainActor.self)]"
        var targets: [String] = []
        for (module, isolation) in modules.map({ ($0, "") }) + mainActorModules.map({ ($0, ", " + onMainActor) }) {
            let name = module.plan.module
            let examples = module.plan.examples.module
            try write(module.moduleFiles, under: "Sources")
            try write(module.examplesFiles, under: "Sources")
            try write(module.testFiles, under: "Tests")
            targets += [
                #".target(name: "\#(name)", dependencies: [\#(runtime)], path: "Sources/\#(name)"\#(isolation))"#,
                #".target(name: "\#(examples)", dependencies: ["\#(name)", \#(testing)], path: "Sources/\#(examples)"\#(isolation))"#,
                #".testTarget(name: "\#(name)ContractTests", dependencies: ["\#(name)", "\#(examples)", \#(runtime), \#(testing)], path: "Tests/\#(name)ContractTests"\#(isolation))"#,
            ]
        }
        // 6.2: the first tools version with `defaultIsolation`.
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "Outcomes",
                platforms: [.macOS(.v13), .iOS(.v16)],
                dependencies: [.package(path: "\(packageRoot.path)")],
                targets: [
                    \(targets.joined(separator: ",\n        "))
                ]
            )

            """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    private func write(_ files: [GeneratedFile], under folder: String) throws {
        _ = try SwiftCompiler.write(files, to: root.appendingPathComponent(folder))
    }

    /// `Test Case 'Suite.test' passed (…)` and `… failed (…)`, as XCTest reports them on Linux (and
    /// `-[Module.Suite test]` on Apple platforms).
    static func results(_ output: String) -> [String: Bool] {
        var results: [String: Bool] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix("Test Case '") {
            let rest = line.dropFirst("Test Case '".count)
            guard let end = rest.firstIndex(of: "'") else { continue }
            var name = String(rest[..<end])
            if name.hasPrefix("-["), name.hasSuffix("]") {
                let parts = name.dropFirst(2).dropLast().split(separator: " ")
                name = "\(parts.first?.split(separator: ".").last ?? "").\(parts.last ?? "")"
            }
            let verdict = rest[end...]
            if verdict.contains("' passed") { results[name] = true }
            if verdict.contains("' failed") { results[name] = false }
        }
        return results
    }

    /// Runs `swift` with `arguments` in `folder`: its status and everything it printed.
    static func swift(_ arguments: [String], in folder: URL) throws -> SwiftCompiler.Run {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return SwiftCompiler.Run(status: process.terminationStatus, output: text)
    }
}
