import WireVocabulary
import YAMLNodes

extension DecodingContext {
    static let envelopeKeys = [
        "style", "success", "code", "codeType", "message", "payload", "successCodes", "successWithoutCode",
        "errorCode", "statusCode", "timestamp", "problemDetails", "doc", "source", "deviation",
    ]

    func envelope(_ entry: NamedEntry) -> Envelope? {
        guard
            let reader = MappingReader(
                entry.value, path: entry.path, subject: "envelope '\(entry.name)'", keys: Self.envelopeKeys,
                context: self)
        else { return nil }
        let style = reader.required("style").flatMap {
            choice($0, path: reader.path("style"), what: "envelope style", among: EnvelopeFormat.Style.allCases)
        }
        let codeKind = reader.choice("codeType", what: "code type", among: BusinessCode.Kind.allCases) ?? .int
        let successCodes = reader.value("successCodes").flatMap { node in
            list(node, path: reader.path("successCodes")) { businessCode($0, path: $1) }
        }
        func field(_ key: String) -> FieldPath? { reader.name(key).map { FieldPath($0) } }
        // `code:` and `message:` may name several fields, read in order (`message: [msg, message]`).
        func fields(_ key: String) -> [FieldPath] {
            guard reader.value(key) != nil else { return [] }
            let names = reader.names(key, allowsSingle: true) ?? []
            if names.isEmpty, reader.value(key)?.sequence != nil {
                error(
                    "`\(key)` of envelope '\(entry.name)' names no field",
                    at: reader.value(key)?.mark ?? entry.key.mark,
                    path: reader.path(key), hint: "name one field, or several in the order they are read")
            }
            return names.map { FieldPath($0) }
        }
        let codeFields = fields("code")
        let messageFields = fields("message")
        let format = EnvelopeFormat(
            style: style ?? .none, successField: field("success"), codeField: codeFields.first, codeKind: codeKind,
            errorCodeField: field("errorCode"), messageField: messageFields.first, payloadField: field("payload"),
            statusCodeField: field("statusCode"), timestampField: field("timestamp"), successCodes: successCodes ?? [],
            successWithoutCode: reader.bool("successWithoutCode") ?? false,
            problemDetails: reader.bool("problemDetails") ?? false, fallbackCodeFields: Array(codeFields.dropFirst()),
            fallbackMessageFields: Array(messageFields.dropFirst()))
        let envelope = Envelope(name: entry.name, format: format, provenance: reader.provenance(at: entry.key.mark))
        return style == nil ? nil : envelope
    }

    /// A business code as written: a YAML integer is a number, anything else text (`"0"` quoted is text, so a
    /// contract can say a string code is `"0"`).
    func businessCode(_ node: YAMLNode, path: NodePath) -> BusinessCode? {
        guard let scalar = node.scalar else {
            error("expected a code, found \(node.foundDescription)", at: node.mark, path: path)
            return nil
        }
        if !scalar.isQuoted, let number = Int(scalar.value) { return .int(number) }
        return string(node, path: path).map(BusinessCode.string)
    }
}
