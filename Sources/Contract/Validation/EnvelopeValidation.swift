import WireVocabulary

/// Envelopes are complete for their style and say nothing the runtime can't honour, and each endpoint's payload
/// location fits its envelope: `result` needs an envelope with a payload field, `message` a message field and a url
/// or string type, `body` an envelope whose style admits it, and `none` has no type and no requirements. What a style
/// admits is its row of `EnvelopeFormat.Style.traits`.
enum EnvelopeValidation {
    static func check(_ context: ValidationContext) {
        for envelope in context.contract.envelopes {
            checkStyle(envelope, context)
            checkFields(envelope, context)
        }
        for endpoint in context.contract.endpoints {
            guard let envelope = context.contract.envelope(for: endpoint) else { continue }
            checkPayload(of: endpoint, envelope: envelope, context: context)
        }
    }

    private static func path(_ envelope: Envelope, _ key: String? = nil) -> NodePath {
        let base = NodePath(["envelopes", envelope.name])
        return key.map { base.appending($0) } ?? base
    }

    private static func checkStyle(_ envelope: Envelope, _ context: ValidationContext) {
        let format = envelope.format
        let fallback = envelope.provenance.mark
        func refuse(_ key: String, _ message: String, hint: String? = nil) {
            context.error(message, at: path(envelope, key), fallback: fallback, hint: hint)
        }
        let traits = format.traits
        let style = "style \(format.style.rawValue)"
        switch traits.decider {
        case .successFlag where format.successField == nil:
            context.errorAtKey(
                "envelope '\(envelope.name)' has \(style) but no `success` field", at: path(envelope),
                fallback: fallback, hint: "name the wire field that decides success, e.g. `success: success`")
        case .businessCode where format.codeField == nil:
            context.errorAtKey(
                "envelope '\(envelope.name)' has \(style) but no `code` field", at: path(envelope),
                fallback: fallback, hint: "name the field of the code that decides success, e.g. `code: errcode`")
        case .businessCode where format.successCodes.isEmpty && !format.successWithoutCode:
            context.errorAtKey(
                "envelope '\(envelope.name)' has \(style) but no code means success", at: path(envelope),
                fallback: fallback,
                hint: "list them, e.g. `successCodes: [0]`, and/or say `successWithoutCode: true` where a "
                    + "successful answer has no code")
        case .successFlag, .businessCode, .httpStatus: break
        }
        if format.successField != nil, traits.decider != .successFlag {
            refuse(
                "success",
                "`success` decides only in \(styles { $0.decider == .successFlag }); in \(style) "
                    + "\(traits.decider.phrase) decides",
                hint: "remove it, or use `\(styles(writtenAs: "style: ") { $0.decider == .successFlag })`")
        }
        if format.payloadField != nil, !traits.admitsPayloadField {
            refuse(
                "payload", "envelope '\(envelope.name)' has \(style): the body is the payload, so `payload` has no use")
        }
        if format.codeField != nil, !traits.admitsCode {
            refuse(
                "code", "in \(style) a failure's code is a string error code",
                hint: "write `errorCode:` (read on failures), or use `style: code` where a code decides success")
        }
        if !format.successCodes.isEmpty, !traits.admitsSuccessCodes {
            refuse("successCodes", "in \(style) \(traits.decider.phrase) decides success, not a code")
        }
        if format.successWithoutCode, !traits.admitsSuccessWithoutCode {
            refuse(
                "successWithoutCode",
                "`successWithoutCode` is for \(styles(\.admitsSuccessWithoutCode)): it says an answer without a code "
                    + "succeeds")
        }
        if format.problemDetails, !traits.admitsProblemDetails {
            refuse(
                "problemDetails",
                "problem details (RFC 9457) are the failure bodies of APIs without an envelope: "
                    + styles(\.admitsProblemDetails))
        }
        for code in format.successCodes where code.kind != format.codeKind {
            let kind = format.codeKind == .int ? "an integer" : "text"
            refuse(
                "successCodes", "success code \(code) is not \(kind), as the code is (`codeType: \(format.codeKind)`)",
                hint: format.codeKind == .int
                    ? "write the number, or say `codeType: string` where the code is text"
                    : "quote it (`\"\(code)\"`): a string code compares as text")
        }
    }

    /// The styles whose traits pass `test`, as messages name them: `style code`, `style none or code`.
    private static func styles(writtenAs prefix: String = "style ", _ test: (EnvelopeFormat.Style.Traits) -> Bool)
        -> String
    {
        prefix + EnvelopeFormat.Style.allCases.filter { test($0.traits) }.map(\.rawValue).joined(separator: " or ")
    }

