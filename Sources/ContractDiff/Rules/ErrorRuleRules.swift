import Contract
import TextFoundation

extension Rules {
    static let errorRuleRules = [
        errorRuleAdded, errorRuleRemoved, errorRuleReclassified, errorRulesReordered, errorRuleMessageChanged,
    ]

    static let errorRuleAdded = Rule(
        "error-rule-added", .errorRules, wire: .possiblyBreaking, swift: .nonBreaking,
        "Some failures are now classified by a new rule, so their class (and client action) may change.",
        client: "Review handling of the affected failures.")
    static let errorRuleRemoved = Rule(
        "error-rule-removed", .errorRules, wire: .possiblyBreaking, swift: .nonBreaking,
        "Failures this rule matched now fall through to later rules and may get another class.",
        client: "Review handling of the affected failures.")
    static let errorRuleReclassified = Rule(
        "error-rule-reclassified", .errorRules, wire: .breaking, swift: .nonBreaking,
        "The same failures now map to another class, so the client reacts differently.",
        client: "Review handling of the affected failures and their new class.")
    static let errorRulesReordered = Rule(
        "error-rules-reordered", .errorRules, wire: .possiblyBreaking, swift: .nonBreaking,
        "First match wins: a new order can give overlapping failures another class.",
        client: "Review failures that several rules match.")
    static let errorRuleMessageChanged = Rule(
        "error-rule-message-changed", .errorRules, wire: .possiblyBreaking, swift: .nonBreaking,
        "A rule now chooses failures by another message test: failures with the messages it matched before may get "
            + "another class, and failures with the messages it matches now get its class.",
        client: "Review handling of the rule's class for the messages it matches now.")
}

/// One classification rule, with a business code or error code split out so codes pair one by one.
struct RuleEntry {
    var rule: ErrorRule
    /// The single business or string error code this entry stands for, if it is a code rule.
    var code: String?
    var key: String
    /// Whether this is the rule's first entry: the one its documentation notes are compared on.
    var isFirstOfRule = true
    /// For a rule with a message test, its key without the test's texts: an unpaired rule whose only change is its
    /// texts pairs by it.
    var shape: String?

    static func entries(_ rules: [ErrorRule]) -> [RuleEntry] {
        rules.flatMap { rule -> [RuleEntry] in
            var rest = rule
            rest.codes = []
            rest.errorCodes = []
            // A rule on a payload field pairs by its field, so new values read as a change of the same rule.
            rest.payload = nil
            rest.message = nil
            var others = rest.conditionsText
            if let payload = rule.payload {
                others = (others.isEmpty ? "" : others + "; ") + "payload: \(payload.field)"
            }
            func key(_ code: String?, message: String?) -> String {
                [code, others.isEmpty ? nil : others, message.map { "message: \($0)" }].compactMap { $0 }
                    .joined(separator: "; ")
            }
            let message = rule.message
            let codes = rule.codes.map { "code \($0)" } + rule.errorCodes.map { "errorCode \($0)" }
            guard !codes.isEmpty else {
                return [
                    RuleEntry(
                        rule: rule, code: nil, key: key(nil, message: message?.description),
                        shape: message.map { _ in key(nil, message: "…") })
                ]
            }
            return codes.enumerated().map { index, code in
                RuleEntry(
                    rule: rule, code: code, key: key(code, message: message?.description), isFirstOfRule: index == 0,
                    shape: message.map { _ in key(code, message: "…") })
            }
        }
    }
}

extension DiffContext {
    /// Compares ordered rule lists (the contract's or one endpoint's); code rules are reported as business codes.
    /// For an endpoint, a code rule that only restates what the contract's rules already map it to (on the other side)
    /// changes no classification and is not reported.
    mutating func diffErrorRules(
        base old: [ErrorRule], head new: [ErrorRule], group: String, path: String, endpoint: Bool = false
    ) {
        let pairing = Pairing(
            base: RuleEntry.entries(old), head: RuleEntry.entries(new), name: \.key, shape: \.shape)
        for entry in pairing.added {
            if endpoint, let code = entry.code,
                let global = Self.globalClass(of: code, in: base.errorRules).map({ renames[$0] ?? $0 }),
                global == entry.rule.errorClass
            {
                continue
            }
            emit(
                entry.code == nil ? Rules.errorRuleAdded : Rules.businessCodeAdded, group: group, path: path,
                "\(MarkdownText.code(entry.key)) → \(MarkdownText.code(entry.rule.errorClass)) added",
                at: entry.rule.provenance)
        }
        for entry in pairing.removed {
            if endpoint, let code = entry.code, let global = Self.globalClass(of: code, in: head.errorRules),
                global == renames[entry.rule.errorClass] ?? entry.rule.errorClass
            {
                continue
            }
            emit(
                entry.code == nil ? Rules.errorRuleRemoved : Rules.businessCodeRemoved, group: group, path: path,
                "\(MarkdownText.code(entry.key)) → \(MarkdownText.code(entry.rule.errorClass)) removed",
                at: entry.rule.provenance, side: .base)
        }
        for pair in pairing.pairs
        where (renames[pair.base.rule.errorClass] ?? pair.base.rule.errorClass)
            != pair.head.rule.errorClass
        {
            emit(
                pair.head.code == nil ? Rules.errorRuleReclassified : Rules.businessCodeReclassified, group: group,
                path: path,
                "\(MarkdownText.code(pair.head.key)) now maps to \(MarkdownText.code(pair.head.rule.errorClass))",
                before: pair.base.rule.errorClass, after: pair.head.rule.errorClass, at: pair.head.rule.provenance)
        }
        for pair in pairing.pairs where pair.isRename && pair.head.isFirstOfRule {
            emit(
                Rules.errorRuleMessageChanged, group: group, path: path,
                "the message test of \(MarkdownText.code(pair.head.shape ?? pair.head.key)) changed",
                before: pair.base.rule.message?.description, after: pair.head.rule.message?.description,
                at: pair.head.rule.provenance)
        }
        for pair in pairing.pairs where pair.head.isFirstOfRule {
            diffPayloadRuleValues(pair.base.rule, pair.head.rule, group: group, path: path)
            diffDocumentationNotes(
                pair.base.rule.provenance, pair.head.rule.provenance, group: group, path: path,
                what: "rule \(MarkdownText.code(pair.head.rule.conditionsText))")
        }
        let baseOrder = pairing.pairs.map(\.head.key)
        // A base rule reads by its head key, so a rule whose message test changed keeps its place.
        let headKeyOfBase = Dictionary(
            pairing.pairs.map { ($0.base.key, $0.head.key) }, uniquingKeysWith: { a, _ in a })
        let headOrder = RuleEntry.entries(new).map(\.key).filter(Set(baseOrder).contains)
        let baseKeys = RuleEntry.entries(old).compactMap { headKeyOfBase[$0.key] }
        if baseKeys != headOrder, let first = zip(baseKeys, headOrder).first(where: { $0 != $1 }),
            let moved = pairing.pairs.first(where: { $0.head.key == first.1 })
        {
            emit(
                Rules.errorRulesReordered, group: group, path: path,
                "rule order changed at \(MarkdownText.code(first.1))",
                before: first.0, after: first.1, at: moved.head.rule.provenance)
        }
    }

    /// The class the first contract-level rule naming `code` (`code 1006`, `errorCode AUTH_X`) maps it to.
    static func globalClass(of code: String, in rules: [ErrorRule]) -> String? {
        // A rule that also tests the message maps only some failures with the code.
        RuleEntry.entries(rules).first { $0.code == code && $0.rule.message == nil }?.rule.errorClass
    }
}
