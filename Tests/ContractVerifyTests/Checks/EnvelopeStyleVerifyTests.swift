import Contract
import ContractFixtures
import ContractVerify
import XCTest

/// Every envelope style's fixture through `verify`: a capture of the fixture's own examples verifies clean and each
/// exchange ends as its example expects, classified by the envelope's code; and hostile answers (huge, fractional,
/// nested or object codes, a missing payload, a string code where an int is declared and back, control characters in
/// a message) end as the runtime reads them, with nothing printed raw.
final class EnvelopeStyleVerifyTests: XCTestCase {
    private func load(_ fixture: EnvelopeStyleFixture) throws -> Contract {
        let result = ContractLoader.load(text: fixture.yaml, file: fixture.file)
        return try XCTUnwrap(result.contract, "\(fixture.name): \(result.diagnostics.map(\.description))")
    }

    func testEachStylesExamplesVerifyCleanAndEndAsTheyExpect() throws {
        for fixture in EnvelopeStyleFixture.all {
            let contract = try load(fixture)
            let traffic = ExampleTraffic(contract: contract).exampleEntries()
            let run = try VerifyHarness.run(contract, traffic.map(\.spec))
            XCTAssertEqual(run.findings.count, 0, "\(fixture.name):\n\(run.text)")
            XCTAssertEqual(run.report.counts.matched, traffic.count, fixture.name)
            for (exchange, sent) in zip(run.report.exchanges, traffic) {
                let label = "\(fixture.name) '\(sent.example.name)'"
                switch sent.example.expectation {
                case .success:
                    XCTAssertEqual(exchange.outcome, .success, label)
                case .failure(let errorClass, let code, let errorCode):
                    guard case .failure(let found, let foundCode, let foundErrorCode) = exchange.outcome else {
                        XCTFail("\(label): \(exchange.outcome), expected \(errorClass)")
                        continue
                    }
                    XCTAssertEqual(found, errorClass, label)
                    if let code { XCTAssertEqual(foundCode, code, label) }
                    if let errorCode { XCTAssertEqual(foundErrorCode, errorCode, label) }
                }
            }
        }
    }

    /// The outcomes of `bodies` (status, body) answered to the fixture's endpoint, after its first example.
    private func outcomes(_ fixture: EnvelopeStyleFixture, _ bodies: [(Int, String)]) throws -> (VerifyRun, [Outcome]) {
        let contract = try load(fixture)
        let traffic = ExampleTraffic(contract: contract)
        let endpoint = try XCTUnwrap(contract.endpoints.first)
        let entries = bodies.map { status, body in
            var entry = traffic.request(endpoint)
            entry.status = status
            entry.responseBody = body
            return entry
        }
        let run = try VerifyHarness.run(contract, entries)
        Self.assertNothingRaw(run, fixture.name)
        return (run, run.report.exchanges.map(\.outcome))
    }

    private static let invalid = Outcome.failure(errorClass: "invalidResponse", code: nil, errorCode: nil)
    private static let notJSON = Outcome.failure(errorClass: "connectivity", code: nil, errorCode: nil)

