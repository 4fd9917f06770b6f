/// Finds known secrets in text however their bytes are spelled: as themselves, percent-encoded (`%2F`, `%2f`, `+` for
/// a space) up to ``maximumPercentEncodings`` times over (`%252F`, `%2B` or `%2520` for a space), or JSON-escaped
/// (`\/`, `\"`, `\n`, `\u00e9`, surrogate pairs), in any mix: the one matcher behind the runtime's redactor,
/// `zing-api`'s output and `verify`'s reports.
///
/// Every secret is a path in one trie, and text is read once from left to right: at each place the matcher follows
/// every spelling of the next byte through the trie at the same time (the states at each text offset are a set, so an
/// ambiguous spelling never makes it backtrack), and takes the longest secret that starts there. The work per place is
/// bounded by the longest secret's length (times the few characters one escape spans), whatever the number of secrets,
/// so a capture with a new token per entry costs as much as one with a single token.
///
/// A secret is at least one byte; short ones match wherever those bytes stand, so callers that collect guessed values
/// (a capture's cookies, say) keep a minimum length of their own.
package struct SecretMatcher: Sendable, Hashable {
    /// The secrets' UTF-8 bytes: what two matchers are compared by.
    package private(set) var secrets: Set<[UInt8]> = []
    /// The trie of ``secrets``; node 0 is the root.
    private var nodes: [Node] = [Node()]

    private struct Node: Sendable, Hashable {
        var children: [UInt8: Int] = [:]
        var endsSecret = false
    }

    /// How many times over a percent-encoded byte is still read as that byte: `%41`, `%2541`, `%252541` and
    /// `%25252541` all spell `A`; `%2525252541` (five encodings) does not.
    ///
    /// Text is encoded once more each time a URL is put inside another: a token in a query (one), that URL as a
    /// redirect's `next` (two), that one inside a sign-in page's `return_to` (three); four leaves room for one more
    /// nesting. Deeper spellings are not found. The bound keeps the work at a place fixed: an escape spans at most
    /// `1 + 2 × 4` characters, so hostile text of `%252525…` costs no more than any other.
    package static let maximumPercentEncodings = 4

    /// A matcher that knows no secret.
    package init() {}

    /// Whether the matcher knows no secret.
    package var isEmpty: Bool { secrets.isEmpty }

    /// Adds `secret`; an empty one is ignored (it would match everywhere).
    package mutating func insert(_ secret: String) {
        let bytes = Array(secret.utf8)
        guard !bytes.isEmpty, secrets.insert(bytes).inserted else { return }
        var node = 0
        for byte in bytes {
            if let child = nodes[node].children[byte] {
                node = child
            } else {
                nodes.append(Node())
                nodes[node].children[byte] = nodes.count - 1
                node = nodes.count - 1
            }
        }
        nodes[node].endsSecret = true
    }

    /// Adds every secret `other` knows.
    package mutating func formUnion(_ other: SecretMatcher) {
        for secret in other.secrets { insert(String(decoding: secret, as: UTF8.self)) }
    }

    package static func == (lhs: SecretMatcher, rhs: SecretMatcher) -> Bool { lhs.secrets == rhs.secrets }
    package func hash(into hasher: inout Hasher) { hasher.combine(secrets) }

    /// `text` with every occurrence of a known secret, in any spelling, replaced by `placeholder`. Occurrences that
    /// overlap (one secret's end is another's start) are replaced as one, so no part of either is left.
    package func redact(_ text: String, with placeholder: String) -> String {
        guard !isEmpty else { return text }
        let bytes = Array(text.utf8)
        var spans: [Range<Int>] = []
        for start in bytes.indices {
            guard let end = longestMatch(in: bytes, at: start) else { continue }
            if let last = spans.last, start < last.upperBound {
                spans[spans.count - 1] = last.lowerBound..<max(end, last.upperBound)
            } else {
                spans.append(start..<end)
            }
        }
        guard !spans.isEmpty else { return text }
        var result: [UInt8] = []
        var copied = 0
        for span in spans {
            result += bytes[copied..<span.lowerBound]
            result += placeholder.utf8
            copied = span.upperBound
        }
        result += bytes[copied...]
        // A match may end inside a multi-byte character only if the secret does; decoding repairs such an edge.
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `text` shows a known secret in any spelling.
    package func reveals(in text: String) -> Bool {
        guard !isEmpty else { return false }
        let bytes = Array(text.utf8)
        return bytes.indices.contains { longestMatch(in: bytes, at: $0) != nil }
    }

    /// Where the longest secret spelled from `start` ends, if one is.
    private func longestMatch(in bytes: [UInt8], at start: Int) -> Int? {
        // Most places start no secret in any spelling: decided without building anything.
        guard nodes[0].children[bytes[start]] != nil || Spelling.escapeMayStart(at: start, in: bytes, nodes[0].children)
        else { return nil }
        var states: [Int: Set<Int>] = [start: [0]]
        var offsets = [start]
        var longest: Int?
        while !offsets.isEmpty {
            let offset = offsets.removeFirst()
            guard let here = states.removeValue(forKey: offset) else { continue }
            if here.contains(where: { nodes[$0].endsSecret }) { longest = offset }
            guard offset < bytes.count else { continue }
            for spelling in Spelling.all(in: bytes, at: offset) {
                for node in here {
                    guard let next = walk(from: node, spelling) else { continue }
                    let end = offset + spelling.length
                    if states[end] == nil {
                        let position = offsets.firstIndex { $0 > end } ?? offsets.endIndex
                        offsets.insert(end, at: position)
                    }
                    states[end, default: []].insert(next)
                }
            }
        }
        return longest
    }

    private func walk(from node: Int, _ spelling: Spelling) -> Int? {
        var node = node
        for byte in spelling.bytes {
            guard let child = nodes[node].children[byte] else { return nil }
            node = child
        }
        return node
    }
}

/// One way the text at an offset spells some bytes: the bytes, and how many bytes of text spell them.
private struct Spelling {
    var bytes: [UInt8]
    var length: Int

    /// Whether an escape starts at `offset` and spells a first byte among `firsts`.
    static func escapeMayStart(at offset: Int, in text: [UInt8], _ firsts: [UInt8: Int]) -> Bool {
        switch text[offset] {
        case UInt8(ascii: "%"), UInt8(ascii: "+"), UInt8(ascii: "\\"):
            return escapes(in: text, at: offset).contains { firsts[$0.bytes[0]] != nil }
        default:
            return false
        }
    }

    /// Every spelling that starts at `offset`: the byte itself, and the escapes that start there, if any.
    static func all(in text: [UInt8], at offset: Int) -> [Spelling] {
        [Spelling(bytes: [text[offset]], length: 1)] + escapes(in: text, at: offset)
    }

    private static func escapes(in text: [UInt8], at offset: Int) -> [Spelling] {
        switch text[offset] {
        case UInt8(ascii: "%"):
            return percentEscapes(in: text, at: offset)
        case UInt8(ascii: "+"):
            return [Spelling(bytes: [0x20], length: 1)]
        case UInt8(ascii: "\\"):
            guard offset + 1 < text.count else { return [] }
            if text[offset + 1] == UInt8(ascii: "u") { return unicodeEscape(in: text, at: offset).map { [$0] } ?? [] }
            return jsonEscapes[text[offset + 1]].map { [Spelling(bytes: [$0], length: 2)] } ?? []
        default:
            return []
        }
    }

    /// `%XX` read once and, while it reads as `%` again (`%25`), once more, up to
    /// ``SecretMatcher/maximumPercentEncodings`` times: each byte read on the way is a spelling (`%2541` spells both
    /// `%`, as `%25`, and `A`), and a `+` read is also a space (a form value's space, encoded again).
    private static func percentEscapes(in text: [UInt8], at offset: Int) -> [Spelling] {
        PercentEncoding.repeatedEscape(at: offset, in: text, depth: SecretMatcher.maximumPercentEncodings)
            .flatMap { escape in
                let spelling = Spelling(bytes: [escape.byte], length: escape.length)
                return escape.byte == UInt8(ascii: "+")
                    ? [spelling, Spelling(bytes: [0x20], length: escape.length)]
                    : [spelling]
            }
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, as the UTF-8 bytes of the scalar it names.
    private static func unicodeEscape(in text: [UInt8], at offset: Int) -> Spelling? {
        guard let unit = hexUnit(in: text, at: offset + 2) else { return nil }
        var value = unit
        var length = 6
        if (0xD800...0xDBFF).contains(unit) {
            guard offset + 7 < text.count, text[offset + 6] == UInt8(ascii: "\\"),
                text[offset + 7] == UInt8(ascii: "u"),
                let low = hexUnit(in: text, at: offset + 8), (0xDC00...0xDFFF).contains(low)
            else { return nil }
            value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            length = 12
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return Spelling(bytes: Array(String(Character(scalar)).utf8), length: length)
    }

    /// `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`: the escaped letter and the byte it stands for.
    private static let jsonEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    private static func hexUnit(in text: [UInt8], at offset: Int) -> UInt32? {
        guard let high = PercentEncoding.byte(atHexDigits: offset, in: text),
            let low = PercentEncoding.byte(atHexDigits: offset + 2, in: text)
        else { return nil }
        return UInt32(high) << 8 | UInt32(low)
    }
}
