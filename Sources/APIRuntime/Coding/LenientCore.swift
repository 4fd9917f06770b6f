import Foundation

/// One value to decode leniently: a keyed entry or a single-value container.
///
/// Concrete `decode` calls (not generic ones) keep JSONDecoder on its fast scalar paths.
protocol LenientSource {
    func decodeInt() throws -> Int
    func decodeInt64() throws -> Int64
    func decodeDouble() throws -> Double
    func decodeBool() throws -> Bool
    func decodeString() throws -> String
    /// Throws `keyNotFound` / `valueNotFound` when there is no value to describe.
    func requireValue(of type: Any.Type) throws
    func corrupted(_ message: String) -> DecodingError
}

/// The accepted forms as bits: iterating a tiny `Set` once is cheaper than hashing per check.
struct FormMask {
    private var bits: UInt8 = 0

    init(_ forms: WireForms, native: WireForm) {
        bits = forms.rawValue
        // An empty set means the target type's own JSON form.
        if bits == 0 { bits = Self.bit(native) }
    }

    func has(_ form: WireForm) -> Bool { bits & Self.bit(form) != 0 }

    /// Whether a JSON number is accepted at all (the native form of integer targets).
    var acceptsNumber: Bool { bits & (Self.bit(.int) | Self.bit(.double)) != 0 }

    static func bit(_ form: WireForm) -> UInt8 {
        switch form {
        case .string: 1
        case .int: 2
        case .numericString: 4
        case .double: 8
        case .bool: 16
        }
    }
}

extension DecodingError {
    /// No value at all: callers must see these unchanged, not as "wrong form".
    var isMissingValue: Bool {
        switch self {
        case .keyNotFound, .valueNotFound: true
        default: false
        }
    }
}

/// Lenient decoding algorithms: native form first (the common, cheap case), then the string form,
/// then the rest; anything else is `dataCorrupted` naming the accepted forms and what was found.
enum LenientCore {
    enum Target {
        case integer(Any.Type), double, bool, string

        var typeName: String {
            switch self {
            case .integer(let type): String(describing: type)
            case .double: "Double"
            case .bool: "Bool"
            case .string: "String"
            }
        }
    }

    // `skipNative`: the caller already tried the native form and it failed as a type mismatch.

    static func integer<T: FixedWidthInteger, S: LenientSource>(
        _ source: S, _ mask: FormMask, skipNative: Bool, native: (S) throws -> T
    ) throws -> T {
        let target = Target.integer(T.self)
        if !skipNative, mask.has(.int) || mask.has(.double) {
            if let value = try attempt({ try native(source) }) { return value }
        }
        if mask.has(.numericString) || mask.has(.string), let text = try attempt(source.decodeString) {
            switch LenientText.integer(text, as: T.self) {
            case .value(let value): return value
            case .outOfRange: throw mismatch(source, target, mask, found: LenientText.quoted(text), outOfRange: true)
            case .invalid: throw mismatch(source, target, mask, found: LenientText.quoted(text))
            }
        }
        if mask.has(.bool), let flag = try attempt(source.decodeBool) { return flag ? 1 : 0 }
        if mask.acceptsNumber, let number = try? source.decodeDouble(), number.rounded() == number {
            throw mismatch(source, target, mask, found: LenientText.canonical(number), outOfRange: true)
        }
        throw try mismatch(source, target, mask, type: T.self)
    }

    static func double<S: LenientSource>(_ source: S, _ mask: FormMask, skipNative: Bool) throws -> Double {
        if !skipNative, mask.has(.int) || mask.has(.double), let value = try attempt(source.decodeDouble) {
            if mask.has(.double) || value.rounded() == value { return value }
            throw mismatch(source, .double, mask, found: LenientText.canonical(value))
        }
        if mask.has(.numericString) || mask.has(.string), let text = try attempt(source.decodeString) {
            let valid = mask.has(.string) ? LenientText.isDecimal(text) : LenientText.isNumeric(text)
            guard valid else { throw mismatch(source, .double, mask, found: LenientText.quoted(text)) }
            guard let value = Double(text), value.isFinite else {
                throw mismatch(source, .double, mask, found: LenientText.quoted(text), outOfRange: true)
            }
            return value
        }
        if mask.has(.bool), let flag = try attempt(source.decodeBool) { return flag ? 1 : 0 }
        throw try mismatch(source, .double, mask, type: Double.self)
    }

