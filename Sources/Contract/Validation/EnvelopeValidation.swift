/// Envelopes are complete for their style, and each endpoint's payload location fits its envelope:
/// `result` needs a flag envelope with a payload field, `message` a message field and a url or string type,
/// `body` an envelope of style none, and `none` has no type and no requirements.
enum EnvelopeValidation {
    static func check(_ context: ValidationContext) {
        for envelope in context.contract.envelopes where envelope.style == .flag && envelope.successField == nil {
            context.errorAtKey(
                "envelope '\(envelope.name)' has style flag but no `success` field",
                at: NodePath(["envelopes", envelope.name]), fallback: envelope.provenance.mark,
                hint: "name the wire field that decides success, e.g. `success: success`")
        }
        for endpoint in context.contract.endpoints {
            guard let envelope = context.contract.envelope(named: endpoint.response.envelope) else { continue }
            checkPayload(of: endpoint, envelope: envelope, context: context)
        }
    }

    private static func checkPayload(of endpoint: Endpoint, envelope: Envelope, context: ValidationContext) {
        let response = endpoint.response
        let path = ContractPaths.endpoint(endpoint.name).appending("response")
        let payloadPath = path.appending("payload")
        let fallback = response.provenance.mark
        // A defaulted payload is named as such, so the message doesn't quote a key the author never wrote.
        let location =
            context.sourceMap.contains(payloadPath)
            ? "`payload: \(response.payload.rawValue)`"
            : "the payload (`payload: \(response.payload.rawValue)` by default with envelope '\(envelope.name)')"
        switch response.payload {
        case .result:
            if envelope.style != .flag || envelope.payloadField == nil {
                context.error(
                    "\(location) needs a flag envelope with a `payload` field; envelope '\(envelope.name)' has "
                        + (envelope.style == .flag ? "no payload field" : "style none"),
                    at: payloadPath, fallback: fallback,
                    hint: envelope.style == .none ? "the body itself is the payload: `payload: body`" : nil)
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
            if envelope.style != .none {
                context.error(
                    "\(location) needs an envelope of style none; envelope '\(envelope.name)' has style flag",
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
