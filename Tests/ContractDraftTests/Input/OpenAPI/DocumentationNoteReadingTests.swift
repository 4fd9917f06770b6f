import Contract
import XCTest

@testable import ContractDraft

/// The documentation notes our export writes on a definition, read back: `x-zing-deviation` (one `{source, reason}`
/// or a list of them) and `x-zing-policy` (a number and why), each note without its texts left out. One rule per test.
final class DocumentationNoteReadingTests: XCTestCase {
    private func schema(_ members: String) throws -> DocumentNode {
        let document = try InputFixtures.document(
            """
            openapi: 3.0.1
            info: { title: Notes, version: "1" }
            paths: {}
            components:
              schemas:
                User:
            \(members)
            """)
        return try XCTUnwrap(document.schemas?["User"])
    }

    func testOneDeviationObjectIsOneNote() throws {
        let node = try schema(#"      x-zing-deviation: { source: "docs §3", reason: "the server sends\n  text" }"#)
        XCTAssertEqual(node.deviations.map(\.source), ["docs §3"])
        XCTAssertEqual(node.deviations.map(\.reason), ["the server sends text"])
    }

    func testAListOfDeviationsIsANoteEach() throws {
        let node = try schema(
            """
                  x-zing-deviation:
                    - { source: a, reason: one }
                    - { source: b, reason: two }
            """)
        XCTAssertEqual(node.deviations.map(\.source), ["a", "b"])
        XCTAssertEqual(node.deviations.map(\.reason), ["one", "two"])
    }

    func testADeviationWithoutBothTextsIsLeftOut() throws {
        let node = try schema(
            """
                  x-zing-deviation:
                    - { source: a }
                    - { reason: two }
                    - { source: "\\u202E", reason: three }
                    - { source: kept, reason: four }
            """)
        XCTAssertEqual(node.deviations.map(\.source), ["kept"], "a text that cleans to nothing is no text")
    }

    func testNoDeviationMemberIsNoNotes() throws {
        XCTAssertTrue(try schema("      type: object").deviations.isEmpty)
    }

    func testAPolicyNoteIsItsKeyValueAndReason() throws {
        let node = try schema(
            """
                  x-zing-policy:
                    timeout: { value: 30, reason: "the app's\\u202E choice" }
                    retries: { value: "3", reason: chosen }
            """)
        XCTAssertEqual(node.policyNotes.map(\.key), ["timeout", "retries"])
        XCTAssertEqual(node.policyNotes.map(\.value), ["30", "3"])
        XCTAssertEqual(node.policyNotes.first?.reason, "the app's choice")
    }

    func testAPolicyNoteWithoutItsValueOrReasonIsLeftOut() throws {
        let node = try schema(
            """
                  x-zing-policy:
                    timeout: { value: 30 }
                    retries: { reason: chosen }
                    size: { value: 1, reason: "" }
            """)
        XCTAssertTrue(node.policyNotes.isEmpty, "\(node.policyNotes)")
    }
}
