/// How much a change hurts, ordered from harmless to breaking.
public enum Verdict: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    /// Nothing that worked stops working.
    case nonBreaking
    /// Something may stop working, depending on what the server sends or how the API is used.
    case possiblyBreaking
    /// Something that worked stops working (or compiling).
    case breaking

    private var rank: Int {
        switch self {
        case .nonBreaking: 0
        case .possiblyBreaking: 1
        case .breaking: 2
        }
    }

    public static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.rank < rhs.rank }

    /// `breaking`, `possibly breaking`, `non-breaking`: for reports.
    public var label: String {
        switch self {
        case .nonBreaking: "non-breaking"
        case .possiblyBreaking: "possibly breaking"
        case .breaking: "breaking"
        }
    }
}
