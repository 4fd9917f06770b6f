import Contract
import ContractVerify
import XCTest

/// What captures hold besides plain JSON exchanges: base64 bodies, missing bodies and answers, non-JSON bodies,
/// redirects, other hosts, broken entries, and files that are not HAR at all.
final class HAREdgeCaseTests: XCTestCase {
    private var zing: Contract!
    private var traffic: ExampleTraffic!

    override func setUpWithError() throws {
        zing = try RealContracts.load("zing")
        traffic = ExampleTraffic(contract: zing)
    }

    private func currentUser(_ body: String?, status: Int? = 200) -> EntrySpec {
        var spec = traffic.request(traffic.endpoint("currentUser"))
        spec.status = status
        spec.responseBody = body
        return spec
    }

    func testBase64BodiesAreDecodedAndChecked() throws {
        var good = currentUser(#"{"success": true, "code": 200, "result": {"userInfo": {"id": "u"}}}"#)
        good.base64 = true
        var drifted = currentUser(#"{"success": true, "code": 200, "result": {"userInfo": {"id": 42}}}"#)
        drifted.base64 = true
        let run = try VerifyHarness.run(zing, [good, drifted])
        XCTAssertEqual(run.report.exchanges[0].outcome, .success)
        XCTAssertEqual(try run.single("response-payload-invalid").jsonPath, "result.userInfo.id")
        let capture = try HARBuilder.capture([drifted])
        XCTAssertEqual(
            capture.entries[0].response?.body.text,
            #"{"success": true, "code": 200, "result": {"userInfo": {"id": 42}}}"#)
    }

    func testBadBase64IsReportedNotGuessed() throws {
        let data = HARBuilder.data([currentUser("{}")])
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: #""text":"{}""#, with: #""text":"%%%","encoding":"base64""#)
        let capture = try HARReader.read(Data(text.utf8), file: "capture.har")
        let run = try VerifyHarness.run(zing, captures: [capture])
        XCTAssertEqual(try run.single("response-body-unreadable").capture?.entry, 0)
        XCTAssertEqual(run.report.exchanges[0].outcome, .unknown)
    }

    func testMissingBodiesAndMissingAnswers() throws {
        var noBody = currentUser(nil)
        noBody.recordedSize = 120
        let emptyBody = currentUser("", status: 204)
        let aborted = currentUser(nil, status: nil)
        let run = try VerifyHarness.run(zing, [noBody, emptyBody, aborted])
        let missing = run.findings("response-missing")
        XCTAssertEqual(missing.map { $0.capture?.entry }, [0, 2])
        XCTAssertEqual(run.report.exchanges[0].outcome, .unknown, "nothing to judge")
        XCTAssertEqual(
            run.report.exchanges[1].outcome, .failure(errorClass: "connectivity", code: nil, errorCode: nil),
            "an empty body where JSON was due")
        XCTAssertEqual(
            run.report.exchanges[2].outcome, .failure(errorClass: "connectivity", code: nil, errorCode: nil),
            "no answer is a transport fault")
    }

    func testNonJSONBodiesAreClassifiedAsTheClientDoes() throws {
        var page = currentUser("<html><body>502 Bad Gateway</body></html>", status: 502)
        page.responseMimeType = "text/html"
        let truncated = currentUser(#"{"success": true, "result": {"userInfo": {"id": "u"#)
        let run = try VerifyHarness.run(zing, [page, truncated])
        XCTAssertEqual(run.drift.map(\.kind.id), [])
        for exchange in run.report.exchanges {
            XCTAssertEqual(exchange.outcome, .failure(errorClass: "connectivity", code: nil, errorCode: nil))
        }
    }

    func testRedirectsAreReportedAndCredentialsMustNotFollowThem() throws {
        var redirect = currentUser("", status: 302)
        redirect.redirectURL = "https://login.elsewhere.test/sso?next=1"
        var followed = EntrySpec(method: "GET", url: "https://login.elsewhere.test/sso?next=1")
        followed.headers = [("X-Access-Token", Planted.value("token"))]
        var sameOrigin = currentUser("", status: 301)
        sameOrigin.redirectURL = "/api/sys/user/getUserInfo/"
        let run = try VerifyHarness.run(zing, [redirect, followed, sameOrigin])
        XCTAssertEqual(run.findings("response-redirect").map { $0.capture?.entry }, [0, 2])
        XCTAssertTrue(run.findings("response-redirect")[0].message.contains("login.elsewhere.test"), run.text)
        let leak = try run.single("redirect-credential-leak")
        XCTAssertEqual(leak.capture?.entry, 1)
        XCTAssertTrue(leak.message.contains("entries[0]") && leak.message.contains("X-Access-Token"), leak.message)
        XCTAssertEqual(run.report.counts.elsewhere, 1)
    }

    func testOtherHostsAndPathsAreIgnored() throws {
        let entries = [
            EntrySpec(method: "GET", url: "https://cdn.example.test/app.js", responseBody: "x"),
            EntrySpec(method: "GET", url: "https://work.zingyang.com/other/thing"),
            EntrySpec(method: "GET", url: "https://work.zingyang.com:8443/api/sys/user/getUserInfo"),
            currentUser(#"{"success": true, "result": {"userInfo": {"id": "u"}}}"#),
        ]
        let run = try VerifyHarness.run(zing, entries)
        XCTAssertEqual(run.drift.map(\.kind.id), [])
        XCTAssertEqual(run.report.counts.elsewhere, 3)
        XCTAssertEqual(run.report.counts.matched, 1)
        XCTAssertEqual(run.report.exchanges.map(\.capture.entry), [3])
    }

    func testEntriesWithoutARequestAreReportedAndTheRestChecked() throws {
        let data = Data(
            #"{"log": {"entries": [{"response": {"status": 200}}, {"request": {"method": "GET"}}]}}"#.utf8)
        let capture = try HARReader.read(data, file: "broken.har")
        let run = try VerifyHarness.run(zing, captures: [capture])
        XCTAssertEqual(run.findings("entry-unreadable").map { $0.capture?.entry }, [0, 1])
        XCTAssertTrue(
            run.text.contains("broken.har: entries[1] (GET ?): error: the entry has no `request.url`"), run.text)
        XCTAssertEqual(run.report.counts.unreadable, 2)
    }

    func testFilesThatAreNotHAR() {
        let cases: [(String, String)] = [
            ("hello", "is not JSON"), ("[1, 2]", "no `log` object"), (#"{"log": {}}"#, "no `entries` list"),
            (#"{"log": {"entries": 5}}"#, "no `entries` list"),
        ]
        for (text, reason) in cases {
            XCTAssertThrowsError(try HARReader.read(Data(text.utf8), file: "x.txt"), text) { error in
                let message = (error as? HARReader.ReadError)?.description ?? ""
                XCTAssertTrue(message.hasPrefix("x.txt: not a HAR capture: "), message)
                XCTAssertTrue(message.contains(reason), message)
            }
        }
    }

    func testSeveralCapturesAreNamedByFile() throws {
        let first = try HARBuilder.capture([currentUser("{}")], file: "morning.har")
        let second = try HARBuilder.capture([currentUser(#"{"success": false, "code": 4242}"#)], file: "evening.har")
        let run = try VerifyHarness.run(zing, captures: [first, second])
        XCTAssertEqual(run.report.captures.map(\.file), ["morning.har", "evening.har"])
        XCTAssertEqual(try run.single("response-code-undocumented").capture?.file, "evening.har")
    }
}
