import WireVocabulary

/// Percent-decoding of header values and query parameters (`%E7%A4%BA` → `示`); a `%` not followed by two hex
/// digits stays as it is, and bytes that are no UTF-8 become U+FFFD.
enum PercentDecoding {
    static func decode(_ text: String, plusIsSpace: Bool = false) -> String {
        PercentEncoding.decoded(text.utf8, plusIsSpace: plusIsSpace)
    }

    /// The value of the first `name=value` pair of a query with that (decoded) name.
    static func queryValue(_ name: String, in query: String?) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if decode(String(parts[0]), plusIsSpace: true) == name {
                return parts.count > 1 ? decode(String(parts[1]), plusIsSpace: true) : ""
            }
        }
        return nil
    }

    /// Every byte outside unreserved ASCII as `%XX`, so any example name fits in a header value.
    static func encode(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: " "), UInt8(ascii: "("), UInt8(ascii: ")"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                output += "%"
                output.unicodeScalars.append(digits[Int(byte >> 4)])
                output.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return output
    }
}
