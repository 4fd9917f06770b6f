import Foundation
import WireVocabulary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Signs the requests of a contract's signed endpoints: the app's own code (an API that signs its query with keys
/// fetched from another endpoint), called before each call of those endpoints is sent.
public protocol RequestSigner: Sendable {
    /// The values to add to `request`, by name: exactly the ones `request.values` names, or the call is refused
    /// before sending. A thrown error refuses the call too; its text is never shown.
    func sign(_ request: RequestToSign) async throws -> [String: String]
}

/// A request as it will be sent, for its signer: everything but the values the signer adds.
public struct RequestToSign: Sendable {
    /// The endpoint's operation name in the contract.
    public var endpoint: String
    /// The HTTP method.
    public var method: HTTPMethod
    /// The URL with every query parameter the request carries (a token sent in the query too), in order.
    public var url: URL
    /// The headers, credentials included.
    public var headers: [HTTPHeader]
    /// The body's bytes; nil without a body, and for a multipart form (streamed from a file).
    public var body: Data?
    /// What the signer must return, and where the client puts each.
    public var values: [SignedValue]

    /// The secrets the request carries (its token wherever it travels, its secret cookies and body fields): what
    /// its printed form is redacted of.
    var secrets: [Secret] = []

    /// The query's items in order, decoded (`+` is a space, `%XX` a byte).
    public var queryItems: [(name: String, value: String)] { QueryString(url: url.absoluteString).pairs }
}

extension RequestToSign: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `signIn: POST https://host/path?ts=<redacted> headers: [X-Token: <redacted>] body: 12 bytes`: printed as the
    /// request it is, by the one redaction every printed request passes, so a token header of any name, a token in
    /// the query and the body's bytes are never shown.
    public var description: String { "\(endpoint): \(printable)" }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// Reflection shows what ``description`` shows, so `dump` of a signer's argument cannot leak the token.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["endpoint": endpoint, "request": printable, "values": values], displayStyle: .struct)
    }

    /// The request as the transport gets it, knowing its secrets.
    private var printable: HTTPRequest {
        var request = HTTPRequest(method: method, url: url, headers: headers, body: body.map(HTTPBody.data))
        request.secrets = secrets
        return request
    }
}

extension APIClientCore {
    /// `prepared` with the values its signer returns for it; refused before sending when the client has no signer,
    /// the signer throws, it returns other values than the contract's, or a value that can't be sent (a line break, a
    /// control character, more than `SignedValue.maximumLength` bytes): the refusal names the value, never its text.
    func signed(_ prepared: PreparedRequest, operation: Contract.Operation) async throws(Failure) -> PreparedRequest {
        let spec = operation.spec
        guard let signer else {
            throw rejectedInput(
                "endpoint '\(spec.name)' is signed, but the client was given no request signer",
                operation: operation, call: prepared.call)
        }
        var request = prepared.request
        let body: Data? = if case .data(let data)? = request.body { data } else { nil }
        let values: [String: String]
        do {
            values = try await signer.sign(
                RequestToSign(
                    endpoint: spec.name, method: request.method, url: request.url, headers: request.headers, body: body,
                    values: spec.signedValues, secrets: request.secrets))
        } catch {
            throw rejectedInput("the request signer failed", operation: operation, call: prepared.call)
        }
        let expected = spec.signedValues.map(\.placement.name)
        guard Set(values.keys) == Set(expected), values.count == expected.count else {
            throw rejectedInput(
                "the request signer returned " + values.keys.sorted().joined(separator: ", ")
                    + "; the contract's signing adds " + expected.joined(separator: ", "),
                operation: operation, call: prepared.call)
        }
        for name in expected {
            guard let text = values[name], let reason = SignedValue.refusal(ofValue: text) else { continue }
            throw rejectedInput(
                "the request signer's value '\(name)' \(reason)", operation: operation, call: prepared.call)
        }
        var signed = prepared
        var query = ""
        for value in spec.signedValues {
            guard let text = values[value.placement.name] else { continue }
            if value.isSecret { request.secrets.append(Secret(text)) }
            switch value.placement {
            case .query(let name):
                query += (query.isEmpty && request.url.query == nil ? "?" : "&") + Self.queryPair(name, text)
            case .header(let name): request.headers.append(HTTPHeader(name: name, value: text))
            case .formField: break
            }
        }
        guard let url = URL(string: request.url.absoluteString + query) else {
            throw rejectedInput("the signed request URL is not valid", operation: operation, call: prepared.call)
        }
        request.url = url
        signed.request = request
        return signed
    }
}
