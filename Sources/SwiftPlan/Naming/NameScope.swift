/// Hands out unique names within one scope, deterministically: the first claimant keeps a name, later ones get a
/// number (`name2`, `name3`, …). Names the generated code itself uses in the scope are reserved up front.
struct NameScope {
    private var taken: Set<String>
    /// Whether names differing only in case collide (file names on macOS and Windows).
    private let ignoresCase: Bool

    init(reserved: [SwiftIdentifier] = [], ignoringCase: Bool = false) {
        self.init(reservedNames: Set(reserved.map(\.name)), ignoringCase: ignoringCase)
    }

    init(reservedNames: Set<String>, ignoringCase: Bool = false) {
        ignoresCase = ignoringCase
        taken = ignoringCase ? Set(reservedNames.map { $0.lowercased() }) : reservedNames
    }

    /// `preferred`, or `preferred` with the first number that makes it unique.
    mutating func claim(_ preferred: SwiftIdentifier) -> SwiftIdentifier {
        var candidate = preferred.name
        var counter = 2
        while taken.contains(ignoresCase ? candidate.lowercased() : candidate)
            || ReservedWords.unusableMemberNames.contains(candidate)
        {
            candidate = "\(preferred.name)\(counter)"
            counter += 1
        }
        taken.insert(ignoresCase ? candidate.lowercased() : candidate)
        return candidate == preferred.name ? preferred : SwiftIdentifier(legal: candidate)
    }
}
