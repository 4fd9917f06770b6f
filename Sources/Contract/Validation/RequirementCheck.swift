import Foundation
import TextFoundation

/// Evaluates an endpoint's success condition on an example payload, as the generated client will.
public enum RequirementCheck {
    /// Why `requirement` fails on `payload`, or nil when it holds. A condition of a union variant holds whenever the
    /// payload is another variant (the union of `payloadType` in `contract` says which variant a payload is).
    public static func failure(
        of requirement: Endpoint.Requirement, on payload: JSONValue?, payloadType: TypeRef?, in contract: Contract
    ) -> String? {
        if let variant = requirement.variant {
            guard let payload, variantName(of: payload, type: payloadType, in: contract) == variant else { return nil }
        }
        return failure(of: requirement, on: payload)
    }

    /// Why `requirement`'s path and predicate fail on `payload`, or nil when they hold (its variant not considered).
    public static func failure(of requirement: Endpoint.Requirement, on payload: JSONValue?) -> String? {
        let path = PayloadPath(components: requirement.path.map { .key($0) })
        let name = requirement.path.isEmpty ? "the payload" : "\(path)"
        guard let payload, let value = path.value(in: payload), value != .null else { return "\(name) is missing" }
        switch requirement.predicate {
        case .present:
            return nil
        case .nonEmpty:
            switch value {
            case .string(let text) where text.isEmpty: return "\(name) is empty"
            case .array(let items) where items.isEmpty: return "\(name) is empty"
            // A map with no keys, as the generated client's `isEmpty` reads it.
            case .object(let members) where members.isEmpty: return "\(name) is empty"
            default: return nil
            }
        case .httpURL:
            guard case .string(let text) = value, InfoValidation.isHTTPURL(text) else {
                return "\(name) is not an http(s) URL: \(value.foundDescription)"
            }
            return nil
        }
    }

    /// The variant a union payload decodes as: the first whose key the object has.
    public static func variantName(of payload: JSONValue, type: TypeRef?, in contract: Contract) -> String? {
        guard case .union(let name)? = type, case .object(let members) = payload else { return nil }
        return contract.union(named: name)?.variants.first { members[$0.discriminatorKey] != nil }?.name
    }
}
