/// An endpoint's path template (`/api/oauth/{realmId}/apple/native-login`) as a matcher of request paths: segment by
/// segment, each `{name}` standing for one or more characters other than `/`.
struct RouteTemplate: Sendable, Hashable {
    private enum Piece: Sendable, Hashable {
        case literal(String)
        case placeholder
    }

    private let segments: [[Piece]]
    /// How many literal characters the template has: of two templates that match, the more literal one wins
    /// (`/users/me` over `/users/{id}`).
    let specificity: Int

    init(_ template: String) {
        let segments = template.split(separator: "/", omittingEmptySubsequences: false).map(Self.pieces)
        self.segments = segments
        specificity = segments.joined().reduce(0) { count, piece in
            if case .literal(let text) = piece { return count + text.count }
            return count
        }
    }

    /// Whether `path` (the request's path, without its query) is an instance of the template.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == segments.count else { return false }
        return zip(segments, parts).allSatisfy { Self.matches($0.0[...], Substring($0.1)) }
    }

    private static func pieces(_ segment: Substring) -> [Piece] {
        var pieces: [Piece] = []
        var rest = segment
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { pieces.append(.literal(String(rest[..<open]))) }
            pieces.append(.placeholder)
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.literal(String(rest))) }
        return pieces
    }

    /// Literals must appear in order; a placeholder takes at least one character (trying every split).
    private static func matches(_ pieces: ArraySlice<[Piece].Element>, _ text: Substring) -> Bool {
        guard let first = pieces.first else { return text.isEmpty }
        switch first {
        case .literal(let literal):
            guard text.hasPrefix(literal) else { return false }
            return matches(pieces.dropFirst(), text.dropFirst(literal.count))
        case .placeholder:
            guard !text.isEmpty else { return false }
            var end = text.index(after: text.startIndex)
            while true {
                if matches(pieces.dropFirst(), text[end...]) { return true }
                guard end < text.endIndex else { return false }
                end = text.index(after: end)
            }
        }
    }
}