    func testHostileIntegerCodes() throws {
        let entry = #""data": {"id": "e", "amount": 1}"#
        let (_, found) = try outcomes(
            .code,
            [
                (200, #"{"code": 1e400, \#(entry)}"#),
                (200, #"{"code": 18446744073709551616, \#(entry)}"#),
                (200, #"{"code": 0.0, \#(entry)}"#),
                (200, #"{"code": 1.5, \#(entry)}"#),
                (200, #"{"code": [[0]], \#(entry)}"#),
                (200, #"{"code": {"value": 0}, \#(entry)}"#),
                (200, #"{"code": "77001", "msg": "lenient"}"#),
                (200, #"{"code": 0, "msg": "no payload"}"#),
                (200, #"{"code": 0, "data": {"id": 5, "amount": 1}}"#),
            ])
        XCTAssertEqual(
            found,
            [
                Self.notJSON,  // beyond any Double: the body is no JSON the client can read, as the runtime says
                Self.invalid,  // beyond Int: not this envelope's code
                Self.invalid,  // `0.0` is not the integer 0: a code that decides success is only an integer literal
                Self.invalid, Self.invalid, Self.invalid,
                .failure(errorClass: "tokenExpired", code: 77001, errorCode: nil),  // numeric text reads as the number
                Self.invalid,  // the payload path does not exist
                Self.invalid,
            ])
    }

    func testHostileStringCodes() throws {
        let (_, found) = try outcomes(
            .nested,
            [
                (200, #"{"Response": {"Error": {"Code": 18446744073709551616}, "RequestId": "r"}}"#),
                (200, #"{"Response": {"Error": {"Code": 1.5}, "RequestId": "r"}}"#),
                (200, #"{"Response": {"Error": {"Code": ["AuthFailure.TokenExpired"]}, "RequestId": "r"}}"#),
                (200, #"{"Response": {"Error": {"Code": 42}, "RequestId": "r"}}"#),
                (200, #"{"Response": {"Error": "AuthFailure.TokenExpired", "RequestId": "r"}}"#),
                (200, #"{"Response": [], "TotalCount": 1}"#),
            ])
        XCTAssertEqual(
            found,
            [
                Self.invalid,  // no exact digits to read it as text
                Self.invalid, Self.invalid,
                .failure(errorClass: "business", code: nil, errorCode: "42"),  // a number reads as its digits
                Self.invalid,  // the object on the way is text
                Self.invalid,
            ])
    }

    func testAClosedPayloadDoesNotCountTheEnvelopesKeysInsideItsField() throws {
        var fixture = EnvelopeStyleFixture.nested
        fixture.yaml = fixture.yaml.replacingOccurrences(of: "  Zones:\n", with: "  Zones:\n    open: false\n")
        XCTAssertNotEqual(fixture.yaml, EnvelopeStyleFixture.nested.yaml)
        let (run, found) = try outcomes(
            fixture,
            [
                (200, #"{"Response": {"Error": null, "TotalCount": 1, "RequestId": "r"}}"#),
                (200, #"{"Response": {"TotalCount": 1, "RequestId": "r", "Extra": 1}}"#),
            ])
        XCTAssertEqual(found, [.success, Self.invalid], run.text)
        XCTAssertEqual(run.findings.map(\.jsonPath), ["Response.Extra"], run.text)
    }

    func testTheFlagDecidesWhateverTheCodeIs() throws {
        let (_, found) = try outcomes(
            .flag,
            [
                (200, #"{"success": false, "code": "E1", "message": "no"}"#),
                (200, #"{"success": false, "code": 1.5}"#),
                (200, #"{"success": false, "code": {"v": 401}}"#),
                (200, #"{"success": "false", "code": 401}"#),
                (200, #"{"success": true, "code": 200}"#),
            ])
        XCTAssertEqual(
            found,
            [
                .failure(errorClass: "business", code: nil, errorCode: nil),
                .failure(errorClass: "business", code: nil, errorCode: nil),
                .failure(errorClass: "business", code: nil, errorCode: nil),
                Self.invalid,
                Self.invalid,  // the payload path does not exist
            ])
    }

    func testProblemDetailsOfEveryShape() throws {
        let (_, found) = try outcomes(
            .problems,
            [
                (401, #"{"type": 7, "title": "Unauthorized"}"#),
                (403, #"{"type": {"uri": "x"}, "detail": ["no"]}"#),
                (401, #"{"type": "https://notes.example/problems/token-expired"}"#),
                (200, #"{"id": "n", "title": 5}"#),
            ])
        XCTAssertEqual(
            found,
            [
                .failure(errorClass: "tokenExpired", code: nil, errorCode: nil),  // by its status
                .failure(errorClass: "business", code: nil, errorCode: nil),
                .failure(
                    errorClass: "tokenExpired", code: nil, errorCode: "https://notes.example/problems/token-expired"),
                Self.invalid,
            ])
    }

    func testControlCharactersInMessagesAndCodesAreNeverPrintedRaw() throws {
        let hostile = #"\u202Eevil\u2066x\u001B[31mred\u0007"#
        for (fixture, body, status) in [
            (EnvelopeStyleFixture.code, #"{"code": 12, "msg": "\#(hostile)"}"#, 200),
            (.wechat, #"{"errcode": 55, "errmsg": "\#(hostile)"}"#, 200),
            (.nested, #"{"Response": {"Error": {"Code": "\#(hostile)", "Message": "\#(hostile)"}}}"#, 200),
            (.problems, #"{"type": "\#(hostile)", "title": "\#(hostile)", "detail": "\#(hostile)"}"#, 400),
            (.flag, #"{"success": false, "code": 9, "message": "\#(hostile)"}"#, 200),
        ] {
            let (run, found) = try outcomes(fixture, [(status, body)])
            guard case .failure = found.first else { return XCTFail("\(fixture.name): \(found)") }
            XCTAssertFalse(run.findings.isEmpty && fixture.name == "nested", "an undocumented code is a finding")
        }
    }

    /// No output of `run` holds a bidirectional control, ESC or BEL as it is.
    static func assertNothingRaw(_ run: VerifyRun, _ label: String, file: StaticString = #filePath, line: UInt = #line)
    {
        let raw: [Unicode.Scalar] = ["\u{202E}", "\u{2066}", "\u{1B}", "\u{07}"]
        for (output, name) in [
            (run.text, "text"), (run.markdown, "markdown"), (run.json, "json"), (run.examples, "examples"),
        ] {
            for scalar in raw where output.unicodeScalars.contains(scalar) {
                XCTFail(
                    "\(label): the \(name) output holds U+\(String(scalar.value, radix: 16))", file: file, line: line)
            }
        }
    }
}
