import APIRuntime
@_spi(Generated) import APITesting
import Foundation
import XCTest
import ZingAPI

/// Shared inputs of the ZingAPI tests.
enum Fixtures {
    static let baseURL = URL(string: "https://work.example.invalid/api")!
    static let token: Secret = "platform-token-123"
    static let credentials = ZingCredentials(token: token, tenantID: TenantID(rawValue: 1234))
    static let credentialsWithoutTenant = ZingCredentials(token: token, tenantID: TenantID(rawValue: 0))

    static var loginRequest: AppleLoginRequest {
        AppleLoginRequest(identityToken: "apple.identity.token", nonce: "raw-nonce-1", fullName: "示例用户")
    }

    static let loginSuccess = """
        {"success":true,"code":0,"message":"ok","result":{"token":"jwt-1","userInfo":{"id":"u-1","loginTenantId":1234},"tenantList":[{"id":1234}]}}
        """

    static func client(_ transport: ScriptedTransport, sleeper: ImmediateSleeper = ImmediateSleeper()) -> ZingClient {
        ZingClient(baseURL: baseURL, transport: transport, sleeper: sleeper)
    }

    /// A file to upload, deleted when `test` tears down.
    static func uploadFile(_ text: String = "hello upload\n", removedAfter test: XCTestCase) throws -> URL {
        try temporaryExampleFile(removedAfter: test, contents: text)
    }
}
