import Contract
import TextFoundation

/// The values one query parameter or form field took, over the requests of its endpoint.
struct ParameterTally {
    var count = 0
    var scalars = ScalarTally()
    /// Whether it was sent twice in one request (a form's repeated field), which an example cannot show.
    var repeated = false

    /// A value of one request; `again`: the request already sent this name once.
    mutating func add(_ value: String, again: Bool = false) {
        if again { repeated = true } else { count += 1 }
        scalars.add(.string(value))
    }

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
