import Contract
import TextFoundation
import WireVocabulary

extension ContractWriter {
    /// `errorRules:` (or an endpoint's `errors:`): one flow mapping per rule, first match first.
    static func errorRules(
        _ rules: [ErrorRule], key: String, level: Int, place: DraftPlace, into out: inout YAMLLines
    ) {
        guard !rules.isEmpty else { return }
        out.open(key, level: level)
        for (index, rule) in rules.enumerated() {
            out.line("- " + flowMapping(pairs(of: rule)), level: level + 1, place: place.appending(String(index)))
        }
        if level == 0 { out.blank() }
    }

    static func pairs(of rule: ErrorRule) -> [(String, String)] {
        var pairs: [(String, String)] = []
        func list(_ items: [String]) -> String { items.count == 1 ? items[0] : flowSequence(items) }
        if !rule.transport.isEmpty { pairs.append(("transport", list(rule.transport.map(\.rawValue)))) }
        if !rule.local.isEmpty { pairs.append(("local", list(rule.local.map(\.rawValue)))) }
        if !rule.http.isEmpty { pairs.append(("http", list(rule.http.map(\.description)))) }
        if !rule.codes.isEmpty { pairs.append(("code", list(rule.codes.map(String.init)))) }
        if !rule.errorCodes.isEmpty { pairs.append(("errorCode", list(rule.errorCodes.map(YAMLScalarText.quoted)))) }
        if let success = rule.success { pairs.append(("success", String(success))) }
        if let body = rule.body { pairs.append(("body", body.rawValue)) }
        if let when = rule.when { pairs.append(("when", when.rawValue)) }
        if rule.conditionsFailed { pairs.append(("conditions", "failed")) }
        if let payload = rule.payload { pairs.append(("payload", payloadTest(payload))) }
        if let message = rule.message {
            let texts = list(message.texts.map(YAMLScalarText.quoted))
            pairs.append(("message", flowMapping([(message.match.rawValue, texts)])))
        }
        if rule.otherwise { pairs.append(("otherwise", "true")) }
        pairs.append(("class", YAMLScalarText.string(rule.errorClass)))
        return pairs + documentation(rule.provenance)
    }

    /// A `setBy` entry: the sign-in's name, or `{ endpoint: pollQR, when: { … }, from: { field: cookie } }` for one
    /// that hands the cookies out in one state or in a payload field.
    static func signIn(_ endpoint: String, _ deliveries: [String: SignInDelivery]) -> String {
        guard let delivery = deliveries[endpoint] else { return YAMLScalarText.string(endpoint) }
        var pairs = [("endpoint", YAMLScalarText.string(endpoint))]
        if let when = delivery.when { pairs.append(("when", payloadTest(when))) }
        if case .field(let field) = delivery.source {
            pairs.append(("from", flowMapping([("field", YAMLScalarText.string(field.description))])))
        }
        return flowMapping(pairs)
    }

    /// `{ field: state, equals: 703 }` or `{ field: state, in: [703, 704] }`.
    static func payloadTest(_ test: PayloadTest) -> String {
        let field = ("field", YAMLScalarText.string(test.field.description))
        switch test.check {
        case .oneOf(let values) where values.count == 1:
            return flowMapping([field, ("equals", values[0].text(.compact))])
        case .oneOf(let values): return flowMapping([field, ("in", flowSequence(values.map { $0.text(.compact) }))])
        case .nonEmpty: return flowMapping([field, ("nonEmpty", "true")])
        }
    }
}
