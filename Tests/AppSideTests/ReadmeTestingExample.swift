// The testing guide's example (docs/guides/testing.md), compiled: ReadmeTestingExampleTests checks that this file still holds it verbatim.

import APIRuntime
import APITesting
import Foundation
import XCTest
import ZingAPI
import ZingAPIExamples

/// App code depends on the protocol, so tests and previews can hand in something else.
struct ProfileModel {
    let api: any ZingClientProtocol

    func greeting(_ credentials: ZingCredentials) async -> String {
        do {
            let me = try await api.currentUser(credentials: credentials)
            return "Hello, \(me.userInfo.realname ?? me.userInfo.id.rawValue)"
        } catch {
            return error.errorClass == .sessionExpired ? "Please sign in again." : "Can't connect."
        }
    }
}

final class ProfileModelTests: XCTestCase {
    private let credentials = ZingCredentials(token: "t-1", tenantID: TenantID(rawValue: 1234))

    /// The real client over the contract's own examples: the answers the docs give, no network.
    private func model(replaying examples: ContractExample...) -> (ProfileModel, ExampleTransport) {
        let transport = ExampleTransport(replaying: examples)
        let client = ZingClient(
            baseURL: URL(string: "https://api.test")!, transport: transport, sleeper: ImmediateSleeper())
        return (ProfileModel(api: client), transport)
    }

    func testTheDocumentedUserIsGreeted() async throws {
        let (model, transport) = model(replaying: ZingExamples.CurrentUser.currentUser)
        let greeting = await model.greeting(credentials)
        XCTAssertEqual(greeting, "Hello, 示例用户")
        // What went out; a mismatch lists every difference and never prints a secret.
        try XCTUnwrap(transport.recorded.first).expect(
            method: .get, path: "/sys/user/getUserInfo", headers: ["X-Tenant-Id": "1234"],
            headersPresent: ["X-Access-Token"], headersAbsent: ["Authorization"])
    }

    func testAnExpiredSessionAsksToSignInAgain() async {
        let (model, _) = model(replaying: ZingExamples.CurrentUser.http401WithAToken)
        let greeting = await model.greeting(credentials)
        XCTAssertEqual(greeting, "Please sign in again.")
    }
}
