/// Every rule, by area. Each area's file defines its rules next to the comparison that emits them.
public enum Rules {
    /// All rules, in report order; ids are unique.
    public static let all: [Rule] =
        contractRules + infoRules + serverRules + identifierRules + scalarRules + modelRules + fieldRules + enumRules
        + envelopeRules + authRules + sessionRules + tokenSessionRules + headerRules + errorClassRules + errorRuleRules
        + businessCodeRules
        + endpointRules + parameterRules + perCallRules + signingRules + parameterGroupRules + paginationRules
        + responseRules
        + payloadRuleRules
        + unionRules
        + exampleRules + scenarioRules + retryRules
        + clientPolicyRules + [documentationChanged] + documentationNoteRules + deprecationRules

    /// The rule with this id.
    public static func rule(id: String) -> Rule? { all.first { $0.id == id } }

    static let contractRules = [contractAdded, contractRemoved, formatChanged]

    static let contractAdded = Rule(
        "contract-added", .contract, wire: .nonBreaking, swift: .nonBreaking,
        "A new contract describes another API; nothing existing changes.",
        client: "None; adopt the new module when needed.")
    static let contractRemoved = Rule(
        "contract-removed", .contract, wire: .breaking, swift: .breaking,
        "The contract and everything generated from it are gone.",
        client: "Remove every use of the module generated from it.")
    static let formatChanged = Rule(
        "contract-format-changed", .contract, wire: .nonBreaking, swift: .possiblyBreaking,
        "The contract format version changed; the generator may lay the API out differently.",
        client: "Regenerate and rebuild; review the Swift symbol changes below.")

    static let documentationChanged = Rule(
        "documentation-changed", .documentation, wire: .nonBreaking, swift: .nonBreaking,
        "Only a doc comment or doc reference changed.", client: "None.")
}
