import Contract
import Foundation
import TextFoundation
import WireVocabulary

/// An answer the mock can serve: an example's status, headers and body, or one the mock makes where the contract
/// has no example to give.
struct CannedAnswer: Sendable, Hashable {
    var status: Int
    var headers: [HTTPHeaderField]
    var body: String
    /// How the request log names it: an example's name in quotes, or what the mock made in parentheses.
    var label: String
    /// The example's name, when it is one (sent back as `X-Mock-Example`).
    var exampleName: String?
    /// Whether the client reads this answer as a success of its endpoint (``AnswerMeaningMark``); false for the
    /// answers the mock makes to a request it refuses.
    var isSuccess = false
    /// For a sign-in's answer that the client reads as signing in: the session it hands out (in its `Set-Cookie`
    /// headers, or the payload field its `setBy` entry names), as the mock keys sessions; nil otherwise.
    var handedOutSession: String?
    /// Whether the mock added the session's `Set-Cookie` headers to it (the example sets none).
    var addsSessionCookies = false

    init(status: Int, headers: [HTTPHeaderField] = [], body: String, label: String, exampleName: String? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.label = label
        self.exampleName = exampleName
    }

    /// An example as it is served: its status, its response headers, its body verbatim.
    init(example: Example) {
        self.init(
            status: example.status,
            headers: example.responseHeaders.map { HTTPHeaderField(name: $0.name, value: $0.value) },
            body: example.response, label: "\"\(example.name)\"", exampleName: example.name)
    }

    /// Whether the answer sets a cookie itself.
    var setsCookies: Bool { headers.contains { $0.name.caseInsensitiveEquals("Set-Cookie") } }

    /// The response: the example's `Content-Type` (a problem-details API's `application/problem+json`), else one told
    /// from the body; then the example's other headers.
    var response: HTTPResponse {
        let stated = self.headers.first { $0.name.caseInsensitiveEquals("Content-Type") }
        var headers = [stated ?? HTTPHeaderField(name: "Content-Type", value: Self.contentType(of: body))]
        headers += self.headers.filter { !$0.name.caseInsensitiveEquals("Content-Type") }
        if let exampleName {
            headers.append(
                HTTPHeaderField(
                    name: MockSelection.exampleHeader, value: PercentEncoding.encoded(exampleName, for: .headerValue)))
        }
        return HTTPResponse(status: status, headers: headers, body: Array(body.utf8))
    }

    /// JSON for bodies that start like JSON (even truncated ones, as a server that cut them off would label them),
    /// HTML for markup, else plain text.
    static func contentType(of body: String) -> String {
        let start = body.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }.first
        switch start {
        case "{", "[": return "application/json; charset=utf-8"
        case "<": return "text/html; charset=utf-8"
        default: return "text/plain; charset=utf-8"
        }
    }

    /// A JSON answer the mock makes itself: members sorted by name, so the bytes never vary.
    static func json(status: Int, _ members: JSONObject, label: String) -> CannedAnswer {
        CannedAnswer(status: status, body: JSONValue.object(members).text(.canonical) + "\n", label: label)
    }
}
