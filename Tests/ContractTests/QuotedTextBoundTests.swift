import XCTest
import YAMLNodes

@testable import Contract

/// A diagnostic quotes at most the first 64 characters of any contract text, then `…` and the text's length: an
/// error about a 1 MB key is one short line, not a megabyte.
final class QuotedTextBoundTests: XCTestCase {
    /// `info:` in block style, so a test can add a key of its own; keys of more than 1,024 characters must be
    /// explicit (`? key`, then `: value`).
    private static let header = """
        format: 1
        info:
          title: T
          module: TAPI
          version: "1"
          date: 2026-01-01
          generate: true
          docs: [t.md]

        """

    private static let megabyte = String(repeating: "k", count: 1_000_000)
    /// How a quoted megabyte of `k` reads.
    private static let quotedMegabyte = "'" + String(repeating: "k", count: 64) + "…' (1000000 characters)"

    private func descriptions(_ text: String) -> [String] {
        ContractLoader.load(text: text, file: "long.yaml").diagnostics.map(\.description)
    }

    private func assertBounded(_ found: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(found.isEmpty, file: file, line: line)
        for description in found {
            XCTAssertLessThan(description.count, 1_200, String(description.prefix(300)), file: file, line: line)
        }
    }

    private func shown(_ found: [String]) -> String { found.map { String($0.prefix(300)) }.joined(separator: "\n") }

    func testAnUnknownKeyIsQuotedByItsStart() {
        let found = descriptions(Self.header + "  ? \(Self.megabyte)\n  : 1\n")
        assertBounded(found)
        XCTAssertTrue(
            found.contains { $0.hasPrefix("long.yaml:9:5: error: unknown key \(Self.quotedMegabyte) in info") },
            shown(found))
    }

    func testADuplicateKeyIsQuotedByItsStart() {
        let found = descriptions(Self.header + "models:\n  ? \(Self.megabyte)\n  : {}\n  ? \(Self.megabyte)\n  : {}\n")
        assertBounded(found)
        XCTAssertEqual(
            found.first, "long.yaml:12:5: error: duplicate key \(Self.quotedMegabyte) (first defined at 10:5)",
            shown(found))
    }

    func testDidYouMeanQuotesTheCandidateByItsStart() {
        let name = "K" + Self.megabyte
        let text = Self.header + "models:\n  ? \(name)\n  : { fields: { a: { type: \(name)x } } }\n"
        let found = descriptions(text)
        assertBounded(found)
        let unknown = found.first { $0.contains("unknown type") }
        XCTAssertTrue(
            unknown?.hasSuffix("did you mean 'K\(String(repeating: "k", count: 63))…' (1000001 characters)?") == true,
            shown(found))
    }

    /// Every message that names a long definition stays short, whatever it says about it: a duplicate definition,
    /// a field of it that looks secret, an unused definition, a reference with a typo.
    func testEveryMessageAboutALongNameIsShort() {
        let name = String(repeating: "Long Name ", count: 100_000)
        let text =
            Self.header + """
                identifiers:
                  ? "\(name)"
                  : { type: string }
                models:
                  ? "\(name)"
                  : { fields: { password: { type: string }, a: { type: Nope, bogus: 1 } } }
                envelopes:
                  standard: { style: flag, success: success, code: code, message: message, payload: result }
                errorClasses:
                  business: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                errorRules:
                  - { success: false, class: business }
                  - { otherwise: true, class: business }
                endpoints:
                  ? "\(name)"
                  : { method: GET, path: /ping, response: { envelope: standard, type: "\(name)x" } }

                """
        let found = descriptions(text)
        XCTAssertGreaterThanOrEqual(
            found.filter { $0.contains("0 characters)") || $0.contains("1 characters)") }.count, 2, shown(found))
        assertBounded(found)
    }

    /// Quotes cannot be forged to escape the bound: the message is cut as a whole when quoting alone leaves it long.
    func testQuotesInsideTheTextDoNotDefeatTheBound() {
        let forged = String(repeating: "a' 'b", count: 200_000)
        let found = descriptions(Self.header + "  ? \"\(forged)\"\n  : 1\n")
        XCTAssertTrue(found.contains { $0.hasPrefix("long.yaml:9:5: error: unknown key 'a' 'ba' 'b") }, shown(found))
        assertBounded(found)
    }

    func testShortTextsAndApostrophesAreLeftAlone() {
        let message =
            "the server's answer, which is long enough for a quote from its apostrophe to be cut, names 'tenant' "
            + "and `X-Tenant-Id`, which \"it\" doesn't send; the client's retries don't 'help'"
        let diagnostic = Diagnostic(
            severity: .error, file: "a.yaml", mark: SourceMark(line: 1, column: 1), message: message)
        XCTAssertEqual(diagnostic.message, message)
        let exact = "unknown key '" + String(repeating: "é", count: 64) + "' in info"
        XCTAssertEqual(
            Diagnostic(severity: .error, file: "a.yaml", mark: SourceMark(line: 1, column: 1), message: exact).message,
            exact, "64 characters are quoted whole")
    }

    func testTheBoundCountsCharactersAndKeepsTheRestOfTheMessage() {
        let long = String(repeating: "é", count: 65)
        let diagnostic = Diagnostic(
            severity: .error, file: "a.yaml", mark: SourceMark(line: 1, column: 1),
            message: "unknown key '\(long)' in model 'M'", hint: "did you mean `\(long)x`?")
        XCTAssertEqual(
            diagnostic.message, "unknown key '\(String(repeating: "é", count: 64))…' (65 characters) in model 'M'")
        XCTAssertEqual(diagnostic.hint, "did you mean `\(String(repeating: "é", count: 64))…` (66 characters)?")
    }

    /// A character may be one letter and a thousand combining marks; the bound counts Unicode scalars.
    func testCombiningMarksCountOneByOne() {
        let stacked = "a" + String(repeating: "\u{301}", count: 10_000)
        let diagnostic = Diagnostic(
            severity: .error, file: "a.yaml", mark: SourceMark(line: 1, column: 1), message: "bad name '\(stacked)'")
        XCTAssertLessThan(diagnostic.message.unicodeScalars.count, 120, diagnostic.message)
    }
}
