import ContractVerify
import Foundation
import WireVocabulary

/// One HAR entry as the draft reads it: what it was sent to and with, and what came back. Made fresh for each pass
/// from the streamed entry and dropped after it.
struct CapturedExchange {
    /// `capture.har#entries[3]`: how examples and the summary name the entry.
    var source: String
    var method: HTTPMethod
    /// `https://api.example.com` (scheme, host and a port other than the scheme's default), lower-cased.
    var origin: String
    /// The percent-decoded path segments, every one of them (the server's prefix is dropped later).
    var segments: [String]
    var query: [(name: String, value: String)]
    var request: HARRequest
    var response: HARResponse?

    /// Why an entry cannot be drafted from at all, as the summary lists it.
    enum Refusal: Error {
        case unreadable(String)
        case method(String)
        case url
    }

    init(_ entry: HAREntry, file: String) throws(Refusal) {
        source = Self.source(file: file, index: entry.index)
        if let defect = entry.defect { throw .unreadable(defect) }
        // HTTP has no status past these (a contract can hold none); 0 is a capture's "no answer recorded".
        if let status = entry.response?.status, status != 0, !(100...599).contains(status) {
            throw .unreadable("an answer status outside 100...599")
        }
        guard let method = HTTPMethod(rawValue: entry.request.method) else { throw .method(entry.request.method) }
        guard let components = URLComponents(string: entry.request.url),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host?.lowercased(), !host.isEmpty
        else { throw .url }
        self.method = method
        let defaultPort = scheme == "https" ? 443 : 80
        origin = "\(scheme)://\(host)" + (components.port.map { $0 == defaultPort ? "" : ":\($0)" } ?? "")
        segments = components.percentEncodedPath.split(separator: "/").map(PercentEncoding.pathSegment)
        query = QueryString(components.percentEncodedQuery).pairs
        request = entry.request
        response = entry.response
    }

    /// `capture.har#entries[3]`: the file's name (as `info.docs` lists it) and the entry's index.
    static func source(file: String, index: Int) -> String {
        "\(ProseText.clean(URL(fileURLWithPath: file).lastPathComponent))#entries[\(index)]"
    }

    /// The request's cookies: the capture's list and the `Cookie` headers' pairs, by name.
    var sentCookies: [(name: String, value: String)] {
        var cookies = request.cookies.map { (name: $0.name, value: $0.value) }
        for header in request.headers.values(named: "Cookie") {
            for pair in CookieHeader.pairs(in: header) where !cookies.contains(where: { $0.name == pair.name }) {
                cookies.append(pair)
            }
        }
        return cookies
    }

    /// The cookies the answer sets (or deletes), read as the client reads `Set-Cookie`.
    var setCookies: [SetCookie] {
        guard let response else { return [] }
        let headers = response.headers.map { (name: $0.name, value: $0.value) }
        return SetCookie.cookies(inHeaders: headers)
    }
}
