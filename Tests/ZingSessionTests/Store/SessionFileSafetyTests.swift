import APIRuntime
import Foundation
import XCTest
import ZingAPI

@testable import ZingSession

/// What the file store refuses to read, or repairs before reading: a file others could read, anything that is not
/// a regular file, a file far larger than a session, a base URL that carries a password.
final class SessionFileSafetyTests: XCTestCase {
    private var folder: URL!
    private var file: URL { folder.appendingPathComponent("nested/session.json") }
    private var nested: URL { file.deletingLastPathComponent() }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The reason `load()` gives for refusing the file at `url`.
    private func refusal(_ url: URL, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let record = try FileSessionStore(fileURL: url).load()
            XCTFail("loaded \(String(describing: record))", file: file, line: line)
        } catch {
            if case .unreadable(let path, let reason) = error {
                XCTAssertEqual(path, url.path, file: file, line: line)
                return reason
            }
            XCTFail("\(error)", file: file, line: line)
        }
        return ""
    }

    func testAStoredBaseURLWithAUserNameOrPasswordIsNotUsed() throws {
        for base in ["https://user:hunter2-password@work.example.invalid/api", "https://user@work.example.invalid/api"]
        {
            var record = SessionFixtures.record()
            record.baseURL = try XCTUnwrap(URL(string: base))
            try FileSessionStore(fileURL: file).save(record)
            let reason = refusal(file)
            XCTAssertTrue(reason.contains("user name or password"), reason)
            XCTAssertFalse(reason.contains("hunter2"), reason)
        }
    }
}
