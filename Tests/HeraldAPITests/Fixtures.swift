import APIRuntime
import APITesting
import Foundation
import HeraldAPI

/// Shared inputs of the HeraldAPI tests.
enum Fixtures {
    static let baseURL = URL(string: "https://herald.example.invalid")!

    static let direct = NativeLoginRequest(identityToken: "apple.identity.token", clientID: "ios-first-party")
    static let downstream = NativeLoginRequest(
        identityToken: "apple.identity.token", clientID: "third-party", downstreamState: "st-789")

    static let sessionBody = """
        {"message":"login ok","userId":"usr_01","accessToken":"at-123","refreshToken":"rt-456","expiresIn":3600,\
        "refreshExpiresIn":2592000,"tokenType":"Bearer"}
        """
    static let redirectBody = #"{"redirectUri":"https://app.example.invalid/cb?code=ac_abc123&state=st-789"}"#

    static func client(_ transport: any HTTPTransport) -> HeraldClient {
        HeraldClient(baseURL: baseURL, transport: transport, sleeper: ImmediateSleeper())
    }
}
