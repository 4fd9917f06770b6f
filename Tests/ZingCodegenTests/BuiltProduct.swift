import Foundation
import XCTest

/// Finds an executable this package built, for tests that run the real binary.
enum BuiltProduct {
    /// The package root, three folders above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The product next to the test runner, or in `.build/debug`; skips the test (with the reason) when absent.
    static func executable(_ name: String) throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name),
            packageRoot.appendingPathComponent(".build/debug/\(name)"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("\(name) binary not found next to the test runner or in .build/debug")
        }
        return found
    }

    /// Runs `executable` with `arguments` in `directory`; its exit status and everything it printed.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // A test run never keeps generation records in the user's caches folder; a test that wants them says where.
        var settings = ProcessInfo.processInfo.environment
        settings["ZING_CODEGEN_CACHE"] = "off"
        settings.merge(environment) { _, new in new }
        process.environment = settings
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errData, as: UTF8.self)
        )
    }

    /// Runs `zing-codegen` with `arguments` in the package root, failing the calling test where either stream shows
    /// `marker`, the planted secret.
    static func runCodegen(
        _ arguments: [String], hiding marker: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (status: Int32, out: String, err: String) {
        let result = try run(try executable("zing-codegen"), arguments, in: packageRoot)
        XCTAssertFalse(result.out.contains(marker), "stdout shows a secret:\n\(result.out)", file: file, line: line)
        XCTAssertFalse(result.err.contains(marker), "stderr shows a secret:\n\(result.err)", file: file, line: line)
        return result
    }
}
