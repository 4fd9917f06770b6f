import XCTest

@testable import Contract

/// In a flow mapping (`{ … }`) an unquoted comma ends a plain value, so the rest of the sentence reads as a key of
/// its own: the "unknown key" error then says that the value needs quotes, instead of guessing a key.
final class FlowCommaHintTests: XCTestCase {
    private func diagnostics(field: String) -> [Diagnostic] {
        let text = MinimalContract.text.replacingOccurrences(
            of: "      realname: { type: string, optional: true, nullable: true }\n", with: field + "\n")
        XCTAssertNotEqual(text, MinimalContract.text)
        return ContractLoader.load(text: text, file: "demo.yaml").diagnostics
    }

    func testAnUnquotedCommaInAFlowValueAsksForQuotes() throws {
        let found = diagnostics(
            field:
                "      realname: { type: string, optional: true, nullable: true, doc: Not a member, or still pending. }"
        )
        let error = try XCTUnwrap(found.first, "\(found)")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertEqual(error.message, "unknown key 'or still pending.' in field 'realname'")
        XCTAssertEqual(
            error.hint,
            #"a comma ends a plain value inside `{ … }`: if it belongs to the value, quote it: "#
                + #"doc: "Not a member, or still pending.""#)
        XCTAssertEqual(error.mark.line, 26)
        XCTAssertEqual(error.mark.column, 84, "at the text taken for a key")
    }

    func testEveryPieceAfterACommaIsNamedAsPartOfTheValue() throws {
        let found = diagnostics(
            field: "      realname: { type: string, optional: true, nullable: true, doc: one, two, three }")
        XCTAssertEqual(
            found.map(\.message), ["unknown key 'two' in field 'realname'", "unknown key 'three' in field 'realname'"])
        for error in found {
            XCTAssertEqual(error.hint?.hasSuffix(#"quote it: doc: "one, two, three""#), true, "\(found)")
        }
    }

    func testATyposKeyKeepsItsDidYouMean() throws {
        let found = diagnostics(field: "      realname: { type: string, optinal: true, nullable: true }")
        XCTAssertEqual(found.map(\.message), ["unknown key 'optinal' in field 'realname'"])
        XCTAssertEqual(found.first?.hint, "did you mean 'optional'?")
    }

    func testAKeyOfABlockMappingIsNoCommaSplit() throws {
        let found = diagnostics(
            field:
                "      realname:\n        type: string\n        optional: true\n        nullable: true\n        stray:")
        XCTAssertEqual(found.map(\.message), ["unknown key 'stray' in field 'realname'"])
        XCTAssertFalse(found.first?.hint?.contains("comma") ?? false, "\(found)")
    }

    func testAQuotedValueWasNotSplit() throws {
        let found = diagnostics(
            field: #"      realname: { type: string, optional: true, nullable: true, doc: "quoted", stray }"#)
        XCTAssertEqual(found.map(\.message), ["unknown key 'stray' in field 'realname'"])
        XCTAssertFalse(found.first?.hint?.contains("comma") ?? false, "\(found)")
    }

    func testTheLookForPiecesIsBounded() throws {
        let count = FlowCommaHint.maximumPieces + 8
        let pieces = (1...count).map { "p\($0)" }
        let found = diagnostics(
            field:
                "      realname: { type: string, optional: true, nullable: true, doc: a, \(pieces.joined(separator: ", ")) }"
        )
        XCTAssertEqual(found.count, count, "every piece is an unknown key")
        XCTAssertEqual(found.first?.hint?.contains(#"quote it: doc: "a, p1, p2"#), true, "\(found.first as Any)")
        XCTAssertFalse(found.last?.hint?.contains("comma") ?? false, "a piece too far from the value looks no further")
    }
}
