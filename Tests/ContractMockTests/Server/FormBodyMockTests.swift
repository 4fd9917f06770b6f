import Contract
import XCTest

@testable import ContractMock

/// A form endpoint's body is read (plain or chunked) and checked against its fields; the request log names what is
/// wrong by the contract's field names and never shows a value, so a secret field's stays out of it.
final class FormBodyMockTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: F, module: FAPI, version: "1", date: 2026-01-01, generate: false, docs: [f.md] }
        envelopes: { bare: { style: none } }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          follow:
            method: POST
            path: /follow
            body:
              form:
                fields:
                  fid: { type: int }
                  act: { type: int, const: "1" }
                  csrf: { type: string, secret: true }
                  token: { type: string, secret: true, optional: true }
            query:
              mid: { type: int, optional: true }
            oneOf:
              target: [mid, token]
            response: { envelope: bare, payload: none }
          logout:
            method: POST
            path: /logout
            response: { envelope: bare, payload: none }
        """

    private static let secret = "s3cret-csrf-value"

    private func serve(_ chunks: [String]) throws -> (written: String, log: [String]) {
        var written = ""
        var log: [String] = []
        var connection = MockConnection(
            input: BufferedInput(source: MemorySource(chunks)),
            responder: MockResponder(catalog: try MockCatalog(contract: try Contracts.text(Self.contract))),
            limits: MockLimits(),
            write: {
                written += String(decoding: $0, as: UTF8.self)
                return true
            },
            log: { log.append($0) })
        connection.serve()
        return (written, log)
    }

    private static func post(_ path: String, _ body: String, type: String = "application/x-www-form-urlencoded")
        -> String
    {
        "POST \(path) HTTP/1.1\r\nContent-Type: \(type)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    func testAConformingFormIsServedWithoutNotes() throws {
        let served = try serve([Self.post("/follow?mid=3", "fid=2&act=1&csrf=\(Self.secret)")])
        let line = try XCTUnwrap(served.log.first)
        XCTAssertTrue(line.hasPrefix("POST /follow -> 200 follow"), line)
        XCTAssertFalse(line.contains("form"), line)
        XCTAssertFalse(line.contains(Self.secret), line)
    }

    func testWrongFieldsAreNotedByNameAndNoValueIsLogged() throws {
        let body = "act=2&\(Self.secret)=\(Self.secret)&csrf=\(Self.secret)&csrf=\(Self.secret)"
        let chunked =
            "POST /follow HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            + "Transfer-Encoding: chunked\r\n\r\n\(String(body.utf8.count, radix: 16))\r\n\(body)\r\n0\r\n\r\n"
        for request in [Self.post("/follow", body), chunked] {
            let served = try serve([request])
            let line = try XCTUnwrap(served.log.first)
            XCTAssertTrue(line.contains("form field fid missing"), line)
            XCTAssertTrue(line.contains("form field act not its fixed value"), line)
            XCTAssertTrue(line.contains("form field csrf sent twice"), line)
            XCTAssertTrue(line.contains("1 undeclared form field"), line)
            XCTAssertFalse(served.log.joined().contains(Self.secret), line)
        }
    }

    func testAGroupWithNoneOrBothMembersSentIsNotedByName() throws {
        let neither = try serve([Self.post("/follow", "fid=2&act=1&csrf=\(Self.secret)")])
        XCTAssertTrue(neither.log[0].contains("group target: none of mid, token sent"), neither.log[0])
        let both = try serve([Self.post("/follow?mid=1", "fid=2&act=1&csrf=\(Self.secret)&token=\(Self.secret)")])
        XCTAssertTrue(both.log[0].contains("group target: mid and token sent; exactly one is"), both.log[0])
        XCTAssertFalse(both.log[0].contains(Self.secret), both.log[0])
        let byForm = try serve([Self.post("/follow", "fid=2&act=1&csrf=\(Self.secret)&token=\(Self.secret)")])
        XCTAssertFalse(byForm.log[0].contains("group"), byForm.log[0])
    }

    func testAFormEndpointSentJSONIsNotedAndOtherBodiesAreNotRead() throws {
        let json = try serve([Self.post("/follow", #"{"csrf": "\#(Self.secret)"}"#, type: "application/json")])
        XCTAssertTrue(json.log[0].contains("the body is not application/x-www-form-urlencoded"), json.log[0])
        let other = try serve([Self.post("/logout", "csrf=\(Self.secret)&junk")])
        XCTAssertFalse(other.log[0].contains("form"), other.log[0])
    }
}
