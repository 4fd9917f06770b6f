import WireVocabulary
import YAMLNodes

extension DecodingContext {
    static let envelopeKeys = [
        "style", "success", "code", "message", "payload", "successCodes", "errorCode", "statusCode", "timestamp",
        "doc", "source", "deviation",
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
        let successCodes = reader.value("successCodes").flatMap { node in
            list(node, path: reader.path("successCodes")) { int($0, path: $1) }
        }
        let format = EnvelopeFormat(
            style: style ?? .none, successField: reader.name("success"), codeField: reader.name("code"),
            errorCodeField: reader.name("errorCode"), messageField: reader.name("message"),
            payloadField: reader.name("payload"), statusCodeField: reader.name("statusCode"),
            timestampField: reader.name("timestamp"), successCodes: successCodes ?? [])
        let envelope = Envelope(name: entry.name, format: format, provenance: reader.provenance(at: entry.key.mark))
        return style == nil ? nil : envelope
    }
}
