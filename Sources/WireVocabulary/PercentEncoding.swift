/// Percent-encoding, both ways, for every tool. Reading: form bodies (``FormURLEncoding``), path segments, the mock's
/// query and header values, an OpenAPI document's `$ref` pointers, and the secret matcher's `%XX` spellings, once or
/// repeatedly encoded (whose `\uXXXX` reads the same hex pairs), which the mock's log also cuts paths by. Writing:
/// one encoder whose ``Context`` says which bytes stay as they are, for the client's path segments and query items,
/// form bodies, a contract's drafted paths and the mock's example header.
package enum PercentEncoding {
    /// Where encoded text goes, and so which bytes besides ASCII letters and digits stay as they are; every other byte
    /// (each byte of a non-ASCII character included) is written `%XX` with upper-case hex digits.
    package enum Context: Int, Sendable, CaseIterable {
        /// One segment of a URL path: RFC 3986's `pchar` without `;`, as Foundation's `urlPathAllowed` less `/`, so a
        /// value can add no segment and no matrix parameter (Spring cuts a path at `;`).
        case pathSegment
        /// A query parameter's name or value: Foundation's `urlQueryAllowed` less `&`, `=`, `+`, `?` and `#`, so a value
        /// can neither end its pair nor read as a space (servers read `+` in a query as a space).
        case queryComponent
        /// A name or value of an `application/x-www-form-urlencoded` body (the WHATWG URL standard): `*-._` kept, a
        /// space written `+`.
        case formComponent
        /// A header value that must stay printable ASCII whatever text it carries (the mock's example name):
        /// unreserved characters, the space and parentheses kept.
        case headerValue

        /// The punctuation this context keeps as it is.
        var keptPunctuation: String {
            switch self {
            case .pathSegment: "!$&'()*+,-.:=@_~"
            case .queryComponent: "!$'()*,-./:;@_~"
            case .formComponent: "*-._"
            case .headerValue: "-._~ ()"
            }
        }
    }

    /// `text` percent-encoded for `context`.
    package static func encoded(_ text: some StringProtocol, for context: Context) -> String {
        let row = context.rawValue << 8
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if keptByContext[row | Int(byte)] {
                output.append(byte)
            } else if context == .formComponent && byte == UInt8(ascii: " ") {
                output.append(UInt8(ascii: "+"))
            } else {
                output += [UInt8(ascii: "%"), upperHexDigits[Int(byte >> 4)], upperHexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let upperHexDigits = Array("0123456789ABCDEF".utf8)

    /// 256 entries per context, in the order of `Context`'s raw values: whether the byte stays as it is.
    private static let keptByContext: [Bool] = Context.allCases.flatMap { context in
        let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
            .union(context.keptPunctuation.utf8)
        return (0...255).map { kept.contains(UInt8($0)) }
    }

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

    /// A URL path segment as every tool reads one (verify's endpoint and base-path matching, draft's routes, the
    /// testing library's path templates): each `%XX` a byte, `+` itself, a lone `%` kept, bytes that are no UTF-8
    /// as U+FFFD.
    package static func pathSegment(_ text: some StringProtocol) -> String { decoded(text.utf8, plusIsSpace: false) }

    /// What the `%` at `offset` of `bytes` spells in text percent-encoded up to `depth` times over, each with the
    /// number of bytes it spans: the byte of `%XX` and, while that byte is `%` (an escape encoded again, `%25`), the
    /// byte the next two hex digits name, and so on (`%2541`: `%` over three bytes, `A` over five). Empty when no hex
    /// pair follows the `%`. The work is bounded by `depth`, however long a run of `%252525…` is.
    package static func repeatedEscape(at offset: Int, in bytes: [UInt8], depth: Int) -> [(byte: UInt8, length: Int)] {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "%") else { return [] }
        var spelled: [(byte: UInt8, length: Int)] = []
        var hexDigits = offset + 1
        for _ in 0..<depth {
            guard let byte = byte(atHexDigits: hexDigits, in: bytes) else { break }
            spelled.append((byte, hexDigits + 2 - offset))
            guard byte == UInt8(ascii: "%") else { break }
            hexDigits += 2
        }
        return spelled
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
