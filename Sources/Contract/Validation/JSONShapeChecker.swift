import Foundation
import TextFoundation
import WireVocabulary

/// Checks a JSON value against a contract type as the generated client decodes it (``LenientReading``: fields'
/// `wire:` forms, identifiers' forms, `keepRaw` ids, dates, closed models, union keys), and against the contract's
/// documented shape, which is stricter in one place: `optional` (may be absent) and `nullable` (may be null) are
/// distinct facts, while the client accepts either for both.
///
/// Lint holds examples to every problem; `verify` tells the problems that break decoding from those that only
/// disagree with the documented shape. Values of `secret: true` fields never appear in a problem.
public struct JSONShapeChecker {
    /// One mismatch, at a JSON path such as `result[0].status`.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        public enum Kind: Sendable, Hashable {
            /// The value is in no accepted form.
            case wrongForm
            /// A field is absent.
            case missing
            /// A field is null.
            case null
            /// A field that a closed model does not know.
            case unexpectedField
            /// An object that has none of a union's keys.
            case noVariant
        }

        public var kind: Kind
        public var path: PayloadPath
        /// The lint wording, e.g. `expected an integer, found "1"`.
        public var message: String
        /// How the contract could say what the value shows, when the value is right.
        public var hint: String?
        /// Whether the generated client fails to decode the value because of it.
        public var breaksDecoding: Bool
        /// What arrived, as a message may show it: `"1"`, `12.5`, `an object`; never a secret's value.
        public var found: String?
        /// The forms accepted there, in words: `an integer or a numeric string`.
        public var expected: String?
        /// The model the value belongs to (the field's model, or the model or union checked).
        public var model: String?
        /// The field concerned, when there is one.
        public var field: String?

        public var description: String { "\(path.components.isEmpty ? "the payload" : "\(path)"): \(message)" }
    }

    /// A field of a model seen with a value: which JSON form it arrived in (`int`, `numericString`, `null`, …).
    public struct Observation: Sendable, Hashable {
        public var model: String
        public var field: String
        public var form: String
        public var path: PayloadPath
    }

    /// Everything one check found.
    public struct Report: Sendable {
        public var problems: [Problem] = []
        /// Scalar and identifier fields and the forms their values arrived in.
        public var observations: [Observation] = []
        /// Keys an open model does not know (tolerated), by model, with where they were seen.
        public var unknownFields: [(model: String, key: String, path: PayloadPath)] = []
        /// `invalid: keepRaw` fields whose value is no valid id: the row survives without a typed id.
        public var keptRaw: [(model: String, field: String, path: PayloadPath)] = []
        /// Enum values no case documents: the client keeps them as `unknown`, by enum, with the value as JSON writes
        /// it (`7`, `"archived"`).
        public var unlistedEnumValues: [(enumeration: String, value: String, path: PayloadPath)] = []
    }

    /// How a value may appear on the wire, as the enclosing field declares it.
    struct FieldContext {
        /// The name of the field's model (only the name: the model itself would be copied for every value).
        var modelName: String
        var field: Field
    }

    let contract: Contract
    private let facts: TypeFacts

    public init(contract: Contract) {
        self.contract = contract
        facts = TypeFacts(contract: contract)
    }

    /// Every problem of `value` against `type`; `path` names the value in messages.
    public func problems(_ value: JSONValue, against type: TypeRef, at path: PayloadPath) -> [Problem] {
        check(value, against: type, at: path).problems
    }

    /// Problems, forms observed and tolerated surprises of `value` against `type`.
    public func check(_ value: JSONValue, against type: TypeRef, at path: PayloadPath) -> Report {
        var report = Report()
        check(value, against: type, at: path, in: nil, into: &report)
        return report
    }

    private func check(
        _ value: JSONValue, against type: TypeRef, at path: PayloadPath, in context: FieldContext?,
        into report: inout Report
    ) {
        func mismatch(_ expected: String, hint: String? = nil) -> Problem {
            let found = Self.found(value, secret: context?.field.isSecret == true)
            return Problem(
                kind: .wrongForm, path: path, message: "expected \(expected), found \(found)", hint: hint,
                breaksDecoding: true, found: found, expected: expected, model: context?.modelName,
                field: context?.field.name)
        }
        switch type {
        case .scalar(.json):
            return
        case .list(let element):
            guard case .array(let items) = value else {
                // `wire: [list, single]`: one element alone is a one-item list.
                if let field = context?.field, field.type == type, field.acceptsSingleElement {
                    return check(value, against: element, at: path, in: context, into: &report)
                }
                return report.problems.append(mismatch("an array (\(type))"))
            }
            for (index, item) in items.enumerated() {
                check(item, against: element, at: path.appending(.index(index)), in: context, into: &report)
            }
        case .map(let valueType):
            // Keys are data: every value is checked against the one value type, as the client decodes `[String: V]`.
            guard case .object(let members) = value else {
                return report.problems.append(mismatch("an object (\(type))"))
            }
            for (key, member) in members {
                check(member, against: valueType, at: path.appending(.key(key)), in: context, into: &report)
            }
        case .model(let name):
            guard let model = contract.model(named: name) else { return }
            guard case .object(let members) = value else {
                return report.problems.append(mismatch("an object (model '\(name)')"))
            }
            checkMembers(members, of: model, at: path, into: &report)
        case .union(let name):
            guard let union = contract.union(named: name) else { return }
            guard case .object(let members) = value else {
                return report.problems.append(mismatch("an object (union '\(name)')"))
            }
            guard let variant = union.variants.first(where: { members[$0.discriminatorKey] != nil }) else {
                let keys = union.variants.map(\.discriminatorKey).joined(separator: ", ")
                let expected = "one of the variants of union '\(name)' (an object with one of the keys \(keys))"
                var problem = mismatch(expected)
                problem.kind = .noVariant
                problem.model = name
                return report.problems.append(problem)
            }
            guard let model = contract.model(named: variant.type) else { return }
            checkMembers(members, of: model, at: path, into: &report)
        case .identifier, .scalar, .enumeration:
            let decoding = WireDecoding(type: type, field: context?.field, facts: facts)
            if let context {
                report.observations.append(
                    Observation(
                        model: context.modelName, field: context.field.name, form: Self.form(of: value), path: path))
            }
            guard decoding.accepts(value) else {
                let hint = decoding.numericStringHint(for: value, owner: owner(of: type))
                return report.problems.append(mismatch(decoding.expectation, hint: hint))
            }
            if let context, decoding.keepsRaw, !decoding.isValidIdentifierText(value) {
                report.keptRaw.append((context.modelName, context.field.name, path))
            }
            // A secret's value is never reported, not even as an unlisted one.
            if let enumeration = decoding.enumeration, context?.field.isSecret != true,
                let raw = decoding.enumValue(value), enumeration.documentedCase(of: raw) == nil
            {
                report.unlistedEnumValues.append((enumeration.name, raw.description, path))
            }
        }
    }

    private func owner(of type: TypeRef) -> String {
        facts.identifier(type).map { "identifier '\($0.name)'" } ?? facts.enumeration(type).map { "enum '\($0.name)'" }
            ?? "the field"
    }

    private func checkMembers(
        _ members: JSONObject, of model: Model, at path: PayloadPath, into report: inout Report
    ) {
        for field in model.fields {
            let fieldPath = path.appending(.key(field.name))
            guard let member = members[field.name] else {
                if !field.isOptional {
                    report.problems.append(
                        Problem(
                            kind: .missing, path: fieldPath,
                            message: "required field of model '\(model.name)' is missing",
                            hint: "if the docs let it be absent, mark the field `optional: true`",
                            breaksDecoding: !field.isOptionalInSwift, model: model.name, field: field.name))
                }
                continue
            }
            if member == .null {
                report.observations.append(
                    Observation(model: model.name, field: field.name, form: "null", path: fieldPath))
                if !field.isNullable {
                    report.problems.append(
                        Problem(
                            kind: .null, path: fieldPath,
                            message: "found null, but field '\(field.name)' of model '\(model.name)' is not nullable",
                            hint: "if the docs let it be null, mark the field `nullable: true`",
                            breaksDecoding: !field.isOptionalInSwift && field.type != .scalar(.json), found: "null",
                            model: model.name, field: field.name))
                }
                continue
            }
            // The field's documented text for no number reads as nil, as the client decodes it.
            if let noValue = field.noValue, member == .string(noValue) { continue }
            check(
                member, against: field.type, at: fieldPath, in: FieldContext(modelName: model.name, field: field),
                into: &report)
        }
        // A set, not `model.field(named:)` per key: a hostile object with thousands of keys stays linear.
        let names = Set(model.fields.map(\.name))
        for key in members.keys.sorted() where !names.contains(key) {
            let keyPath = path.appending(.key(key))
            guard !model.isOpen else {
                report.unknownFields.append((model.name, key, keyPath))
                continue
            }
            report.problems.append(
                Problem(
                    kind: .unexpectedField, path: keyPath,
                    message: "unexpected field; model '\(model.name)' is closed (`open: false`)", breaksDecoding: true,
                    model: model.name))
        }
    }

    /// The JSON form a scalar arrived in, as summaries name it.
    static func form(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "bool"
        case .int: "int"
        case .double: "double"
        case .string(let text): LenientText.isNumeric(text) ? "numericString" : "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// What arrived, for messages: the value itself, or only its kind for a secret.
    static func found(_ value: JSONValue, secret: Bool) -> String {
        guard secret else { return value.foundDescription }
        switch value {
        case .string: return "a string (secret, not shown)"
        case .int, .double: return "a number (secret, not shown)"
        case .bool: return "a boolean (secret, not shown)"
        default: return value.foundDescription
        }
    }
}
