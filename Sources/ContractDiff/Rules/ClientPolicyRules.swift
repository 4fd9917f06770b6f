import Contract
import YAMLNodes

extension Rules {
    static let clientPolicyRules = [responseSizeLimitLowered, responseSizeLimitRaised]

    static let responseSizeLimitLowered = Rule(
        "response-size-limit-lowered", .clientPolicy, wire: .possiblyBreaking, swift: .nonBreaking,
        "The client refuses smaller answers than before: one it read until now may fail as `invalidResponse`.",
        client: "Check that the largest real answers of the affected endpoints still fit.")
    static let responseSizeLimitRaised = Rule(
        "response-size-limit-raised", .clientPolicy, wire: .nonBreaking, swift: .nonBreaking,
        "The client reads larger answers before refusing them; a hostile server can make it hold more memory.",
        client: "None; check memory use on small devices.")
}

extension DiffContext {
    /// The contract's default response size limit (`clientPolicy.maxResponseBytes`).
    mutating func diffClientPolicy() {
        let old = base.clientPolicy.maxResponseBytes
        let new = head.clientPolicy.maxResponseBytes
        guard old != new else { return }
        emit(
            new < old ? Rules.responseSizeLimitLowered : Rules.responseSizeLimitRaised, group: "client policy",
            path: "clientPolicy", "response size limit changed", before: "\(old) bytes", after: "\(new) bytes",
            at: head.clientPolicy.provenance ?? base.clientPolicy.provenance
                ?? Provenance(mark: SourceMark(line: 1, column: 1)))
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
