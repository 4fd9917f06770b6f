import Foundation

/// Strict parsing of numbers and booleans that arrive as JSON strings. Nothing is trimmed.
enum LenientText {
    enum IntegerParse<T> {
        case value(T)
        case outOfRange
        case invalid
    }

    /// Parses `-?[0-9]+` into `T`, reporting overflow separately from bad syntax.
    static func integer<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> IntegerParse<T> {
        var value: T = 0
        var negative = false
        var sawDigit = false
        var overflowed = false
        for (index, byte) in text.utf8.enumerated() {
            if index == 0, byte == UInt8(ascii: "-") {
                negative = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return .invalid }
            sawDigit = true
            guard !overflowed else { continue }
            let digit = T(byte &- UInt8(ascii: "0"))
            let shifted = value.multipliedReportingOverflow(by: 10)
            // Negative values accumulate downwards so that T.min parses.
            let next =
                negative
                ? shifted.partialValue.subtractingReportingOverflow(digit)
                : shifted.partialValue.addingReportingOverflow(digit)
            overflowed = shifted.overflow || next.overflow
            value = next.partialValue
        }
        guard sawDigit else { return .invalid }
        return overflowed ? .outOfRange : .value(value)
    }

    /// Whether `text` is `-?[0-9]+`.
    static func isNumeric(_ text: String) -> Bool {
        var sawDigit = false
        for (index, byte) in text.utf8.enumerated() {
            if index == 0, byte == UInt8(ascii: "-") { continue }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
            sawDigit = true
        }
        return sawDigit
    }

    /// Whether `text` is a decimal number: `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
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

    /// `"true"`, `"false"`, and (when `allowDigits`) `"1"`, `"0"`.
    static func boolean(_ text: String, allowWords: Bool, allowDigits: Bool) -> Bool? {
        switch text {
        case "true" where allowWords, "1" where allowDigits: true
        case "false" where allowWords, "0" where allowDigits: false
        default: nil
        }
    }

    /// The canonical text of a JSON number: integral values without a fraction, others as Swift prints them.
    static func canonical(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }

    /// A found string as it appears in error messages: quoted, escaped, and shortened.
    static func quoted(_ text: String) -> String {
        let limit = 64
        var shown = text.count > limit ? String(text.prefix(limit)) + "…" : text
        shown = shown.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r")
            .replacingOccurrences(of: "\t", with: "\\t")
        return "\"" + shown + "\""
    }
}
