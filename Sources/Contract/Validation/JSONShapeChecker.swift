import Foundation

/// Checks a JSON value against a contract type, as the generated client would decode it: required fields
/// present, types matching (with `wire:` lenient forms and identifiers' wire forms; `keepRaw` identifiers
/// accept any string), `null` only where nullable, extra fields only in open models, lists element-wise.
struct JSONShapeChecker {
    /// One mismatch, at a JSON path such as `result[0].status`.
    struct Problem: Equatable, CustomStringConvertible {
        var path: String
        var message: String
        /// How the contract could say what the example shows, when the example is right.
        var hint: String? = nil

        var description: String { "\(path.isEmpty ? "the payload" : path): \(message)" }
    }

    /// How a value may appear on the wire: the field's own forms, and whether bad ids are kept raw.
    struct WireRules {
        var forms: [WireForm] = []
        var keepsRaw = false
    }

    let contract: Contract
    private let facts: TypeFacts

    init(contract: Contract) {
        self.contract = contract
        facts = TypeFacts(contract: contract)
    }

    /// Every mismatch between `value` and `type`; `path` names the value in messages.
    func problems(_ value: JSONValue, against type: TypeRef, at path: PayloadPath, wire: WireRules = WireRules())
        -> [Problem]
    {
        var problems: [Problem] = []
        check(value, against: type, at: path, wire: wire, into: &problems)
        return problems
    }

    private func check(
        _ value: JSONValue, against type: TypeRef, at path: PayloadPath, wire: WireRules, into problems: inout [Problem]
    ) {
        func mismatch(_ expected: String) {
            problems.append(Problem(path: "\(path)", message: "expected \(expected), found \(value.foundDescription)"))
        }
        switch type {
        case .scalar(.json):
            return
        case .list(let element):
            guard case .array(let items) = value else { return mismatch("an array (\(type))") }
            for (index, item) in items.enumerated() {
                check(item, against: element, at: path.appending(.index(index)), wire: wire, into: &problems)
            }
        case .model(let name):
            guard let model = contract.model(named: name) else { return }
            guard case .object(let members) = value else { return mismatch("an object (model '\(name)')") }
            checkMembers(members, of: model, at: path, into: &problems)
        case .union(let name):
            guard let union = contract.union(named: name) else { return }
            guard case .object(let members) = value else { return mismatch("an object (union '\(name)')") }
            guard let variant = union.variants.first(where: { members[$0.discriminatorKey] != nil }) else {
                let keys = union.variants.map(\.discriminatorKey).joined(separator: ", ")
                return mismatch("one of the variants of union '\(name)' (an object with one of the keys \(keys))")
            }
            guard let model = contract.model(named: variant.type) else { return }
            checkMembers(members, of: model, at: path, into: &problems)
        case .identifier, .scalar:
            let forms = wire.forms.isEmpty ? facts.defaultWireForms(type) : wire.forms
            if wire.keepsRaw, facts.identifier(type) != nil, case .string = value { return }
            guard !forms.contains(where: { matches(value, form: $0, target: type) }) else { return }
            mismatch(Self.describe(forms))
            if case .string = value, matches(value, form: .numericString, target: type), !forms.contains(.numericString)
            {
                let owner = facts.identifier(type).map { "identifier '\($0.name)'" } ?? "the field"
                problems[problems.count - 1].hint =
                    "if the server sends this number as text, add numericString to the `wire:` of \(owner)"
            }
        }
    }

    private func checkMembers(
        _ members: [String: JSONValue], of model: Model, at path: PayloadPath, into problems: inout [Problem]
    ) {
        for field in model.fields {
            let fieldPath = path.appending(.key(field.name))
            guard let member = members[field.name] else {
                if !field.isOptional {
                    problems.append(
                        Problem(
                            path: "\(fieldPath)", message: "required field of model '\(model.name)' is missing",
                            hint: "if the docs let it be absent, mark the field `optional: true`"))
                }
                continue
            }
            if member == .null {
                if !field.isNullable {
                    problems.append(
                        Problem(
                            path: "\(fieldPath)",
                            message: "found null, but field '\(field.name)' of model '\(model.name)' is not nullable",
                            hint: "if the docs let it be null, mark the field `nullable: true`"))
                }
                continue
            }
            let wire = WireRules(forms: field.wire, keepsRaw: field.invalid == .keepRaw)
            check(member, against: field.type, at: fieldPath, wire: wire, into: &problems)
        }
        guard !model.isOpen else { return }
        let names = Set(model.fields.map(\.name))
        for key in members.keys.sorted() where !names.contains(key) {
            problems.append(
                Problem(
                    path: "\(path.appending(.key(key)))",
                    message: "unexpected field; model '\(model.name)' is closed (`open: false`)"))
        }
    }

    /// Whether `value` is in wire form `form` of a value of type `target`.
    private func matches(_ value: JSONValue, form: WireForm, target: TypeRef) -> Bool {
        let targetIsBool = target == .scalar(.bool)
        switch (form, value) {
        case (.int, _) where targetIsBool: return value.integerValue.map { $0 == 0 || $0 == 1 } ?? false
        case (.int, _): return value.integerValue != nil
        case (.double, .int), (.double, .double): return true
        case (.bool, .bool): return true
        case (.string, .string(let text)) where targetIsBool: return ["true", "false", "1", "0"].contains(text)
        case (.string, .string): return true
        case (.numericString, .string(let text)):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return isIntegral(target) ? Int(trimmed) != nil : Double(trimmed)?.isFinite == true
        default: return false
        }
    }

    private func isIntegral(_ type: TypeRef) -> Bool {
        switch type {
        case .scalar(.int), .scalar(.int64): return true
        case .identifier: return facts.identifier(type)?.storage == .int
        default: return false
        }
    }

    /// `an integer or a numeric string`.
    static func describe(_ forms: [WireForm]) -> String {
        let names = forms.map { form -> String in
            switch form {
            case .int: "an integer"
            case .numericString: "a numeric string"
            case .string: "a string"
            case .double: "a number"
            case .bool: "a boolean"
            }
        }
        guard let last = names.last else { return "any value" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}
