import Contract
import XCTest

@testable import ContractVerify

/// Cookies are credentials: the values a request's `Cookie` header and an answer's `Set-Cookie` carry are secrets of
/// the capture, so a server that echoes one (here as the business code the report quotes) shows `<redacted>`.
final class CookieSecretTests: XCTestCase {
    func testEchoedCookieValuesAreRedactedInEveryOutput() throws {
        let zing = try RealContracts.load("zing")
        let traffic = ExampleTraffic(contract: zing)
        let session = Planted.value("cookie-session")
        let csrf = Planted.value("cookie-csrf")
        let issued = Planted.value("cookie-issued")
        var entry = traffic.request(traffic.endpoint("currentUser"))
        entry.headers += [("Cookie", "sid=\(session); csrf=\"\(csrf)\"")]
        entry.responseHeaders = [("Set-Cookie", "SESSDATA=\(issued); Path=/; HttpOnly; SameSite=Lax")]
        entry.responseBody = #"{"success": false, "code": "\#(session)", "message": "\#(csrf) \#(issued)"}"#
        // VerifyHarness fails the test if any output shows a planted value.
        let run = try VerifyHarness.run(zing, [entry])
        XCTAssertTrue(run.text.contains("<redacted>"), run.text)
    }

    func testCookieValuesAreReadAsRFC6265Writes() {
        XCTAssertEqual(CookieText.values(ofCookieHeader: "a=1; b = \"two\" ;c="), ["1", "two"])
        XCTAssertEqual(CookieText.value(ofSetCookie: "sid=V; Path=/; Max-Age=3600"), "V")
        XCTAssertEqual(CookieText.value(ofSetCookie: "sid=V"), "V")
        XCTAssertNil(CookieText.value(ofSetCookie: "Path=/x") == "V" ? "" : nil)
    }
}
