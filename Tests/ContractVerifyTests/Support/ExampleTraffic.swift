import Contract
import ContractVerify
import Foundation
import TextFoundation
import WireVocabulary

/// Requests that follow a contract to the letter (token, tenant, headers, query, body), and captures built from the
/// contract's own examples: the traffic a conforming client and server would produce.
struct ExampleTraffic {
    let contract: Contract
    var base: String

    init(contract: Contract) {
        self.contract = contract
        base = RealContracts.baseURL(of: contract)
    }

    /// The endpoint named `name`.
    func endpoint(_ name: String) -> Endpoint { contract.endpoint(named: name)! }

    /// A request to `endpoint` as the generated client sends it; `body` replaces the sample JSON body.
    func request(_ endpoint: Endpoint, body: String? = nil) -> EntrySpec {
        var path = endpoint.path
        for parameter in endpoint.pathParameters {
            path = path.replacingOccurrences(of: "{\(parameter.name)}", with: sampleText(parameter.type))
        }
        // A group sends its first member only.
        let chosen = Set(endpoint.parameterGroups.compactMap(\.members.first))
        let sent = { (name: String) in endpoint.group(of: name) == nil || chosen.contains(name) }
        let shared = contract.perCall.filter { $0.applies(to: endpoint) }.map(\.value)
        let signed = contract.signedValues(for: endpoint)
        let query =
            endpoint.query.filter { sent($0.name) }.map {
                "\($0.name)=\($0.constant ?? $0.perCall.map(Self.perCallText) ?? sampleText($0.type))"
            }
            + shared.compactMap { value in
                guard case .query(let name) = value.placement else { return nil }
                return "\(name)=\(Self.perCallText(value.kind))"
            }
            + signed.compactMap { value in
                guard case .query(let name) = value.placement else { return nil }
                return "\(name)=example-\(name)"
            }
        var spec = EntrySpec(
            method: endpoint.method.rawValue,
            url: base + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&")))
        if endpoint.auth == .token, let token = contract.auth?.token?.placement {
            let value = Planted.value("token")
            switch token {
            case .header(let name, _): spec.headers.append((name, token.wireValue(of: value)))
            case .query(let name): spec.url += (query.isEmpty ? "?" : "&") + "\(name)=\(value)"
            }
        }
        if endpoint.sendsTenant, let tenant = contract.auth?.tenant { spec.headers.append((tenant.header, "1234")) }
        spec.headers += contract.headers.always.map { ($0.name, $0.value) }
        for value in shared {
            if case .header(let name) = value.placement { spec.headers.append((name, Self.perCallText(value.kind))) }
        }
        for value in signed {
            if case .header(let name) = value.placement { spec.headers.append((name, "example-\(name)")) }
        }
        spec.cookies = [("session", Planted.value("cookie"))]
        switch endpoint.body {
        case .none:
            break
        case .json(let model):
            spec.headers += contract.headers.jsonBody.map { ($0.name, $0.value) }
            spec.requestBody = body ?? jsonText(sample(.model(model)))
        case .multipart(let file, let fields):
            spec.formFields =
                [HARFormField(name: file, fileName: "photo.jpg", contentType: "image/jpeg")]
                + fields.filter { !$0.isOptional }.map { HARFormField(name: $0.name, value: sampleText($0.type)) }
        case .form(let fields):
            spec.requestMimeType = "application/x-www-form-urlencoded"
            spec.requestBody =
                body
                ?? fields.filter { !$0.isOptional || (endpoint.group(of: $0.name) != nil && chosen.contains($0.name)) }
                .map {
                    "\($0.name)=\($0.constant ?? $0.perCall.map(Self.perCallText) ?? ($0.isSecret ? Planted.value($0.name) : sampleText($0.type)))"
                }.joined(separator: "&")
        }
        return spec
    }

    /// One entry per example of every endpoint, in contract order: the example's request (or a sample one) and its
    /// status and body.
    func exampleEntries() -> [(spec: EntrySpec, endpoint: Endpoint, example: Example)] {
        contract.endpoints.flatMap { endpoint in
            endpoint.examples.map { example in
                var spec = request(endpoint, body: example.request)
                spec.status = example.status
                spec.responseBody = example.response
                spec.responseHeaders = example.responseHeaders.map { ($0.name, $0.value) }
                return (spec, endpoint, example)
            }
        }
    }

    /// The text the client sends for a value computed per call, at a fixed moment (`0000…` for random text).
    static func perCallText(_ kind: PerCallValue.Kind) -> String {
        kind.text(now: Date(timeIntervalSince1970: 1_733_212_800)) { String(repeating: $0.characters[0], count: $1) }
    }

    /// A value of `type` that the contract accepts; secret fields hold planted secrets.
    func sample(_ type: TypeRef, field: Field? = nil) -> Any {
        if field?.isSecret == true { return Planted.value(field?.name ?? "secret") }
        switch type {
        case .scalar(let scalar):
            switch scalar {
            case .string: return "sample"
            case .int, .int64: return 1
            case .double: return 1.5
            case .bool: return true
            case .unixSeconds: return 1_792_713_600
            case .unixMillis: return 1_792_713_600_123
            case .dateTime: return "2026-10-23T08:00:00Z"
            case .url: return "https://example.test/a"
            case .json: return [String: Any]()
            }
        case .identifier(let name): return contract.identifier(named: name)?.storage == .int ? 1234 : "id-1"
        case .enumeration(let name):
            switch contract.enumeration(named: name)?.cases.first?.value {
            case .int(let value)?: return value
            case .string(let value)?: return value
            case nil: return 1
            }
        case .list: return [Any]()
        case .map(let value): return ["sample": sample(value)]
        case .union(let name):
            return contract.union(named: name)?.variants.first.map { sample(.model($0.type)) } ?? [:]
        case .model(let name):
            var object: [String: Any] = [:]
            for field in contract.model(named: name)?.fields ?? [] where !field.isOptional {
                object[field.name] = sample(field.type, field: field)
            }
            return object
        }
    }

    /// URL text of a value of `type`.
    func sampleText(_ type: TypeRef) -> String {
        switch sample(type) {
        case let text as String: text
        case let number as Int: String(number)
        default: "sample"
        }
    }
}

/// JSON text of a sample value.
func jsonText(_ value: Any) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    else {
        return "{}"
    }
    return String(decoding: data, as: UTF8.self)
}
