import APIRuntime
import Foundation
import XCTest
import ZingAPI
import ZingSession

/// `zing-api upload` shows its progress on standard error: away from a terminal (these runs' pipes) as plain lines,
/// none with `--json`; the URL alone goes to standard output.
final class CLIUploadProgressTests: CLITestCase {
    private func seedSession() throws {
        let record = SessionRecord(
            baseURL: URL(string: server.apiBaseURL)!, userID: UserID(rawValue: "user-e2e"),
            token: Secret(E2ESecrets.platformToken), tenantID: TenantID(rawValue: 1))
        try FileSessionStore(fileURL: cli.sessionFile).save(record)
    }

    private func file(bytes: Int) throws -> URL {
        let file = cli.folder.appendingPathComponent("attachment.bin")
        try Data(repeating: 0x61, count: bytes).write(to: file)
        return file
    }

    func testAPipeGetsAFewPlainLinesEndingAtTheWholeBody() throws {
        try seedSession()
        let run = try cli.run(["upload", try file(bytes: 3 << 20).path])
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertEqual(run.out, "https://files.example.invalid/e2e/photo.txt\n")
        let lines = run.err.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertFalse(lines.isEmpty, run.err)
        XCTAssertLessThanOrEqual(lines.count, 11, "never a flood: \(run.err)")
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("upload: ") }, run.err)
        XCTAssertFalse(run.err.contains("\r"), "no redrawing into a pipe")
        XCTAssertTrue(lines.last?.hasPrefix("upload: 100% (3.0 MiB of 3.0 MiB") == true, run.err)
    }

    func testJSONOffATerminalPrintsNoProgress() throws {
        try seedSession()
        let run = try cli.run(["upload", try file(bytes: 1 << 20).path, "--json"])
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertEqual(try run.result()["url"] as? String, "https://files.example.invalid/e2e/photo.txt")
        XCTAssertEqual(run.err, "")
    }
}
