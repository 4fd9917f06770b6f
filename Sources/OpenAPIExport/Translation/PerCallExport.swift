import Contract
import TextFoundation
import WireVocabulary

/// Values the client computes per call, as `x-zing-per-call` members (docs/openapi-export.md): on a parameter or form
/// field, what it is (`{clock: unixMillis}`, `{random: hex, length: 32}`); at the top, the contract's `perCall:`
/// list; and, for each operation it applies to, a parameter marked `shared: true`, so OpenAPI's readers see what the
/// request carries and `draft --openapi` takes it back as the one `perCall:` entry.
enum PerCallExport {
    static func kind(_ kind: PerCallValue.Kind) -> JSONValue {
        switch kind {
        case .unixSeconds: ["clock": "unixSeconds"]
        case .unixMillis: ["clock": "unixMillis"]
        case .random(let alphabet, let length): ["random": .string(alphabet.rawValue), "length": .int(length)]
        }
    }

    /// The contract's `perCall:` entries, in order.
    static func rules(_ contract: Contract) -> JSONValue {
        .array(
            contract.perCall.map { rule in
                var entry: JSONObject = ["from": kind(rule.value.kind)]
                switch rule.value.placement {
                case .query(let name): entry["query"] = .string(name)
                case .header(let name), .formField(let name): entry["header"] = .string(name)
                }
                if !rule.methods.isEmpty { entry["methods"] = .strings(rule.methods.map(\.rawValue)) }
                return JSONValue.object(entry).annotated(rule.provenance)
            })
    }

    /// The parameters the contract's `perCall:` adds to `endpoint`'s requests.
    static func sharedParameters(_ endpoint: Endpoint, in contract: Contract) -> [JSONValue] {
        contract.perCall.filter { $0.applies(to: endpoint) }.map { rule in
            var schema: JSONValue = rule.value.kind.isClock ? ["type": "integer"] : ["type": "string"]
            schema = schema.setting(ZingExtension.perCall.key, kind(rule.value.kind).setting("shared", true))
            let location =
                switch rule.value.placement {
                case .query: "query"
                case .header, .formField: "header"
                }
            return [
                "name": .string(rule.value.placement.name), "in": .string(location), "required": true,
                "schema": schema, "description": "Computed by the client for each call.",
            ]
        }
    }

    /// The contract's `signing:` (`x-zing-signing`): what the app's signer adds.
    static func signing(_ signing: SigningRules) -> JSONValue {
        JSONValue.object([
            "adds": .array(
                signing.values.map { value in
                    var entry: JSONObject =
                        switch value.placement {
                        case .query(let name): ["query": .string(name)]
                        case .header(let name), .formField(let name): ["header": .string(name)]
                        }
                    if value.isSecret { entry["secret"] = true }
                    return .object(entry)
                })
        ]).annotated(signing.provenance)
    }

    /// The parameters the signer adds to a signed endpoint's requests, marked `x-zing-signed` (draft skips them).
    static func signedParameters(_ endpoint: Endpoint, in contract: Contract) -> [JSONValue] {
        contract.signedValues(for: endpoint).map { value in
            var schema: JSONValue = ["type": "string", ZingExtension.signed.key: true]
            if value.isSecret {
                schema = schema.setting("format", "password").setting("writeOnly", true).setting(
                    ZingExtension.secret.key, true)
            }
            let location =
                switch value.placement {
                case .query: "query"
                case .header, .formField: "header"
                }
            return [
                "name": .string(value.placement.name), "in": .string(location), "required": true, "schema": schema,
                "description": "Added by the app's request signer.",
            ]
        }
    }
}
