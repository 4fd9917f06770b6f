/// YAML 1.2 core-schema resolution of plain scalar text.
///
/// Kept as pure string functions so the table is easy to test and reuse.
enum CoreSchema {
    static let strTag = "tag:yaml.org,2002:str"

    static func isNull(_ text: String) -> Bool {
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`; `nil` on overflow.
    static func int(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let digits = String(decoding: bytes[2...], as: UTF8.self)
            if bytes[1] == UInt8(ascii: "o") {
                return bytes[2...].allSatisfy(isOctalDigit) ? Int(digits, radix: 8) : nil
            }
            if bytes[1] == UInt8(ascii: "x") {
                return bytes[2...].allSatisfy(isHexDigit) ? Int(digits, radix: 16) : nil
            }
        }
        var body = bytes[...]
        if let first = body.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            body = body.dropFirst()
        }
        guard !body.isEmpty, body.allSatisfy(isDecimalDigit) else { return nil }
        return Int(text)
    }

    /// Core-schema floats (including `.inf`/`.nan` forms) and every core-schema int.
    static func double(_ text: String) -> Double? {
        if let value = int(text) {
            // Decimal ints go through Double(text) to avoid a lossy Int round-trip on huge values.
            return text.hasPrefix("0o") || text.hasPrefix("0x") ? Double(value) : Double(text)
        }
        var body = Substring(text)
        var negative = false
        if let first = body.first, first == "-" || first == "+" {
            negative = first == "-"
            body = body.dropFirst()
        }
        switch body {
        case ".inf", ".Inf", ".INF": return negative ? -.infinity : .infinity
        case ".nan", ".NaN", ".NAN": return body.count == text.count ? .nan : nil
        default: break
        }
        return matchesFloatSyntax(Array(body.utf8)) ? Double(text) : nil
    }

    /// `( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?` (sign already removed).
    private static func matchesFloatSyntax(_ b: [UInt8]) -> Bool {
        var i = 0
        func digits() -> Int {
            let start = i
            while i < b.count, isDecimalDigit(b[i]) { i += 1 }
            return i - start
        }
        let integerDigits = digits()
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            let fractionDigits = digits()
            if integerDigits == 0 && fractionDigits == 0 { return false }
        } else if integerDigits == 0 {
            return false
        }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { i += 1 }
            if digits() == 0 { return false }
        }
        return i == b.count
    }

    private static func isDecimalDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    private static func isOctalDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x37 }
    private static func isHexDigit(_ c: UInt8) -> Bool {
        isDecimalDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
    }
}

extension YAMLNode {
    /// The text of a plain scalar that core-schema resolution applies to: quoted
    /// and block scalars, and `!!str` or `!` tags, keep their text as a string.
    private var resolvablePlainText: String? {
        guard case .scalar(let s) = content, s.style == .plain,
            tag != CoreSchema.strTag, tag != "!"
        else { return nil }
        return s.value
    }

    /// `true` for a plain `""`, `~`, `null`, `Null` or `NULL`.
    public var isNull: Bool { resolvablePlainText.map(CoreSchema.isNull) ?? false }

    /// The value of a plain `true`/`True`/`TRUE`/`false`/`False`/`FALSE`.
    public var boolValue: Bool? { resolvablePlainText.flatMap(CoreSchema.bool) }

    /// The value of a plain decimal (optionally signed), `0o` octal or `0x` hex integer.
    public var intValue: Int? { resolvablePlainText.flatMap(CoreSchema.int) }

    /// The value of a plain core-schema float (`1.5`, `-1e3`, `.inf`, `.nan`) or integer.
    public var doubleValue: Double? { resolvablePlainText.flatMap(CoreSchema.double) }

    /// The text of any scalar (plain or quoted) that is not null; `nil` for collections.
    public var stringValue: String? {
        guard case .scalar(let s) = content, !isNull else { return nil }
        return s.value
    }
}
