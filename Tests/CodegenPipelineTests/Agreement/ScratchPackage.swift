import Foundation
import OutputWriter
import XCTest

/// A package that depends on this one by path and holds generated modules with their examples and contract tests,
/// as a package that generates its own clients would: built and tested with `swift test`, which reports each test.
struct ScratchPackage {
    let root: URL
    let modules: [GeneratedModule]

    /// Writes the package, builds it and runs its tests: each test (`Suite.testName`) and whether it passed.
    func buildAndTest() throws -> [String: Bool] {
        try write()
        let built = try Self.swift(["build", "--build-tests"], in: root)
        guard built.status == 0 else {
            XCTFail("the scratch package does not build:\n\(built.output.suffix(4000))")
            return [:]
        }
        let tested = try Self.swift(["test", "--skip-build"], in: root)
        return Self.results(tested.output)
    }

    private func write() throws {
        let identity = packageRoot.lastPathComponent.lowercased()
        var targets: [String] = []
        for module in modules {
            let name = module.plan.module
            let examples = module.plan.examples.module
            try write(module.moduleFiles, under: "Sources")
            try write(module.examplesFiles, under: "Sources")
            try write(module.testFiles, under: "Tests")
            let runtime = #".product(name: "APIRuntime", package: "\#(identity)")"#
            let testing = #".product(name: "APITesting", package: "\#(identity)")"#
            targets += [
                #".target(name: "\#(name)", dependencies: [\#(runtime)], path: "Sources/\#(name)")"#,
                #".target(name: "\#(examples)", dependencies: ["\#(name)", \#(testing)], path: "Sources/\#(examples)")"#,
                #".testTarget(name: "\#(name)ContractTests", dependencies: ["\#(name)", "\#(examples)", \#(runtime), \#(testing)], path: "Tests/\#(name)ContractTests")"#,
            ]
        }
        let manifest = """
            // swift-tools-version: 6.0
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
