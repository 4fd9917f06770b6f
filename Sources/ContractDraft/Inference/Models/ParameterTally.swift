import Contract
import TextFoundation
import WireVocabulary

/// The values one query parameter or form field took, over the requests of its endpoint.
struct ParameterTally {
    var count = 0
    var scalars = ScalarTally()
    /// Whether it was sent twice in one request (a form's repeated field), which an example cannot show.
    var repeated = false
    /// The distinct values seen, the first ``keptValues`` of them: what tells a value computed per call.
    var distinct: Set<String> = []
    static let keptValues = 256

    /// A value of one request; `again`: the request already sent this name once.
    mutating func add(_ value: String, again: Bool = false) {
        if again { repeated = true } else { count += 1 }
        scalars.add(.string(value))
        if distinct.count < Self.keptValues { distinct.insert(value) }
    }

    /// Adds the values `other` saw (another endpoint's requests): a value both saw counts as seen twice.
    mutating func merge(_ other: ParameterTally) {
        count += other.count
        repeated = repeated || other.repeated
        scalars = scalars + other.scalars
        for value in other.distinct where distinct.count < Self.keptValues { distinct.insert(value) }
    }

    /// What the client seems to compute for each call, under a name such values go by: a time (every value the
    /// whole seconds or milliseconds of a moment after 2001, none seen twice, under a name such as `_t` or
    /// `timestamp`), or a nonce (values of one length, 8 to 64 characters of one alphabet, none seen twice). Two
    /// requests at least, so a value seen once is not taken for one that changes.
    func perCallGuess(named name: String) -> PerCallValue.Kind? {
        // Past the values kept, the first ``keptValues`` all differing is taken for every one differing.
        guard count >= 2, distinct.count == min(count, Self.keptValues), !repeated else { return nil }
        let lowered = name.lowercased()
        if Self.clockNames.contains(lowered) {
            for kind in [PerCallValue.Kind.unixMillis, .unixSeconds]
            where distinct.allSatisfy({ kind.problem(with: $0) == nil }) {
                return kind
            }
            return nil
        }
        guard Self.nonceNames.contains(lowered), let length = distinct.first?.count, (8...64).contains(length),
            distinct.allSatisfy({ $0.count == length })
        else { return nil }
        return PerCallValue.Alphabet.allCases.lazy.map { PerCallValue.Kind.random($0, length: length) }
            .first { kind in distinct.allSatisfy { kind.problem(with: $0) == nil } }
    }

    static let clockNames: Set<String> = ["_", "_t", "t", "ts", "_ts", "timestamp", "time", "_time", "stamp"]
    static let nonceNames: Set<String> = ["nonce", "_nonce", "nonce_str", "noncestr", "nonce-str", "rnd"]

    /// The text type the values fit: `int` for digits, `bool` for `true`/`false`, `double` for decimals, else
    /// `string` (parameters travel as text, so they have no wire forms).
    var type: ScalarType {
        let scalars = scalars
        if scalars.count == 0 { return .string }
        if scalars.numericTexts == scalars.count, let range = scalars.range, range.lowerBound > Int.min / 2 {
            return .int
        }
        if scalars.boolTexts == scalars.count { return .bool }
        if scalars.numericTexts + scalars.decimalTexts == scalars.count { return .double }
        return .string
    }
}

/// Parameters in the order first seen, each with its tally.
struct ParameterTallies {
    private(set) var order: [String] = []
    private(set) var tallies: [String: ParameterTally] = [:]
    /// More distinct names than this (a query that carries data in its names) are not modelled.
    static let maximumNames = 64

    mutating func add(_ pairs: [(name: String, value: String)]) {
        var seen: Set<String> = []
        for (name, value) in pairs {
            if tallies[name] == nil {
                guard order.count < Self.maximumNames else { continue }
                order.append(name)
            }
            tallies[name, default: ParameterTally()].add(value, again: !seen.insert(name).inserted)
        }
    }
}
