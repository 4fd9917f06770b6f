import Foundation
import XCTest

/// `zing-codegen mock` running in the background: started on a free port, its URL read from its first line, its
/// output kept for the tests, stopped (by its process id) when the test ends.
final class RunningMock {
    let url: String
    let port: UInt16
    private let process: Process
    private let output = Output()

    /// Starts the real binary with `arguments` after `mock` in the package root, and waits for its URL.
    init(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        process = Process()
        process.executableURL = try BuiltProduct.executable("zing-codegen")
        process.arguments = ["mock"] + arguments + ["--port", "0"]
        process.currentDirectoryURL = BuiltProduct.packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = output
        Thread { output.collect(out.fileHandleForReading, into: .out) }.start()
        Thread { output.collect(err.fileHandleForReading, into: .err) }.start()
        guard let first = output.firstLine(within: 60) else {
            process.terminate()
            // A mock that doesn't start is a failure of the test, never a reason to skip it.
            throw NotStarted(errors: output.text(.err))
        }
        url = first
        port = try XCTUnwrap(
            UInt16(first.split(separator: ":").last ?? ""), "not a URL: \(first)", file: file, line: line)
    }

    /// The mock printed no URL: what it printed on standard error instead.
    struct NotStarted: Error, CustomStringConvertible {
        var errors: String
        var description: String { "zing-codegen mock printed no URL: \(errors)" }
    }

    /// What it printed on standard output: the URL, then one line per request.
    var lines: [String] { output.text(.out).split(separator: "\n").map(String.init) }
    /// What it printed on standard error.
    var errors: String { output.text(.err) }
    var isRunning: Bool { process.isRunning }

    /// Waits until `count` request lines were printed (the log line follows the answer by a moment).
    func waitForLines(_ count: Int, within seconds: Double = 20) {
        let deadline = Date().addingTimeInterval(seconds)
        while lines.count - 1 < count, Date() < deadline { usleep(20_000) }
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    deinit { stop() }

    /// Bytes read by background threads, behind a lock.
    private final class Output: @unchecked Sendable {
        enum Stream { case out, err }

        private let condition = NSCondition()
        private var out = Data()
        private var err = Data()
        private var outEnded = false

        func collect(_ handle: FileHandle, into stream: Stream) {
            while true {
                let data = handle.availableData
                condition.lock()
                switch stream {
                case .out:
                    out.append(data)
                    if data.isEmpty { outEnded = true }
                case .err:
                    err.append(data)
                }
                condition.broadcast()
                condition.unlock()
                if data.isEmpty { return }
            }
        }

        func text(_ stream: Stream) -> String {
            condition.lock()
            defer { condition.unlock() }
            return String(decoding: stream == .out ? out : err, as: UTF8.self)
        }

        /// The first line of standard output, once it is complete; nil when it ended or took too long.
        func firstLine(within seconds: Double) -> String? {
            let deadline = Date().addingTimeInterval(seconds)
            condition.lock()
            defer { condition.unlock() }
            while true {
                let text = String(decoding: out, as: UTF8.self)
                if let newline = text.firstIndex(of: "\n") { return String(text[..<newline]) }
                guard !outEnded, condition.wait(until: deadline) else { return nil }
            }
        }
    }
}
