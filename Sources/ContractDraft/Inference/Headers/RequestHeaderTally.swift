import Contract
import ContractVerify
import WireVocabulary

/// The request headers a capture's API requests carried beside the ones every HTTP client sends, the credentials and
/// the tenant: a header every request carried with one value is drafted into `headers.always` (an `X-Version: 3.7`
/// the server needs), one whose value changed is listed as left out (a signature or a time the client computes:
/// `perCall:` or `signing:`), and one that is a credential is never written.
struct RequestHeaderTally {
    private struct Seen {
        var spelling: String
        var count = 0
        var first: String
        var varies = false
    }

    private var seen: [String: Seen] = [:]
    private var order: [String] = []
    private(set) var requests = 0

    /// Headers browsers, HTTP stacks and proxies add on their own, lower-cased (and every `sec-` and `:` one).
    static let transportHeaders: Set<String> = [
        "accept", "accept-encoding", "accept-language", "accept-charset", "user-agent", "content-type",
        "content-length", "host", "connection", "origin", "referer", "cookie", "authorization", "cache-control",
        "pragma", "dnt", "priority", "upgrade-insecure-requests", "if-none-match", "if-modified-since", "te",
        "x-requested-with", "keep-alive", "expect", "range", "via", "forwarded", "x-forwarded-for",
        "x-forwarded-proto", "x-forwarded-host", "x-real-ip", "proxy-connection",
    ]

    /// More distinct header names than this are not tallied (a client that carries data in header names).
    static let maximumNames = 64

    mutating func add(_ headers: [HARPair]) {
        requests += 1
        var counted: Set<String> = []
        for header in headers {
            let name = header.name.lowercased()
            guard !Self.isTransport(name), counted.insert(name).inserted else { continue }
            if var known = seen[name] {
                known.count += 1
                if known.first != header.value { known.varies = true }
                seen[name] = known
            } else if order.count < Self.maximumNames {
                seen[name] = Seen(spelling: header.name, count: 1, first: header.value)
                order.append(name)
            }
        }
    }

    static func isTransport(_ name: String) -> Bool {
        transportHeaders.contains(name) || name.hasPrefix("sec-") || name.hasPrefix(":")
    }

    /// What the draft does with each header: `always` the ones to send with their value, `leftOut` the others with
    /// the reason (never a value). `skip`: names the auth already drafts (the token header, the tenant header).
    func drafted(skipping skip: Set<String>, secrets: SecretSet) -> (
        always: [HeaderRules.Header], leftOut: [(name: String, reason: String)]
    ) {
        var always: [HeaderRules.Header] = []
        var leftOut: [(String, String)] = []
        for name in order where !skip.contains(name) {
            let header = seen[name]!
            let spelling = header.spelling
            guard TokenPlaceNames.isHeaderName(spelling) else { continue }
            if CredentialNames.isCredential(spelling) || TokenPlaceNames.isTokenHeader(spelling)
                || secrets.reveals(header.first)
            {
                leftOut.append((spelling, "a request header that carries a credential (\(spelling)); never written"))
            } else if header.varies {
                leftOut.append(
                    (
                        spelling,
                        "a request header whose value changed between requests (\(spelling)): a time or a signature the client computes? See `perCall:` and `signing:`"
                    ))
            } else if header.count == requests, EndpointAssembly.isUsableName(header.first),
                header.first.utf8.count <= 256
            {
                always.append(HeaderRules.Header(name: spelling, value: header.first))
            } else {
                leftOut.append(
                    (
                        spelling,
                        "a request header only some requests carried (\(spelling)); add it to the endpoints that need it"
                    ))
            }
        }
        return (always, leftOut)
    }
}
