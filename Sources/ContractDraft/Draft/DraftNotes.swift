/// What a draft left out, and why: input it read but could not use (a capture's entries of another host, an
/// OpenAPI construct the format has no place for), each said once with how often it occurred.
public struct DraftNotes: Sendable {
    /// One reason and the places it applies to.
    public struct LeftOut: Sendable, Hashable {
        /// Why, in the draft's words: "another host (cdn.example.com)", "an OPTIONS request".
        public var reason: String
        /// How many entries (or constructs) it covers.
        public var count: Int
        /// The first few places: `capture.har#entries[3]`, `openapi.yaml:12:7 (paths./a.get)`.
        public var examples: [String]
        /// Whether it is whole entries left out (what ``total`` counts), not a part of entries drafted (a header).
        public var isEntries = true
    }

    /// At most this many places are kept per reason.
    static let placesKept = 3

    private var order: [String] = []
    private var byReason: [String: LeftOut] = [:]

    public init() {}

    /// Notes that `place` was left out for `reason`; `isEntries`: the place is a whole entry or construct, not a
    /// part of one (a request header the drafted endpoints leave out).
    public mutating func leaveOut(_ place: String, because reason: String, isEntries: Bool = true) {
        if byReason[reason] == nil {
            order.append(reason)
            byReason[reason] = LeftOut(reason: reason, count: 0, examples: [], isEntries: isEntries)
        }
        byReason[reason]!.count += 1
        if byReason[reason]!.examples.count < Self.placesKept { byReason[reason]!.examples.append(place) }
    }

    /// Everything left out, in the order first noted.
    public var leftOut: [LeftOut] { order.compactMap { byReason[$0] } }

    /// How many entries or constructs were left out in all (parts of entries not counted).
    public var total: Int { byReason.values.filter(\.isEntries).reduce(0) { $0 + $1.count } }
}
