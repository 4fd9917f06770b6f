import APIRuntime
import Foundation
import HeraldAPI
import LongdeAPI
import ZingAPI

/// What one call made of the answer.
struct Outcome {
    /// The error's class name, or nil when the call succeeded.
    var errorClass: String?
    /// Every text of the error (its description, the server's message and error code, the local detail), of every
    /// event the client's observer saw and of the response metadata.
    var texts: [String]
    /// The secrets the request carried.
    var carried: [Secret]
}

/// Every endpoint of the three generated clients, each over an in-memory transport that plays the input's answer.
enum Endpoints {
    static let count = 13

    /// Runs the input's endpoint to completion.
    static func call(_ input: FuzzInput) -> Outcome {
        let box = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.outcome = await run(input)
            done.signal()
        }
        done.wait()
        return box.outcome!
    }

    private static let base = URL(string: "https://fuzz.example.invalid/api")!
    private static let uploadFile: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("response-fuzz-upload.txt")
        try? Data("fuzz upload\n".utf8).write(to: url)
        return url
    }()

    private static func run(_ input: FuzzInput) async -> Outcome {
        let transport = InMemoryTransport(input.answer)
        let observer = EventTexts()
        let zing = ZingClient(baseURL: base, transport: transport, sleeper: NoWait(), observer: observer)
        let herald = HeraldClient(baseURL: base, transport: transport, sleeper: NoWait(), observer: observer)
        let longde = LongdeClient(baseURL: base, transport: transport, sleeper: NoWait(), observer: observer)
        var outcome = await call(input, zing: zing, herald: herald, longde: longde)
        outcome.texts += observer.texts
        return outcome
    }

    private static func call(
        _ input: FuzzInput, zing: ZingClient, herald: HeraldClient, longde: LongdeClient
    ) async -> Outcome {
        let zingCredentials = ZingCredentials(token: FuzzSecrets.zingToken, tenantID: TenantID(rawValue: 7))
        let longdeCredentials = LongdeCredentials(token: FuzzSecrets.longdeAccessToken)
        let zingToken = [FuzzSecrets.zingToken]
        switch input.endpoint % count {
        case 0:
            let request = ZingAPI.AppleLoginRequest(
                identityToken: FuzzSecrets.zingIdentityToken, nonce: FuzzSecrets.zingNonce,
                authorizationCode: FuzzSecrets.zingAuthorizationCode, fullName: "Fuzz")
            return await outcome([request.identityToken, request.nonce, request.authorizationCode!]) {
                () throws(ZingError) in _ = try await zing.appleNativeLogin(request)
            }
        case 1:
            return await outcome(zingToken) { () throws(ZingError) in
                _ = try await zing.currentUser(credentials: zingCredentials)
            }
        case 2:
            return await outcome(zingToken) { () throws(ZingError) in
                _ = try await zing.tenantMemberships(credentials: zingCredentials)
            }
        case 3:
            return await outcome(zingToken) { () throws(ZingError) in
                _ = try await zing.permissionCodes(credentials: zingCredentials)
            }
        case 4:
            return await outcome(zingToken) { () throws(ZingError) in
                try await zing.changeLoginTenant(
                    ChangeLoginTenantRequest(loginTenantID: TenantID(rawValue: 8)), credentials: zingCredentials)
            }
        case 5:
            return await outcome(zingToken) { () throws(ZingError) in
                try await zing.logout(credentials: zingCredentials)
            }
        case 6:
            return await outcome(zingToken) { () throws(ZingError) in
                _ = try await zing.uploadFile(
                    file: uploadFile, fileName: "fuzz.txt", mimeType: "text/plain", biz: "fuzz",
                    credentials: zingCredentials)
            }
        case 7:
            return await outcome(zingToken) { () throws(ZingError) in
                _ = try await zing.cosTemporaryCredentials(scene: "s", uploadID: "u", credentials: zingCredentials)
            }
        case 8:
            let request = NativeLoginRequest(identityToken: FuzzSecrets.heraldIdentityToken, clientID: "fuzz")
            return await outcome([request.identityToken]) { () throws(HeraldError) in
                _ = try await herald.appleNativeLogin(request, realmID: "realm")
            }
        case 9:
            let request = LongdeAPI.AppleLoginRequest(
                identityToken: FuzzSecrets.longdeIdentityToken, authorizationCode: FuzzSecrets.longdeAuthorizationCode,
                nonce: FuzzSecrets.longdeNonce)
            return await outcome([request.identityToken, request.authorizationCode!, request.nonce!]) {
                () throws(LongdeError) in _ = try await longde.appleLogin(request)
            }
        case 10:
            return await outcome([FuzzSecrets.longdeRefreshToken]) { () throws(LongdeError) in
                _ = try await longde.refreshSession(RefreshRequest(refreshToken: FuzzSecrets.longdeRefreshToken))
            }
        case 11:
            return await outcome([FuzzSecrets.longdeAccessToken]) { () throws(LongdeError) in
                _ = try await longde.currentUser(credentials: longdeCredentials)
            }
        default:
            return await outcome([FuzzSecrets.longdeAccessToken, FuzzSecrets.longdeRefreshToken]) {
                () throws(LongdeError) in
                try await longde.logout(
                    LogoutRequest(refreshToken: FuzzSecrets.longdeRefreshToken), credentials: longdeCredentials)
            }
        }
    }

    private static func outcome<Class: APIErrorClass>(
        _ carried: [Secret], _ call: () async throws(APIError<Class>) -> Void
    ) async -> Outcome {
        do {
            let response = try await withResponseMetadata(call)
            return Outcome(errorClass: nil, texts: [String(describing: response.metadata)], carried: carried)
        } catch {
            let texts = [error.description, error.message, error.errorCode, error.detail]
            return Outcome(errorClass: error.errorClass.name, texts: texts.compactMap { $0 }, carried: carried)
        }
    }
}

/// Keeps every event's `description` (which shows every fact an event holds), for the secret invariant; `dump` is
/// left to the unit tests, as reflection under AddressSanitizer would cost nine runs in ten.
private final class EventTexts: APIObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []

    func observe(_ event: APIEvent) {
        lock.withLock { kept.append(event.description) }
    }

    var texts: [String] { lock.withLock { kept } }
}

/// Carries the outcome out of the task that made it.
private final class OutcomeBox: @unchecked Sendable {
    var outcome: Outcome?
}
