import WireVocabulary
import YAMLNodes

/// An endpoint's `response:` and its success conditions.
extension DecodingContext {
    static let responseKeys = ["envelope", "payload", "type", "require", "success", "failureData", "successCodes"]

    /// The payload location defaults to `result` for envelopes with a payload field and `body` otherwise.
    func response(_ node: YAMLNode, path: NodePath, defaults: EndpointDefaults) -> Endpoint.Response? {
        guard let reader = MappingReader(node, path: path, subject: "response", keys: Self.responseKeys, context: self)
        else { return nil }
        let envelope = reader.requiredString("envelope")
        let payload = reader.choice(
            "payload", what: "payload location", among: [Endpoint.PayloadLocation.result, .message, .none, .body])
        let type = reader.value("type").flatMap { TypeSyntax.read($0, path: reader.path("type"), context: self) }
        let require = reader.value("require").flatMap { requirements($0, path: reader.path("require")) }?.joined()
        let success = reader.value("success").map { payloadSuccessConditions($0, path: reader.path("success")) }
        let failureData = reader.value("failureData").flatMap { self.failureData($0, path: reader.path("failureData")) }
        let successCodes = reader.value("successCodes").flatMap { node in
            list(node, path: reader.path("successCodes")) { businessCode($0, path: $1) }
        }
        guard let envelope else { return nil }
        let defaultPayload: Endpoint.PayloadLocation =
            defaults.envelopeHasPayloadField[envelope] == false ? .body : .result
        return Endpoint.Response(
            envelope: envelope, payload: payload ?? defaultPayload, type: type, require: require.map(Array.init) ?? [],
            success: success ?? [], failureData: failureData, successCodes: successCodes,
            provenance: Provenance(mark: node.mark))
    }

    /// `require:`: one condition or a list of them, where a mapping item (or the whole value) gives a union variant's
    /// conditions: `{ session: [accessToken nonEmpty] }`. Conditions keep their order; a variant's follow each other.
    func requirements(_ node: YAMLNode, path: NodePath) -> [[Endpoint.Requirement]]? {
        if node.mapping != nil { return [variantRequirements(node, path: path)] }
        return list(node, path: path, allowsSingle: true) { item, itemPath in
            item.mapping != nil
                ? variantRequirements(item, path: itemPath) : requirement(item, path: itemPath).map { [$0] }
        }
    }

    /// `{ <variant>: <condition or list> }`: each condition tagged with its variant.
    private func variantRequirements(_ node: YAMLNode, path: NodePath) -> [Endpoint.Requirement] {
        namedEntries(node, path: path, subject: "the conditions of union variants").flatMap { entry in
            list(entry.value, path: entry.path, allowsSingle: true) { item, itemPath in
                requirement(item, path: itemPath).map { condition in
                    var condition = condition
                    condition.variant = entry.name
                    return condition
                }
            } ?? []
        }
    }

    /// `present` (the payload itself) or `<dotted.path> <predicate>`.
    func requirement(_ node: YAMLNode, path: NodePath) -> Endpoint.Requirement? {
        guard let text = string(node, path: path) else { return nil }
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let predicates = Endpoint.Requirement.Predicate.allCases.map(\.rawValue)
        let usage =
            "write '<path> <predicate>' (predicates: \(predicates.joined(separator: ", "))), or 'present' for the payload itself"
        let pathText = words.count == 2 ? words[0] : ""
        let segments = pathText.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(words.count), words.count == 1 || !segments.contains(where: \.isEmpty) else {
            error("bad requirement '\(text)'", at: node.mark, path: path, hint: usage)
            return nil
        }
        let predicateWord = words[words.count - 1]
        guard let predicate = Endpoint.Requirement.Predicate(rawValue: predicateWord) else {
            let hint: String
            if let match = DidYouMean.suggestion(for: predicateWord, among: predicates) {
                hint = "did you mean '\(match)'?"
            } else if words.count == 1 {
                hint = "did you mean '\(predicateWord) present'?"
            } else {
                hint = usage
            }
            error(
                "unknown predicate '\(predicateWord)' in requirement '\(text)'; expected one of "
                    + predicates.joined(separator: ", "), at: node.mark, path: path, hint: hint)
            return nil
        }
        return Endpoint.Requirement(
            path: words.count == 2 ? segments : [], predicate: predicate, provenance: Provenance(mark: node.mark))
    }
}
