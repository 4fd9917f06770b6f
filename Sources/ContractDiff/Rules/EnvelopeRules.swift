import Contract
import TextFoundation
import WireVocabulary

extension Rules {
    static let envelopeRules = [
        envelopeAdded, envelopeRemoved, envelopeStyleChanged, envelopeSuccessFieldChanged, envelopePayloadFieldChanged,
        envelopeCodeFieldChanged, envelopeMessageFieldChanged, envelopeMetadataFieldChanged,
        envelopeSuccessCodesChanged, envelopeSuccessValuesChanged, envelopeCodeTypeChanged,
        envelopeSuccessWithoutCodeChanged, envelopeProblemDetailsChanged,
    ]

    static let envelopeAdded = Rule(
        "envelope-added", .envelopes, wire: .nonBreaking, swift: .nonBreaking, "A new envelope format.", client: "None."
    )
    static let envelopeRemoved = Rule(
        "envelope-removed", .envelopes, wire: .possiblyBreaking, swift: .nonBreaking,
        "An envelope format is gone; endpoints that used it are reported separately.", client: "None by itself.")
    static let envelopeStyleChanged = Rule(
        "envelope-style-changed", .envelopes, wire: .breaking, swift: .nonBreaking,
        "Success is decided another way (a flag, a code, the HTTP status); every response is read differently.",
        client: "Regenerate; retest success and failure handling end to end.")
    static let envelopeSuccessFieldChanged = Rule(
        "envelope-success-field-changed", .envelopes, wire: .breaking, swift: .nonBreaking,
        "The success flag has another wire name; existing clients cannot tell success from failure.",
        client: "Regenerate; existing app versions misread every response.")
    static let envelopePayloadFieldChanged = Rule(
        "envelope-payload-field-changed", .envelopes, wire: .breaking, swift: .nonBreaking,
        "The payload moved to another key; existing clients find no payload.", client: "Regenerate.")
    static let envelopeCodeFieldChanged = Rule(
        "envelope-code-field-changed", .envelopes, wire: .breaking, swift: .nonBreaking,
        "The business code or string error code has another wire name; code rules (and the client actions they pick: "
            + "session ended, account disabled, …) stop matching in existing clients.",
        client: "Regenerate; existing app versions misclassify every coded failure.")
    static let envelopeMessageFieldChanged = Rule(
        "envelope-message-field-changed", .envelopes, wire: .possiblyBreaking, swift: .nonBreaking,
        "The message has another wire name; errors lose their server message (and message payloads move).",
        client: "Regenerate.")
    static let envelopeMetadataFieldChanged = Rule(
        "envelope-metadata-field-changed", .envelopes, wire: .possiblyBreaking, swift: .nonBreaking,
        "A status code or timestamp field changed name; no rule classifies by it.", client: "Regenerate.")
    static let envelopeSuccessCodesChanged = Rule(
        "envelope-success-codes-changed", .envelopes, wire: .nonBreaking, swift: .nonBreaking,
        "A flag envelope's codes seen on success changed; success is still decided by the flag alone.", client: "None.")
    static let envelopeSuccessValuesChanged = Rule(
        "envelope-success-values-changed", .envelopes, wire: .breaking, swift: .nonBreaking,
        "A code envelope's success codes changed: existing clients read an answer with a removed code as a failure, "
            + "or one with an added code as a success.",
        client: "Regenerate; existing app versions misread answers with the changed codes.")
    static let envelopeCodeTypeChanged = Rule(
        "envelope-code-type-changed", .envelopes, wire: .breaking, swift: .nonBreaking,
        "The business code is read as a number instead of text or back: code rules match it differently, and the "
            + "error carries it in `code` instead of `errorCode` or back.",
        client: "Regenerate; read the code from the other property of the error.")
    static let envelopeSuccessWithoutCodeChanged = Rule(
        "envelope-success-without-code-changed", .envelopes, wire: .breaking, swift: .nonBreaking,
        "Whether an answer without a code is a success changed; existing clients read such answers the other way.",
        client: "Regenerate.")
    static let envelopeProblemDetailsChanged = Rule(
        "envelope-problem-details-changed", .envelopes, wire: .possiblyBreaking, swift: .nonBreaking,
        "Failures are read (or no longer read) as RFC 9457 problem details: their `type` and `detail` become (or stop "
            + "being) the error code and message.",
        client: "Regenerate; check errorCode rules against problem types.")
}

