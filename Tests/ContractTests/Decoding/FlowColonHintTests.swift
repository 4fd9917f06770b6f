import XCTest

@testable import Contract

/// In a flow mapping (`{ … }`) an unquoted `: ` ends a plain value, so YAML stops at the next `:` expecting `,` or `}`:
/// the syntax error then says that the value needs quotes, and which value, as the comma's "unknown key" does.
final class FlowColonHintTests: XCTestCase {
    private func diagnostics(field: String) -> [Diagnostic] {
        let text = MinimalContract.text.replacingOccurrences(
            of: "      realname: { type: string, optional: true, nullable: true }\n", with: field + "\n")
        XCTAssertNotEqual(text, MinimalContract.text)
        return ContractLoader.load(text: text, file: "demo.yaml").diagnostics
    }

    func testAnUnquotedColonInAFlowValueAsksForQuotes() throws {
        let found = diagnostics(field: "      realname: { type: string, doc: Shown as: Name Surname, optional: true }")
        let error = try XCTUnwrap(found.first, "\(found)")
        XCTAssertEqual(found.filter { $0.severity == .error }.count, 1, "\(found)")
        XCTAssertEqual(error.message, "did not find expected ',' or '}' while parsing a flow mapping")
        XCTAssertEqual(
            error.hint,
            #"a ': ' ends a plain value inside `{ … }`: if it belongs to the value, quote it: "#
                + #"doc: "Shown as: Name Surname""#)
        XCTAssertEqual(error.mark.line, 26)
        XCTAssertEqual(error.mark.column, 46, "at the second ':'")
    }

    func testTheLastEntryEndsAtTheBrace() throws {
        let found = diagnostics(field: "      realname: { type: string, doc: a: b: c }")
        XCTAssertEqual(found.first?.hint?.hasSuffix(#"quote it: doc: "a: b: c""#), true, "\(found)")
    }

    func testAnEntryWithQuotesGetsTheHintWithoutTheValue() throws {
        let found = diagnostics(field: #"      realname: { type: string, doc: it's: here }"#)
        XCTAssertEqual(found.first?.hint, FlowColonHint.general, "\(found)")
    }

    func testAnEntryBeginningOnAnEarlierLineGetsTheHintWithoutTheValue() throws {
        let found = diagnostics(field: "      realname: {\n        type: string, doc: a\n          b: c }")
        XCTAssertEqual(found.first?.hint, FlowColonHint.general, "\(found)")
    }

    func testAFlowSequenceErrorIsNoColonInAMapping() throws {
        let found = diagnostics(field: "      realname: { type: string, doc: [a, b }")
        XCTAssertFalse(found.first?.hint?.contains("': '") ?? false, "\(found)")
    }
}
