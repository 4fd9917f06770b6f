/// RFC 9110's `token` (§5.6.2): one or more `tchar`s, which are ASCII letters, digits and ``symbols``. The one
/// statement of what header names, cookie names, request methods and media-type parts may be made of, for lint, the
/// runtime, the mock's parser and the cookie reader alike.
package enum HTTPToken {
    /// The characters a token may hold besides ASCII letters and digits, as messages quote them.
    package static let symbols = "!#$%&'*+-.^_`|~"

    /// Whether `byte` is a `tchar`.
    package static func isTokenByte(_ byte: UInt8) -> Bool { table[Int(byte)] }

    /// Whether `scalar` is a `tchar`.
    package static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isTokenByte(UInt8(scalar.value))
    }

    /// Whether `text` is a token: not empty, and `tchar`s only.
    package static func isToken(_ text: some StringProtocol) -> Bool { isToken(bytes: text.utf8) }

    /// Whether `bytes` spell a token: not empty, and `tchar`s only.
    package static func isToken(bytes: some Collection<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy(isTokenByte)
    }

    /// For each byte value, whether it is a `tchar`.
    private static let table: [Bool] = (0...255).map { (value: Int) -> Bool in
        switch UInt8(value) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            true
        case let byte: symbols.utf8.contains(byte)
        }
    }
}
