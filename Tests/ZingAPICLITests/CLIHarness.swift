import Foundation
import XCTest

/// Runs the real `zing-api` binary with a private session file and HOME, each run bounded by a timeout, and
/// keeps every output so the tests can prove no secret ever appeared.
final class CLIHarness {
    struct Run {
        var status: Int32
        var out: String
        var err: String

        /// Standard output as the one JSON object `--json` promises.
        func json(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(out.utf8))
            return try XCTUnwrap(object as? [String: Any], "not one JSON object: \(out)", file: file, line: line)
        }

        func result() throws -> [String: Any] { try XCTUnwrap(json()["result"] as? [String: Any], out) }
        func error() throws -> [String: Any] { try XCTUnwrap(json()["error"] as? [String: Any], out) }
    }

    let folder: URL
    var baseURL: String
    var sessionFile: URL { folder.appendingPathComponent("config/session.json") }
    private(set) var outputs: [String] = []

    init(baseURL: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("zing-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.baseURL = baseURL
    }

    deinit { removeFolder() }

    /// Deletes the private HOME and session folder; a run after this starts from nothing.
    func removeFolder() {
        try? FileManager.default.removeItem(at: folder)
    }

    static var binary: URL {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let candidates = [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                    "zing-api"),
                root.appendingPathComponent(".build/debug/zing-api"),
            ]
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
                throw XCTSkip("zing-api binary not found next to the test runner or in .build/debug")
            }
            return found
        }
    }

    /// Runs `zing-api arguments`; the session file and base URL come from the environment unless overridden.
    func run(
        _ arguments: [String], environment extra: [String: String] = [:], stdin: String = "",
        timeout: TimeInterval = 60
    ) throws -> Run {
        let process = Process()
        process.executableURL = try Self.binary
        process.arguments = arguments
        var environment = [
            "HOME": folder.path, "ZING_API_SESSION": sessionFile.path, "ZING_API_BASE_URL": baseURL,
            "ZING_API_TIMEOUT": "20",
        ]
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let collected = Collected()
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            collected.setOut(output.fileHandleForReading.readDataToEndOfFile())
        }
        DispatchQueue.global().async(group: readers) {
            collected.setErr(errors.fileHandleForReading.readDataToEndOfFile())
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
            XCTFail("zing-api \(arguments) did not finish within \(timeout) s")
        }
        _ = readers.wait(timeout: .now() + 5)
        let run = Run(status: process.terminationStatus, out: collected.out, err: collected.err)
        outputs += [run.out, run.err]
        return run
    }

    /// Fails for every secret found in any output so far.
    func assertNoSecret(_ secrets: [String], file: StaticString = #filePath, line: UInt = #line) {
        for secret in secrets {
            for text in outputs where text.contains(secret) {
                XCTFail("secret \(secret.prefix(4))… appeared in output: \(text)", file: file, line: line)
            }
        }
    }
}

/// Pipe contents collected on reader threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var outData = Data()
    private var errData = Data()

    func setOut(_ data: Data) { lock.withLock { outData = data } }
    func setErr(_ data: Data) { lock.withLock { errData = data } }
    var out: String { lock.withLock { String(decoding: outData, as: UTF8.self) } }
    var err: String { lock.withLock { String(decoding: errData, as: UTF8.self) } }
}
