import WireVocabulary
import YAMLNodes

/// Error rules: the contract's ordered `errorRules:` and an endpoint's `errors:` (a rule list or the
/// shorthand mapping `{ 1001: appleTokenInvalid, invalid_grant: sessionExpired }`).
///
/// Rule `i` of a list is recorded at `<list>/i`, and its class at `<list>/i/class`, in both spellings.
extension DecodingContext {
    static let errorRuleKeys = [
        "transport", "http", "code", "errorCode", "success", "body", "when", "conditions", "local", "otherwise",
        "payload", "message", "class",
        "doc", "source", "deviation",
    ]
    /// A message test's comparisons, one of which it states.
    static let messageTestKeys = MessageTest.Match.allCases.map(\.rawValue)

    private enum ConditionsKeyword: String { case failed }

    /// A sequence of rule mappings.
    func errorRuleList(_ node: YAMLNode, path: NodePath, subject: String) -> [ErrorRule] {
        list(node, path: path) { item, itemPath in errorRule(item, path: itemPath, subject: subject) } ?? []
    }

    /// An endpoint's `errors:`: a rule list, or a mapping whose keys are business codes (plain integers) or
    /// string error codes and whose values are class names.
    func endpointErrorRules(_ node: YAMLNode, path: NodePath) -> [ErrorRule] {
        guard let entries = node.mapping else { return errorRuleList(node, path: path, subject: "errors") }
        var rules: [ErrorRule] = []
        for entry in entries {
            let rulePath = path.appending(index: rules.count)
            guard let key = entry.key.stringValue else {
                error(
                    "expected a code or error code, found \(entry.key.foundDescription)", at: entry.key.mark,
                    path: path)
                continue
            }
            record(entry.key, at: rulePath)
            record(entry.value, at: rulePath.appending("class"))
            guard let errorClass = string(entry.value, path: rulePath.appending("class")) else { continue }
            let provenance = Provenance(mark: entry.key.mark)
            if let code = entry.key.intValue {
                rules.append(ErrorRule(codes: [code], errorClass: errorClass, provenance: provenance))
            } else {
                checkNameCharacters(entry.key, name: key, what: "an error code in errors", path: rulePath)
                rules.append(ErrorRule(errorCodes: [key], errorClass: errorClass, provenance: provenance))
            }
        }
        return rules
    }

    /// One rule; nil when any part of it was reported (an unknown key, a value of the wrong kind): a rule is applied as
    /// written or not at all, so no check reports what a rule the author did not write would give.
    private func errorRule(_ node: YAMLNode, path: NodePath, subject: String) -> ErrorRule? {
        let errorsBefore = errorCount
        guard
            let reader = MappingReader(
                node, path: path, subject: "a rule of \(subject)", keys: Self.errorRuleKeys, context: self)
        else { return nil }
        let transport = reader.value("transport").flatMap { node in
            list(node, path: reader.path("transport"), allowsSingle: true) { item, path in
                choice(item, path: path, what: "transport fault", among: TransportFaultKind.allCases)
            }
        }
        let http = reader.value("http").flatMap { node in
            list(node, path: reader.path("http"), allowsSingle: true) { statusRange($0, path: $1) }
        }
        let codes = reader.value("code").flatMap { node in
            list(node, path: reader.path("code"), allowsSingle: true) { int($0, path: $1) }
        }
        let conditions = reader.choice("conditions", what: "conditions value", among: [ConditionsKeyword.failed])
        let local = reader.value("local").flatMap { node in
            list(node, path: reader.path("local"), allowsSingle: true) { item, path in
                choice(item, path: path, what: "local rejection", among: LocalRejection.allCases)
            }
        }
        let otherwise = reader.bool("otherwise")
        if otherwise == false, let node = reader.value("otherwise") {
            error(
                "`otherwise` is `true` (the catch-all) or absent", at: node.mark, path: reader.path("otherwise"))
        }
        let rule = ErrorRule(
            transport: transport ?? [], http: http ?? [], codes: codes ?? [],
            errorCodes: reader.names("errorCode", allowsSingle: true) ?? [], success: reader.bool("success"),
            body: reader.choice(
                "body", what: "body condition", among: [ErrorRule.BodyCondition.notJSON, .notEnvelope]),
            when: reader.choice(
                "when", what: "authentication condition",
                among: [ErrorRule.Authentication.authenticated, .unauthenticated]),
            conditionsFailed: conditions == .failed, local: local ?? [], otherwise: otherwise == true,
            payload: reader.value("payload").flatMap { payloadTest($0, path: reader.path("payload")) },
            message: reader.value("message").flatMap { messageTest($0, path: reader.path("message")) },
            errorClass: reader.requiredString("class") ?? "",
            provenance: reader.provenance(at: node.mark))
        return rule.errorClass.isEmpty || errorCount != errorsBefore ? nil : rule
    }

    /// `{ equals: <text> }`, `{ prefix: … }`, `{ contains: … }` or `{ glob: … }`: exactly one, with one text or a list.
    private func messageTest(_ node: YAMLNode, path: NodePath) -> MessageTest? {
        let errorsBefore = errorCount
        guard
            let reader = MappingReader(
                node, path: path, subject: "a message test", keys: Self.messageTestKeys, context: self)
        else { return nil }
        let matches = MessageTest.Match.allCases.filter { reader.has($0.rawValue) }
        guard matches.count == 1, let match = matches.first else {
            // An unknown key (`equal:`) was the comparison meant; it is reported once.
            guard errorCount == errorsBefore else { return nil }
            error(
                matches.isEmpty
                    ? "a message test needs a comparison"
                    : "a message test has one comparison, found \(matches.map(\.rawValue).joined(separator: ", "))",
                at: node.mark, path: path,
                hint: "write one of `equals:`, `prefix:`, `contains:` or `glob:` (`*` any text), with a text or a list")
            return nil
        }
        let key = match.rawValue
        guard let value = reader.value(key) else {
            error("`\(key)` needs a text or a list of texts", at: node.mark, path: reader.path(key))
            return nil
        }
        guard let texts = list(value, path: reader.path(key), allowsSingle: true, element: { string($0, path: $1) })
        else { return nil }
        guard !texts.isEmpty else {
            error("`\(key)` lists at least one text", at: value.mark, path: reader.path(key))
            return nil
        }
        return MessageTest(match, texts)
    }

    /// `401`, `400..499` (plain or quoted), within 100…599.
    private func statusRange(_ node: YAMLNode, path: NodePath) -> ErrorRule.StatusRange? {
        let range: ErrorRule.StatusRange?
        if let status = node.intValue {
            range = ErrorRule.StatusRange(status, status)
        } else if let text = node.scalar?.value, let separator = text.range(of: ".."),
            let lower = Int(text[..<separator.lowerBound]), let upper = Int(text[separator.upperBound...])
        {
            range = ErrorRule.StatusRange(lower, upper)
        } else {
            range = nil
        }
        guard let range, (100...599).contains(range.lower), (100...599).contains(range.upper),
            range.lower <= range.upper
        else {
            let hint =
                if let range, range.lower > range.upper {
                    "the range is empty; write the lower status first"
                } else if range != nil {
                    "HTTP statuses run from 100 to 599"
                } else {
                    nil as String?
                }
            error(
                "expected an HTTP status (401) or range (400..499), found \(node.foundDescription)", at: node.mark,
                path: path, hint: hint)
            return nil
        }
        return range
    }
}
