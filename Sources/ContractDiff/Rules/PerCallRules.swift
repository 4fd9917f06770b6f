import Contract
import TextFoundation
import WireVocabulary

extension Rules {
    static let perCallRules = [perCallValueAdded, perCallValueRemoved, perCallValueChanged, parameterComputedChanged]

    static let perCallValueAdded = Rule(
        "per-call-value-added", .endpoints, wire: .breaking, swift: .nonBreaking,
        "Requests now carry a value the client computes for each call (a timestamp, a nonce): existing clients do "
            + "not send it, and a server that requires it refuses them.",
        client: "Regenerate.")
    static let perCallValueRemoved = Rule(
        "per-call-value-removed", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "Requests no longer carry a value computed per call; existing clients still send it.", client: "None.")
    static let perCallValueChanged = Rule(
        "per-call-value-changed", .endpoints, wire: .breaking, swift: .nonBreaking,
        "A value computed per call is of another kind (seconds and milliseconds, another length or alphabet): "
            + "existing clients send what the server no longer reads.",
        client: "Regenerate.")
    static let parameterComputedChanged = Rule(
        "parameter-computed-changed", .endpoints, wire: .nonBreaking, swift: .breaking,
        "A parameter is now computed by the client for each call (its argument disappears), or stopped being (the "
            + "app passes it).",
        client: "Update calls to the method.")
}

extension DiffContext {
    /// The values an endpoint's requests carry computed per call (the contract's `perCall:` and its own), by place.
    mutating func diffPerCallValues(_ old: Endpoint, _ new: Endpoint, group: String, path: String) {
        let before = base.perCallValues(for: old)
        let after = head.perCallValues(for: new)
        for value in after {
            guard let earlier = before.first(where: { $0.placement == value.placement }) else {
                emit(
                    Rules.perCallValueAdded, group: group, path: path,
                    "\(value.placement) computed per call (\(value.kind)) added",
                    at: head.declaration(of: value, for: new))
                continue
            }
            if earlier.kind != value.kind {
                emit(
                    Rules.perCallValueChanged, group: group, path: path, "\(value.placement) computed per call changed",
                    before: "\(earlier.kind)", after: "\(value.kind)", at: head.declaration(of: value, for: new))
            }
        }
        for value in before where !after.contains(where: { $0.placement == value.placement }) {
            emit(
                Rules.perCallValueRemoved, group: group, path: path,
                "\(value.placement) computed per call removed", at: base.declaration(of: value, for: old),
                side: .base)
        }
    }

    /// A parameter the app passed that the client now computes per call, or the reverse.
    mutating func diffComputation(
        _ before: Endpoint.Parameter, _ after: Endpoint.Parameter, group: String, path: String
    ) {
        guard (before.perCall == nil) != (after.perCall == nil) else { return }
        emit(
            Rules.parameterComputedChanged, group: group, path: path,
            "parameter \(MarkdownText.code(after.name)) "
                + (after.perCall == nil ? "is the app's" : "is computed per call"),
            before: before.perCall.map { "computed (\($0))" } ?? "argument",
            after: after.perCall.map { "computed (\($0))" } ?? "argument", at: after.provenance)
    }
}
