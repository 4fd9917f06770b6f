import APIRuntime
@_spi(Generated) import APITesting
import Foundation
import LongdeAPI
import XCTest

/// The observer example of docs/guides/observing.md (moved there from the README) compiles
/// (ReadmeObserverExample.swift holds it), stays in sync, and does what it says.
final class ReadmeObserverExampleTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testReadmeExampleIsTheCompiledOne() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("docs/guides/observing.md"), encoding: .utf8)
        let compiled = try String(
            contentsOf: root.appendingPathComponent("Tests/ClientObservationTests/ReadmeObserverExample.swift"),
            encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        XCTAssertTrue(blocks.contains { $0.contains("struct PrintObserver") && compiled.hasSuffix($0) })
    }

    func testTheMetadataCallReturnsTheUserAndTheServersTime() async throws {
        let body = #"""
            {"success":true,"data":{"id":"usr_1","email":null,"nickname":"Lin","avatarUrl":null,"role":"user","status":"active","onboardingCompleted":true},"timestamp":"2026-05-27T09:00:00.000Z"}
            """#
        let client = LongdeClient(
            baseURL: exampleBaseURL, transport: ScriptedTransport(status: 200, body: body), observer: PrintObserver())
        let result = try await currentUser(client, credentials: LongdeCredentials(token: "at-readme-1"))
        XCTAssertEqual(result.user.nickname, "Lin")
        XCTAssertEqual(result.answeredAt, Date(timeIntervalSince1970: 1_779_872_400))
    }
}
