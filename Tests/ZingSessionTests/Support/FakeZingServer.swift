import APIRuntime
import Foundation

/// Answers the Zing endpoints the way the docs describe, from a few settable facts; tests change what they need.
struct FakeZingServer: Sendable {
    var loginToken = "token-of-user-a"
    var loginUserID = "user-a"
    var loginTenant = 1
    /// Current-user ids by token; a token not listed gets HTTP 401.
    var users: [String: String] = ["token-of-user-a": "user-a", "token-of-user-b": "user-b"]
    var membershipsJSON = """
        [{"id":"user-a","tenantUserId":"1","name":"One","status":"1","userTenantStatus":"1"},
         {"id":"user-a","tenantUserId":2,"name":"Two","status":1,"userTenantStatus":1},
         {"id":"user-a","tenantUserId":"3","name":"Disabled","status":"0","userTenantStatus":"1"},
         {"id":"user-a","tenantUserId":"4","name":"Left","status":"1","userTenantStatus":"2"},
         {"id":"user-a","tenantUserId":"abc","name":"Broken","status":"1","userTenantStatus":"1"}]
        """
    var permissionsJSON =
        #"{"codeList":["doc:read"],"auth":[{"action":"doc:read"}],"allAuth":[{"action":"admin:all"}]}"#

    static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> HTTPResponse {
        HTTPResponse(
            statusCode: status, headers: headers.map { HTTPHeader(name: $0.key, value: $0.value) },
            body: Data(text.utf8))
    }

    static func ok(_ result: String) -> HTTPResponse {
        json(#"{"success":true,"code":200,"message":"ok","result":"# + result + "}")
    }

    static let expired = json(#"{"success":false,"code":401,"message":"token invalid"}"#, status: 401)
    static let gateway = json("<html>503</html>", status: 503)

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        let token = request.headers.first { $0.name == "X-Access-Token" }?.value
        switch request.url.path {
        case let path where path.hasSuffix("/sys/thirdLogin/apple/native"):
            return Self.ok(
                #"{"token":"\#(loginToken)","userInfo":{"id":"\#(loginUserID)","username":"apple_a","loginTenantId":\#(loginTenant)}}"#
            )
        case let path where path.hasSuffix("/sys/user/getUserInfo"):
            guard let token, let user = users[token] else { return Self.expired }
            return Self.ok(#"{"userInfo":{"id":"\#(user)","username":"apple_a","realname":"A"}}"#)
        case let path where path.hasSuffix("/sys/tenant/getTenantListByUserId"):
            return token.flatMap { users[$0] } == nil ? Self.expired : Self.ok(membershipsJSON)
        case let path where path.hasSuffix("/sys/permission/getPermCode"):
            return token.flatMap { users[$0] } == nil ? Self.expired : Self.ok(permissionsJSON)
        case let path where path.hasSuffix("/sys/user/changeLoginTenantId"),
            let path where path.hasSuffix("/sys/logout"):
            return Self.json(#"{"success":true,"code":200,"message":"ok"}"#)
        default:
            return Self.json("<html>404</html>", status: 404)
        }
    }
}
