import APIRuntime
import Foundation
import LongdeAPI
import LongdeSession
import XCTest

/// The Longde example of docs/guides/sessions.md (moved there from the README) compiles (ReadmeExample.swift holds
/// it), stays in sync, and does what it says.
final class ReadmeExampleTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testReadmeExampleIsTheCompiledOne() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("docs/guides/sessions.md"), encoding: .utf8)
        let compiled = try String(
            contentsOf: root.appendingPathComponent("Tests/LongdeAPITests/ReadmeExample.swift"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        XCTAssertTrue(blocks.contains { $0.contains("LongdeSession") && compiled.hasSuffix($0) })
    }

    func testProfileLineNamesTheEndState() async {
        let server = FakeAuthServer()
        server.currentUserFailure = "AUTH_USER_DISABLED"
        let disabled = await profileLine(Fixtures.session(server))
        XCTAssertEqual(disabled, "This account is disabled.")

        let refreshed = await profileLine(Fixtures.session(FakeAuthServer()))
        XCTAssertEqual(refreshed, "Lin")
    }
}
