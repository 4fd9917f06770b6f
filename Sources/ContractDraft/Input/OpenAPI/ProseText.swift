import TextFoundation

/// Prose from a document (descriptions, summaries) as a contract may hold it: one paragraph, bidirectional controls
/// and other invisible scalars taken out (lint refuses bidirectional controls anywhere in a contract), at most 2,000
/// characters.
enum ProseText {
    static let longest = 2000

    static func clean(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch UnsafeScalar(scalar) {
            case nil: scalars.append(scalar)
            case .lineBreak?, .tab?: scalars.append(" ")
            case .control?, .bidirectional?, .invisible?: continue
            }
        }
        let single = String(scalars).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return single.count > longest ? String(single.prefix(longest)) + "…" : single
    }
}
