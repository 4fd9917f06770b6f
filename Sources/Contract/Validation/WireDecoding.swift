import TextFoundation
import WireVocabulary

/// How the generated client decodes one scalar, identifier or enum value of a field: the choices the generator makes
/// (an identifier's or enum's own forms, a field's `wire:` unless it is secret, the fixed forms of dates, `keepRaw` ids
/// as text or integers), judged by the runtime's own table and interpreter (``LenientReading``).
struct WireDecoding {
    private enum Rule {
        case forms(WireTarget, [WireForm])
        case isoDateTime
        case urlText
        case nonEmptyText
    }

    private let rule: Rule
    /// An `invalid: keepRaw` identifier: any text (or integer) is kept, valid id or not.
    let keepsRaw: Bool
    private let identifier: Identifier?
    /// The enum the value belongs to, whose cases name the documented values.
    let enumeration: Enumeration?

    init(type: TypeRef, field: Field?, facts: TypeFacts) {
        identifier = facts.identifier(type)
        enumeration = facts.enumeration(type)
        // A field's own settings apply to its value, not to the elements of a list it holds.
        let own = field.flatMap { $0.type == type ? $0 : nil }
        // A pattern, not `identifier != nil`: that is Optional's `Equatable` comparison, which copied the identifier.
        if case .some = identifier, own?.invalid == .keepRaw { keepsRaw = true } else { keepsRaw = false }
        if keepsRaw {
            rule = .forms(.string, [.string, .int])
        } else if let identifier {
            rule = .forms(identifier.storage == .int ? .integer : .string, identifier.wire)
        } else if let enumeration {
            rule = .forms(enumeration.storage == .int ? .integer : .string, enumeration.wire)
        } else if case .scalar(let scalar) = type {
            let declared = own.map { $0.isSecret ? [] : $0.wire } ?? []
            switch scalar {
            case .string: rule = .forms(.string, declared)
            case .int, .int64: rule = .forms(.integer, declared)
            case .double: rule = .forms(.double, declared)
            case .bool: rule = .forms(.bool, declared)
            case .unixSeconds, .unixMillis: rule = .forms(DateWire.epochTarget, DateWire.epochForms)
            case .dateTime: rule = .isoDateTime
            case .url: rule = .urlText
            case .json: rule = .forms(.string, [.string, .int, .double, .bool])
            }
        } else {
            rule = .nonEmptyText
        }
    }

    func accepts(_ value: JSONValue) -> Bool {
        switch rule {
        case .forms(let target, let forms): LenientReading.accepts(value, target: target, forms: forms)
        case .isoDateTime:
            if case .string(let text) = value { ISO8601Text.date(from: text) != nil } else { false }
        case .urlText:
            if case .string(let text) = value { URLWire.url(from: text) != nil } else { false }
        case .nonEmptyText:
            if case .string(let text) = value { !text.isEmpty } else { false }
        }
    }

    /// The value as the client holds it once decoded, written as JSON (`"1"` read as an integer is `1`, an id kept raw
    /// is its text); nil when it does not decode. What an example's expected value is compared with.
    func decoded(_ value: JSONValue) -> JSONValue? {
        guard accepts(value) else { return nil }
        switch rule {
        case .forms(.integer, let forms):
            return (try? LenientReading.integer(value, accepting: forms, as: Int64.self).get()).map { .int(Int($0)) }
        case .forms(.double, let forms):
            return (try? LenientReading.double(value, accepting: forms).get()).map(JSONValue.double)
        case .forms(.bool, let forms):
            return (try? LenientReading.bool(value, accepting: forms).get()).map(JSONValue.bool)
        case .forms(.string, let forms):
            return (try? LenientReading.string(value, accepting: forms).get()).map(JSONValue.string)
        case .urlText:
            // The client holds a URL, which the generated tests read back as its `absoluteString` (`a b` → `a%20b`).
            guard case .string(let text) = value else { return nil }
            return URLWire.url(from: text).map { .string($0.absoluteString) }
        case .isoDateTime, .nonEmptyText:
            return value
        }
    }

    /// The accepted forms in words, for "expected …" messages.
    var expectation: String {
        switch rule {
        case .forms(let target, let forms):
            WireReading.expectation(forms.isEmpty ? Self.naturalForms(of: target) : forms, for: target)
        case .isoDateTime: "an ISO-8601 date-time string"
        case .urlText: "a URL (a string the client reads as one)"
        case .nonEmptyText: "a non-empty string"
        }
    }

    /// What a plain decode accepts, as lint has always worded it (a Double also takes integers).
    private static func naturalForms(of target: WireTarget) -> [WireForm] {
        target == .double ? [.double, .int] : [target.nativeForm]
    }

    /// The way out when a number arrives as text and the contract doesn't accept that yet.
    func numericStringHint(for value: JSONValue, owner: String) -> String? {
        guard case .forms(let target, let forms) = rule, target != .string, !forms.contains(.numericString),
            case .string(let text) = value, LenientText.isNumeric(text)
        else { return nil }
        return "if the server sends this number as text, add numericString to the `wire:` of \(owner)"
    }

    /// The raw value an accepted enum value decodes to (`"1"` → 1 for an int enum, `1` → `"1"` for a string one).
    func enumValue(_ value: JSONValue) -> Enumeration.Value? {
        guard let enumeration else { return nil }
        switch (enumeration.storage, value) {
        case (.int, .string(let text)): return Int(text).map(Enumeration.Value.int)
        case (.int, _): return value.integerValue.map(Enumeration.Value.int)
        case (.string, .string(let text)): return .string(text)
        case (.string, .int(let number)): return .string(String(number))
        case (.string, _): return value.integerValue.map { .string(String($0)) }
        }
    }

    /// Whether a kept-raw value is a valid id of its identifier (an integer id needs `-?[0-9]+` in range).
    func isValidIdentifierText(_ value: JSONValue) -> Bool {
        guard let identifier else { return true }
        switch value {
        case .string(let text):
            return identifier.storage == .string || (LenientText.isNumeric(text) && Int(text) != nil)
        case .int: return true
        default: return false
        }
    }
}
