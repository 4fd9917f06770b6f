import APIRuntime
import APITesting
import BearerSession
import Foundation
import RuoYiAPI
import RuoYiAPIExamples
import XCTest

/// The RuoYi fixture's session through its generated client and `TokenSession`, with no app code: the sign-in hands back
/// the credentials (`auth.token.setBy`), calls carry them, and the `code: 401` answer ends the session (its class
/// `sessionExpired` invalidates it). Run by scripts/message-rules-smoke.sh in its scratch package.
final class RuoYiTokenSessionTests: XCTestCase {
    func testTheSessionEndsOnCode401() async throws {
        let transport = ExampleTransport(replaying: [
            RuoYiExamples.Login.signedIn, RuoYiExamples.Profile.signedIn, RuoYiExamples.Profile.signedOut,
        ])
        let client = RuoYiClient(
            baseURL: URL(string: "https://ruoyi.example")!, transport: transport, sleeper: ImmediateSleeper())
        let session = TokenSession<RuoYiCredentials, RuoYiErrorClass>()
        let form = Credentials(username: "admin", password: "admin123", code: "7", uuid: "c-1")

        try await session.signIn { () async throws(RuoYiError) -> RuoYiCredentials in
            try await client.login(form).credentials
        }
        let held = await session.currentCredentials
        XCTAssertEqual(held?.token.reveal(), "eyJhbGciOiJIUzUxMiJ9.e30.sig", "the sign-in's token, with no app code")
        try await session.perform { credentials throws(RuoYiError) in try await client.profile(credentials: credentials)
        }
        do {
            try await session.perform { credentials throws(RuoYiError) in
                try await client.profile(credentials: credentials)
            }
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error.errorClass, .sessionExpired)
        }
        let state = await session.state
        let ended = await session.currentCredentials
        XCTAssertEqual(state, .unauthenticated)
        XCTAssertNil(ended, "code 401 ended the session")
    }
}
