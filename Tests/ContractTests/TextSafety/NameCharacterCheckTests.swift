import XCTest
import YAMLNodes

@testable import Contract

/// Control characters are errors in names and allowed in prose.
final class NameCharacterCheckTests: XCTestCase {
    func testProseMayHoldControlCharacters() {
        let text = MinimalContract.text.replacingOccurrences(
            of: "    doc: One membership; `id` is the user id here.\n",
            with: "    doc: \"tab\\t, bell\\a, line\\nfeed, next\\N, separators\\L\\P, escape\\e\"\n")
        XCTAssertNotEqual(text, MinimalContract.text)
        let result = ContractLoader.load(text: text, file: "c.yaml")
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        XCTAssertEqual(
            result.contract?.model(named: "TenantMembership")?.provenance.doc,
            "tab\t, bell\u{7}, line\nfeed, next\u{85}, separators\u{2028}\u{2029}, escape\u{1B}")
    }

    func testARawTabInAQuotedNameIsReportedAtTheTab() throws {
        let text = MinimalContract.text.replacingOccurrences(
            of: "      realname: { type: string",
            with: "      'real\tname': { type: string")
        let result = ContractLoader.load(text: text, file: "c.yaml")
        let error = try XCTUnwrap(result.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(error.mark.column, 12)
        XCTAssertEqual(
            error.message,
            "'real\\u{9}name' (a name in the fields of model 'UserInfo') holds U+0009 CHARACTER TABULATION, a control character"
        )
        XCTAssertNil(result.contract)
    }

    func testANameCopiedByAnAliasIsReportedAtTheAlias() throws {
        let text = MinimalContract.text.replacingOccurrences(
            of: "  UserID: { type: string, wire: string }\n",
            with: "  UserID: { type: string, wire: string, doc: &n \"Bad\\bName\" }\n  ? *n\n  : { type: string }\n")
        let errors = ContractLoader.load(text: text, file: "c.yaml").diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.mark), [SourceMark(line: 12, column: 5)], errors.map(\.description).joined())
        XCTAssertTrue(errors.first?.message.contains("U+0008") == true)
    }

    func testHeaderNamesAreLeftToTheHTTPCheck() {
        let text = MinimalContract.text.replacingOccurrences(
            of: "  always: { Accept: application/json }", with: "  always: { \"Acc\\tept\": application/json }")
        let errors = ContractLoader.load(text: text, file: "c.yaml").diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.message), ["'Acc\\tept' is not a valid HTTP header name"])
    }
}
