import Foundation
import LoopbackHTTP

/// The secrets of the end-to-end tests; none may ever appear in the CLI's output.
enum E2ESecrets {
    static let platformToken = "platform-token-e2e-7f3a9c"
    static let identityToken = "apple-identity-token-e2e-51d2"
    static let nonce = "raw-nonce-e2e-8b6e04"
    static let tmpSecretId = "tmp-secret-id-e2e-c0ffee"
    static let tmpSecretKey = "tmp-secret-key-e2e-decaf0"
    static let sessionToken = "cos-session-token-e2e-feed42"
    static let all = [platformToken, identityToken, nonce, tmpSecretId, tmpSecretKey, sessionToken]
}

/// A loopback Zing server: documented answers by default; a test queues other answers per path.
final class FakeZingHTTP: @unchecked Sendable {
    private let lock = NSLock()
    private var queued: [String: [ScriptedResponse]] = [:]
    private(set) var server: LoopbackServer!

    init() throws {
        server = try LoopbackServer { [unowned self] request in self.respond(request) }
    }

    var apiBaseURL: String { server.baseURL.absoluteString + "/api" }
    var requests: [RecordedRequest] { server.requests }

    /// Answers the next requests to `path` (without `/api`) with `responses`, in order, before the defaults.
    func queue(_ path: String, _ responses: ScriptedResponse...) {
        lock.withLock { queued[path, default: []] += responses }
    }

    func stop() { server.stop() }

    /// Forgets every queued answer.
    func reset() { lock.withLock { queued.removeAll() } }

    static func ok(_ result: String) -> ScriptedResponse {
        .json(#"{"success":true,"code":200,"message":"ok","result":"# + result + "}")
    }

    private func respond(_ request: RecordedRequest) -> ScriptedResponse {
        let path = String(request.path.dropFirst("/api".count))
        let next: ScriptedResponse? = lock.withLock {
            guard var list = queued[path], !list.isEmpty else { return nil }
            defer { queued[path] = list }
            return list.removeFirst()
        }
        if let next { return next }
        if path == "/sys/thirdLogin/apple/native" {
            return Self.ok(
                #"{"token":"\#(E2ESecrets.platformToken)","userInfo":{"id":"user-e2e","username":"apple_e2e","loginTenantId":1}}"#
            )
        }
        guard request.header("X-Access-Token") == E2ESecrets.platformToken else {
            return .json(#"{"success":false,"code":401,"message":"token expired"}"#, status: 401)
        }
        switch path {
        case "/sys/user/getUserInfo":
            return Self.ok(#"{"userInfo":{"id":"user-e2e","username":"apple_e2e","realname":"E2E","loginTenantId":1}}"#)
        case "/sys/tenant/getTenantListByUserId":
            return Self.ok(
                #"[{"id":"user-e2e","tenantUserId":"1","name":"One","status":"1","userTenantStatus":"1"},{"id":"user-e2e","tenantUserId":2,"name":"Two","status":1,"userTenantStatus":1},{"id":"user-e2e","tenantUserId":"3","name":"Off","status":"0","userTenantStatus":"1"},{"id":"user-e2e","tenantUserId":"x9","name":"Bad","status":"1","userTenantStatus":"1"}]"#
            )
        case "/sys/permission/getPermCode":
            return Self.ok(
                #"{"codeList":["doc:read"],"auth":[{"action":"doc:read"}],"allAuth":[{"action":"admin:all"}]}"#)
        case "/sys/user/changeLoginTenantId", "/sys/logout":
            return .json(#"{"success":true,"code":200,"message":"ok"}"#)
        case "/sys/common/upload":
            return .json(
                #"{"success":true,"code":0,"message":"https://files.example.invalid/e2e/photo.txt","result":null}"#)
        case "/sys/common/cos/sts":
            return Self.ok(
                #"{"bucket":"bucket-1","region":"ap-shanghai","objectKey":"talk/1/a.m4a","tmpSecretId":"\#(E2ESecrets.tmpSecretId)","tmpSecretKey":"\#(E2ESecrets.tmpSecretKey)","sessionToken":"\#(E2ESecrets.sessionToken)","startTime":1700000000,"expiredTime":1700001800}"#
            )
        default:
            return .html("<html>not found</html>", status: 404)
        }
    }
}