extension DiffContext {
    mutating func diffEnvelopes() {
        let pairing = Pairing(base: base.envelopes, head: head.envelopes, name: \.name, shape: Shapes.envelope)
        for envelope in pairing.added {
            emit(
                Rules.envelopeAdded, group: "envelope \(envelope.name)", path: "envelope:\(envelope.name)",
                "\(MarkdownText.code(envelope.name)) added", at: envelope.provenance)
        }
        for envelope in pairing.removed {
            emit(
                Rules.envelopeRemoved, group: "envelope \(envelope.name)", path: "envelope:\(envelope.name)",
                "\(MarkdownText.code(envelope.name)) removed", at: envelope.provenance, side: .base)
        }
        for pair in pairing.pairs {
            let old = pair.base
            let new = pair.head
            let group = "envelope \(new.name)"
            let path = "envelope:\(new.name)"
            if pair.isRename {
                renames[old.name] = new.name
                emit(
                    Rules.documentationChanged, group: group, path: path,
                    "envelope \(MarkdownText.code(old.name)) renamed",
                    before: old.name, after: new.name, at: new.provenance)
            }
            if old.style != new.style {
                emit(
                    Rules.envelopeStyleChanged, group: group, path: path, "style changed", before: old.style.rawValue,
                    after: new.style.rawValue, at: new.provenance)
            }
            let fields: [(String, KeyPath<Envelope, FieldPath?>, Rule)] = [
                ("success", \.successField, Rules.envelopeSuccessFieldChanged),
                ("payload", \.payloadField, Rules.envelopePayloadFieldChanged),
                ("code", \.codeField, Rules.envelopeCodeFieldChanged),
                ("message", \.messageField, Rules.envelopeMessageFieldChanged),
                ("errorCode", \.errorCodeField, Rules.envelopeCodeFieldChanged),
                ("statusCode", \.statusCodeField, Rules.envelopeMetadataFieldChanged),
                ("timestamp", \.timestampField, Rules.envelopeMetadataFieldChanged),
            ]
            for (key, keyPath, rule) in fields where old[keyPath: keyPath] != new[keyPath: keyPath] {
                emit(
                    rule, group: group, path: path, "\(MarkdownText.code(key)) field changed",
                    before: text(old[keyPath: keyPath]?.description),
                    after: text(new[keyPath: keyPath]?.description), at: new.provenance)
            }
            // The fields read where the first holds nothing (`message: [msg, message]`).
            let fallbacks: [(String, KeyPath<Envelope, [FieldPath]>, Rule)] = [
                ("code", \.fallbackCodeFields, Rules.envelopeCodeFieldChanged),
                ("message", \.fallbackMessageFields, Rules.envelopeMessageFieldChanged),
            ]
            for (key, keyPath, rule) in fallbacks where old[keyPath: keyPath] != new[keyPath: keyPath] {
                func listed(_ fields: [FieldPath]) -> String {
                    fields.isEmpty ? "none" : fields.map(\.description).joined(separator: ", ")
                }
                emit(
                    rule, group: group, path: path, "\(MarkdownText.code(key)) fallback fields changed",
                    before: listed(old[keyPath: keyPath]), after: listed(new[keyPath: keyPath]), at: new.provenance)
            }
            if old.codeKind != new.codeKind, old.codeField != nil, new.codeField != nil {
                emit(
                    Rules.envelopeCodeTypeChanged, group: group, path: path, "code type changed",
                    before: old.codeKind.rawValue, after: new.codeKind.rawValue, at: new.provenance)
            }
            if old.successCodes != new.successCodes {
                // A code envelope's success codes decide success; a flag envelope's only document it.
                let decides = old.traits.successCodesDecide || new.traits.successCodesDecide
                emit(
                    decides ? Rules.envelopeSuccessValuesChanged : Rules.envelopeSuccessCodesChanged, group: group,
                    path: path, "success codes changed",
                    before: old.successCodes.map(\.description).joined(separator: ", "),
                    after: new.successCodes.map(\.description).joined(separator: ", "), at: new.provenance)
            }
            if old.successWithoutCode != new.successWithoutCode {
                emit(
                    Rules.envelopeSuccessWithoutCodeChanged, group: group, path: path, "success without a code changed",
                    before: "\(old.successWithoutCode)", after: "\(new.successWithoutCode)", at: new.provenance)
            }
            if old.problemDetails != new.problemDetails {
                emit(
                    Rules.envelopeProblemDetailsChanged, group: group, path: path, "problem details changed",
                    before: "\(old.problemDetails)", after: "\(new.problemDetails)", at: new.provenance)
            }
            diffDocumentation(
                old.provenance, new.provenance, group: group, path: path, what: "\(MarkdownText.code(new.name))")
        }
    }
}
