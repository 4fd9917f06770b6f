/// Parses JSON text (RFC 8259) into a ``DocumentValue`` that keeps each object's keys in their written order.
///
/// Contract examples are untrusted text: nesting is bounded, and anything that is not exactly one JSON value is
/// refused rather than repaired.
enum JSONText {
    /// Deeper nesting than any documented payload; stops hostile text from exhausting the stack.
    static let maximumDepth = 256

    /// The value, or nil when the text is not JSON.
    static func parse(_ text: String) -> DocumentValue? {
        var parser = Parser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipWhitespace()
        return parser.isAtEnd ? value : nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }
        private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        mutating func value(depth: Int) -> DocumentValue? {
            guard depth < JSONText.maximumDepth, let byte = current else { return nil }
            switch byte {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(DocumentValue.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        private mutating func literal(_ word: String, _ value: DocumentValue) -> DocumentValue? {
            let expected = Array(word.utf8)
            guard bytes.count - position >= expected.count,
                Array(bytes[position..<position + expected.count]) == expected
            else { return nil }
            position += expected.count
            return value
        }

        private mutating func object(depth: Int) -> DocumentValue? {
            position += 1
            var object = DocumentObject()
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                position += 1
                return .object(object)
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\""), let key = string() else { return nil }
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { return nil }
                position += 1
                skipWhitespace()
                guard let member = value(depth: depth + 1) else { return nil }
                // Duplicate keys: the last one wins, as most JSON decoders do.
                object[key] = member
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "}"):
                    position += 1
                    return .object(object)
                default: return nil
                }
            }
        }

        private mutating func array(depth: Int) -> DocumentValue? {
            position += 1
            var items: [DocumentValue] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                position += 1
                return .array(items)
            }
            while true {
                skipWhitespace()
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "]"):
                    position += 1
                    return .array(items)
                default: return nil
                }
            }
        }

        private mutating func string() -> String? {
            position += 1
            var scalars = String.UnicodeScalarView()
            var start = position
            // The text came from a Swift string and is cut only at ASCII bytes, so every run is valid UTF-8.
            func flush() {
                guard start < position else { return }
                scalars.append(contentsOf: String(decoding: bytes[start..<position], as: UTF8.self).unicodeScalars)
            }
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    position += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    position += 1
                    guard let scalar = escape() else { return nil }
                    scalars.append(scalar)
                    start = position
                case 0..<0x20:
                    return nil
                default:
                    position += 1
                }
            }
            return nil
        }

        private mutating func escape() -> Unicode.Scalar? {
            guard let byte = current else { return nil }
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                guard let unit = hexUnit() else { return nil }
                guard (0xD800...0xDBFF).contains(unit) else { return Unicode.Scalar(unit) }
                // A high surrogate must be followed by an escaped low one.
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
                    bytes[position + 1] == UInt8(ascii: "u")
                else { return nil }
                position += 2
                guard let low = hexUnit(), (0xDC00...0xDFFF).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            default: return nil
            }
        }

        private mutating func hexUnit() -> UInt32? {
            guard bytes.count - position >= 4 else { return nil }
            var value: UInt32 = 0
            for byte in bytes[position..<position + 4] {
                guard let digit = Self.hexDigit(byte) else { return nil }
                value = value << 4 | digit
            }
            position += 4
            return value
        }

        private static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`: an `int` when integral text fits, else a `double`.
        private mutating func number() -> DocumentValue? {
            let start = position
            var isIntegral = true
            if current == UInt8(ascii: "-") { position += 1 }
            guard let first = current, Self.isDigit(first) else { return nil }
            position += 1
            if first != UInt8(ascii: "0") { skipDigits() }
            if current == UInt8(ascii: ".") {
                isIntegral = false
                position += 1
                guard let digit = current, Self.isDigit(digit) else { return nil }
                skipDigits()
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                isIntegral = false
                position += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard let digit = current, Self.isDigit(digit) else { return nil }
                skipDigits()
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            if isIntegral, let integer = Int(text) { return .int(integer) }
            guard let double = Double(text), double.isFinite else { return nil }
            return .double(double)
        }

        private mutating func skipDigits() {
            while let byte = current, Self.isDigit(byte) { position += 1 }
        }

        private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    }
}
