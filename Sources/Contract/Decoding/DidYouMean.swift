/// Finds the name a typo was probably meant to be, for "did you mean …?" hints.
enum DidYouMean {
    /// The largest edit distance still taken for a typo.
    static let maximumDistance = 2

    /// The candidate closest to `word`: within ``maximumDistance`` edits (case-insensitive, adjacent
    /// transpositions count once), or one that starts with `word` (or that `word` starts with) when `word`
    /// has at least three characters. Ties go to the earlier candidate.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(lowered, candidate.lowercased())
            let isClose = distance <= maximumDistance && distance < lowered.count
            guard isClose || isPrefixMatch(lowered, candidate.lowercased()) else { continue }
            let rank = isClose ? distance : maximumDistance + 1
            if best == nil || rank < best!.distance { best = (candidate, rank) }
        }
        return best?.candidate
    }

    /// "did you mean 'x'?" when a candidate is close, else "expected one of a, b, c" (nil without candidates).
    static func hint(for word: String, among candidates: [String]) -> String? {
        if let match = suggestion(for: word, among: candidates) { return "did you mean '\(match)'?" }
        guard !candidates.isEmpty else { return nil }
        return "expected one of \(candidates.joined(separator: ", "))"
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent transpositions.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
        }
        return table[a.count][b.count]
    }

    private static func isPrefixMatch(_ word: String, _ candidate: String) -> Bool {
        word.count >= 3 && (candidate.hasPrefix(word) || word.hasPrefix(candidate) && candidate.count >= 3)
    }
}
