import APIRuntime
import APITesting
import BearerSession
import Foundation
import LongdeAPI
import LongdeSession

/// Shared inputs of the LongdeAPI tests.
enum Fixtures {
    static let baseURL = URL(string: "https://api.example.invalid")!
    static let credentials = LongdeCredentials(token: "access-token-1")
    static let refreshToken: Secret = "rt-0"
    static let restored = SessionTokens(accessToken: "at-0", refreshToken: "rt-0")

    static var loginRequest: AppleLoginRequest {
        AppleLoginRequest(
            identityToken: "apple.identity.token", authorizationCode: "c0de", nonce: "raw-nonce-1",
            fullName: PersonName(givenName: "Lin", familyName: "Wang"))
    }

    static let user =
        #"{"id":"usr_1","email":null,"nickname":"Lin","avatarUrl":null,"role":"user","status":"active","onboardingCompleted":true}"#
    static let userOK = #"{"success":true,"data":\#(user),"timestamp":"2026-05-27T09:00:00.000Z"}"#
    static let sessionOK =
        #"{"success":true,"data":{"accessToken":"at-1","refreshToken":"rt-1","user":\#(user)},"timestamp":"2026-05-27T09:00:00.000Z"}"#
    static let loggedOut = #"{"success":true,"message":"已退出登录"}"#

    static func failure(_ errorCode: String, status: Int = 401) -> String {
        #"{"success":false,"statusCode":\#(status),"message":"失败","errorCode":"\#(errorCode)"}"#
    }

    static func client(_ transport: any HTTPTransport, sleeper: ImmediateSleeper = ImmediateSleeper()) -> LongdeClient {
        LongdeClient(baseURL: baseURL, transport: transport, sleeper: sleeper)
    }

    static func session(
        _ server: FakeAuthServer, restoring tokens: SessionTokens? = restored, log: StateLog = StateLog()
    ) -> LongdeSession {
        LongdeSession(client: client(server), restoring: tokens) { state, tokens in log.record(state, tokens) }
    }
}
