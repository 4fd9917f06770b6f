/// Error rules state a condition; the contract's rules end with the one catch-all (`otherwise: true`, alone,
/// and nowhere else); every error class is used by some rule. (An endpoint rule may map a code the
/// contract's rules also map, to another class: the endpoint's rule wins, by design.)
enum ErrorRuleValidation {
    static func check(_ context: ValidationContext) {
        let contract = context.contract
        var used: Set<String> = []
        for (index, rule) in contract.errorRules.enumerated() {
            used.insert(rule.errorClass)
            let path = NodePath(["errorRules", String(index)])
            checkConditions(rule, at: path, context: context)
            if rule.otherwise, !rule.hasConditionsBesidesCatchAll, index != contract.errorRules.count - 1 {
                context.error(
                    "the catch-all must be the last rule; the rules after it are never reached", at: path,
                    fallback: rule.provenance.mark)
            }
        }
        checkCatchAllEnds(context)
        for endpoint in contract.endpoints {
            for (index, rule) in endpoint.errorRules.enumerated() {
                used.insert(rule.errorClass)
                let path = ContractPaths.endpoint(endpoint.name).appending("errors", String(index))
                checkConditions(rule, at: path, context: context)
                if rule.otherwise {
                    context.error(
                        "an endpoint rule cannot be the catch-all; it would hide every rule of the contract",
                        at: path.appending("otherwise"), fallback: rule.provenance.mark,
                        hint: "`otherwise: true` ends the contract's `errorRules:`")
                }
            }
        }
        // A rule that failed to decode may be the one that used a class.
        guard !context.isDamaged(section: "errorRules"), !context.isDamaged(section: "endpoints") else { return }
        for errorClass in contract.errorClasses where errorClass.isRaisedByClient == used.contains(errorClass.name) {
            if errorClass.isRaisedByClient {
                context.errorAtKey(
                    "error class '\(errorClass.name)' is raised by the client, yet a rule maps to it",
                    at: NodePath(["errorClasses", errorClass.name]), fallback: errorClass.provenance.mark,
                    hint: "remove `raisedByClient: true`, or point the rule at another class")
            } else {
                context.warningAtKey(
                    "error class '\(errorClass.name)' is never used by a rule",
                    at: NodePath(["errorClasses", errorClass.name]), fallback: errorClass.provenance.mark,
                    hint: "mark a class the client raises itself `raisedByClient: true`; otherwise add a rule")
            }
        }
    }

    private static func checkCatchAllEnds(_ context: ValidationContext) {
        let rules = context.contract.errorRules
        let isMissing = !context.sourceMap.contains(NodePath(["errorRules"])) && context.isDamaged(NodePath())
        // A last rule that failed to decode (the catch-all, with a typo) is not applied, and was reported.
        guard rules.last?.otherwise != true, !isMissing,
            !context.isDamaged(section: "errorRules", fromIndex: rules.count - 1)
        else { return }
        context.errorAtKey(
            "the contract's errorRules must end with the catch-all, so every failure has a class",
            at: NodePath(["errorRules"]), fallback: context.contract.info.provenance.mark,
            hint: "add `- { otherwise: true, class: <error class> }` as the last rule")
    }

    private static func checkConditions(_ rule: ErrorRule, at path: NodePath, context: ValidationContext) {
        // A condition that failed to decode was reported already; the rule did state one.
        if rule.otherwise, rule.hasConditionsBesidesCatchAll {
            context.error(
                "`otherwise: true` stands alone; with other conditions it is no catch-all", at: path,
                fallback: rule.provenance.mark)
        }
        guard !rule.hasConditions, !context.isDamaged(containing: path) else { return }
        context.error(
            "a rule needs a condition besides `class`; this one would match every failure", at: path,
            fallback: rule.provenance.mark,
            hint: "add transport, http, code, errorCode, message, success, body, when or conditions")
    }
}
