import Contract
import WireVocabulary

/// The contract type of a place that held scalars, from what the values were: the narrowest type every value fits,
/// with the wire forms it arrived in (`[int, numericString]`), dates recognised, and integers above 2^53 as `int64`.
enum ScalarTyping {
    struct Typed {
        var type: ScalarType
        var wire: [WireForm]
        var guesses: [Guess]
    }

    /// Unix seconds from 2000 to 2100: an integer in this range under a date-like name is a date.
    static let unixSecondsRange = 946_684_800...4_102_444_800
    static let unixMillisecondsRange = 946_684_800_000...4_102_444_800_000

    /// The type of `tally`'s values for a field called `name`; nil when no one scalar type fits them all (a boolean
    /// beside text, say).
    static func type(of tally: ScalarTally, name: String) -> Typed? {
        let numericText = tally.numericTexts
        let wordText = tally.otherTexts + tally.dateTexts + tally.boolTexts
        if tally.bools > 0 {
            // Flags: true/false, perhaps as 0/1 or as text.
            guard tally.fractions == 0, tally.bigIntegers == 0, tally.integersAreBits || tally.integers == 0,
                tally.otherTexts == 0, tally.dateTexts == 0, tally.decimalTexts == 0,
                numericText == 0 || tally.rangeIsBits
            else { return nil }
            var wire: [WireForm] = []
            if tally.integers > 0 || tally.texts > 0 {
                wire = [.bool] + (tally.integers > 0 ? [.int] : []) + (tally.texts > 0 ? [.string] : [])
            }
            return Typed(type: .bool, wire: wire, guesses: wireGuess(wire, "a boolean"))
        }
        if tally.numbers == 0 {
            if tally.dateTexts > 0, tally.dateTexts == tally.count, let first = tally.firstDate,
                ISO8601Text.date(from: first) != nil
            {
                return Typed(
                    type: .dateTime, wire: [], guesses: [Guess(.dateType, "every value was ISO-8601 date-time text")])
            }
            return Typed(type: .string, wire: [], guesses: [])
        }
        if wordText > 0 || tally.decimalTexts > 0 && tally.fractions == 0 && tally.integers == 0 {
            // Numbers beside words: text, which numbers are read as.
            var wire: [WireForm] = [.string]
            if tally.integers + tally.bigIntegers > 0 { wire.append(.int) }
            if tally.fractions > 0 { wire.append(.double) }
            return Typed(type: .string, wire: wire, guesses: wireGuess(wire, "text"))
        }
        if tally.fractions > 0 || tally.decimalTexts > 0 {
            if tally.decimalTexts > 0 {
                let wire: [WireForm] = [.string, .int, .double]
                return Typed(type: .string, wire: wire, guesses: wireGuess(wire, "text"))
            }
            let wire: [WireForm] = numericText > 0 ? [.double, .int, .numericString] : []
            return Typed(type: .double, wire: wire, guesses: wireGuess(wire, "a number"))
        }
        // Integers only, perhaps some as text.
        let wire: [WireForm] = numericText > 0 ? [.int, .numericString] : []
        let range = tally.range ?? 0...0
        if isDateName(name), unixSecondsRange.contains(range.lowerBound), unixSecondsRange.contains(range.upperBound) {
            return Typed(
                type: .unixSeconds, wire: wire,
                guesses: [Guess(.dateType, "integers in the range of Unix seconds under a date-like name")]
                    + wireGuess(wire, "Unix seconds"))
        }
        if tally.bigIntegers > 0 || range.lowerBound < -(1 << 53) || range.upperBound > 1 << 53 {
            return Typed(
                type: .int64, wire: wire,
                guesses: [Guess(.int64Type, "a value above 2^53 was seen")] + wireGuess(wire, "an integer"))
        }
        if isDateName(name), unixMillisecondsRange.contains(range.lowerBound),
            unixMillisecondsRange.contains(range.upperBound)
        {
            return Typed(
                type: .unixMillis, wire: wire,
                guesses: [Guess(.dateType, "integers in the range of Unix milliseconds under a date-like name")]
                    + wireGuess(wire, "Unix milliseconds"))
        }
        return Typed(type: .int, wire: wire, guesses: wireGuess(wire, "an integer"))
    }

    private static func wireGuess(_ wire: [WireForm], _ what: String) -> [Guess] {
        guard wire.count > 1 else { return [] }
        return [
            Guess(.wireForms, "arrived as \(wire.map(\.rawValue).joined(separator: " and ")): \(what) in any of them")
        ]
    }

    /// Names that say a value is a time: `expiresAt`, `createTime`, `expired_time`, `startDate`, `ts`.
    static func isDateName(_ name: String) -> Bool {
        let words = Naming.words(name).map { $0.lowercased() }
        let dateWords: Set<String> = [
            "time", "date", "at", "expire", "expires", "expired", "expiry", "expiration", "created", "updated",
            "timestamp", "ts", "deadline", "since", "until", "start", "end",
        ]
        return words.contains(where: dateWords.contains)
    }
}

extension ScalarTally {
    /// Whether every integer (numeric text included) was 0 or 1.
    var rangeIsBits: Bool { range.map { $0.lowerBound >= 0 && $0.upperBound <= 1 } ?? true }
}
