/// The `application/x-www-form-urlencoded` format of the WHATWG URL standard: the one serializer the client sends form
/// bodies with, and the one parser `mock` and `verify` read them back with.
///
/// A name or value is written as its UTF-8 bytes: ASCII letters, digits and `*-._` stay as they are, a space becomes
/// `+`, and every other byte (`&`, `=`, `%`, `+`, `~`, CR, LF, every byte of a non-ASCII character) becomes `%XX`
/// with upper-case hex digits. Pairs are joined `name=value` with `&`, in the order given.
public enum FormURLEncoding {
    /// The media type of a form body, for its `Content-Type`.
    public static let mediaType = "application/x-www-form-urlencoded"

    /// The body text of `pairs`, in order: `a=1&b=x+y`.
    public static func serialize(_ pairs: [(name: String, value: String)]) -> String {
        pairs.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
    }

    /// One name or value, encoded.
    public static func encode(_ text: String) -> String { PercentEncoding.encoded(text, for: .formComponent) }

    /// The pairs of a body, in order, as the standard's parser reads them: empty sequences between `&` are
    /// skipped, a sequence without `=` has an empty value, `+` is a space, `%XX` a byte; a `%` not followed by two
    /// hex digits stays as it is, and bytes that are not UTF-8 read as U+FFFD.
    public static func parse(_ body: some Collection<UInt8>) -> [(name: String, value: String)] {
        body.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true).map { sequence in
            if let equals = sequence.firstIndex(of: UInt8(ascii: "=")) {
                return (
                    decode(sequence[sequence.startIndex..<equals]),
                    decode(sequence[sequence.index(after: equals)...])
                )
            }
            return (decode(sequence), "")
        }
    }

    /// The pairs of a body given as text.
    public static func parse(_ body: String) -> [(name: String, value: String)] {
        parse(Array(body.utf8))
    }

    private static func decode(_ bytes: some Collection<UInt8>) -> String {
        PercentEncoding.decoded(bytes, plusIsSpace: true)
    }
}
