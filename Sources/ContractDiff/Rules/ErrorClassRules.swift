import Contract
import TextFoundation

extension Rules {
    static let errorClassRules = [
        errorClassAdded, errorClassRemoved, errorClassRenamed, errorClassActionChanged, errorClassGuidanceChanged,
    ]

    static let errorClassAdded = Rule(
        "error-class-added", .errorClasses, wire: .nonBreaking, swift: .breaking,
        "A new case of the error-class enum: exhaustive `switch`es over it no longer compile.",
        client: "Handle the new class in every exhaustive `switch` (or add `default:`).")
    static let errorClassRemoved = Rule(
        "error-class-removed", .errorClasses, wire: .nonBreaking, swift: .breaking,
        "A case of the error-class enum is gone; code naming it no longer compiles.",
        client: "Remove the case from `switch`es and comparisons.")
    static let errorClassRenamed = Rule(
        "error-class-renamed", .errorClasses, wire: .nonBreaking, swift: .breaking,
        "Same class under a new name: its enum case and `rawValue` (as printed by tools) change.",
        client: "Rename the case wherever it is matched.")
    static let errorClassActionChanged = Rule(
        "error-class-action-changed", .errorClasses, wire: .breaking, swift: .possiblyBreaking,
        "The client's reaction changes (session invalidation, kept credentials, automatic retry, refresh or end "
            + "state).",
        client: "Review code that reads the class's flags; session and retry behaviour change.")
    static let errorClassGuidanceChanged = Rule(
        "error-class-guidance-changed", .errorClasses, wire: .nonBreaking, swift: .nonBreaking,
        "The class's `when` or `action` wording changed.", client: "Review user-facing messages for the class.")
}

extension DiffContext {
    mutating func diffErrorClasses() {
        let pairing = Pairing(base: base.errorClasses, head: head.errorClasses, name: \.name, shape: Shapes.errorClass)
        for errorClass in pairing.added {
            emit(
                Rules.errorClassAdded, group: "error class \(errorClass.name)", path: "errorClass:\(errorClass.name)",
                "\(MarkdownText.code(errorClass.name)) added", after: flags(errorClass), at: errorClass.provenance)
        }
        for errorClass in pairing.removed {
            emit(
                Rules.errorClassRemoved, group: "error class \(errorClass.name)",
                path: "errorClass:\(errorClass.name)", "\(MarkdownText.code(errorClass.name)) removed",
                before: flags(errorClass),
                at: errorClass.provenance, side: .base)
        }
        for pair in pairing.pairs {
            let old = pair.base
            let new = pair.head
            let group = "error class \(new.name)"
            let path = "errorClass:\(new.name)"
            if pair.isRename {
                renames[old.name] = new.name
                emit(
                    Rules.errorClassRenamed, group: group, path: path, basePath: "errorClass:\(old.name)",
                    "\(MarkdownText.code(new.name)) renamed", before: old.name, after: new.name, at: new.provenance)
            }
            let changedFlags = zip(flagList(old), flagList(new)).filter { $0.0 != $0.1 }
            if !changedFlags.isEmpty {
                emit(
                    Rules.errorClassActionChanged, group: group, path: path,
                    "\(MarkdownText.code(new.name)) client action changed",
                    before: changedFlags.map(\.0).joined(separator: ", "),
                    after: changedFlags.map(\.1).joined(separator: ", "), at: new.provenance)
            }
            if old.action != new.action {
                emit(
                    Rules.errorClassGuidanceChanged, group: group, path: path,
                    "\(MarkdownText.code(new.name)) action wording changed",
                    before: old.action, after: new.action, at: new.provenance)
            }
            if old.when != new.when {
                emit(
                    Rules.errorClassGuidanceChanged, group: group, path: path,
                    "\(MarkdownText.code(new.name)) `when` wording changed",
                    before: old.when, after: new.when, at: new.provenance)
            }
            diffDocumentation(
                old.provenance, new.provenance, group: group, path: path, what: "\(MarkdownText.code(new.name))")
        }
    }

    private func flags(_ errorClass: ErrorClass) -> String {
        var parts = Array(flagList(errorClass).prefix(3))
        if errorClass.refreshes { parts.append("refreshes: true") }
        if let state = errorClass.endsIn { parts.append("endsIn: \(state)") }
        if errorClass.isRaisedByClient { parts.append("raisedByClient: true") }
        return parts.joined(separator: ", ")
    }

    /// Every flag spelled out, in a fixed order, so two classes compare flag by flag.
    private func flagList(_ errorClass: ErrorClass) -> [String] {
        [
            "invalidatesSession: \(errorClass.invalidatesSession)", "keepsCredentials: \(errorClass.keepsCredentials)",
            "retryable: \(errorClass.isRetryable)", "refreshes: \(errorClass.refreshes)",
            "endsIn: \(errorClass.endsIn ?? "none")", "raisedByClient: \(errorClass.isRaisedByClient)",
        ]
    }
}
