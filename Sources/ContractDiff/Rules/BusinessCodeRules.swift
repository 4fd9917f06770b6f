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
    /// Codes the head's examples expect that neither side's rules name specifically.
    mutating func diffUnmappedCodes(_ old: Endpoint?, _ new: Endpoint, group: String, path: String) {
        let mapped = Set((head.errorRules + new.errorRules).flatMap(\.codes))
        let baseCodes = Set((old?.examples ?? []).compactMap(Self.expectedCode))
        var reported: Set<Int> = []
        for example in new.examples {
            guard let code = Self.expectedCode(example), !mapped.contains(code), !baseCodes.contains(code),
                !head.envelopes.contains(where: { $0.successCodes.contains(code) }), reported.insert(code).inserted
            else { continue }
            emit(
                Rules.businessCodeAddedWithoutRule, group: group, path: path,
                "code \(code) appears in example \"\(example.name)\" with no rule", at: example.provenance)
        }
    }

    static func expectedCode(_ example: Example) -> Int? {
        if case .failure(_, let code?, _) = example.expectation { return code }
        return nil
    }
}
