import Contract
import Foundation
import TextFoundation
import WireVocabulary

/// Gathers the secrets of captures: the contract's token header, its secret signed headers and the usual credential
/// headers on any entry, cookies, credential-looking query values, and `secret: true` field values of matched bodies.
struct SecretCollector {
    let contract: Contract

    /// Query parameter names that usually carry credentials.
    static let credentialQueryNames = [
        "token", "access_token", "refresh_token", "id_token", "code", "key", "signature",
    ]

    /// Lower-cased names of every header whose value is a credential.
    var credentialHeaderNames: Set<String> { headerNames }

    private var headerNames: Set<String> {
        var names = CredentialHeaders.names
        if let token = contract.auth?.token?.placement.headerName { names.insert(token.lowercased()) }
        for name in contract.signing?.values.secretHeaderNames ?? [] { names.insert(name.lowercased()) }
        return names
    }

    /// Lower-cased names of the query parameters whose values are secrets: the usual ones, the contract's token
    /// parameter, every `secret: true` query parameter of any endpoint and every secret signed query value.
    var credentialQueryNames: Set<String> {
        var names = Set(Self.credentialQueryNames)
        if let token = contract.auth?.token?.placement.queryName { names.insert(token.lowercased()) }
        for name in contract.signing?.values.secretQueryNames ?? [] { names.insert(name.lowercased()) }
        for endpoint in contract.endpoints {
            for parameter in endpoint.query where parameter.isCredential { names.insert(parameter.name.lowercased()) }
        }
        return names
    }

    /// The secrets an entry carries outside its bodies.
    func secrets(of entry: HAREntry) -> SecretSet {
        CaptureSecrets.secrets(of: entry, headerNames: headerNames, queryNames: credentialQueryNames)
    }

    /// The values of `secret: true` fields in `value`, read as `type`.
    func secrets(in value: JSONValue, as type: TypeRef) -> SecretSet {
        var set = SecretSet()
        collect(value, type, into: &set)
        return set
    }

    private func collect(_ value: JSONValue, _ type: TypeRef, into set: inout SecretSet) {
        switch (type, value) {
        case (.list(let element), .array(let items)):
            for item in items { collect(item, element, into: &set) }
        case (.map(let valueType), .object(let members)):
            for (key, member) in members {
                // A text under a key named like a credential is a secret, as it is in a model.
                if case .string(let text) = member, CredentialNames.isCredential(key) { set.add(text) }
                collect(member, valueType, into: &set)
            }
        case (.model(let name), .object(let members)):
            guard let model = contract.model(named: name) else { return }
            collect(members, of: model, into: &set)
        case (.union(let name), .object(let members)):
            for variant in contract.union(named: name)?.variants ?? [] {
                if let model = contract.model(named: variant.type) { collect(members, of: model, into: &set) }
            }
        default:
            return
        }
    }

    private func collect(_ members: JSONObject, of model: Model, into set: inout SecretSet) {
        for field in model.fields {
            guard let member = members[field.name] else { continue }
            if field.isSecret {
                Self.texts(of: member).forEach { set.add($0) }
            } else {
                collect(member, field.type, into: &set)
            }
        }
        // Texts named like credentials, declared or not, are secrets whatever the contract says of them.
        for (key, member) in members where CredentialNames.isCredential(key) {
            if case .string(let text) = member { set.add(text) }
        }
    }

    /// Every scalar text inside a value (a secret field may hold an object in a broken answer).
    static func texts(of value: JSONValue) -> [String] {
        switch value {
        case .string(let text): [text]
        case .int(let number): [String(number)]
        case .double(let number): [String(number)]
        case .array(let items): items.flatMap(texts(of:))
        case .object(let members): members.values.flatMap(texts(of:))
        case .bool, .null: []
        }
    }
}
