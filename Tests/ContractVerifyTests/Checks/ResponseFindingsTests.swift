import Contract
import ContractVerify
import XCTest

/// One drifted answer per response check, each asserted with its kind, entry and contract element; and the answers
/// a contract anticipates (success conditions, union branches) end as classified failures, not findings.
final class ResponseFindingsTests: XCTestCase {
    private var zing: Contract!
    private var traffic: ExampleTraffic!

    override func setUpWithError() throws {
        zing = try RealContracts.load("zing")
        traffic = ExampleTraffic(contract: zing)
    }

    /// A conforming exchange first (the endpoint's first example), then the same request answered `status`/`body`.
    private func answer(
        _ endpoint: String, status: Int = 200, _ body: String, contract: Contract? = nil
    ) throws -> VerifyRun {
        let contract = contract ?? zing!
        let traffic = ExampleTraffic(contract: contract)
        let target = traffic.endpoint(endpoint)
        var good = traffic.request(target, body: target.examples.first?.request)
        good.responseBody = target.examples.first?.response
        var drifted = good
        drifted.status = status
        drifted.responseBody = body
        return try VerifyHarness.run(contract, [good, drifted])
    }

    private func field(_ model: String, _ name: String) -> Field { zing.model(named: model)!.field(named: name)! }

    private func outcome(_ run: VerifyRun, _ entry: Int = 1) -> Outcome { run.report.exchanges[entry].outcome }

    func testAValueInAFormTheContractDoesNotAccept() throws {
        let run = try answer(
            "tenantMemberships",
            #"{"success": true, "code": 200, "result": [{"id": "u", "tenantUserId": "1", "status": "1"}, {"id": "u", "tenantUserId": "2", "status": true}]}"#
        )
        let finding = try run.single("response-payload-invalid")
        XCTAssertEqual(finding.capture?.entry, 1)
        XCTAssertEqual(finding.jsonPath, "result[1].status")
        XCTAssertTrue(finding.message.hasPrefix("result[1].status arrived as true"), finding.message)
        XCTAssertEqual(finding.note?.mark, field("TenantMembership", "status").provenance.mark)
        XCTAssertEqual(outcome(run), .failure(errorClass: "invalidResponse", code: nil, errorCode: nil))
    }

