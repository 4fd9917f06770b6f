/// Characters a contract may not hold: bidirectional controls anywhere, control characters in names.
///
/// Bidirectional controls make text display in another order than the one tools read it in, so a reviewer would
/// approve something other than what the generator gets (Trojan Source, CVE-2021-42574). Control characters and
/// line or paragraph separators have no place in a name; in prose they are allowed, and the printer escapes them.
public enum UnsafeCharacters {
    /// The bidirectional formatting controls, by code point, with their Unicode names.
    static let bidirectionalControls: [UInt32: String] = [
        0x061C: "ARABIC LETTER MARK",
        0x200E: "LEFT-TO-RIGHT MARK", 0x200F: "RIGHT-TO-LEFT MARK",
        0x202A: "LEFT-TO-RIGHT EMBEDDING", 0x202B: "RIGHT-TO-LEFT EMBEDDING", 0x202C: "POP DIRECTIONAL FORMATTING",
        0x202D: "LEFT-TO-RIGHT OVERRIDE", 0x202E: "RIGHT-TO-LEFT OVERRIDE",
        0x2066: "LEFT-TO-RIGHT ISOLATE", 0x2067: "RIGHT-TO-LEFT ISOLATE", 0x2068: "FIRST STRONG ISOLATE",
        0x2069: "POP DIRECTIONAL ISOLATE",
    ]

    /// Names of the control characters a name is most likely to catch (the Unicode name aliases); the others are
    /// shown by code point alone.
    private static let controlNames: [UInt32: String] = [
        0x00: "NULL", 0x09: "CHARACTER TABULATION", 0x0A: "LINE FEED", 0x0B: "LINE TABULATION", 0x0C: "FORM FEED",
        0x0D: "CARRIAGE RETURN", 0x1B: "ESCAPE", 0x7F: "DELETE", 0x85: "NEXT LINE", 0x2028: "LINE SEPARATOR",
        0x2029: "PARAGRAPH SEPARATOR",
    ]

    /// U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069.
    public static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// C0 controls (tab and line breaks included), DEL, C1 controls (NEL included), U+2028 LINE SEPARATOR and
    /// U+2029 PARAGRAPH SEPARATOR.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Either of the above: never in a name, and never shown raw in a diagnostic.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isBidirectionalControl(scalar)
    }

    /// `U+202E RIGHT-TO-LEFT OVERRIDE`, `U+0009 CHARACTER TABULATION`, or `U+0001` for a control without a common
    /// name.
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        guard let name = bidirectionalControls[scalar.value] ?? controlNames[scalar.value] else { return code }
        return "\(code) \(name)"
    }
}

extension String {
    /// The text with every unsafe character (see ``UnsafeCharacters``) written as a Swift escape such as `\u{202E}`,
    /// so that a message shows it and neither a terminal nor an editor acts on it.
    public var escapingUnsafeCharacters: String {
        guard unicodeScalars.contains(where: UnsafeCharacters.isUnsafe) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if UnsafeCharacters.isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
