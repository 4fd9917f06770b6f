import APIRuntime
import Foundation
import XCTest
import ZingAPI

/// App code written against `ZingClientProtocol` runs the same with the generated client and with a fake.
final class ClientProtocolTests: XCTestCase {
    private let credentials = ZingCredentials(token: "t", tenantID: nil)

    /// What an app's view model might do: sign in, then list the tenants it may switch to.
    private func switchableTenants(_ api: any ZingClientProtocol) async throws(ZingError) -> [String] {
        _ = try await api.appleNativeLogin(AppleLoginRequest(identityToken: "id", nonce: "n"))
        return try await api.tenantMemberships(credentials: credentials)
            .filter { $0.status == .enabled && $0.userTenantStatus == .normal && $0.tenantID != nil }
            .compactMap(\.name)
    }

    func testAFakeStandsInForTheClient() async throws {
        let names = try await switchableTenants(PreviewClient())
        XCTAssertEqual(names, ["Preview Org"])
    }

    func testTheFakesFailuresAreTheClientsErrors() async {
        do {
            _ = try await PreviewClient().permissionCodes(credentials: credentials)
            XCTFail("the preview has no permissions")
        } catch {
            XCTAssertEqual(error.errorClass, .connectivity)
            XCTAssertTrue(error.isRetryable)
        }
    }

    func testTheGeneratedClientIsOne() {
        let client: any ZingClientProtocol = ZingClient()
        XCTAssertTrue(client is ZingClient)
    }
}
