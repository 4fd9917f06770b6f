import Contract
import ContractVerify
import XCTest
import YAMLNodes

/// One drifted request per request check: each finding is asserted with its kind, its entry and the contract element
/// its note points at. Entry 0 is always a conforming request, so the finding's index is checked too.
final class RequestFindingsTests: XCTestCase {
    private var zing: Contract!
    private var longde: Contract!
    private var zingTraffic: ExampleTraffic!

    override func setUpWithError() throws {
        zing = try RealContracts.load("zing")
        longde = try RealContracts.load("longde")
        zingTraffic = ExampleTraffic(contract: zing)
    }

    /// A conforming request to `endpoint` first, then `drifted`.
    private func verify(_ endpoint: String, contract: Contract? = nil, _ drift: (inout EntrySpec) -> Void) throws
        -> VerifyRun
    {
        let contract = contract ?? zing!
        let traffic = ExampleTraffic(contract: contract)
        let good = traffic.request(traffic.endpoint(endpoint))
        var drifted = good
        drift(&drifted)
        return try VerifyHarness.run(contract, [good, drifted])
    }

    private func assert(
        _ finding: Finding, entry: Int, at mark: SourceMark, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(finding.capture?.entry, entry, finding.message, file: file, line: line)
        XCTAssertEqual(finding.note?.mark, mark, finding.message, file: file, line: line)
        XCTAssertEqual(finding.note?.file.hasPrefix("contract/"), true, file: file, line: line)
    }

    private func removing(_ name: String) -> (inout EntrySpec) -> Void {
        { spec in spec.headers.removeAll { $0.0 == name } }
    }

