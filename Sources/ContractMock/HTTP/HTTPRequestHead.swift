import Foundation

/// One header line of a request, as received (names compare case-insensitively).
struct HTTPHeaderField: Sendable, Hashable {
    var name: String
    var value: String

    init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// How a request's body is delimited.
enum BodyFraming: Equatable {
    case none
    case length(Int)
    case chunked
}

/// A request that can't be served, with the status that says why. The reasons are fixed words of this module, never
/// bytes the client sent, so they are safe to print.
enum HTTPRequestError: Error, Equatable {
    case malformed(String)
    case headTooLarge
    case tooManyHeaders
    case versionNotSupported
    case encodingNotImplemented
    case bodyTooLarge
    case timedOut

    var status: Int {
        switch self {
        case .malformed: 400
        case .headTooLarge, .tooManyHeaders: 431
        case .versionNotSupported: 505
        case .encodingNotImplemented: 501
        case .bodyTooLarge: 413
        case .timedOut: 408
        }
    }

    var reason: String {
        switch self {
        case .malformed(let why): "malformed request: \(why)"
        case .headTooLarge: "request head over the size limit"
        case .tooManyHeaders: "too many header lines"
        case .versionNotSupported: "HTTP version not supported"
        case .encodingNotImplemented: "transfer coding not supported"
        case .bodyTooLarge: "body over the size limit"
        case .timedOut: "the client was too slow"
        }
    }
}

/// The request line and header lines of an HTTP/1.x request, checked strictly: anything ambiguous (two lengths, a
/// length beside chunked coding, folded lines, bytes outside the grammar) is refused rather than guessed at.
struct HTTPRequestHead: Equatable {
    var method: String
    /// The origin-form target as received: path and query, never decoded.
    var target: String
    var isHTTP10: Bool
    var headers: [HTTPHeaderField]
    var framing: BodyFraming

    /// The target's path, before any `?`.
    var path: String { String(target.prefix { $0 != "?" }) }
    /// The target's query, after the first `?`.
    var query: String? { target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) } }

    /// The value of the first header of that name.
    func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveEquals(name) }?.value
    }

    /// Whether the connection ends after this request's answer.
    var closesConnection: Bool {
        let tokens = (header("Connection") ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return isHTTP10 ? !tokens.contains("keep-alive") : tokens.contains("close")
    }

    /// Whether the client waits for `100 Continue` before sending its body; never an HTTP/1.0 client, which would take
    /// the interim answer for the final one (RFC 9110 §10.1.1).
    var expectsContinue: Bool { !isHTTP10 && header("Expect")?.lowercased() == "100-continue" }
}

extension String {
    func caseInsensitiveEquals(_ other: String) -> Bool {
        utf8.count == other.utf8.count && lowercased() == other.lowercased()
    }
}
