import Foundation
import OutputWriter
import XCTest

/// Compiles generated files with `swiftc` against the built runtime, the way an app's build would, and reads the
/// compiled module's public API back with `swift-symbolgraph-extract`.
enum SwiftCompiler {
    /// The folder holding the built `APIRuntime` and `APITesting` modules.
    static func runtimeModules() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "Modules"),
            packageRoot.appendingPathComponent(".build/debug/Modules"),
        ]
        let found = candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("APIRuntime.swiftmodule").path)
        }
        return try XCTUnwrap(found, "the built APIRuntime module is needed to type-check generated code")
    }

    /// A tool's exit status and what it printed on standard error (and standard output).
    struct Run {
        var status: Int32
        var output: String
        var succeeded: Bool { status == 0 }
    }

    /// Runs a toolchain command (`swiftc`, `swift-symbolgraph-extract`) found on the `PATH`.
    static func run(_ tool: String, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: text)
    }

    /// Writes `files` under `folder` (each path relative to it) and returns their full paths.
    static func write(_ files: [GeneratedFile], to folder: URL) throws -> [String] {
        try files.map { file in
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: false, encoding: .utf8)
            return url.path
        }
    }

    /// Compiles `sources` into module `name` in `output`, warnings as errors; the symbol graph too when asked.
    /// `extra` goes to `swiftc` as it is (`-enable-testing`, `-package-name P`).
    static func emitModule(
        _ name: String, sources: [String], output: URL, symbolGraph: Bool = false, extra: [String] = []
    ) throws -> Run {
        let runtime = try runtimeModules()
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var arguments = [
            // One frontend job for the whole module: many small files cost a parse each per job otherwise.
            "-emit-module", "-wmo", "-module-name", name, "-I", runtime.path, "-warnings-as-errors", "-swift-version",
            "6",
            "-emit-module-path", output.appendingPathComponent("\(name).swiftmodule").path,
        ]
        if symbolGraph {
            arguments += ["-emit-symbol-graph", "-emit-symbol-graph-dir", output.path]
        }
        return try run("swiftc", arguments + extra + swiftSources(sources))
    }

    /// Type-checks test sources against the modules in `modules` and the runtime, warnings as errors; `extra` goes to
    /// `swiftc` as it is.
    static func typecheck(_ sources: [String], modules: URL, extra: [String] = []) throws -> Run {
        let runtime = try runtimeModules()
        return try run(
            "swiftc",
            [
                "-typecheck", "-wmo", "-I", modules.path, "-I", runtime.path, "-warnings-as-errors", "-swift-version",
                "6",
            ]
                + extra + swiftSources(sources))
    }

    /// The Swift files of `paths`: as SwiftPM does, the compiler gets no other file of a module's folder (the DocC
    /// catalog beside its sources).
    private static func swiftSources(_ paths: [String]) -> [String] { paths.filter { $0.hasSuffix(".swift") } }
}
