import Contract
import TextFoundation

/// Replaces secrets in a body before it becomes an example: every `secret: true` field's value that is not empty
/// becomes `<redacted NAME>`, any other text holding a secret the captures carry has it replaced, and a sign-in's
/// session cookies are set to `<redacted>`. `verify --examples` and `draft` make their examples with it.
public struct Placeholders {
    let contract: Contract
    let secrets: SecretSet

    public init(contract: Contract, secrets: SecretSet) {
        self.contract = contract
        self.secrets = secrets
    }

    /// An answer's body for an example of `endpoint`: the payload read as its type (``apply(_:as:)``), the envelope's
    /// other fields scrubbed.
    public func answerBody(_ json: JSONValue, of endpoint: Endpoint) -> JSONValue {
        guard let envelope = contract.envelope(for: endpoint), envelope.traits.wrapsAnswers,
            endpoint.response.payload != .body, case .object(var members) = json
        else { return apply(json, as: endpoint.response.type) }
        for (key, value) in members {
            let isPayload = envelope.payloadField?.keys == [key] && endpoint.response.payload == .result
            members[key] = isPayload ? apply(value, as: endpoint.response.type) : scrub(value)
        }
        return .object(members)
    }

    /// `value` read as `type`: secret fields' values as `<redacted NAME>`, other texts scrubbed.
    public func apply(_ value: JSONValue, as type: TypeRef?) -> JSONValue {
        switch (type, value) {
        case (.list(let element)?, .array(let items)):
            return .array(items.map { apply($0, as: element) })
        case (.map(let valueType)?, .object(let members)):
            // A map's keys are data, so they are scrubbed as an unknown field's key is (an answer keyed by a token).
            return .object(
                JSONObject(
                    members.map { member in
                        if case .string(let text) = member.value, !text.isEmpty,
                            CredentialNames.isCredential(member.key)
                        {
                            return (key: member.key, value: .string("<redacted \(member.key)>"))
                        }
                        return (key: secrets.scrub(member.key), value: apply(member.value, as: valueType))
                    }))
        case (.model(let name)?, .object(let members)):
            return .object(apply(members, models: contract.model(named: name).map { [$0] } ?? []))
        case (.union(let name)?, .object(let members)):
            let models = (contract.union(named: name)?.variants ?? []).compactMap { contract.model(named: $0.type) }
            return .object(apply(members, models: models))
        default:
            return scrub(value)
        }
    }

    private func apply(_ members: JSONObject, models: [Model]) -> JSONObject {
        JSONObject(
            members.map { member in
                let field = models.lazy.compactMap { $0.field(named: member.key) }.first
                // An empty secret holds nothing to hide, and an example must keep it empty: a client refuses an
                // empty token, so a placeholder would turn the answer into a success.
                if field?.isSecret == true, member.value != .null, member.value != .string("") {
                    return (key: member.key, value: .string("<redacted \(member.key)>"))
                }
                // A text named like a credential is hidden whatever the contract says of it (`oldpassword` marked
                // `secret: false`, or not declared at all).
                if case .string(let text) = member.value, !text.isEmpty, CredentialNames.isCredential(member.key) {
                    return (key: member.key, value: .string("<redacted \(member.key)>"))
                }
                return (
                    key: field == nil ? secrets.scrub(member.key) : member.key,
                    value: apply(member.value, as: field?.type)
                )
            })
    }

    /// The `Set-Cookie` header value of a sign-in's example: every one of `cookies` set to the placeholder, whether or
    /// not it is secret (a capture's cookie values are all treated as secrets), so the example sets the session.
    public static func sessionCookies(_ cookies: [String]) -> String {
        cookies.map { "\($0)=\(SecretSet.placeholder); Path=/" }.joined(separator: ", ")
    }

    /// Texts anywhere in an untyped value, object keys included (an answer keyed by the user's token), with the
    /// captures' secrets replaced.
    public func scrub(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): .string(secrets.scrub(text))
        case .array(let items): .array(items.map(scrub))
        case .object(let members):
            .object(JSONObject(members.map { (key: secrets.scrub($0.key), value: scrub($0.value)) }))
        default: value
        }
    }
}
