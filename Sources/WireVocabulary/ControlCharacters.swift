/// Line breaks and the other control characters (C0 and DEL): what no header value, cookie, signed value, extra query
/// item or multipart name may hold. A transport drops a header holding one silently, and in any printed line it would
/// split or rewrite the line. The one statement of it, for the runtime's refusals and the cookie reader alike.
package enum ControlCharacters {
    /// Whether `scalar` is a C0 control character (line breaks included) or DEL.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x20 || scalar.value == 0x7F }

    /// Why `scalar` may not stand in such a value ("holds a line break", "holds a control character"), or nil.
    package static func refusal(of scalar: Unicode.Scalar) -> String? {
        if scalar == "\r" || scalar == "\n" { return "holds a line break" }
        return isControl(scalar) ? "holds a control character" : nil
    }

    /// Why `text` may not stand in such a value, for its first control character; nil when it holds none.
    package static func refusal(of text: some StringProtocol) -> String? {
        for scalar in text.unicodeScalars { if let refusal = refusal(of: scalar) { return refusal } }
        return nil
    }

    /// Whether `text` holds a line break or another control character.
    package static func holdsControl(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains(where: isControl)
    }
}