    static func bool<S: LenientSource>(_ source: S, _ mask: FormMask, skipNative: Bool) throws -> Bool {
        if !skipNative, mask.has(.bool), let value = try attempt(source.decodeBool) { return value }
        if mask.has(.int) || mask.has(.double), let number = try attempt(source.decodeInt) {
            guard number == 0 || number == 1 else { throw mismatch(source, .bool, mask, found: String(number)) }
            return number == 1
        }
        if mask.has(.string) || mask.has(.numericString), let text = try attempt(source.decodeString) {
            let value = LenientText.boolean(text, allowWords: mask.has(.string), allowDigits: true)
            guard let value else { throw mismatch(source, .bool, mask, found: LenientText.quoted(text)) }
            return value
        }
        throw try mismatch(source, .bool, mask, type: Bool.self)
    }

    static func string<S: LenientSource>(_ source: S, _ mask: FormMask, skipNative: Bool) throws -> String {
        if !skipNative, mask.has(.string) || mask.has(.numericString), let text = try attempt(source.decodeString) {
            guard mask.has(.string) || LenientText.isNumeric(text) else {
                throw mismatch(source, .string, mask, found: LenientText.quoted(text))
            }
            return text
        }
        if mask.has(.int), let number = try attempt(source.decodeInt64) { return String(number) }
        if mask.has(.double), let number = try attempt(source.decodeDouble) { return LenientText.canonical(number) }
        if mask.has(.bool), let flag = try attempt(source.decodeBool) { return flag ? "true" : "false" }
        throw try mismatch(source, .string, mask, type: String.self)
    }

    /// Runs a `decodeIfPresent`: its result (`nil` for absent or null), or `nil` if the value has another form.
    @inline(__always)
    static func attemptIfPresent<T>(_ body: () throws -> T?) -> T?? {
        do {
            return .some(try body())
        } catch {
            return nil
        }
    }

    /// Runs one decode; a wrong type is `nil`, a missing value is rethrown unchanged.
    @inline(__always)
    static func attempt<T>(_ body: () throws -> T) throws -> T? {
        do {
            return try body()
        } catch let error as DecodingError where error.isMissingValue {
            throw error
        } catch {
            return nil
        }
    }

    /// The error for a value in no accepted form, after checking there is a value at all.
    private static func mismatch<S: LenientSource>(
        _ source: S, _ target: Target, _ mask: FormMask, type: Any.Type
    ) throws -> DecodingError {
        try source.requireValue(of: type)
        return mismatch(source, target, mask, found: describeFound(source))
    }

    private static func mismatch<S: LenientSource>(
        _ source: S, _ target: Target, _ mask: FormMask, found: String, outOfRange: Bool = false
    ) -> DecodingError {
        var message = "expected \(expectation(target, mask)), found \(found)"
        if outOfRange { message += " (out of range for \(target.typeName))" }
        return source.corrupted(message)
    }

    /// What the value is, for error messages only (this path is never hot).
    private static func describeFound<S: LenientSource>(_ source: S) -> String {
        if let text = try? source.decodeString() { return LenientText.quoted(text) }
        if let flag = try? source.decodeBool() { return flag ? "true" : "false" }
        if let number = try? source.decodeInt64() { return String(number) }
        if let number = try? source.decodeDouble() { return LenientText.canonical(number) }
        return "an object or array"
    }

    /// "an integer or a numeric string", in a fixed order, without duplicates.
    static func expectation(_ target: Target, _ mask: FormMask) -> String {
        var phrases: [String] = []
        func add(_ form: WireForm, _ phrase: String) {
            if mask.has(form), !phrases.contains(phrase) { phrases.append(phrase) }
        }
        switch target {
        case .integer:
            add(.int, "an integer")
            add(.double, "an integral number")
            add(.numericString, "a numeric string")
            add(.string, "a numeric string")
            add(.bool, "a boolean")
        case .double:
            add(.int, "an integer")
            add(.double, "a number")
            add(.numericString, "a numeric string")
            add(.string, "a decimal string")
            add(.bool, "a boolean")
        case .bool:
            add(.bool, "a boolean")
            add(.int, "0/1")
            add(.double, "0/1")
            add(.string, "\"true\"/\"false\"/\"0\"/\"1\"")
            add(.numericString, "\"0\"/\"1\"")
        case .string:
            add(.string, "a string")
            add(.numericString, "a numeric string")
            add(.int, "an integer")
            add(.double, "a number")
            add(.bool, "a boolean")
        }
        if phrases.count > 1 {
            let last = phrases.removeLast()
            return phrases.joined(separator: ", ") + " or " + last
        }
        return phrases.first ?? "nothing"
    }
}
