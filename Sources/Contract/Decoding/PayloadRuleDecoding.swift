import TextFoundation
import WireVocabulary
import YAMLNodes

/// Payload rules: a test of one payload field (`{ field: status, in: [86038] }`, `{ field: url, nonEmpty: true }`),
/// an endpoint's `success:` conditions on payload fields, and its `failureData:`.
extension DecodingContext {
    static let payloadTestKeys = ["field", "equals", "in", "nonEmpty"]
    static let payloadConditionKeys = ["payload", "when", "doc", "source"]
    static let failureDataKeys = ["type", "on", "doc", "source"]

    /// `{ field: <path>, equals: <scalar> }`, `{ field: <path>, in: [<scalar>, …] }` or
    /// `{ field: <path>, nonEmpty: true }`: exactly one check.
    func payloadTest(_ node: YAMLNode, path: NodePath) -> PayloadTest? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "a payload test", keys: Self.payloadTestKeys, context: self)
        else { return nil }
        let fieldText = reader.required("field").flatMap {
            name($0, path: reader.path("field"), what: "a payload field")
        }
        let checks = ["equals", "in", "nonEmpty"].filter(reader.has)
        guard checks.count == 1 else {
            error(
                checks.isEmpty
                    ? "a payload test needs a check"
                    : "a payload test has one check, found \(checks.joined(separator: ", "))",
                at: node.mark, path: path,
                hint: "write `equals: <value>`, `in: [<values>]` or `nonEmpty: true` beside `field:`")
            return nil
        }
        guard let fieldText else { return nil }
        let field = FieldPath(fieldText)
        guard field.isWellFormed else {
            error(
                "bad payload field path '\(fieldText)'", at: reader.value("field")?.mark ?? node.mark,
                path: reader.path("field"), hint: "write the wire names from the payload down, between dots: `a.b`")
            return nil
        }
        switch checks[0] {
        case "equals":
            return reader.value("equals").flatMap { scalar($0, path: reader.path("equals")) }.map {
                PayloadTest(field: field, in: [$0])
            }
        case "in":
            let values = reader.value("in").flatMap { node in
                list(node, path: reader.path("in"), allowsSingle: true) { scalar($0, path: $1) }
            }
            guard let values, !values.isEmpty else {
                if values != nil {
                    error("`in` lists at least one value", at: node.mark, path: reader.path("in"))
                }
                return nil
            }
            return PayloadTest(field: field, in: values)
        default:
            guard reader.bool("nonEmpty") == true else {
                error("`nonEmpty` is `true` or absent", at: node.mark, path: reader.path("nonEmpty"))
                return nil
            }
            return .nonEmpty(field)
        }
    }

    /// `success:`: one condition or a list, each `{ payload: <test>, when: <test> }`.
    func payloadSuccessConditions(_ node: YAMLNode, path: NodePath) -> [PayloadSuccessCondition] {
        if node.mapping != nil {
            // One condition is the list's first: validation finds it at `success/0` in both spellings.
            return payloadSuccessCondition(node, path: path.appending(index: 0)).map { [$0] } ?? []
        }
        return list(node, path: path) { item, itemPath in payloadSuccessCondition(item, path: itemPath) } ?? []
    }

    private func payloadSuccessCondition(_ node: YAMLNode, path: NodePath) -> PayloadSuccessCondition? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "a success condition", keys: Self.payloadConditionKeys, context: self)
        else { return nil }
        let require = reader.required("payload").flatMap { payloadTest($0, path: reader.path("payload")) }
        let when = reader.value("when").map { payloadTest($0, path: reader.path("when")) }
        guard let require, when != .some(nil) else { return nil }
        return PayloadSuccessCondition(
            PayloadCondition(require, when: when ?? nil), provenance: reader.provenance(at: node.mark))
    }

    /// `failureData: { type: <type>, on: [<class>, …] }`.
    func failureData(_ node: YAMLNode, path: NodePath) -> FailureData? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "failureData", keys: Self.failureDataKeys, context: self)
        else { return nil }
        let type = reader.required("type").flatMap { TypeSyntax.read($0, path: reader.path("type"), context: self) }
        let classes = reader.required("on").flatMap { node in
            list(node, path: reader.path("on"), allowsSingle: true) { string($0, path: $1) }
        }
        guard let type, let classes else { return nil }
        guard !classes.isEmpty else {
            error("`on` names at least one error class", at: node.mark, path: reader.path("on"))
            return nil
        }
        return FailureData(type: type, classes: classes, provenance: reader.provenance(at: node.mark))
    }

    /// A plain integer, true/false, or text (a quoted `"1"` is text): what a payload field is compared with.
    private func scalar(_ node: YAMLNode, path: NodePath) -> JSONValue? {
        if let bool = node.boolValue { return .bool(bool) }
        if let int = node.intValue { return .int(int) }
        if node.scalar != nil, !node.isNull, let text = node.stringValue {
            checkNameCharacters(node, name: text, what: "a payload value", path: path)
            return .string(text)
        }
        error(
            "expected a number, true/false or text to compare with, found \(node.foundDescription)", at: node.mark,
            path: path)
        return nil
    }
}
