import APIRuntime
@_spi(Generated) import APITesting
import Foundation
import HeraldAPI
import LongdeAPI
import WeChatAPI
import ZingAPI

/// What one call left behind that anyone could print: its metadata or its error, each as `description`,
/// `debugDescription` and `dump`.
struct CallOutcome {
    /// The error's class name; nil when the call succeeded.
    var errorClass: String?
    /// Whether a successful call brought its metadata.
    var hasMetadata = false
    var shown: [String]
}

/// One call of an endpoint of a generated client, with what it sends.
struct ExampleCall {
    var contract: String
    var endpoint: String
    /// The JSON body, for endpoints that send one.
    var requestJSON: String?
    /// The session token of endpoints that carry one.
    var token: Secret
}

/// Calls every endpoint of the three generated clients by its contract name: the one place that knows their Swift
/// signatures. A contract endpoint missing here fails ``EveryExampleObservedTests``.
enum ExampleCalls {
    /// The bodies sent when an example gives none: every secret field present, so each run carries every kind.
    static let defaultRequests: [String: String] = [
        "zing.appleNativeLogin":
            #"{"identityToken":"it-default","nonce":"nonce-default","authorizationCode":"code-default"}"#,
        "zing.changeLoginTenant": #"{"loginTenantId":1234}"#,
        "herald.appleNativeLogin": #"{"identityToken":"it-default","clientId":"ios-app"}"#,
        "longde.appleLogin":
            #"{"identityToken":"it-default","authorizationCode":"code-default","nonce":"nonce-default"}"#,
        "longde.refreshSession": #"{"refreshToken":"rt-default"}"#,
        "longde.logout": #"{"refreshToken":"rt-default"}"#,
    ]

    /// The endpoints this file can call, as `contract.endpoint`.
    static let known: Set<String> = [
        "zing.appleNativeLogin", "zing.currentUser", "zing.tenantMemberships", "zing.permissionCodes",
        "zing.changeLoginTenant", "zing.logout", "zing.uploadFile", "zing.cosTemporaryCredentials",
        "herald.appleNativeLogin", "longde.appleLogin", "longde.refreshSession", "longde.currentUser", "longde.logout",
        "wechat.refreshAccessToken", "wechat.checkAccessToken", "wechat.userInfo",
    ]

    static func run(
        _ call: ExampleCall, transport: any HTTPTransport, observer: any APIObserver
    ) async throws -> CallOutcome {
        switch call.contract {
        case "zing":
            return try await zing(
                call,
                ZingClient(
                    baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper(), observer: observer))
        case "herald":
            return try await herald(
                call,
                HeraldClient(
                    baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper(), observer: observer))
        case "longde":
            return try await longde(
                call,
                LongdeClient(
                    baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper(), observer: observer))
        case "wechat":
            return try await wechat(
                call,
                WeChatClient(
                    baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper(), observer: observer))
        default: throw Unknown(call: call)
        }
    }

    private static func zing(_ call: ExampleCall, _ client: ZingClient) async throws -> CallOutcome {
        let credentials = ZingCredentials(token: call.token, tenantID: TenantID(rawValue: 1234))
        switch call.endpoint {
        case "appleNativeLogin":
            let body = try decodeExample(ZingAPI.AppleLoginRequest.self, from: call.requestJSON ?? "")
            return await outcome { () async throws(ZingError) in try await client.appleNativeLogin(body) }
        case "currentUser":
            return await outcome { () async throws(ZingError) in try await client.currentUser(credentials: credentials)
            }
        case "tenantMemberships":
            return await outcome { () async throws(ZingError) in
                try await client.tenantMemberships(credentials: credentials)
            }
        case "permissionCodes":
            return await outcome { () async throws(ZingError) in
                try await client.permissionCodes(credentials: credentials)
            }
        case "changeLoginTenant":
            let body = try decodeExample(ChangeLoginTenantRequest.self, from: call.requestJSON ?? "")
            return await outcome { () async throws(ZingError) in
                try await client.changeLoginTenant(body, credentials: credentials)
            }
        case "logout":
            return await outcome { () async throws(ZingError) in try await client.logout(credentials: credentials) }
        case "uploadFile":
            let file = try temporaryExampleFile()
            defer { try? FileManager.default.removeItem(at: file) }
            return await outcome { () async throws(ZingError) in
                try await client.uploadFile(
                    file: file, fileName: "photo.jpg", mimeType: "image/jpeg", biz: "cofree/attachments",
                    credentials: credentials)
            }
        case "cosTemporaryCredentials":
            return await outcome { () async throws(ZingError) in
                try await client.cosTemporaryCredentials(
                    scene: "example-scene", uploadID: "42", credentials: credentials)
            }
        default:
            throw Unknown(call: call)
        }
    }

