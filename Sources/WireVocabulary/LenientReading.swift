import TextFoundation

/// A JSON value that is in none of the forms a field accepts.
package struct WireMismatch: Error, Sendable, Hashable, CustomStringConvertible {
    /// `expected an integer or a numeric string, found "abc"`.
    package var message: String

    package init(message: String) { self.message = message }

    package var description: String { message }
}

/// Reads one JSON value by the forms a field accepts, as ``WireReading``'s table says: the one interpreter of the
/// table, used by the runtime's decoders (after their native attempt) and by lint and `verify`.
package enum LenientReading {
    /// An integer of type `T`: a JSON integer (or integral number), numeric text, or a boolean as 1/0.
    package static func integer<T: FixedWidthInteger>(
        _ value: JSONValue, accepting forms: [WireForm], as type: T.Type
    ) -> Result<T, WireMismatch> {
        let readings = self.readings(forms, .integer)
        switch value {
        case .int(let number) where readings.contains(.number(integral: true)):
            return T(exactly: number).map(Result.success)
                ?? .failure(mismatch(forms, .integer, found: value, outOfRange: T.self))
        case .double(let number) where readings.contains(.number(integral: true)) && number.rounded() == number:
            // A JSON integer beyond Int64 arrives as a Double, its digits rounded: -2^63-1 would read as Int64.min.
            guard number.magnitude < 0x1p63, let integer = T(exactly: number) else {
                return .failure(mismatch(forms, .integer, found: value, outOfRange: T.self))
            }
            return .success(integer)
        case .string(let text) where readings.contains(.text(.numeric)):
            switch LenientText.integer(text, as: T.self) {
            case .value(let number): return .success(number)
            case .outOfRange: return .failure(mismatch(forms, .integer, found: value, outOfRange: T.self))
            case .invalid: return .failure(mismatch(forms, .integer, found: value))
            }
        case .bool(let flag) where readings.contains(.boolean):
            return .success(flag ? 1 : 0)
        default:
            return .failure(mismatch(forms, .integer, found: value))
        }
    }

    /// A `Double`: a JSON number (only an integral one when just `int` is accepted), numeric or decimal text, or a
    /// boolean as 1/0.
    package static func double(_ value: JSONValue, accepting forms: [WireForm]) -> Result<Double, WireMismatch> {
        let readings = self.readings(forms, .double)
        let anyNumber = readings.contains(.number(integral: false))
        switch value {
        case .int(let number) where anyNumber || readings.contains(.number(integral: true)):
            return .success(Double(number))
        case .double(let number)
        where anyNumber || (readings.contains(.number(integral: true)) && number.rounded() == number):
            return .success(number)
        case .string(let text) where readings.contains(.text(.decimal)) || readings.contains(.text(.numeric)):
            let valid = readings.contains(.text(.decimal)) ? LenientText.isDecimal(text) : LenientText.isNumeric(text)
            guard valid else { return .failure(mismatch(forms, .double, found: value)) }
            guard let number = Double(text), number.isFinite else {
                return .failure(mismatch(forms, .double, found: value, outOfRange: Double.self))
            }
            return .success(number)
        case .bool(let flag) where readings.contains(.boolean):
            return .success(flag ? 1 : 0)
        default:
            return .failure(mismatch(forms, .double, found: value))
        }
    }

    /// A `Bool`: `true`/`false`, the number 0 or 1, or text the forms allow (`"true"`, `"false"`, `"0"`, `"1"`).
    package static func bool(_ value: JSONValue, accepting forms: [WireForm]) -> Result<Bool, WireMismatch> {
        let readings = self.readings(forms, .bool)
        switch value {
        case .bool(let flag) where readings.contains(.boolean):
            return .success(flag)
        case .int, .double:
            guard readings.contains(.zeroOrOne) else { return .failure(mismatch(forms, .bool, found: value)) }
            switch value.integerValue {
            case 0?: return .success(false)
            case 1?: return .success(true)
            default: return .failure(mismatch(forms, .bool, found: value))
            }
        case .string(let text):
            switch text {
            case "0" where readings.contains(.text(.booleanDigit)) || readings.contains(.text(.booleanWordOrDigit)):
                return .success(false)
            case "1" where readings.contains(.text(.booleanDigit)) || readings.contains(.text(.booleanWordOrDigit)):
                return .success(true)
            case "false" where readings.contains(.text(.booleanWordOrDigit)): return .success(false)
            case "true" where readings.contains(.text(.booleanWordOrDigit)): return .success(true)
            default: return .failure(mismatch(forms, .bool, found: value))
            }
        default:
            return .failure(mismatch(forms, .bool, found: value))
        }
    }

    /// A `String`: any text, or only numeric text, or the canonical text of a number or a boolean.
    package static func string(_ value: JSONValue, accepting forms: [WireForm]) -> Result<String, WireMismatch> {
        let readings = self.readings(forms, .string)
        let anyNumber = readings.contains(.number(integral: false))
        switch value {
        case .string(let text) where readings.contains(.text(.any)):
            return .success(text)
        case .string(let text) where readings.contains(.text(.numeric)) && LenientText.isNumeric(text):
            return .success(text)
        case .int(let number) where anyNumber || readings.contains(.number(integral: true)):
            return .success(String(number))
        case .double(let number)
        where anyNumber || (readings.contains(.number(integral: true)) && number.rounded() == number):
            return .success(LenientText.canonical(number))
        case .bool(let flag) where readings.contains(.boolean):
            return .success(flag ? "true" : "false")
        default:
            return .failure(mismatch(forms, .string, found: value))
        }
    }

    /// Whether `value` reads as `target` by `forms`.
    package static func accepts(_ value: JSONValue, target: WireTarget, forms: [WireForm]) -> Bool {
        switch target {
        case .integer: (try? integer(value, accepting: forms, as: Int64.self).get()) != nil
        case .double: (try? double(value, accepting: forms).get()) != nil
        case .bool: (try? bool(value, accepting: forms).get()) != nil
        case .string: (try? string(value, accepting: forms).get()) != nil
        }
    }

    /// The readings of `forms` for `target`; the target's own form when none is given.
    private static func readings(_ forms: [WireForm], _ target: WireTarget) -> [WireReading] {
        (forms.isEmpty ? [target.nativeForm] : forms).compactMap { WireReading.of($0, for: target) }
    }

    private static func mismatch(
        _ forms: [WireForm], _ target: WireTarget, found value: JSONValue, outOfRange type: Any.Type? = nil
    ) -> WireMismatch {
        var message = "expected \(WireReading.expectation(forms, for: target)), found \(describe(value))"
        if let type { message += " (out of range for \(type))" }
        return WireMismatch(message: message)
    }

    /// What arrived, for messages: text quoted and escaped, cut after 64 characters.
    package static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): LenientText.canonical(number)
        case .string(let text): text.count > 64 ? JSONQuoting.quoted(text.prefix(64)) + "…" : JSONQuoting.quoted(text)
        case .array, .object: "an object or array"
        }
    }
}
