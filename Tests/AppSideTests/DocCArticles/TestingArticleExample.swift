import APIRuntime
import APITesting
import XCTest
import ZingAPI
import ZingAPIExamples

// The Swift example of APITesting's DocC article (Sources/APITesting/APITesting.docc), compiled and run as an app's
// test; DocCArticleExamplesTests holds the article to it.

final class GreetingTests: XCTestCase {
    func testAnExpiredSessionAsksToSignInAgain() async throws {
        let transport = ExampleTransport(replaying: [ZingExamples.CurrentUser.http401WithAToken])
        let client = ZingClient(
            baseURL: URL(string: "https://api.test")!, transport: transport, sleeper: ImmediateSleeper())
        let credentials = ZingCredentials(token: "t-1", tenantID: TenantID(rawValue: 1234))
        do {
            _ = try await client.currentUser(credentials: credentials)
            XCTFail("a 401 is not a success")
        } catch {
            XCTAssertEqual(error.errorClass, .sessionExpired)
        }
        try XCTUnwrap(transport.recorded.first).expect(
            method: .get, path: "/sys/user/getUserInfo", headers: ["X-Tenant-Id": "1234"],
            headersPresent: ["X-Access-Token"])
    }
}
