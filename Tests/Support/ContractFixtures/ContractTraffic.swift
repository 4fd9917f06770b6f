import Contract
import Foundation
import WireVocabulary

/// The traffic a conforming client and server of a contract would produce: one entry per example, its request as the
/// generated client sends it (token, tenant, headers, path and query values, the example's body) and the example's
/// answer. The repository's capture fixtures (verify's `ExampleTraffic`) are made the same way.
public enum ContractTraffic {
    /// A token no example holds, so tests can tell it apart and look for it in every output.
    public static let token = "planted-token-3fa9c2e81b"

    public static func entries(_ contract: Contract, base fallback: String = "https://herald.example.test")
        -> [CapturedEntry]
    {
        contract.endpoints.flatMap { endpoint in
            endpoint.examples.map { example in entry(endpoint, example: example, contract: contract, fallback: fallback)
            }
        }
    }

    private static func entry(_ endpoint: Endpoint, example: Example, contract: Contract, fallback: String)
        -> CapturedEntry
    {
        let base =
            endpoint.server.flatMap { contract.server(named: $0)?.url } ?? contract.defaultBaseURL ?? fallback
        var path = endpoint.path
        for parameter in endpoint.pathParameters {
            path = path.replacingOccurrences(of: "{\(parameter.name)}", with: sample(parameter.type, contract))
        }
        let chosen = Set(endpoint.parameterGroups.compactMap(\.members.first))
        var query = endpoint.query.filter { !$0.isOptional || chosen.contains($0.name) }.map {
            "\($0.name)=\($0.constant ?? $0.perCall.map(perCallText) ?? ($0.fromCookie != nil ? "csrf-value-1" : sample($0.type, contract)))"
        }
        let shared = contract.perCall.filter { $0.applies(to: endpoint) }.map(\.value)
        for value in shared {
            if case .query(let name) = value.placement { query.append("\(name)=\(perCallText(value.kind))") }
        }
        // As the example signer signs.
        let signed = contract.signedValues(for: endpoint)
        for value in signed {
            if case .query(let name) = value.placement { query.append("\(name)=example-\(name)") }
        }
        var headers: [(String, String)] = contract.headers.always.map { ($0.name, $0.value) }
        for value in shared {
            if case .header(let name) = value.placement { headers.append((name, perCallText(value.kind))) }
        }
        for value in signed {
            if case .header(let name) = value.placement { headers.append((name, "example-\(name)")) }
        }
        var cookies: [(String, String)] = []
        if endpoint.auth == .token {
            if let placement = contract.auth?.token?.placement {
                switch placement {
                case .header(let name, _): headers.append((name, placement.wireValue(of: token)))
                case .query(let name): query.insert("\(name)=\(token)", at: 0)
                }
            }
            for cookie in contract.auth?.session?.cookies ?? [] {
                cookies.append((cookie.name, "cookie-\(cookie.name)-7e1d"))
            }
            if endpoint.sendsTenant, let tenant = contract.auth?.tenant { headers.append((tenant.header, "1234")) }
        }
        var entry = CapturedEntry(
            method: endpoint.method.rawValue,
            url: base + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&")))
        entry.requestHeaders = headers
        entry.requestCookies = cookies
        switch endpoint.body {
        case .none: break
        case .json:
            entry.requestHeaders += contract.headers.jsonBody.map { ($0.name, $0.value) }
            entry.requestBody = example.request ?? "{}"
        case .form(let fields):
            entry.requestMimeType = "application/x-www-form-urlencoded"
            entry.requestBody =
                example.request
                ?? fields.filter { !$0.isOptional }.map {
                    "\($0.name)=\($0.constant ?? $0.perCall.map(perCallText) ?? sample($0.type, contract))"
                }
                .joined(separator: "&")
        case .multipart(let file, let fields):
            entry.formFields =
                [(file, nil, "photo.jpg")]
                + fields.filter { !$0.isOptional }.map { ($0.name, sample($0.type, contract), nil) }
        }
        entry.status = example.status
        entry.responseBody = example.response
        entry.responseHeaders = example.responseHeaders.map { ($0.name, $0.value) }
        return entry
    }

    /// The text the client sends for a value computed per call, at a fixed moment (`0000…` for random text).
    static func perCallText(_ kind: PerCallValue.Kind) -> String {
        kind.text(now: Date(timeIntervalSince1970: 1_733_212_800)) { String(repeating: $0.characters[0], count: $1) }
    }

    /// URL text of a value of `type`.
    static func sample(_ type: TypeRef, _ contract: Contract) -> String {
        switch type {
        case .scalar(.int), .scalar(.int64): "7"
        case .scalar(.bool): "true"
        case .scalar(.double): "1.5"
        case .identifier(let name): contract.identifier(named: name)?.storage == .int ? "1234" : "id-1"
        case .enumeration(let name): contract.enumeration(named: name)?.cases.first?.value.text ?? "1"
        default: "sample"
        }
    }
}
