import Foundation
import TextFoundation

/// Whether one JSON scalar decodes into a Swift value the way the generated client decodes it: the runtime's
/// lenient decoding (`APIRuntime`'s `LenientCore`), restated over parsed JSON so tools that read no Swift (lint,
/// `verify`) judge a value exactly as an app would. A differential test holds the two together.
public enum WireAcceptance {
    /// The Swift storage a value decodes into.
    public enum Target: Sendable, Hashable {
        /// `Int` or `Int64` (both 64-bit on every platform the client supports).
        case integer
        case double
        case bool
        case string
    }

    /// The target's own JSON form: what a plain `decode` accepts, and what an empty form list means.
    static func nativeForm(of target: Target) -> WireForm {
        switch target {
        case .integer: .int
        case .double: .double
        case .bool: .bool
        case .string: .string
        }
    }

    /// Whether `value` decodes into `target` when the decoder accepts `forms` (empty: the target's own form only).
    public static func accepts(_ value: JSONValue, target: Target, forms: [WireForm]) -> Bool {
        let forms = Set(forms.isEmpty ? [nativeForm(of: target)] : forms)
        let acceptsNumber = forms.contains(.int) || forms.contains(.double)
        let acceptsText = forms.contains(.string) || forms.contains(.numericString)
        switch (target, value) {
        case (.integer, .int): return acceptsNumber
        case (.integer, .double): return acceptsNumber && value.integerValue != nil
        case (.integer, .string(let text)): return acceptsText && isNumeric(text) && Int(text) != nil
        case (.integer, .bool): return forms.contains(.bool)

        case (.double, .int): return acceptsNumber
        case (.double, .double(let number)):
            return forms.contains(.double) || (forms.contains(.int) && number.rounded() == number)
        case (.double, .string(let text)):
            guard acceptsText else { return false }
            let valid = forms.contains(.string) ? isDecimal(text) : isNumeric(text)
            return valid && Double(text)?.isFinite == true
        case (.double, .bool): return forms.contains(.bool)

        case (.bool, .bool): return forms.contains(.bool)
        case (.bool, .int), (.bool, .double):
            return acceptsNumber && (value.integerValue == 0 || value.integerValue == 1)
        case (.bool, .string(let text)):
            guard acceptsText else { return false }
            return text == "1" || text == "0" || (forms.contains(.string) && (text == "true" || text == "false"))

        case (.string, .string(let text)):
            return forms.contains(.string) || (forms.contains(.numericString) && isNumeric(text))
        case (.string, .int): return forms.contains(.int) || forms.contains(.double)
        case (.string, .double): return forms.contains(.double) || (forms.contains(.int) && value.integerValue != nil)
        case (.string, .bool): return forms.contains(.bool)

        default: return false
        }
    }

    /// `-?[0-9]+`, nothing trimmed.
    public static func isNumeric(_ text: String) -> Bool {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isDecimal(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Bool {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count > 0
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard digits() else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() else { return false }
        }
        return bytes.isEmpty
    }

    /// ISO-8601 date-time text, with or without fractional seconds, as the runtime parses it.
    static func isISO8601DateTime(_ text: String) -> Bool {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if formatter.date(from: text) != nil { return true }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text) != nil
    }
}
