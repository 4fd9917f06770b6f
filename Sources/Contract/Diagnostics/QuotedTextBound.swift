/// Keeps contract text quoted in a diagnostic short: a name of a megabyte must not make a megabyte of message.
///
/// Messages quote contract text between `'…'`, `"…"` or `` `…` ``; a quote opens after a non-letter (so an
/// apostrophe in "server's" opens nothing) and closes before one. Each quoted text longer than ``quoteLimit``
/// characters keeps its first ``quoteLimit``, then `…`, and the closing quote is followed by its length:
/// `'kkkk…' (1000000 characters)`. Text can hold quote characters of its own and so hide its length from that
/// reading; a message still longer than ``messageLimit`` after it is cut as a whole.
package enum QuotedTextBound {
    /// Characters (Unicode scalars) of a quoted text that a message shows.
    static let quoteLimit = 64
    /// Characters a message or hint may have after its quotes are bounded.
    static let messageLimit = 500

    package static func bounding(_ text: String) -> String {
        // A text this short cannot quote more than the limit.
        guard text.utf8.count > quoteLimit + 2 else { return text }
        let scalars = Array(text.unicodeScalars)
        var closings = Closings(scalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard isQuote(scalar), index == 0 || !isWordScalar(scalars[index - 1]),
                let close = closings.first(of: scalar, after: index)
            else {
                result.append(scalar)
                index += 1
                continue
            }
            let length = close - index - 1
            if length > quoteLimit {
                result.append(contentsOf: scalars[index...(index + quoteLimit)])
                result.append(contentsOf: "…".unicodeScalars)
                result.append(scalar)
                result.append(contentsOf: " (\(length) characters)".unicodeScalars)
            } else {
                result.append(contentsOf: scalars[index...close])
            }
            index = close + 1
        }
        guard result.count > messageLimit else { return String(result) }
        return String(String.UnicodeScalarView(result.prefix(messageLimit))) + "… (cut at \(messageLimit) of "
            + "\(result.count) characters)"
    }

    private static func isQuote(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\"" || scalar == "`"
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
    }

    /// The closing quotes of each kind, found by one forward scan per kind however many quotes open: positions
    /// only grow, so each kind's scan resumes where it stopped.
    private struct Closings {
        let scalars: [Unicode.Scalar]
        /// Per quote kind: the last closing found and where its scan stopped.
        private var found: [Unicode.Scalar: (closing: Int?, scannedTo: Int)] = [:]

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        /// The first closing `quote` after `index`: a `quote` not followed by a letter or digit.
        mutating func first(of quote: Unicode.Scalar, after index: Int) -> Int? {
            var state = found[quote] ?? (nil, 0)
            if let closing = state.closing, closing > index { return closing }
            if state.closing == nil, state.scannedTo >= scalars.count { return nil }
            var position = max(index + 1, state.scannedTo)
            state.closing = nil
            while position < scalars.count {
                if scalars[position] == quote,
                    position + 1 == scalars.count || !QuotedTextBound.isWordScalar(scalars[position + 1])
                {
                    state.closing = position
                    break
                }
                position += 1
            }
            state.scannedTo = min(position + 1, scalars.count)
            found[quote] = state
            return state.closing
        }
    }
}
