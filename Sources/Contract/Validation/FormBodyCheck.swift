import WireVocabulary

/// What is wrong with a form body against the fields the contract declares: names it does not declare, required
/// fields it lacks, fields sent twice, and fixed fields sent with another value. Problems name fields, never values,
/// so a secret field's value is never quoted. Lint checks examples with it; `verify` and `mock` check real bodies.
public struct FormBodyCheck: Sendable {
    /// One thing wrong, by field name.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        case unknownField(String)
        case missingField(String)
        case repeatedField(String)
        case constantChanged(String, expected: String)

        public var description: String {
            switch self {
            case .unknownField(let name): "has form field '\(name)', which the contract does not declare"
            case .missingField(let name): "lacks required form field '\(name)'"
            case .repeatedField(let name): "sends form field '\(name)' more than once"
            case .constantChanged(let name, let expected):
                "sends form field '\(name)' with a value other than '\(expected)'"
            }
        }
    }

    public var fields: [Endpoint.Parameter]

    public init(fields: [Endpoint.Parameter]) { self.fields = fields }

    /// The problems of a body given as its bytes' text, in field order.
    public func problems(in body: String) -> [Problem] {
        problems(in: FormURLEncoding.parse(body))
    }

    /// The problems of parsed pairs.
    public func problems(in pairs: [(name: String, value: String)]) -> [Problem] {
        var problems: [Problem] = []
        var seen: Set<String> = []
        for pair in pairs {
            guard let field = fields.first(where: { $0.name == pair.name }) else {
                problems.append(.unknownField(pair.name))
                continue
            }
            if !seen.insert(pair.name).inserted {
                problems.append(.repeatedField(pair.name))
            }
            if let constant = field.constant, pair.value != constant {
                problems.append(.constantChanged(pair.name, expected: constant))
            }
        }
        // A value computed per call is checked as one (`verify`, `mock`), not as a field the app fills in.
        for field in fields where !field.isOptional && field.perCall == nil && !seen.contains(field.name) {
            problems.append(.missingField(field.name))
        }
        return problems
    }
}
