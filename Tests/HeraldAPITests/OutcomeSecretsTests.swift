import APIRuntime
import HeraldAPI
import XCTest

/// The login outcome is a union: it carries the secrets of whichever branch the answer took, so an error or metadata
/// that echoes a token it just issued is redacted.
final class OutcomeSecretsTests: XCTestCase {
    private func revealed(_ value: some SecretCarrying) -> [String] { value.secrets.map { $0.reveal() }.sorted() }

    func testEachBranchCarriesItsOwnSecrets() {
        let session = NativeLoginOutcome.session(HeraldSession(accessToken: "s-access", refreshToken: "s-refresh"))
        XCTAssertEqual(revealed(session), ["s-access", "s-refresh"])
        let redirect = NativeLoginOutcome.redirect(DownstreamRedirect(redirectURI: "s-redirect?code=ac_1"))
        XCTAssertEqual(revealed(redirect), ["s-redirect?code=ac_1"])
    }

    func testTheRequestCarriesItsIdentityToken() {
        XCTAssertEqual(revealed(Fixtures.direct), [Fixtures.direct.identityToken.reveal()])
    }
}
