/// Where a response stopped decoding and why, never what arrived there.
///
/// The path runs from the body's root in JSON notation (`data.user.id`, `result[3].status`); the values that failed are
/// never kept, since they may be tokens or personal data.
public struct DecodingFailure: Sendable, Hashable, CustomStringConvertible {
    /// What was wrong at ``path``.
    public enum Problem: Sendable, Hashable {
        /// A required key was absent.
        case missing
        /// A required value was `null`.
        case null
        /// A value of another JSON type arrived; `expected` names the Swift type it should have decoded to.
        case typeMismatch(expected: String)
        /// The value had the right JSON type but an invalid form (e.g. an id that is not a number, a bad date).
        case invalidValue
        /// The body is not JSON at all (HTML, truncated, empty).
        case notJSON
        /// The decoder failed without saying where (not a `DecodingError`).
        case unreadable
    }

    /// The JSON path from the body's root, e.g. `data.user.id`; empty for the root itself.
    public var path: String
    /// What was wrong there.
    public var problem: Problem

    /// A failure at `path`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// The failure `error` describes: its coding path and its kind, never its debug text (which may quote a value).
    init(_ error: any Error) {
        guard let decodingError = error as? DecodingError else {
            self.init(path: "", problem: .unreadable)
            return
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key]), problem: .missing)
        case .valueNotFound(_, let context):
            self.init(path: Self.path(context.codingPath), problem: .null)
        case .typeMismatch(let type, let context):
            self.init(path: Self.path(context.codingPath), problem: .typeMismatch(expected: "\(type)"))
        case .dataCorrupted(let context):
            self.init(path: Self.path(context.codingPath), problem: .invalidValue)
        @unknown default:
            self.init(path: "", problem: .unreadable)
        }
    }

    /// `missing 'data.user.id'`, `'result[3].status' is not Int`, …
    public var description: String {
        let place = path.isEmpty ? "the root" : "'\(path)'"
        switch problem {
        case .missing: return "missing \(place)"
        case .null: return "null at \(place)"
        case .typeMismatch(let expected): return "\(place) is not \(expected)"
        case .invalidValue: return "invalid value at \(place)"
        case .notJSON: return "the body is not JSON"
        case .unreadable: return "unreadable"
        }
    }

    /// This failure with its path passed through `redactor`: keys of a JSON object decoded as a dictionary come from
    /// the server, which may echo a secret there.
    func redacting(_ redactor: SecretRedactor) -> DecodingFailure {
        DecodingFailure(path: redactor.redact(path), problem: problem)
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}
