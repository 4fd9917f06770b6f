import Foundation
import XCTest

/// A cookie session that a refresh renews (`auth.session.refreshedBy`): the refresh carries the session's cookies and
/// its success sets new ones in `Set-Cookie`, as a sign-in's does. It generates code that compiles warning-free with
/// its example tests; the refresh returns `SignedIn<Payload, Credentials>` (the new cookies), and its example test
/// checks the cookies its answer set (Tests/Fixtures/cookie-refresh.yaml).
final class CookieRefreshCompileTests: XCTestCase {
    /// Tests/Fixtures/cookie-refresh.yaml.
    static let contract: String = {
        let url = packageRoot.appendingPathComponent("Tests/Fixtures/cookie-refresh.yaml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        XCTAssertFalse(Self.contract.isEmpty, "the fixture is readable")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("refresh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testTheRefreshCarriesTheCookiesAndReturnsNewOnes() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(
            text.contains("SignedIn<Renewal, CookieRefreshCredentials>"), "the refresh returns the new cookies")
        XCTAssertTrue(
            text.contains("session the answer's `Set-Cookie` headers set: it replaces the credentials this call sent"),
            "its doc says the new cookies replace those it sent")
        XCTAssertTrue(
            text.contains("the answer's `Set-Cookie` headers set: store it as the app stores a token"), "the sign-in's")
        let tests = module.testFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(
            tests.contains(#"signedIn.credentials.sessdata.reveal() == "s2""#),
            "the refresh's example test checks the cookie its answer set")
    }
}
