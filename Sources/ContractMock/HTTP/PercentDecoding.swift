import WireVocabulary

/// Percent-decoding of header values (`%E7%A4%BA` → `示`) and query parameters (by ``QueryString``); a `%` not
/// followed by two hex digits stays as it is, and bytes that are no UTF-8 become U+FFFD.
enum PercentDecoding {
    /// A header value decoded: `%XX` is a byte, `+` stays itself.
    static func decode(_ text: String) -> String {
        PercentEncoding.decoded(text.utf8, plusIsSpace: false)
    }

    /// The value of the first `name=value` pair of a query with that (decoded) name, read as every tool reads a
    /// query (``QueryString``).
    static func queryValue(_ name: String, in query: String?) -> String? {
        QueryString(query).value(named: name)
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
