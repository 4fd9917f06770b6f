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
}