    func testAMissingTokenIsReportedAtTheEndpoint() throws {
        let run = try verify("currentUser", removing("X-Access-Token"))
        let finding = try run.single("request-token-missing")
        assert(finding, entry: 1, at: zing.endpoint(named: "currentUser")!.provenance.mark)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.capture?.description, "capture.har: entries[1] (GET /sys/user/getUserInfo)")
    }

    func testATokenOnTheLoginExchange() throws {
        let run = try verify("appleNativeLogin") { $0.headers.append(("X-Access-Token", Planted.value("old-token"))) }
        let finding = try run.single("request-token-unexpected")
        assert(finding, entry: 1, at: zing.endpoint(named: "appleNativeLogin")!.provenance.mark)
        XCTAssertTrue(finding.message.contains("the login exchange sends no token"), finding.message)
    }

    func testATokenWithoutItsScheme() throws {
        let run = try verify("currentUser", contract: longde) { spec in
            spec.headers = spec.headers.map { $0.0 == "Authorization" ? ($0.0, Planted.value("bare")) : $0 }
        }
        assert(try run.single("request-token-scheme"), entry: 1, at: longde.auth!.token!.provenance.mark)
    }

    func testTenantHeaderValuesAndItsOmissionRule() throws {
        let tenant = zing.auth!.tenant!
        for value in ["abc", "0", "12.5"] {
            let run = try verify("currentUser") { spec in
                spec.headers = spec.headers.map { $0.0 == "X-Tenant-Id" ? ($0.0, value) : $0 }
            }
            let finding = try run.single("request-tenant-invalid")
            assert(finding, entry: 1, at: tenant.provenance.mark)
            XCTAssertEqual(value == "0", finding.message.contains("sent as no header"), finding.message)
        }
        let omitted = try verify("currentUser", removing("X-Tenant-Id"))
        XCTAssertEqual(omitted.drift.map(\.kind.id), [], "a tenant of 0 is sent as no header: absence is fine")
    }

    func testATenantOnAnEndpointThatSendsNone() throws {
        let run = try verify("appleNativeLogin") { $0.headers.append(("X-Tenant-Id", "1234")) }
        assert(
            try run.single("request-tenant-unexpected"), entry: 1,
            at: zing.endpoint(named: "appleNativeLogin")!.provenance.mark)
    }

    func testHeadersNeverToSend() throws {
        let run = try verify("currentUser") { $0.headers.append(("x-forwarded-for", "10.0.0.1")) }
        let finding = try run.single("request-forbidden-header")
        assert(finding, entry: 1, at: zing.headers.provenance!.mark)
        XCTAssertTrue(finding.message.contains("X-Forwarded-For"), finding.message)
    }

    func testHeadersEveryRequestCarries() throws {
        let run = try verify("appleNativeLogin") { spec in
            spec.headers.removeAll { $0.0 == "Accept" }
            spec.headers = spec.headers.map { $0.0 == "Content-Type" ? ($0.0, "text/plain") : $0 }
        }
        let findings = run.findings("request-header-mismatch")
        XCTAssertEqual(findings.count, 2, run.text)
        for finding in findings { assert(finding, entry: 1, at: zing.headers.provenance!.mark) }
        let tolerated = try verify("appleNativeLogin") { spec in
            spec.headers = spec.headers.map {
                $0.0 == "Content-Type"
                    ? ("content-type", "application/json; charset=utf-8")
                    : $0.0 == "Accept" ? ($0.0, "application/json, text/plain, */*") : $0
            }
        }
        XCTAssertEqual(tolerated.drift.map(\.kind.id), [], "parameters and lists of media types are fine")
    }

    func testQueryParameters() throws {
        let constant = zing.endpoint(named: "tenantMemberships")!.query[0]
        let wrong = try verify("tenantMemberships") { $0.url = $0.url.replacingOccurrences(of: "=1", with: "=2") }
        let finding = try wrong.single("request-query-invalid")
        assert(finding, entry: 1, at: constant.provenance.mark)
        XCTAssertTrue(finding.message.contains("not its fixed value 1"), finding.message)

        let scene = zing.endpoint(named: "cosTemporaryCredentials")!.query[0]
        let missing = try verify("cosTemporaryCredentials") {
            $0.url = $0.url.replacingOccurrences(of: "scene=sample&", with: "")
        }
        assert(try missing.single("request-query-invalid"), entry: 1, at: scene.provenance.mark)

        let extra = try verify("tenantMemberships") { $0.url += "&access_token=" + Planted.value("query") }
        let unknown = try extra.single("request-query-unknown")
        assert(unknown, entry: 1, at: zing.endpoint(named: "tenantMemberships")!.provenance.mark)
        XCTAssertTrue(unknown.message.contains("access_token"), unknown.message)
    }

    func testJSONBodies() throws {
        let login = zing.model(named: "AppleLoginRequest")!
        let notJSON = try verify("appleNativeLogin") { $0.requestBody = "identityToken=x" }
        assert(try notJSON.single("request-body-invalid"), entry: 1, at: login.provenance.mark)

        let token = Planted.value("identityToken")
        let empty = try verify("appleNativeLogin") {
            $0.requestBody = #"{"identityToken": "", "nonce": "\#(Planted.value("nonce"))"}"#
        }
        let emptyFinding = try empty.single("request-body-invalid")
        assert(emptyFinding, entry: 1, at: login.field(named: "identityToken")!.provenance.mark)
        XCTAssertEqual(emptyFinding.jsonPath, "request.identityToken")

        let long = String(repeating: "a", count: 4100) + token
        let tooLong = try verify("appleNativeLogin") {
            $0.requestBody = #"{"identityToken": "\#(long)", "nonce": "n"}"#
        }
        XCTAssertTrue(try tooLong.single("request-body-invalid").message.contains("more than 4096"), tooLong.text)

        let nullName = try verify("appleNativeLogin") {
            $0.requestBody = #"{"identityToken": "\#(token)", "nonce": "n", "fullName": null}"#
        }
        assert(
            try nullName.single("request-body-undocumented"), entry: 1,
            at: login.field(named: "fullName")!.provenance.mark)
    }

    func testMultipartBodies() throws {
        let upload = zing.endpoint(named: "uploadFile")!
        let noFile = try verify("uploadFile") { $0.formFields = [HARFormField(name: "biz", value: "a/b")] }
        assert(try noFile.single("request-body-invalid"), entry: 1, at: upload.provenance.mark)
        let extra = try verify("uploadFile") { $0.formFields?.append(HARFormField(name: "tenant", value: "9")) }
        XCTAssertTrue(try extra.single("request-body-undocumented").message.contains("tenant"), extra.text)
    }

    func testRequestsNoEndpointHas() throws {
        let run = try verify("currentUser") { spec in
            spec.method = "POST"
        }
        let wrongMethod = try run.single("request-unmatched")
        assert(wrongMethod, entry: 1, at: zing.endpoint(named: "currentUser")!.provenance.mark)
        XCTAssertTrue(wrongMethod.message.contains("takes GET"), wrongMethod.message)
        let unknown = try verify("currentUser") { $0.url = zingTraffic.base + "/sys/dict/list" }
        assert(try unknown.single("request-unmatched"), entry: 1, at: zing.info.provenance.mark)
        XCTAssertEqual(unknown.report.counts.unmatched, 1)
    }

    func testPlainHTTPToTheAPIHost() throws {
        let run = try verify("currentUser") { $0.url = $0.url.replacingOccurrences(of: "https://", with: "http://") }
        assert(try run.single("request-insecure-scheme"), entry: 1, at: zing.info.provenance.mark)
        XCTAssertEqual(run.report.counts.matched, 2, "still held against the contract")
    }
}