    private static func herald(_ call: ExampleCall, _ client: HeraldClient) async throws -> CallOutcome {
        guard call.endpoint == "appleNativeLogin" else { throw Unknown(call: call) }
        let body = try decodeExample(NativeLoginRequest.self, from: call.requestJSON ?? "")
        return await outcome { () async throws(HeraldError) in
            try await client.appleNativeLogin(body, realmID: "realm-1")
        }
    }

    private static func longde(_ call: ExampleCall, _ client: LongdeClient) async throws -> CallOutcome {
        let credentials = LongdeCredentials(token: call.token)
        switch call.endpoint {
        case "appleLogin":
            let body = try decodeExample(LongdeAPI.AppleLoginRequest.self, from: call.requestJSON ?? "")
            return await outcome { () async throws(LongdeError) in try await client.appleLogin(body) }
        case "refreshSession":
            let body = try decodeExample(RefreshRequest.self, from: call.requestJSON ?? "")
            return await outcome { () async throws(LongdeError) in try await client.refreshSession(body) }
        case "currentUser":
            return await outcome { () async throws(LongdeError) in
                try await client.currentUser(credentials: credentials)
            }
        case "logout":
            let body = try decodeExample(LogoutRequest.self, from: call.requestJSON ?? "")
            return await outcome { () async throws(LongdeError) in
                try await client.logout(body, credentials: credentials)
            }
        default:
            throw Unknown(call: call)
        }
    }

    private static func wechat(_ call: ExampleCall, _ client: WeChatClient) async throws -> CallOutcome {
        let credentials = WeChatCredentials(token: call.token)
        let openid = OpenID(rawValue: "OPENID")
        switch call.endpoint {
        case "refreshAccessToken":
            return await outcome { () async throws(WeChatError) in
                try await client.refreshAccessToken(appid: "wx-app", refreshToken: Secret("rt-default"))
            }
        case "checkAccessToken":
            return await outcome { () async throws(WeChatError) in
                try await client.checkAccessToken(openid: openid, credentials: credentials)
            }
        case "userInfo":
            return await outcome { () async throws(WeChatError) in
                try await client.userInfo(openid: openid, lang: "en", credentials: credentials)
            }
        default:
            throw Unknown(call: call)
        }
    }

    /// Runs `call` for its metadata, and keeps what its metadata or its error shows.
    private static func outcome<Payload: Sendable, Class: APIErrorClass>(
        _ call: () async throws(APIError<Class>) -> Payload
    ) async -> CallOutcome {
        do {
            let response = try await withResponseMetadata(call)
            return CallOutcome(
                errorClass: nil, hasMetadata: response.metadata != nil, shown: shown(response.metadata as Any))
        } catch {
            return CallOutcome(errorClass: error.errorClass.name, shown: shown(error))
        }
    }

    private static func shown(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped]
    }

    struct Unknown: Error, CustomStringConvertible {
        var call: ExampleCall
        var description: String { "no call for \(call.contract).\(call.endpoint): add it to ExampleCalls" }
    }
}
