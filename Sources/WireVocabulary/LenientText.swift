/// Strict reading of numbers and booleans that arrive as JSON strings. Nothing is trimmed.
package enum LenientText {
    /// What parsing an integer found.
    package enum IntegerParse<T: FixedWidthInteger> {
        case value(T)
        case outOfRange
        case invalid
    }

    /// Parses `-?[0-9]+` into `T`, telling overflow from bad syntax.
    package static func integer<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> IntegerParse<T> {
        guard isNumeric(text) else { return .invalid }
        return T(text).map(IntegerParse.value) ?? .outOfRange
    }

    /// Whether `text` is `-?[0-9]+`.
    package static func isNumeric(_ text: String) -> Bool {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Whether `text` is a decimal number: `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    package static func isDecimal(_ text: String) -> Bool {
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

    /// The canonical text of a JSON number: integral values without a fraction, others as Swift prints them.
    package static func canonical(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }
}
