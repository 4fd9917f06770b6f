import XCTest
import YAMLNodes

@testable import Contract

/// Contracts written to make lint slow: each was a super-linear case of the loader (found by feeding crafted
/// inputs to the fuzz harness), and each now gets a bounded, located answer.
final class HostileContractTests: XCTestCase {
    private static let header = """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: true, docs: [t.md] }

        """

    private func errors(_ text: String) -> [Diagnostic] {
        ContractLoader.load(text: text, file: "hostile.yaml").diagnostics.filter { $0.severity == .error }
    }

    /// Every unknown reference was compared with every definition (and each comparison filled a whole distance
    /// table): 1,000 of each took 11 s under the fuzzer's sanitizers.
    func testThousandsOfUnknownTypesAmongThousandsOfModels() {
        var text = Self.header + "models:\n"
        for index in 0..<1_000 { text += "  Model\(index): { fields: { a: { type: Modle\(index) } } }\n" }
        let unknown = errors(text).filter { $0.message.hasPrefix("unknown type") }
        XCTAssertEqual(unknown.count, 1_000)
        let suggested = unknown.filter { $0.hint?.hasPrefix("did you mean") == true }
        XCTAssertEqual(suggested.count, DidYouMean.Suggester.lookUpLimit, "later typos get the plain hint")
        XCTAssertEqual(suggested.first?.hint, "did you mean 'Model0'?")
        XCTAssertEqual(unknown.last?.hint, "define it under `identifiers:`, `models:`, `unions:` or `enums:`")
    }

    /// 3,500 aliases of one model with 60 fields made 840,000 nodes to decode and validate (14 s) from 43 KB.
    func testAliasesCannotMultiplyTheWorkOfAContract() throws {
        var text = Self.header + "models:\n  M0: &m { fields: { "
        text += (0..<60).map { "f\($0): { type: string }" }.joined(separator: ", ") + " } }\n"
        for index in 1..<3_500 { text += "  M\(index): *m\n" }
        let error = try XCTUnwrap(errors(text).first)
        XCTAssertTrue(error.message.hasPrefix("alias '*m' expands to too many nodes"), error.message)
        XCTAssertEqual(error.mark, SourceMark(line: 4 + 83, column: 8), "the alias that crosses the allowance")
    }

    /// One 1 MB doc aliased by 200 fields is a few hundred nodes but 200 MB of text: `openapi` wrote 420 MB of it.
    func testAliasesCannotMultiplyTheTextOfAContract() throws {
        var text = Self.header + "models:\n  M:\n    fields:\n"
        text += "      f0: { type: string, doc: &big " + String(repeating: "x", count: 1_000_000) + " }\n"
        for index in 1..<200 { text += "      f\(index): { type: string, doc: *big }\n" }
        text += """
            envelopes:
              bare: { style: none }
            errorClasses:
              failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
            errorRules:
              - { otherwise: true, class: failed }
            endpoints:
              ping: { method: GET, path: /ping, response: { envelope: bare, type: M } }

            """
        let result = ContractLoader.load(text: text, file: "hostile.yaml")
        XCTAssertNil(result.contract)
        let error = try XCTUnwrap(result.diagnostics.first { $0.severity == .error })
        XCTAssertTrue(
            error.message.hasPrefix("alias '*big' expands to too much text (limit 1048576 bytes"), error.message)
        XCTAssertEqual(error.mark, SourceMark(line: 8, column: 32), "the second alias passes the limit")
        let note = try XCTUnwrap(result.diagnostics.first { $0.severity == .note })
        XCTAssertEqual(note.description, "hostile.yaml:6:32: note: the anchored node starts here")
    }

    /// 400 expected values missing from an object of 2,000 keys: each sorted the keys, compared every key, and
    /// listed them all in its hint.
    func testManyMissingExpectedValuesInAnObjectOfManyKeys() {
        var text =
            Self.header + """
                models:
                  M: { fields: { a: { type: json } } }
                envelopes:
                  standard: { style: flag, success: success, code: code, message: message, payload: result }
                errorClasses:
                  business: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                errorRules:
                  - { success: false, class: business }
                  - { otherwise: true, class: business }
                endpoints:
                  e:
                    method: GET
                    path: /e
                    response: { envelope: standard, type: M }
                    examples:
                      - name: x
                        response: '{"success": true, "result": {"a": {
                """
        text += (0..<2_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}}}'\n"
        text += "        expect:\n          success: true\n          values:\n"
        for index in 0..<400 { text += "            a.q\(index): 1\n" }
        let missing = errors(text)
        XCTAssertEqual(missing.count, 400)
        XCTAssertEqual(missing.filter { $0.hint?.hasPrefix("did you mean") == true }.count, 50)
        XCTAssertEqual(
            missing.last?.hint,
            "the object there has 2000 keys (k0, k1, k10, k100, k1000, k1001, k1002, k1003, k1004, k1005, k1006, "
                + "k1007, …), no 'q399'")
    }
}
