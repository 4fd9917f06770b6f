import Contract
import YAMLNodes

extension Rules {
    static let clientPolicyRules = [
        responseSizeLimitLowered, responseSizeLimitRaised, timeoutShortened, timeoutLengthened,
    ]

    static let responseSizeLimitLowered = Rule(
        "response-size-limit-lowered", .clientPolicy, wire: .possiblyBreaking, swift: .nonBreaking,
        "The client refuses smaller answers than before: one it read until now may fail as `invalidResponse`.",
        client: "Check that the largest real answers of the affected endpoints still fit.")
    static let responseSizeLimitRaised = Rule(
        "response-size-limit-raised", .clientPolicy, wire: .nonBreaking, swift: .nonBreaking,
        "The client reads larger answers before refusing them; a hostile server can make it hold more memory.",
        client: "None; check memory use on small devices.")
    static let timeoutShortened = Rule(
        "timeout-shortened", .clientPolicy, wire: .possiblyBreaking, swift: .nonBreaking,
        "The client gives up on an exchange sooner (its `clientPolicy.timeout`): an answer that came in time until now may end the call as `connectivity`.",
        client: "Check that the slowest real answers of the affected endpoints still come in time.")
    static let timeoutLengthened = Rule(
        "timeout-lengthened", .clientPolicy, wire: .nonBreaking, swift: .nonBreaking,
        "The client waits longer for an exchange (its `clientPolicy.timeout`, or the transport's own where none is set now).",
        client: "None; a user may wait longer before a slow call fails.")
}

extension DiffContext {
    /// The contract's default response size limit (`clientPolicy.maxResponseBytes`) and deadline
    /// (`clientPolicy.timeout`).
    mutating func diffClientPolicy() {
        let at =
            head.clientPolicy.provenance ?? base.clientPolicy.provenance
            ?? Provenance(mark: SourceMark(line: 1, column: 1))
        diffTimeout(
            base.clientPolicy.timeout, head.clientPolicy.timeout, group: "client policy", path: "clientPolicy", at: at)
        let old = base.clientPolicy.maxResponseBytes
        let new = head.clientPolicy.maxResponseBytes
        guard old != new else { return }
        emit(
            new < old ? Rules.responseSizeLimitLowered : Rules.responseSizeLimitRaised, group: "client policy",
            path: "clientPolicy", "response size limit changed", before: "\(old) bytes", after: "\(new) bytes",
            at: head.clientPolicy.provenance ?? base.clientPolicy.provenance
                ?? Provenance(mark: SourceMark(line: 1, column: 1)))
    }

    /// A deadline set, changed or dropped (nil: the transport's own, taken as longer than any).
    private mutating func diffTimeout(_ old: Double?, _ new: Double?, group: String, path: String, at: Provenance) {
        guard old != new else { return }
        let shortened = new.map { after in old.map { after < $0 } ?? true } ?? false
        func text(_ seconds: Double?) -> String { seconds.map { "\($0) s" } ?? "the transport's own" }
        emit(
            shortened ? Rules.timeoutShortened : Rules.timeoutLengthened, group: group, path: path, "timeout changed",
            before: text(old), after: text(new), at: at)
    }

    /// An endpoint's own deadline set, changed or dropped, or its source: compared as the deadline in force for that
    /// endpoint.
    mutating func diffTimeout(_ old: Endpoint, _ new: Endpoint, group: String, path: String) {
        if old.timeoutSource != new.timeoutSource, old.timeout == new.timeout {
            emit(
                Rules.documentationChanged, group: group, path: path, "timeout's source changed",
                before: old.timeoutSource ?? "none", after: new.timeoutSource ?? "none", at: new.provenance)
        }
        // A default that changed is the contract's finding; here only the endpoint's own deadline counts.
        guard old.timeout != new.timeout else { return }
        diffTimeout(base.timeout(of: old), head.timeout(of: new), group: group, path: path, at: new.provenance)
    }

    /// An endpoint's own limit set, changed or dropped: compared as the limit in force for that endpoint.
    mutating func diffResponseSizeLimit(_ old: Endpoint, _ new: Endpoint, group: String, path: String) {
        guard old.maxResponseBytes != new.maxResponseBytes else { return }
        let before = old.maxResponseBytes ?? base.clientPolicy.maxResponseBytes
        let after = new.maxResponseBytes ?? head.clientPolicy.maxResponseBytes
        guard before != after else { return }
        emit(
            after < before ? Rules.responseSizeLimitLowered : Rules.responseSizeLimitRaised, group: group, path: path,
            "response size limit changed", before: "\(before) bytes", after: "\(after) bytes", at: new.provenance)
    }
}
