import Contract
import ContractVerify
import Foundation
import XCTest

/// Captured answers of a cookie session's refresh (Tests/Fixtures/cookie-refresh.yaml: `refreshedBy: refreshCookie`):
/// `verify` reads them as the generated client does, by the one reading of an answer. A `code: 0` answer that sets
/// every session cookie is a success; one that sets none is no renewal (the class the rules give its unmet
/// condition, as the client's); the report never shows a cookie's value.
final class CookieRefreshVerifyTests: XCTestCase {
    func testARefreshAnswerWithoutNewCookiesIsNoSuccess() throws {
        let file = RealContracts.root.appendingPathComponent("Tests/Fixtures/cookie-refresh.yaml")
        let result = ContractLoader.load(contentsOf: file, displayPath: "cookie-refresh.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        func refresh(setting cookies: String?) -> EntrySpec {
            EntrySpec(
                method: "POST", url: "https://api.cookie.example/cookie/refresh",
                cookies: [("SESSDATA", "MARKER-old"), ("DedeUserID", "42")],
                responseBody: #"{"code": 0, "message": "0", "data": {"renewed": true}}"#,
                responseHeaders: cookies.map { [("Set-Cookie", $0)] } ?? [])
        }
        let run = try VerifyHarness.run(
            contract, [refresh(setting: "SESSDATA=MARKER-new; Path=/, DedeUserID=42"), refresh(setting: nil)])
        XCTAssertEqual(
            run.report.exchanges.map(\.outcome),
            [.success, .failure(errorClass: "failed", code: nil, errorCode: nil)], run.text)
        XCTAssertFalse(run.text.contains("MARKER"), run.text)
    }
}