    private static func checkFields(_ envelope: Envelope, _ context: ValidationContext) {
        let format = envelope.format
        let named: [(String, FieldPath?)] =
            [
                ("success", format.successField), ("code", format.codeField), ("errorCode", format.errorCodeField),
                ("message", format.messageField), ("payload", format.payloadField),
                ("statusCode", format.statusCodeField), ("timestamp", format.timestampField),
            ] + format.fallbackCodeFields.map { ("code", $0) } + format.fallbackMessageFields.map { ("message", $0) }
        for (key, fields) in [("code", format.codeFields), ("message", format.messageFields)] {
            for (index, field) in fields.enumerated() where fields[..<index].contains(field) {
                context.error(
                    "`\(key)` of envelope '\(envelope.name)' names '\(field)' twice",
                    at: path(envelope, key).appending(index: index), fallback: envelope.provenance.mark,
                    hint: "each field is read once, in the order written: remove the second")
            }
        }
        for (key, field) in named {
            guard let field, !field.isWellFormed else { continue }
            context.error(
                "`\(key)` of envelope '\(envelope.name)' is no field path: '\(field)' has an empty key",
                at: path(envelope, key), fallback: envelope.provenance.mark,
                hint: "a field is a key, or keys through nested objects joined by dots (`Response.Error.Code`)")
        }
        guard let payload = format.payloadField else { return }
        for (key, field) in named where key != "payload" {
            guard let field else { continue }
            if field == payload || payload.keys.starts(with: field.keys) {
                context.error(
                    "the payload of envelope '\(envelope.name)' is also its `\(key)` field ('\(field)')",
                    at: path(envelope, "payload"), fallback: envelope.provenance.mark,
                    hint: "the payload is the answer's data; the envelope's own fields sit beside it or inside it")
            }
        }
    }

    private static func checkPayload(of endpoint: Endpoint, envelope: Envelope, context: ValidationContext) {
        let response = endpoint.response
        // The paths and the wording are made only for a report: nearly every endpoint's payload fits its envelope.
        var path: NodePath { ContractPaths.endpoint(endpoint.name).appending("response") }
        var payloadPath: NodePath { path.appending("payload") }
        let fallback = response.provenance.mark
        // A defaulted payload is named as such, so the message doesn't quote a key the author never wrote.
        var location: String {
            context.sourceMap.contains(payloadPath)
                ? "`payload: \(response.payload.rawValue)`"
                : "the payload (`payload: \(response.payload.rawValue)` by default with envelope '\(envelope.name)')"
        }
        switch response.payload {
        case .result:
            if !envelope.traits.admitsPayloadField || envelope.payloadField == nil {
                context.error(
                    "\(location) needs an envelope with a `payload` field; envelope '\(envelope.name)' has "
                        + (envelope.traits.admitsPayloadField
                            ? "no payload field" : "style \(envelope.style.rawValue)"),
                    at: payloadPath, fallback: fallback,
                    hint: envelope.traits.admitsBodyPayload ? "the body itself is the payload: `payload: body`" : nil)
            }
        case .message:
            if envelope.messageField == nil {
                context.error(
                    "\(location) needs an envelope with a `message` field; envelope '\(envelope.name)' has none",
                    at: payloadPath, fallback: fallback)
            }
            if let type = response.type, type != .scalar(.url), type != .scalar(.string) {
                context.error(
                    "\(location) carries text: its type must be url or string, not \(type)",
                    at: path.appending("type"), fallback: fallback)
            }
        case .body:
            if !envelope.traits.admitsBodyPayload {
                context.error(
                    "\(location) needs an envelope of \(styles(\.admitsBodyPayload)); envelope "
                        + "'\(envelope.name)' has style \(envelope.style.rawValue)",
                    at: payloadPath, fallback: fallback, hint: "the payload of a flag envelope is `payload: result`")
            }
        case .none:
            if let type = response.type {
                context.error(
                    "\(location) has no type, found \(type)", at: path.appending("type"), fallback: fallback)
            }
            if !response.require.isEmpty {
                context.error(
                    "\(location) has no success conditions on a payload", at: path.appending("require"),
                    fallback: fallback)
            }
            return
        }
        if response.type == nil {
            context.error(
                "\(location) needs a `type`", at: path, fallback: fallback,
                hint: "a message-only endpoint says `payload: none`")
        }
    }
}
