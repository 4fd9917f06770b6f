/// Finds the name a typo was probably meant to be, for "did you mean …?" hints.
///
/// Its cost is bounded for hostile contracts (thousands of definitions, thousands of unknown references, names of
/// thousands of characters): a comparison computes only the band of the distance table that can stay within
/// ``maximumDistance``, and a ``Suggester`` prepares its candidates once, remembers each word's answer and looks
/// through them for at most ``Suggester/lookUpLimit`` different words.
enum DidYouMean {
    /// The largest edit distance still taken for a typo.
    static let maximumDistance = 2

    /// The candidate closest to `word`: within ``maximumDistance`` edits (case-insensitive, adjacent
    /// transpositions count once), or one that starts with `word` (or that `word` starts with) when `word`
    /// has at least three characters. Ties go to the earlier candidate.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        Suggester(candidates).suggestion(for: word)
    }

    /// "did you mean 'x'?" when a candidate is close, else "expected one of a, b, c" (nil without candidates).
    static func hint(for word: String, among candidates: [String]) -> String? {
        if let match = suggestion(for: word, among: candidates) { return "did you mean '\(match)'?" }
        guard !candidates.isEmpty else { return nil }
        return "expected one of \(candidates.joined(separator: ", "))"
    }

    /// The optimal-string-alignment distance of `a` and `b` in Unicode scalars (insertions, deletions, substitutions and adjacent
    /// transpositions), or nil when it is over `limit`: only cells within `limit` of the diagonal are computed,
    /// and the comparison stops at the first row whose every cell is over `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], within limit: Int) -> Int? {
        var rows = Rows()
        return distance(a, b, within: limit, rows: &rows)
    }

    /// Three rows of the distance table, kept between comparisons so that comparing a word with thousands of
    /// candidates allocates them once.
    struct Rows {
        fileprivate var storage: [[Int]] = [[], [], []]
    }

    private static func distance(
        _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], within limit: Int, rows: inout Rows
    ) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let over = limit + 1
        for index in 0..<3 where rows.storage[index].count < b.count + 1 {
            rows.storage[index] = [Int](repeating: over, count: b.count + 1)
        }
        var previous2 = rows.storage[0]
        var previous = rows.storage[1]
        var current = rows.storage[2]
        rows.storage = [[], [], []]
        defer { rows.storage = [previous2, previous, current] }
        for j in 0...b.count { (previous2[j], previous[j]) = (over, min(j, over)) }
        for i in 1...a.count {
            let first = max(1, i - limit)
            let last = min(b.count, i + limit)
            current[0] = min(i, over)
            if first > 1 { current[first - 1] = over }
            var rowMinimum = current[0]
            for j in first...last {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = min(value, over)
                rowMinimum = min(rowMinimum, current[j])
            }
            if last < b.count { current[last + 1] = over }
            guard rowMinimum <= limit else { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// Candidates prepared once for many look-ups (a validation pass asks about every unknown reference), with
    /// each word's answer remembered.
    final class Suggester {
        /// Different words looked up among the candidates; later words get no suggestion. A contract with more
        /// typos than this needs more than hints, and a hostile one (thousands of unknown names against thousands
        /// of definitions) stays linear.
        static let lookUpLimit = 50

        private let candidates: [(name: String, scalars: [Unicode.Scalar])]
        private var answers: [String: String?] = [:]
        private var rows = Rows()

        init(_ names: [String]) {
            candidates = names.map { ($0, Array($0.lowercased().unicodeScalars)) }
        }

        /// As ``DidYouMean/suggestion(for:among:)``.
        func suggestion(for word: String) -> String? {
            if let known = answers[word] { return known }
            guard answers.count < Self.lookUpLimit else { return nil }
            let scalars = Array(word.lowercased().unicodeScalars)
            var best: (candidate: String, rank: Int)?
            for candidate in candidates where candidate.name != word {
                let distance = DidYouMean.distance(
                    scalars, candidate.scalars, within: maximumDistance, rows: &rows)
                let isClose = distance.map { $0 < scalars.count } ?? false
                guard isClose || isPrefixMatch(scalars, candidate.scalars) else { continue }
                let rank = isClose ? distance! : maximumDistance + 1
                if best == nil || rank < best!.rank { best = (candidate.name, rank) }
            }
            answers[word] = .some(best?.candidate)
            return best?.candidate
        }

        /// "did you mean 'x'?", or nil when no candidate is close.
        func hint(for word: String) -> String? { suggestion(for: word).map { "did you mean '\($0)'?" } }

        private func isPrefixMatch(_ word: [Unicode.Scalar], _ candidate: [Unicode.Scalar]) -> Bool {
            word.count >= 3 && (candidate.starts(with: word) || word.starts(with: candidate) && candidate.count >= 3)
        }
    }
}
