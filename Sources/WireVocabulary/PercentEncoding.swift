/// The reading side of percent-encoding, for every reader of URL-encoded text: form bodies (``FormURLEncoding``), the
/// mock's query and header values, and the secret matcher's `%XX` spellings (whose `\uXXXX` reads the same hex pairs).
package enum PercentEncoding {
    /// The bytes with each `%XX` read as the byte it names (and, when `plusIsSpace`, each `+` as a space); a `%` not
    /// followed by two hex digits stays as it is, and bytes that are not UTF-8 read as U+FFFD.
    package static func decoded(_ bytes: some Collection<UInt8>, plusIsSpace: Bool) -> String {
        let input = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "%"), let decoded = self.byte(atHexDigits: index + 1, in: input) {
                output.append(decoded)
                index += 3
            } else {
                output.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The byte written as two hex digits (either case) at `offset` of `bytes`; nil when two are not there.
    package static func byte(atHexDigits offset: Int, in bytes: [UInt8]) -> UInt8? {
        guard offset >= 0, offset + 1 < bytes.count, let high = hexDigit(bytes[offset]),
            let low = hexDigit(bytes[offset + 1])
        else { return nil }
        return high << 4 | low
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
