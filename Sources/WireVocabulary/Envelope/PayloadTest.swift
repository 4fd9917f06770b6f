import TextFoundation

/// A test of one payload field's value, as an error rule (`payload: { field: status, in: [86038] }`) or a success
/// condition (`{ field: url, nonEmpty: true }`) states it. The path starts at the payload (the envelope's payload
/// field, or the body itself where the payload is the body).
public struct PayloadTest: Sendable, Hashable, CustomStringConvertible {
    /// What the field's value must be.
    public enum Check: Sendable, Hashable {
        /// Equal to one of these scalars (numbers compare by value: `86038` matches `86038.0`).
        case oneOf([JSONValue])
        /// Present, not null, and not empty text, an empty array or an empty object.
        case nonEmpty
    }

    /// The field, from the payload down.
    public var field: FieldPath
    /// What the field must hold.
    public var check: Check

    /// A test of `field` by `check`.
    public init(field: FieldPath, _ check: Check) {
        self.field = field
        self.check = check
    }

    /// The field's value is one of `values`.
    public init(field: FieldPath, in values: [JSONValue]) {
        self.init(field: field, .oneOf(values))
    }

    /// The field is present and not empty.
    public static func nonEmpty(_ field: FieldPath) -> PayloadTest {
        PayloadTest(field: field, .nonEmpty)
    }

    /// Whether the test holds for `payload` (nil: the answer had no payload, so no field holds anything).
    public func holds(in payload: JSONValue?) -> Bool {
        guard let payload, let value = field.value(in: payload) else { return false }
        switch check {
        case .oneOf(let values): return values.contains { Self.same(value, $0) }
        case .nonEmpty:
            switch value {
            case .null: return false
            case .string(let text): return !text.isEmpty
            case .array(let items): return !items.isEmpty
            case .object(let members): return !members.isEmpty
            case .bool, .int, .double: return true
            }
        }
    }

    /// `status in [86038, 86039]`, `url nonEmpty`: how rules, findings and extensions name the test.
    public var description: String {
        switch check {
        case .oneOf(let values):
            "\(field) in [\(values.map { $0.text() }.joined(separator: ", "))]"
        case .nonEmpty: "\(field) nonEmpty"
        }
    }

    private static func same(_ value: JSONValue, _ expected: JSONValue) -> Bool {
        switch (value, expected) {
        case (.int(let left), .double(let right)), (.double(let right), .int(let left)): Double(left) == right
        // A code the server sends as numeric text (`"86038"`) is the number, as lenient integer fields read it.
        case (.string(let text), .int(let number)): Int(text) == number
        default: value == expected
        }
    }
}

/// A success condition on a payload field, applied only when its `when` test holds (a login poll's `url` must be
/// non-empty when its status says confirmed); without `when`, on every successful answer.
public struct PayloadCondition: Sendable, Hashable, CustomStringConvertible {
    /// What must hold.
    public var require: PayloadTest
    /// When it must hold; nil: always.
    public var when: PayloadTest?

    /// `require`, whenever `when` holds (always when nil).
    public init(_ require: PayloadTest, when: PayloadTest? = nil) {
        self.require = require
        self.when = when
    }

    /// Whether `payload` meets the condition: its `when` does not hold, or its test does.
    public func isMet(by payload: JSONValue?) -> Bool {
        if let when, !when.holds(in: payload) { return true }
        return require.holds(in: payload)
    }

    /// `url nonEmpty when status in [86000]`.
    public var description: String {
        when.map { "\(require) when \($0)" } ?? require.description
    }
}

/// An endpoint's payload rules, as the runtime and `verify` apply them to an answer: the tests of its error rules
/// that name a payload field (one holding makes the answer a failure, for the rules to classify), its success
/// conditions on payload fields, and the classes whose failures keep their payload as data.
public struct PayloadRules: Sendable, Hashable {
    /// What one answer's payload makes of it.
    public enum Outcome: Sendable, Hashable {
        /// No payload rule objects.
        case accepted
        /// An error rule's test holds: a failure, classified by the rules.
        case failure(PayloadTest)
        /// A success condition is not met.
        case unmet(PayloadCondition)
    }

    /// The payload tests of the endpoint's error rules, in rule order.
    public var failures: [PayloadTest]
    /// The success conditions on payload fields.
    public var conditions: [PayloadCondition]
    /// The error classes (contract names) whose failures keep the answer's payload as typed data.
    public var failureDataClasses: [String]

    /// The rules of one endpoint; empty by default.
    public init(
        failures: [PayloadTest] = [], conditions: [PayloadCondition] = [], failureDataClasses: [String] = []
    ) {
        self.failures = failures
        self.conditions = conditions
        self.failureDataClasses = failureDataClasses
    }

    /// Whether the endpoint has no payload rule at all.
    public var isEmpty: Bool { failures.isEmpty && conditions.isEmpty && failureDataClasses.isEmpty }

    /// The fields the rules read, each once, in order.
    public var fields: [FieldPath] {
        var fields: [FieldPath] = []
        let tests = failures + conditions.flatMap { [$0.require] + ($0.when.map { [$0] } ?? []) }
        for test in tests where !fields.contains(test.field) { fields.append(test.field) }
        return fields
    }

    /// What `payload` (of an answer the envelope calls a success) makes of it: a failure test first, then the
    /// conditions.
    public func evaluate(_ payload: JSONValue?) -> Outcome {
        if let test = failures.first(where: { $0.holds(in: payload) }) { return .failure(test) }
        if let condition = conditions.first(where: { !$0.isMet(by: payload) }) { return .unmet(condition) }
        return .accepted
    }

    /// Only the fields the rules read, from `payload` (nil when it has none of them): what an observation keeps, so
    /// no other payload value, a token among them, travels with a failure.
    public func readFields(of payload: JSONValue?) -> JSONValue? {
        guard let payload else { return nil }
        var kept: JSONValue?
        for field in fields {
            guard let value = field.value(in: payload), value.isScalar else { continue }
            kept = field.setting(value, in: kept ?? .object(JSONObject()))
        }
        return kept
    }
}

extension JSONValue {
    /// A number, text, true/false or null: what a payload rule compares.
    fileprivate var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
