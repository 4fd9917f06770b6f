import TextFoundation
/// How lint names an unsafe scalar it reports: `U+202E RIGHT-TO-LEFT OVERRIDE`.
///
/// Which scalars are unsafe is ``UnsafeScalar``'s to say; this only words them for a reader fixing a contract.
enum ScalarNames {
    /// The Unicode names of the bidirectional controls and of the control characters a name is most likely to catch
    /// (the name aliases); others are shown by code point alone.
    private static let names: [UInt32: String] = [
        0x00: "NULL", 0x09: "CHARACTER TABULATION", 0x0A: "LINE FEED", 0x0B: "LINE TABULATION", 0x0C: "FORM FEED",
        0x0D: "CARRIAGE RETURN", 0x1B: "ESCAPE", 0x7F: "DELETE", 0x85: "NEXT LINE", 0x2028: "LINE SEPARATOR",
        0x2029: "PARAGRAPH SEPARATOR",
        0x061C: "ARABIC LETTER MARK", 0x200E: "LEFT-TO-RIGHT MARK", 0x200F: "RIGHT-TO-LEFT MARK",
        0x202A: "LEFT-TO-RIGHT EMBEDDING", 0x202B: "RIGHT-TO-LEFT EMBEDDING", 0x202C: "POP DIRECTIONAL FORMATTING",
        0x202D: "LEFT-TO-RIGHT OVERRIDE", 0x202E: "RIGHT-TO-LEFT OVERRIDE",
        0x2066: "LEFT-TO-RIGHT ISOLATE", 0x2067: "RIGHT-TO-LEFT ISOLATE", 0x2068: "FIRST STRONG ISOLATE",
        0x2069: "POP DIRECTIONAL ISOLATE", 0xFEFF: "ZERO WIDTH NO-BREAK SPACE",
    ]

    /// `U+202E RIGHT-TO-LEFT OVERRIDE`, `U+0009 CHARACTER TABULATION`, or `U+0001` for a control without a common
    /// name.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        guard let name = names[scalar.value] else { return code }
        return "\(code) \(name)"
    }
}
