import Foundation
import XCTest

/// The Python of the interop virtual environment (`scripts/interop/venv.sh`), which has `jsonschema` and
/// `openapi-spec-validator`; tests use it to check our documents with the ecosystem's own validators.
///
/// Found at `$ZING_INTEROP_PYTHON`, else at `.build/interop-venv/bin/python3`. When neither works, a test skips
/// with the reason in a developer's clone, and fails under CI (`CI=true`), where `.ci/run` must have made it.
public enum InteropPython {
    /// `<root>/Tests/Support/InteropPython/InteropPython.swift` → `<root>`.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The interpreter, after checking that it imports both validators; throws `XCTSkip` (or fails under CI).
    public static func interpreter(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let candidates =
            [environment["ZING_INTEROP_PYTHON"]].compactMap { $0 }.filter { !$0.isEmpty }
            + [packageRoot.appendingPathComponent(".build/interop-venv/bin/python3").path]
        let reason: String
        if let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            let url = URL(fileURLWithPath: path)
            let probe = try run(url, ["-c", "import jsonschema, openapi_spec_validator, yaml"])
            if probe.status == 0 { return url }
            reason = "\(path) cannot import jsonschema and openapi_spec_validator"
        } else {
            reason = "no interop Python (set ZING_INTEROP_PYTHON, or run `bash scripts/interop/venv.sh`)"
        }
        if environment["CI"] == "true" {
            XCTFail("CI must provide the interop validators: \(reason)", file: file, line: line)
            throw Missing()
        }
        throw XCTSkip(reason)
    }

    /// Ends a test that CI could not run (already reported as a failure).
    private struct Missing: Error {}

    /// Runs `scripts/interop/<script>` with `arguments`; its exit status and everything it printed.
    public static func runScript(_ script: String, _ arguments: [String], python: URL) throws -> (
        status: Int32, output: String
    ) {
        let path = packageRoot.appendingPathComponent("scripts/interop/\(script)").path
        return try run(python, [path] + arguments)
    }

    private static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
