import TextFoundation
import WireVocabulary
import YAMLNodes

/// Payload rules name what the endpoint's payload has: an error rule's or success condition's field exists in the
/// payload type (walking models by wire name), the values it compares with are ones that field's type can hold, and
/// `failureData` names a type and classes the contract has. Payload rules belong to an endpoint (the contract's rules
/// apply to every payload type at once) and error rules compare values (`equals`, `in`); `nonEmpty` is a success
/// condition.
enum PayloadRuleValidation {
    static func check(_ context: ValidationContext) {
        guard !context.typeDefinitionsAreDamaged else { return }
        let contract = context.contract
        for (index, rule) in contract.errorRules.enumerated() where rule.payload != nil {
            context.error(
                "a `payload:` rule tests one endpoint's payload, and the contract's rules apply to every endpoint",
                at: NodePath(["errorRules", String(index), "payload"]), fallback: rule.provenance.mark,
                hint: "move the rule to the endpoint's `errors:`")
        }
        let checker = PayloadFieldChecker(context: context)
        for endpoint in contract.endpoints where !context.isDamaged(ContractPaths.endpoint(endpoint.name)) {
            let base = ContractPaths.endpoint(endpoint.name)
            for (index, rule) in endpoint.errorRules.enumerated() {
                guard let test = rule.payload else { continue }
                let path = base.appending("errors", String(index), "payload")
                if test.check == .nonEmpty {
                    context.error(
                        "an error rule compares a payload field with values, and `nonEmpty` is a success condition",
                        at: path, fallback: rule.provenance.mark,
                        hint: "write `equals:` or `in:`, or move the test to `response.success`")
                }
                checker.check(test, of: endpoint, at: path, fallback: rule.provenance.mark)
            }
            for (index, condition) in endpoint.response.success.enumerated() {
                let path = base.appending("response", "success", String(index))
                let mark = condition.provenance.mark
                checker.check(condition.condition.require, of: endpoint, at: path.appending("payload"), fallback: mark)
                if let when = condition.condition.when {
                    checker.check(when, of: endpoint, at: path.appending("when"), fallback: mark)
                }
            }
            if let data = endpoint.response.failureData {
                checkFailureData(data, at: base.appending("response", "failureData"), context)
            }
        }
    }

    private static func checkFailureData(_ data: FailureData, at path: NodePath, _ context: ValidationContext) {
        if case .model(let name) = data.type, context.contract.model(named: name) == nil {
            context.error(
                "failureData's type '\(name)' is no model of the contract", at: path.appending("type"),
                fallback: data.provenance.mark)
        }
        let names = context.contract.errorClasses.map(\.name)
        for (index, name) in data.classes.enumerated() where context.contract.errorClass(named: name) == nil {
            context.error(
                "failureData names error class '\(name)', which the contract does not define",
                at: path.appending("on", String(index)), fallback: data.provenance.mark,
                hint: DidYouMean.hint(for: name, among: names))
        }
    }
}

/// Holds one payload test against an endpoint's payload type.
struct PayloadFieldChecker {
    let context: ValidationContext
    let suggestions = FieldSuggestions()

    func check(_ test: PayloadTest, of endpoint: Endpoint, at path: NodePath, fallback: SourceMark) {
        let fieldPath = path.appending("field")
        let report: (String, String?) -> Void = { message, hint in
            context.error(
                "payload test '\(test)' of endpoint '\(endpoint.name)': \(message)", at: fieldPath, fallback: fallback,
                hint: hint)
        }
        guard let payload = endpoint.response.type,
            endpoint.response.payload == .result || endpoint.response.payload == .body
        else {
            report("the endpoint has no payload type", "give `response` a `type:` whose fields the test names")
            return
        }
        guard
            let type = RequirementValidation.resolve(
                test.field.keys, from: payload, context: context, suggestions: suggestions, report: report)
        else { return }
        if isSecret(test.field, below: payload) {
            report(
                "the field is secret, and a payload test's values travel with the failure it classifies",
                "test a field that says the state, never a credential")
            return
        }
        guard case .oneOf(let values) = test.check else { return }
        for (index, value) in values.enumerated() {
            guard let problem = problem(value, for: type) else { continue }
            let equals = path.appending("equals")
            let valuePath = context.sourceMap.mark(equals) != nil ? equals : path.appending("in", String(index))
            context.error(
                "payload test '\(test)' of endpoint '\(endpoint.name)': \(problem)", at: valuePath, fallback: fallback,
                hint: "compare the field with a value of its type (\(type))")
        }
    }

    /// Why a field of `type` can never hold `value`; nil when it can.
    private func problem(_ value: JSONValue, for type: TypeRef) -> String? {
        let found = value.text()
        guard let kind = kind(of: type) else { return "the field is \(type), which a payload test cannot compare" }
        let fits =
            switch (kind, value) {
            case (.anything, _), (.number, .int), (.text, .string), (.bool, .bool): true
            default: false
            }
        guard fits else { return "a field of type \(type) cannot hold \(found)" }
        if case .enumeration(let name) = type, let enumeration = context.contract.enumeration(named: name) {
            let known = enumeration.cases.map(\.value.description)
            if !known.contains(found) {
                return "\(found) is no value of enum '\(name)' (\(known.joined(separator: ", ")))"
            }
        }
        return nil
    }

    /// Whether the field at `path` is a `secret: true` field of its model.
    func isSecret(_ path: FieldPath, below payload: TypeRef) -> Bool {
        var type = payload
        for key in path.parent {
            guard case .model(let name) = type, let field = context.contract.model(named: name)?.field(named: key)
            else { return false }
            type = field.type
        }
        guard case .model(let name) = type else { return false }
        return context.contract.model(named: name)?.field(named: path.name)?.isSecret == true
    }

    private enum Kind { case number, text, bool, anything }

    private func kind(of type: TypeRef) -> Kind? {
        switch type {
        case .scalar(.int), .scalar(.int64), .scalar(.double), .scalar(.unixSeconds), .scalar(.unixMillis): .number
        case .scalar(.string), .scalar(.url), .scalar(.dateTime): .text
        case .scalar(.bool): .bool
        case .scalar(.json): .anything
        case .identifier(let name): context.contract.identifier(named: name)?.storage == .int ? .number : .text
        case .enumeration(let name): context.contract.enumeration(named: name)?.storage == .int ? .number : .text
        case .model, .union, .list, .map: nil
        }
    }
}
