import Contract
import WireVocabulary

/// A query parameter named like a clock (`_t`, `timestamp`) that carried a new time on every request of every
/// endpoint that sent it, pooled over the whole capture: one contract-wide `perCall:` rule for the methods whose
/// requests carried it, instead of a computed value on the endpoints called often and an app argument on those
/// called once. (Axios interceptors of this family add `_t` to every GET.)
enum SharedPerCall {
    struct Found {
        var rule: PerCallRule
        var name: String
        /// Why, for the `# draft:` line.
        var reason: String
    }

    /// The shared rules the harvests show (each name at most once); `methods[i]` is the method of `harvests[i]`.
    static func find(_ harvests: [EndpointHarvest], methods: [HTTPMethod]) -> [Found] {
        var pooled: [String: (tally: ParameterTally, methods: Set<HTTPMethod>, endpoints: Int)] = [:]
        for (harvest, method) in zip(harvests, methods) {
            for name in harvest.query.order where ParameterTally.clockNames.contains(name.lowercased()) {
                guard let tally = harvest.query.tallies[name] else { continue }
                var entry = pooled[name] ?? (ParameterTally(), [], 0)
                entry.tally.merge(tally)
                entry.methods.insert(method)
                entry.endpoints += 1
                pooled[name] = entry
            }
        }
        return pooled.keys.sorted().compactMap { name -> Found? in
            let entry = pooled[name]!
            // A name one endpoint alone sent stays that endpoint's computed parameter.
            guard entry.endpoints > 1, let kind = entry.tally.perCallGuess(named: name), kind.isClock else {
                return nil
            }
            let methods = HTTPMethod.allCases.filter(entry.methods.contains)
            return Found(
                rule: PerCallRule(
                    value: PerCallValue(.query(name), kind), methods: methods,
                    provenance: DraftProvenance.none),
                name: name,
                reason:
                    "`\(name)` took a new time on each of \(entry.tally.count) requests of \(entry.endpoints) endpoints (\(methods.map(\.rawValue).joined(separator: ", "))): the client computes it for every such call"
            )
        }
    }
}
