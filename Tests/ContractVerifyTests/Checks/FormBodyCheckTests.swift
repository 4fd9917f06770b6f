import Contract
import ContractVerify
import XCTest

/// A captured form body against its endpoint's fields: a conforming one has no finding; undeclared, missing,
/// repeated and changed fields are reported by name, and a secret field's value never reaches any output (the
/// harness scans each for the planted marker), even when the capture's body is wrong.
final class FormBodyCheckTests: XCTestCase {
    static let contractText = """
        format: 1
        info: { title: F, module: FAPI, version: "1", date: 2026-01-01, baseURL: "https://api.f.example", generate: false, docs: [f.md] }
        envelopes:
          codes: { style: none, errorCode: errcode, message: errmsg }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          follow:
            method: POST
            path: /x/relation/modify
            body:
              form:
                fields:
                  fid: { type: int }
                  act: { type: int, const: "1" }
                  re_src: { type: string, optional: true }
                  csrf: { type: string, secret: true }
            response: { envelope: codes, payload: none }
        """

    private var contract: Contract!
    private var traffic: ExampleTraffic!

    override func setUpWithError() throws {
        let loaded = ContractLoader.load(text: Self.contractText, file: "contract/f.yaml")
        contract = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        traffic = ExampleTraffic(contract: contract)
    }

    private var secret: String { Planted.value("csrf") }

    func testAConformingFormHasNoBodyFinding() throws {
        var follow = traffic.request(traffic.endpoint("follow"))
        follow.requestBody = "fid=2&act=1&re_src=11&csrf=\(secret)"
        follow.responseBody = #"{"errcode": 0, "errmsg": "ok \#(secret)"}"#
        let run = try VerifyHarness.run(contract, [follow])
        XCTAssertEqual(run.findings("request-body-invalid"), [], run.text)
        XCTAssertEqual(run.findings("request-body-undocumented"), [], run.text)
    }

    func testWrongFieldsAreNamedAndNoValueIsQuoted() throws {
        var follow = traffic.request(traffic.endpoint("follow"))
        follow.requestBody = "act=2&extra=\(secret)&re_src=1&re_src=2&csrf=\(secret)"
        let run = try VerifyHarness.run(contract, [follow])
        XCTAssertEqual(
            run.findings("request-body-invalid").map(\.message).sorted(),
            [
                "the form lacks required form field 'fid'",
                "the form sends form field 'act' with a value other than '1'",
            ], run.text)
        XCTAssertEqual(
            run.findings("request-body-undocumented").map(\.message).sorted(),
            [
                "the form has form field 'extra', which the contract does not declare",
                "the form sends form field 're_src' more than once",
            ], run.text)
    }

    func testAValueNotOfItsTypeIsQuotedButASecretNever() throws {
        var follow = traffic.request(traffic.endpoint("follow"))
        follow.requestBody = "fid=two&act=1&csrf=\(secret)"
        let run = try VerifyHarness.run(contract, [follow])
        XCTAssertEqual(
            run.findings("request-body-invalid").map(\.message), [#"the form field fid is "two", not int"#], run.text)
    }

    func testAJSONBodyWhereAFormIsDeclaredIsInvalid() throws {
        var follow = traffic.request(traffic.endpoint("follow"))
        follow.requestMimeType = "application/json"
        follow.requestBody = #"{"fid": 2, "csrf": "\#(secret)"}"#
        let run = try VerifyHarness.run(contract, [follow])
        XCTAssertEqual(
            run.findings("request-body-invalid").map(\.message),
            [#"the body is "application/json", not application/x-www-form-urlencoded"#], run.text)
    }
}

/// A `oneOf:` group in captures: one member sent is fine; none or both is reported by the members' names, never a
/// value, whether the members travel in the query or the form.
final class ParameterGroupCheckTests: XCTestCase {
    static let contractText = """
        format: 1
        info: { title: G, module: GAPI, version: "1", date: 2026-01-01, baseURL: "https://api.g.example", generate: false, docs: [g.md] }
        envelopes:
          codes: { style: none, errorCode: errcode, message: errmsg }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          card:
            method: POST
            path: /card
            query:
              mid: { type: int, optional: true }
            oneOf:
              user: [mid, token]
            body:
              form:
                fields:
                  token: { type: string, secret: true, optional: true }
            response: { envelope: codes, payload: none }
          follow:
            method: POST
            path: /follow
            oneOf:
              who: [fid, name]
            body:
              form:
                fields:
                  fid: { type: int, optional: true }
                  name: { type: string, optional: true }
            response: { envelope: codes, payload: none }
        """

    private var contract: Contract!
    private var traffic: ExampleTraffic!

    override func setUpWithError() throws {
        let loaded = ContractLoader.load(text: Self.contractText, file: "contract/g.yaml")
        contract = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        traffic = ExampleTraffic(contract: contract)
    }

    func testExactlyOneMemberIsSent() throws {
        var byQuery = traffic.request(traffic.endpoint("card"))
        XCTAssertTrue(byQuery.url.hasSuffix("/card?mid=1"), byQuery.url)
        byQuery.requestBody = ""
        var byForm = traffic.request(traffic.endpoint("card"))
        byForm.url = byForm.url.replacingOccurrences(of: "?mid=1", with: "")
        byForm.requestBody = "token=\(Planted.value("token"))"
        let run = try VerifyHarness.run(contract, [byQuery, byForm])
        XCTAssertEqual(run.findings("request-query-invalid"), [], run.text)
    }

    func testNoneOrBothAreReportedByName() throws {
        var neither = traffic.request(traffic.endpoint("card"))
        neither.url = neither.url.replacingOccurrences(of: "?mid=1", with: "")
        neither.requestBody = ""
        var both = traffic.request(traffic.endpoint("card"))
        both.requestBody = "token=\(Planted.value("token"))"
        let run = try VerifyHarness.run(contract, [neither, both])
        XCTAssertEqual(
            run.findings("request-query-invalid").map(\.message),
            [
                "sends none of group user (mid, token); exactly one is sent",
                "sends mid and token of group user; exactly one is sent",
            ], run.text)
    }

    /// A group of form fields only is the body's fault, not the query's.
    func testAFormGroupIsReportedAsTheBodys() throws {
        var both = traffic.request(traffic.endpoint("follow"))
        both.requestBody = "fid=2&name=n"
        let run = try VerifyHarness.run(contract, [both])
        XCTAssertEqual(run.findings("request-query-invalid"), [], run.text)
        XCTAssertEqual(
            run.findings("request-body-invalid").map(\.message),
            ["sends fid and name of group who; exactly one is sent"], run.text)
    }
}
