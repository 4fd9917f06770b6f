import Contract

extension Rules {
    static let businessCodeRules = [
        businessCodeAdded, businessCodeAddedWithoutRule, businessCodeRemoved, businessCodeReclassified,
    ]

    static let businessCodeAdded = Rule(
        "business-code-added", .businessCodes, wire: .possiblyBreaking, swift: .nonBreaking,
        "The server may answer with a new business (or error) code; existing clients see it only as the generic "
            + "failure class.",
        client: "Handle the code's class where the app reacts to failures.")
    static let businessCodeAddedWithoutRule = Rule(
        "business-code-added-without-rule", .businessCodes, wire: .possiblyBreaking, swift: .nonBreaking,
        "The contract now documents a code (in an example) that no rule maps: it falls through to the generic class.",
        client: "Add a rule mapping the code to its class, or confirm the generic class is right.")
    static let businessCodeRemoved = Rule(
        "business-code-removed", .businessCodes, wire: .nonBreaking, swift: .nonBreaking,
        "A code is no longer mapped; if the server still sends it, it gets the generic class.",
        client: "Drop special handling of the code.")
    static let businessCodeReclassified = Rule(
        "business-code-reclassified", .businessCodes, wire: .breaking, swift: .nonBreaking,
        "The same code now maps to another class, so the client reacts differently.",
        client: "Review handling of the code's new class.")
}

extension DiffContext {
    /// Codes (business codes or string error codes) the head's examples expect that no rule names specifically.
    mutating func diffUnmappedCodes(_ old: Endpoint?, _ new: Endpoint, group: String, path: String) {
        let rules = head.errorRules + new.errorRules
        let mapped = Set(
            rules.flatMap(\.codes).map { "code \($0)" } + rules.flatMap(\.errorCodes).map { "errorCode \($0)" })
        let successCodes = Set(
            (head.envelopes.flatMap(\.successCodes) + (new.response.successCodes ?? [])).map { "code \($0)" })
        let baseCodes = Set((old?.examples ?? []).flatMap(Self.expectedCodes))
        var reported: Set<String> = []
        for example in new.examples {
            for code in Self.expectedCodes(example)
            where !mapped.contains(code) && !baseCodes.contains(code) && !successCodes.contains(code)
                && reported.insert(code).inserted
            {
                emit(
                    Rules.businessCodeAddedWithoutRule, group: group, path: path,
                    "\(code) appears in example \"\(example.name)\" with no rule", at: example.provenance)
            }
        }
    }

    /// `code 1006` and `errorCode AUTH_X`, as an example's failure expects them.
    static func expectedCodes(_ example: Example) -> [String] {
        guard case .failure(_, let code, let errorCode) = example.expectation else { return [] }
        return (code.map { ["code \($0)"] } ?? []) + (errorCode.map { ["errorCode \($0)"] } ?? [])
    }
}
