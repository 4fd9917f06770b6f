import Contract
import WireVocabulary

/// Finds the endpoint a request is for, by method and path template (`/api/oauth/{realmId}/apple/native-login`).
struct EndpointMatcher {
    enum Match {
        /// The endpoint, with its path parameters' values as sent (decoded).
        case endpoint(Endpoint, parameters: [String: String])
        /// The path is an endpoint's, but not with this method.
        case wrongMethod(path: [Endpoint])
        case none
    }

    private struct Template {
        var endpoint: Endpoint
        /// A literal segment, or nil for a `{parameter}` segment (named in `parameters` at the same position).
        var literals: [String?]
        var parameters: [String?]

        init(_ endpoint: Endpoint) {
            self.endpoint = endpoint
            let segments = endpoint.path.split(separator: "/").map(String.init)
            literals = segments.map { Self.parameterName($0) == nil ? PercentEncoding.pathSegment($0) : nil }
            parameters = segments.map(Self.parameterName)
        }

        static func parameterName(_ segment: String) -> String? {
            guard segment.hasPrefix("{"), segment.hasSuffix("}"), segment.count > 2 else { return nil }
            return String(segment.dropFirst().dropLast())
        }

        func values(for segments: [String]) -> [String: String]? {
            guard segments.count == literals.count else { return nil }
            var values: [String: String] = [:]
            for (index, segment) in segments.enumerated() {
                if let literal = literals[index] {
                    guard literal == segment else { return nil }
                } else if let name = parameters[index] {
                    values[name] = segment
                }
            }
            return values
        }

        /// More literal segments win over parameters: `/users/me` before `/users/{id}`.
        var specificity: Int { literals.compactMap { $0 }.count }
    }

    private let templates: [Template]

    init(contract: Contract) { self.init(endpoints: contract.endpoints) }

    /// A matcher of `endpoints` alone (one server's).
    init(endpoints: [Endpoint]) {
        templates = endpoints.map(Template.init).sorted { $0.specificity > $1.specificity }
    }

    func match(method: String, segments: [String]) -> Match {
        var samePath: [Endpoint] = []
        for template in templates {
            guard let values = template.values(for: segments) else { continue }
            if template.endpoint.method.rawValue == method { return .endpoint(template.endpoint, parameters: values) }
            samePath.append(template.endpoint)
        }
        return samePath.isEmpty ? .none : .wrongMethod(path: samePath)
    }
}
