import Foundation

/// What the loopback server answers to one request.
public struct ScriptedResponse: Sendable {
    /// HTTP status code.
    public var status: Int
    /// Extra headers; `Content-Length` and `Connection` are always written by the server.
    public var headers: [String: String]
    /// Body bytes sent.
    public var body: Data
    /// `Content-Length` to declare instead of `body.count`; a larger value makes a truncated response.
    public var declaredContentLength: Int?
    /// How the bytes go out: whole, or the way a hostile or broken server sends them (see `Misbehaviour.swift`).
    public var delivery: Delivery
    /// Header lines written after ``headers``, in order, each as given: a name may repeat (e.g. `Set-Cookie`).
    public var repeatedHeaders: [HTTPHeaderLine] = []

    /// Creates a response.
    public init(
        status: Int, headers: [String: String] = [:], body: Data = Data(), declaredContentLength: Int? = nil,
        delivery: Delivery = .whole
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.declaredContentLength = declaredContentLength
        self.delivery = delivery
    }

    /// A JSON body with `Content-Type: application/json; charset=utf-8`.
    public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> ScriptedResponse {
        var all = headers
        all["Content-Type"] = all["Content-Type"] ?? "application/json; charset=utf-8"
        return ScriptedResponse(status: status, headers: all, body: Data(text.utf8))
    }

    /// An HTML body, as a misconfigured gateway would send.
    public static func html(_ text: String, status: Int) -> ScriptedResponse {
        ScriptedResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Data(text.utf8))
    }

    /// Declares `declaredLength` bytes but sends only `body`, then closes the connection.
    public static func truncated(declaredLength: Int, body: Data, status: Int = 200) -> ScriptedResponse {
        ScriptedResponse(
            status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: body,
            declaredContentLength: declaredLength)
    }

    /// The status line's reason phrase (cosmetic; clients ignore it).
    var reason: String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 413: "Content Too Large"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
