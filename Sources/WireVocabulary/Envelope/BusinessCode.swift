import TextFoundation

/// A business code an envelope carries: a number (Zing's `code`, WeChat's `errcode`, Feishu's `code`) or text
/// (Tencent Cloud's `Response.Error.Code`, e.g. `AuthFailure.SignatureExpire`).
public enum BusinessCode: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByStringLiteral
{
    /// A numeric code (`40001`), however the body spelled it (a JSON integer or its digits as text).
    case int(Int)
    /// A text code (`AuthFailure.SignatureExpire`).
    case string(String)

    /// Which of the two an envelope's code is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A number; numeric text (`"0"`) reads as the number, as the docs of this family show both.
        case int
        /// Text; a number reads as its digits.
        case string
    }

    public init(integerLiteral value: Int) { self = .int(value) }
    public init(stringLiteral value: String) { self = .string(value) }

    /// Which kind of code this is.
    public var kind: Kind {
        switch self {
        case .int: .int
        case .string: .string
        }
    }

    /// The code as text: `0`, `AuthFailure`.
    public var description: String {
        switch self {
        case .int(let number): String(number)
        case .string(let text): text
        }
    }
}

extension BusinessCode {
    /// The code as JSON writes it: a number, or text.
    package var jsonValue: JSONValue {
        switch self {
        case .int(let number): .int(number)
        case .string(let text): .string(text)
        }
    }

    /// The code `value` spells as a code of `kind`, or nil: the one statement of a code's accepted spellings, which
    /// fails closed, since a code decides success.
    ///
    /// - `int`: a JSON integer (`0`, `-5`, `42001`), or text that is exactly such an integer's digits (`"0"`,
    ///   `"42001"`, `"-5"`). Never a fraction or an exponent (`0.0`, `0e5`, `1e-400`, which underflows to 0), never
    ///   negative zero (`-0`, `"-0"`), never leading zeros, a sign `+` or spaces (`"00"`, `"+0"`, `" 0"`), never a
    ///   number beyond `Int`.
    /// - `string`: any text, exactly as written; a JSON integer reads as its digits (`0` → `"0"`); no other number.
    package static func read(_ value: JSONValue, as kind: Kind) -> BusinessCode? {
        switch (kind, value) {
        case (.int, .int(let number)): return .int(number)
        case (.int, .string(let text)): return canonicalInteger(text).map(BusinessCode.int)
        case (.string, .string(let text)): return .string(text)
        case (.string, .int(let number)): return .string(String(number))
        default: return nil
        }
    }

    /// The integer `text` is the canonical decimal spelling of: `0`, or an optional `-` and digits without a leading
    /// zero.
    private static func canonicalInteger(_ text: String) -> Int? {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        guard let first = digits.first, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        if first == UInt8(ascii: "0") { return digits.count == 1 && digits.count == text.utf8.count ? 0 : nil }
        return Int(text)
    }
}
