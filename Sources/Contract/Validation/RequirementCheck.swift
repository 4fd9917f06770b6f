import Foundation

/// Evaluates an endpoint's success condition on an example payload, as the generated client will.
public enum RequirementCheck {
    /// Why `requirement` fails on `payload`, or nil when it holds.
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
            default: return nil
            }
        case .httpURL:
            guard case .string(let text) = value, InfoValidation.isHTTPURL(text) else {
                return "\(name) is not an http(s) URL: \(value.foundDescription)"
            }
            return nil
        }
    }
}