    func testARequiredFieldNoConditionNames() throws {
        let run = try answer("permissionCodes", #"{"success": true, "code": 200, "result": {"auth": []}}"#)
        let finding = try run.single("response-payload-invalid")
        XCTAssertEqual(finding.jsonPath, "result.codeList")
        XCTAssertEqual(finding.note?.mark, field("PermissionSet", "codeList").provenance.mark)
        // A membership row without its ids is no longer one: the row and the list survive (issue 49 item 5).
        let rows = try answer("tenantMemberships", #"{"success": true, "code": 200, "result": [{"name": "x"}]}"#)
        XCTAssertEqual(rows.findings("response-payload-invalid").count, 0)
        XCTAssertEqual(outcome(rows), .success)
    }

    func testNullWhereTheContractSaysAbsentIsAWarning() throws {
        let run = try answer(
            "tenantMemberships",
            #"{"success": true, "code": 200, "result": [{"id": "u", "tenantUserId": "1", "name": null}]}"#)
        let finding = try run.single("response-payload-undocumented")
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.note?.mark, field("TenantMembership", "name").provenance.mark)
        XCTAssertEqual(outcome(run), .success, "the client accepts null for an optional field")
    }

    func testAVariantsConditionsApplyOnlyToThatVariant() throws {
        let herald = try RealContracts.load("herald")
        let session =
            #"{"userId": "u", "accessToken": "", "refreshToken": "r", "expiresIn": 1, "refreshExpiresIn": 1, "tokenType": "Bearer"}"#
        let empty = try answer("appleNativeLogin", session, contract: herald)
        XCTAssertEqual(empty.drift.map(\.kind.id), [], "an empty access token is the condition's failure")
        XCTAssertEqual(outcome(empty), .failure(errorClass: "invalidResponse", code: nil, errorCode: nil))
        let redirect = try answer("appleNativeLogin", #"{"redirectUri": "app://cb?code=ac_1"}"#, contract: herald)
        XCTAssertEqual(outcome(redirect), .success, "a redirect has no access token to check")
    }

    func testAStatusNoCaseDocumentsIsAWarningAndStillSucceeds() throws {
        let run = try answer(
            "tenantMemberships",
            #"{"success": true, "code": 200, "result": [{"id": "u", "tenantUserId": "1", "status": "3"}]}"#)
        let finding = try run.single("response-enum-value-unlisted")
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.jsonPath, "result[0].status")
        XCTAssertEqual(finding.note?.mark, zing.enumeration(named: "TenantStatus")?.provenance.mark)
        XCTAssertEqual(outcome(run), .success, "the client keeps the value as unknown")
    }

    func testWhatTheSuccessConditionsAnticipateIsAnOutcomeNotAFinding() throws {
        for body in [
            #"{"success": true, "code": 0, "result": {"token": "jwt-1"}}"#,
            #"{"success": true, "code": 0, "result": {"token": "", "userInfo": {"id": "u"}}}"#,
            #"{"success": true, "code": 0}"#,
        ] {
            let run = try answer("appleNativeLogin", body)
            XCTAssertEqual(run.drift.map(\.kind.id), [], body)
            XCTAssertEqual(outcome(run), .failure(errorClass: "invalidResponse", code: nil, errorCode: nil), body)
        }
        let herald = try RealContracts.load("herald")
        let neither = try answer("appleNativeLogin", #"{"message": "login ok"}"#, contract: herald)
        XCTAssertEqual(neither.drift.map(\.kind.id), [], "a body that is neither branch is the union's failure")
        XCTAssertEqual(outcome(neither), .failure(errorClass: "invalidResponse", code: nil, errorCode: nil))
    }

    func testSuccessWithAnErrorStatus() throws {
        let run = try answer(
            "currentUser", status: 500, #"{"success": true, "code": 200, "result": {"userInfo": {"id": "u"}}}"#)
        let finding = try run.single("response-success-status")
        XCTAssertEqual(finding.note?.mark, zing.envelope(named: "standard")!.provenance.mark)
        XCTAssertEqual(outcome(run), .failure(errorClass: "connectivity", code: nil, errorCode: nil))
    }

    func testACodeNoRuleOrExampleNames() throws {
        let run = try answer("currentUser", #"{"success": false, "code": 1234, "message": "new", "result": null}"#)
        let finding = try run.single("response-code-undocumented")
        let businessRule = zing.errorRules.first { $0.success == false }!
        XCTAssertEqual(finding.note?.mark, businessRule.provenance.mark)
        XCTAssertTrue(finding.message.contains("business code 1234"), finding.message)
        let businessIndex = try XCTUnwrap(zing.errorRules.firstIndex { $0.success == false })
        XCTAssertTrue(finding.message.contains("errorRules[\(businessIndex)]"), finding.message)
        XCTAssertEqual(outcome(run), .failure(errorClass: "business", code: 1234, errorCode: nil))
        let documented = try answer("currentUser", #"{"success": false, "code": 510, "result": null}"#)
        XCTAssertEqual(documented.drift.map(\.kind.id), [])
        XCTAssertEqual(outcome(documented), .failure(errorClass: "permissionDenied", code: 510, errorCode: nil))
    }

    func testStringErrorCodesNoRuleNames() throws {
        let longde = try RealContracts.load("longde")
        let run = try answer(
            "currentUser", status: 409,
            #"{"success": false, "statusCode": 409, "message": "x", "errorCode": "QUOTA_GONE"}"#, contract: longde)
        XCTAssertTrue(try run.single("response-code-undocumented").message.contains("\"QUOTA_GONE\""), run.text)
        XCTAssertEqual(outcome(run), .failure(errorClass: "business", code: nil, errorCode: "QUOTA_GONE"))
    }

    func testEnvelopeCodesAndStatusCodes() throws {
        let unlisted = try answer("currentUser", #"{"success": true, "code": 7, "result": {"userInfo": {"id": "u"}}}"#)
        XCTAssertEqual(
            try unlisted.single("response-success-code-unlisted").note?.mark,
            zing.envelope(named: "standard")!.provenance.mark)
        let malformed = try answer("currentUser", #"{"success": false, "code": "E42", "result": null}"#)
        XCTAssertEqual(try malformed.single("response-code-malformed").jsonPath, "code")
        XCTAssertEqual(outcome(malformed), .failure(errorClass: "business", code: nil, errorCode: nil))
        let longde = try RealContracts.load("longde")
        let mismatch = try answer(
            "currentUser", status: 401,
            #"{"success": false, "statusCode": 400, "message": "x", "errorCode": "AUTH_UNAUTHORIZED"}"#,
            contract: longde)
        XCTAssertEqual(
            try mismatch.single("response-status-code-mismatch").note?.mark,
            longde.envelope(named: "standard")!.provenance.mark)
    }

    /// The status echo is read as the client reads it, by the one reading: its digits as text are the number too, so
    /// `"statusCode": "500"` on HTTP 200 disagrees with the status as `"statusCode": 500` does (issue 49 item 4).
    func testAStatusEchoAsDigitsInTextIsReadAsTheClientReadsIt() throws {
        let longde = try RealContracts.load("longde")
        for echo in [#""500""#, "500"] {
            let run = try answer(
                "currentUser", status: 200,
                #"{"success": false, "statusCode": \#(echo), "message": "x", "errorCode": "INTERNAL_ERROR"}"#,
                contract: longde)
            let finding = try run.single("response-status-code-mismatch")
            XCTAssertEqual(finding.capture?.entry, 1, echo)
            XCTAssertEqual(finding.message, "statusCode is 500, but the HTTP status is 200", echo)
            XCTAssertEqual(finding.note?.mark, longde.envelope(named: "standard")!.provenance.mark, echo)
            XCTAssertEqual(outcome(run), .failure(errorClass: "internalError", code: nil, errorCode: "INTERNAL_ERROR"))
        }
        let agreeing = try answer(
            "currentUser", status: 500,
            #"{"success": false, "statusCode": "500", "message": "x", "errorCode": "INTERNAL_ERROR"}"#, contract: longde
        )
        XCTAssertEqual(agreeing.findings("response-status-code-mismatch").count, 0)
    }

    func testAnswersThatCannotBeCheckedPointAtTheirEndpoint() throws {
        let endpoint = zing.endpoint(named: "currentUser")!
        var redirect = traffic.request(endpoint)
        redirect.status = 307
        redirect.responseBody = ""
        var missing = traffic.request(endpoint)
        missing.status = nil
        let run = try VerifyHarness.run(zing, [traffic.request(endpoint), redirect, missing])
        for (kind, entry) in [("response-redirect", 1), ("response-missing", 2)] {
            let finding = try run.single(kind)
            XCTAssertEqual(finding.capture?.entry, entry, kind)
            XCTAssertEqual(finding.note?.mark, endpoint.provenance.mark, kind)
        }
        let logout = try XCTUnwrap(run.findings("endpoint-not-exercised").first { $0.endpoint == "logout" })
        XCTAssertNil(logout.capture, "a finding about the contract, not an entry")
        XCTAssertEqual(logout.note?.mark, zing.endpoint(named: "logout")!.provenance.mark)
        let malformed = try answer("currentUser", #"{"success": false, "code": [1], "result": null}"#)
        let code = try malformed.single("response-code-malformed")
        XCTAssertEqual(code.capture?.entry, 1)
        XCTAssertEqual(code.note?.mark, zing.envelope(named: "standard")!.provenance.mark)
    }

    func testEveryFailureGetsTheClassTheClientGivesIt() throws {
        let cases: [(Int, String, String)] = [
            (401, #"{"status": 401}"#, "sessionExpired"),
            (200, #"{"success": false, "code": 401, "result": null}"#, "sessionExpired"),
            (502, "<html>bad gateway</html>", "connectivity"),
            (200, #"{"userInfo": {"id": "u"}}"#, "invalidResponse"),
            (404, "", "requestRejected"),
        ]
        for (status, body, expected) in cases {
            let run = try answer("currentUser", status: status, body)
            guard case .failure(let found, _, _) = outcome(run) else { return XCTFail("\(body): \(outcome(run))") }
            XCTAssertEqual(found, expected, body)
            XCTAssertTrue(run.text.contains("    \(expected) 1: capture.har#entries[1]"), run.text)
        }
    }
}
