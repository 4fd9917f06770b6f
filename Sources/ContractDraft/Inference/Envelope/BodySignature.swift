import TextFoundation
import WireVocabulary

/// What one answer looks like to envelope inference: its status class, its top-level members by kind, and the values
/// of the fields an envelope may decide by (flags and codes, at most three objects deep). Answers of one route share
/// few signatures (one per code and shape), so the first pass keeps them counted instead of keeping the answers.
struct BodySignature: Hashable {
    /// A value as the signature keeps it.
    enum Value: Hashable {
        case bool(Bool)
        /// A number or numeric text that fits a business code, with whether it was text.
        case code(Int, asText: Bool)
        /// Short text that may be a string code (`AuthFailure`, `invalid_grant`).
        case word(String)
        /// Other text, kept by kind only.
        case text
        case number
        case null
        /// An object, and whether it had members.
        case object(empty: Bool)
        case array(empty: Bool)
    }

    enum Body: Hashable {
        /// A JSON object: its fields at their paths (`code`, `Response.Error.Code`).
        case object([String: Value])
        /// JSON, but no object (a bare list, a number).
        case otherJSON
        case notJSON
        /// The capture kept no body.
        case none
    }

    /// The HTTP status, to tell a business code from a field that only echoes the status.
    var status: Int
    var isSuccessStatus: Bool { (200...299).contains(status) }
    var body: Body

    /// The signature of an answer of `status` with `data`.
    init(status: Int, data: [UInt8]?) {
        self.status = status
        guard let data, !data.isEmpty else {
            body = .none
            return
        }
        guard let json = try? JSONValue.parse(data) else {
            body = .notJSON
            return
        }
        guard case .object(let members) = json else {
            body = .otherJSON
            return
        }
        var fields: [String: Value] = [:]
        Self.collect(members, prefix: "", depth: 0, into: &fields)
        body = .object(fields)
    }

    /// Top-level members by kind (their values where the vocabulary keeps them), and inside holder objects the
    /// members the vocabulary names. At most 64 members of an object are looked at.
    private static func collect(_ members: JSONObject, prefix: String, depth: Int, into fields: inout [String: Value]) {
        for (key, value) in members.members.prefix(64) {
            let path = prefix.isEmpty ? key : prefix + "." + key
            let named = !EnvelopeVocabulary.roles(of: key).isEmpty
            guard depth == 0 || named || EnvelopeVocabulary.holders.contains(key.lowercased()) else { continue }
            fields[path] = summary(value, keepsValue: EnvelopeVocabulary.keepsValue(key))
            if case .object(let inner) = value, depth < 2, EnvelopeVocabulary.holders.contains(key.lowercased()) {
                collect(inner, prefix: path, depth: depth + 1, into: &fields)
            }
        }
    }

    private static func summary(_ value: JSONValue, keepsValue: Bool) -> Value {
        switch value {
        case .bool(let flag): return keepsValue ? .bool(flag) : .text
        case .int(let number) where keepsValue && abs(number) < 1 << 31: return .code(number, asText: false)
        case .int, .double: return .number
        case .string(let text):
            guard keepsValue else { return .text }
            if let number = Int(text), abs(number) < 1 << 31, String(number) == text {
                return .code(number, asText: true)
            }
            let isWord =
                text.count <= 64 && !text.isEmpty
                && text.unicodeScalars.allSatisfy {
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0))
                }
            return isWord ? .word(text) : .text
        case .null: return .null
        case .object(let members): return .object(empty: members.isEmpty)
        case .array(let items): return .array(empty: items.isEmpty)
        }
    }

    /// A body that has the signature's fields, for reading it with ``EnvelopeReading``: kept values as they were,
    /// others as a stand-in of their kind.
    var standIn: JSONValue? {
        guard case .object(let fields) = body else { return nil }
        var root = JSONValue.object(JSONObject())
        for path in fields.keys.sorted(by: { $0.count < $1.count }) {
            let value: JSONValue
            switch fields[path]! {
            case .bool(let flag): value = .bool(flag)
            case .code(let number, let asText): value = asText ? .string(String(number)) : .int(number)
            case .word(let text): value = .string(text)
            case .text: value = .string("text")
            case .number: value = .double(0.5)
            case .null: value = .null
            case .object(let empty): value = empty ? .object(JSONObject()) : .object(JSONObject([("member", .int(1))]))
            case .array(let empty): value = .array(empty ? [] : [.int(1)])
            }
            let field = FieldPath(path)
            // A holder object written above keeps its members: set only what is not there yet.
            if case .object? = field.value(in: root) { continue }
            root = field.setting(value, in: root)
        }
        return root
    }

    /// The top-level members that are neither the envelope's fields nor empty: what carries data.
    func dataMembers(besides own: Set<String>) -> [String] {
        guard case .object(let fields) = body else { return [] }
        return fields.compactMap { path, value -> String? in
            guard !path.contains("."), !own.contains(path) else { return nil }
            switch value {
            case .null, .object(empty: true), .array(empty: true): return nil
            default: return path
            }
        }.sorted()
    }
}
