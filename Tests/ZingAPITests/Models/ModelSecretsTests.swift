import APIRuntime
import Foundation
import XCTest
import ZingAPI

/// The generated models that hold a secret list it (`SecretCarrying`), which is how the runtime learns a request
/// body's secrets without reflection; models without one do not conform at all.
final class ModelSecretsTests: XCTestCase {
    /// Compiles only for a type that conforms: the check that the conformance was generated is the build itself.
    private func revealed<Carrier: SecretCarrying>(_ value: Carrier) -> [String] {
        value.secrets.map { $0.reveal() }.sorted()
    }

    private func carries<T>(_: T.Type) -> Bool { T.self is any SecretCarrying.Type }

    func testTheLoginRequestCarriesItsTokenAndNonceAndItsCodeWhenGiven() {
        let withCode = AppleLoginRequest(identityToken: "s-identity", nonce: "s-nonce", authorizationCode: "s-code")
        XCTAssertEqual(revealed(withCode), ["s-code", "s-identity", "s-nonce"])
        let withoutCode = AppleLoginRequest(identityToken: "s-identity", nonce: "s-nonce")
        XCTAssertEqual(revealed(withoutCode), ["s-identity", "s-nonce"], "an absent optional secret adds nothing")
    }

    func testAnswersThatHandOutSecretsCarryThemToo() {
        let credentials = CosCredentials(
            bucket: "b", region: "r", objectKey: "k", tmpSecretID: "s-id", tmpSecretKey: "s-key",
            expiredTime: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(revealed(credentials), ["s-id", "s-key"])
    }

    func testModelsWithoutASecretDoNotConform() {
        XCTAssertFalse(carries(ChangeLoginTenantRequest.self), "a request body without a secret")
        XCTAssertFalse(carries(UserInfo.self))
        XCTAssertFalse(carries(TenantMembership.self))
        XCTAssertFalse(carries([TenantMembership].self))
        XCTAssertTrue(carries(LoginResult?.self))
    }
}
