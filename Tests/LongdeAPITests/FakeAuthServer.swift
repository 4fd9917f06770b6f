import APIRuntime
import BearerSession
import Foundation

/// An in-memory Longde auth server behind the transport protocol: it issues numbered token pairs (`at-N`, `rt-N`),
/// revokes a refresh token when it is used, refuses stale access tokens with `AUTH_UNAUTHORIZED`, and records every
/// request. Nothing waits on time: a refresh can be held until a given number of refusals were answered.
final class FakeAuthServer: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var validAccess: String?
    private var validRefresh: String?
    private var issued = 0
    private var refusals = 0
    private var gate: (refusals: Int, continuation: CheckedContinuation<Void, Never>?)?
    private var recorded: [HTTPRequest] = []
    private var presentedRefreshTokens: [String] = []

    /// When set, `/auth/refresh` fails with this errorCode (HTTP 401) instead of rotating.
    var refreshFailure: String? {
        get { lock.withLock { storedRefreshFailure } }
        set { lock.withLock { storedRefreshFailure = newValue } }
    }
    private var storedRefreshFailure: String?

    /// When set, `/users/me` fails with this errorCode (HTTP 401) whatever the token.
    var currentUserFailure: String? {
        get { lock.withLock { storedCurrentUserFailure } }
        set { lock.withLock { storedCurrentUserFailure = newValue } }
    }
    private var storedCurrentUserFailure: String?

    /// When set, `/auth/refresh` answers with this transport fault.
    var refreshFault: TransportFault? {
        get { lock.withLock { storedRefreshFault } }
        set { lock.withLock { storedRefreshFault = newValue } }
    }
    private var storedRefreshFault: TransportFault?

    /// A server that accepts `refresh` as the current refresh token; no access token is valid yet (it expired).
    init(refreshToken: String = "rt-0") {
        validRefresh = refreshToken
    }

    /// Makes the current access token stale, as an hour passing would.
    func expireAccessToken() { lock.withLock { validAccess = nil } }

    /// Holds every refresh until `count` requests in all were refused with `AUTH_UNAUTHORIZED`.
    func holdRefreshUntilRefusals(_ count: Int) { lock.withLock { gate = (count, nil) } }

    var requests: [HTTPRequest] { lock.withLock { recorded } }
    var refreshTokensPresented: [String] { lock.withLock { presentedRefreshTokens } }
    func requests(to path: String) -> [HTTPRequest] { requests.filter { $0.url.path == path } }

    func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        lock.withLock { recorded.append(request) }
        switch request.url.path {
        case "/auth/apple":
            return lock.withLock { issuePair() }
        case "/auth/refresh":
            await waitForGate()
            if let fault = refreshFault { throw fault }
            return refresh(request)
        case "/users/me":
            return currentUser(request)
        case "/auth/logout":
            return bearer(request) == lock.withLock({ validAccess }) && bearer(request) != nil
                ? Self.reply(200, #"{"success":true,"message":"已退出登录"}"#) : refuse()
        default:
            return Self.reply(404, #"{"success":false,"statusCode":404,"message":"无","errorCode":"NOT_FOUND"}"#)
        }
    }

    private func refresh(_ request: HTTPRequest) -> HTTPResponse {
        let presented = (try? JSONSerialization.jsonObject(with: Self.body(request)) as? [String: String])?[
            "refreshToken"]
        return lock.withLock {
            presentedRefreshTokens.append(presented ?? "")
            if let failure = storedRefreshFailure { return Self.failure(failure) }
            guard let presented, presented == validRefresh else { return Self.failure("AUTH_REFRESH_TOKEN_REVOKED") }
            return issuePair()
        }
    }

    private func currentUser(_ request: HTTPRequest) -> HTTPResponse {
        let token = bearer(request)
        let (failure, valid) = lock.withLock { (storedCurrentUserFailure, validAccess) }
        if let failure { return Self.failure(failure) }
        guard let token, token == valid else { return refuse() }
        return Self.reply(200, #"{"success":true,"data":\#(Self.user),"timestamp":"2026-05-27T09:00:00.000Z"}"#)
    }

    /// Must be called with the lock held.
    private func issuePair() -> HTTPResponse {
        issued += 1
        validAccess = "at-\(issued)"
        validRefresh = "rt-\(issued)"
        return Self.reply(
            200,
            #"{"success":true,"data":{"accessToken":"at-\#(issued)","refreshToken":"rt-\#(issued)","user":\#(Self.user)},"timestamp":"2026-05-27T09:00:00.000Z"}"#
        )
    }

    private func refuse() -> HTTPResponse {
        let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
            refusals += 1
            guard let gate, refusals >= gate.refusals else { return nil }
            self.gate = nil
            return gate.continuation
        }
        waiting?.resume()
        return Self.failure("AUTH_UNAUTHORIZED")
    }

    private func waitForGate() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let open: Bool = lock.withLock {
                guard let gate, refusals < gate.refusals else {
                    self.gate = nil
                    return true
                }
                self.gate = (gate.refusals, continuation)
                return false
            }
            if open { continuation.resume() }
        }
    }

    private func bearer(_ request: HTTPRequest) -> String? {
        guard let value = request.value(forHeader: "Authorization"), value.hasPrefix("Bearer ") else { return nil }
        return String(value.dropFirst("Bearer ".count))
    }

    static let user =
        #"{"id":"usr_1","email":null,"nickname":"Lin","avatarUrl":null,"role":"user","status":"active","onboardingCompleted":true}"#

    static func failure(_ errorCode: String, status: Int = 401) -> HTTPResponse {
        reply(status, #"{"success":false,"statusCode":\#(status),"message":"失败","errorCode":"\#(errorCode)"}"#)
    }

    static func reply(_ status: Int, _ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, body: Data(body.utf8))
    }

    static func body(_ request: HTTPRequest) -> Data {
        if case .data(let data) = request.body { return data }
        return Data()
    }
}

/// Remembers every state a session moved to, with the tokens held in it.
final class StateLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(SessionState, SessionTokens?)] = []

    var states: [SessionState] { lock.withLock { entries.map(\.0) } }
    var tokens: [SessionTokens?] { lock.withLock { entries.map(\.1) } }

    func record(_ state: SessionState, _ tokens: SessionTokens?) { lock.withLock { entries.append((state, tokens)) } }
}
