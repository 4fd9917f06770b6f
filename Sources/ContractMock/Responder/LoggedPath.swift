import Contract
import WireVocabulary

/// What the request log shows of a request's path: the path, never a secret that a client put in it.
///
/// The query is never shown, but a client can hide parameters in the path itself: after a `;` (`/x;access_token=…`),
/// behind an encoded `?` (`/x%3Faccess_token=…`, or `%253F` encoded again), or as a segment that is the token. So the
/// path is cut before the first `;`, `=` or `&`, and before an escape that spells `?`, `#`, `;`, `=` or `&` at any
/// depth the secret matcher reads; and every credential the request carries (credential header values, cookie values,
/// the token's, secret query parameters' and secret signed values, of at least ``minimumSecretLength`` characters) is replaced
/// wherever it is spelled in what is left. (A path parameter is never secret: lint refuses one.)
struct LoggedPath: Equatable {
    /// The path as printed, before it is made safe for a terminal.
    var text: String
    /// Whether part of the path was left out because it holds parameters.
    var parametersHidden: Bool

    /// Credential values shorter than this are too likely to be ordinary path text to be replaced everywhere.
    static let minimumSecretLength = 6
    static let placeholder = "<redacted>"

    /// - Parameter catalog: What the request was answered from, which says where the token travels and which query
    ///   parameters are secret; without it, only the usual credential headers and cookies are known.
    init(_ request: MockRequest, endpoint: String?, catalog: MockCatalog?) {
        let route = endpoint.flatMap { name in catalog?.routes.first { $0.endpoint.name == name } }
        let bytes = Array(request.path.utf8)
        let cut = Self.parametersStart(in: bytes)
        let kept = String(decoding: bytes[..<(cut ?? bytes.count)], as: UTF8.self)
        text = Self.credentials(of: request, route: route, catalog: catalog)
            .redact(kept, with: Self.placeholder)
        parametersHidden = cut != nil
    }

    /// Where the first parameter the path holds begins, if it holds one.
    static func parametersStart(in bytes: [UInt8]) -> Int? {
        let separators: Set<UInt8> = [
            UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "?"), UInt8(ascii: "#"),
        ]
        return bytes.indices.first { offset in
            separators.contains(bytes[offset])
                || PercentEncoding.repeatedEscape(
                    at: offset, in: bytes, depth: SecretMatcher.maximumPercentEncodings
                ).contains { separators.contains($0.byte) }
        }
    }

    /// The values the request carries as credentials.
    private static func credentials(of request: MockRequest, route: MockCatalog.Route?, catalog: MockCatalog?)
        -> SecretMatcher
    {
        var matcher = SecretMatcher()
        func add(_ value: String) {
            if value.count >= minimumSecretLength { matcher.insert(value) }
        }
        let signedHeaders = route?.signedValues.secretHeaderNames ?? []
        for header in request.headers
        where CredentialHeaders.isCredential(header.name, tokenHeader: catalog?.token?.headerName)
            || signedHeaders.contains(where: header.name.caseInsensitiveEquals)
        {
            add(header.value)
            if let space = header.value.firstIndex(of: " ") { add(String(header.value[space...].dropFirst())) }
            if header.name.caseInsensitiveEquals("Cookie") {
                for pair in CookieHeader.pairs(in: header.value) { add(pair.value) }
            }
        }
        let queryNames =
            [catalog?.token?.queryName].compactMap { $0 }
            + (route?.endpoint.query.filter(\.isCredential).map(\.name) ?? [])
            + (route?.signedValues.secretQueryNames ?? [])
        let query = QueryString(request.query)
        for name in queryNames { query.values(named: name).forEach(add) }
        return matcher
    }
}
