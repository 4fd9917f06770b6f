import Contract

extension Rules {
    static let infoRules = [
        moduleRenamed, baseURLChanged, baseURLAdded, baseURLRemoved, docVersionChanged, infoMetadataChanged,
        generationEnabled, generationDisabled, accessLevelNarrowed, accessLevelWidened,
    ]

    static let moduleRenamed = Rule(
        "module-renamed", .info, wire: .nonBreaking, swift: .breaking,
        "The generated module and its prefixed types (`<Prefix>Client`, `<Prefix>Error`, …) get new names.",
        client: "Change `import` lines and every prefixed type name.")
    static let baseURLChanged = Rule(
        "base-url-changed", .info, wire: .possiblyBreaking, swift: .nonBreaking,
        "Clients that use the default base URL talk to another host or prefix.",
        client: "Check environments that pass their own base URL; the default now points elsewhere.")
    static let baseURLAdded = Rule(
        "base-url-added", .info, wire: .nonBreaking, swift: .nonBreaking,
        "The client gains a default base URL; passing one still works.", client: "None.")
    static let baseURLRemoved = Rule(
        "base-url-removed", .info, wire: .possiblyBreaking, swift: .breaking,
        "The client loses its default base URL and `defaultBaseURL`.",
        client: "Pass `baseURL:` when creating the client.")
    static let docVersionChanged = Rule(
        "doc-version-changed", .info, wire: .nonBreaking, swift: .nonBreaking,
        "The contract transcribes another version of the docs.", client: "None; read the changes below.")
    static let infoMetadataChanged = Rule(
        "info-metadata-changed", .info, wire: .nonBreaking, swift: .nonBreaking,
        "The title or the list of transcribed doc files changed.", client: "None.")
    static let generationEnabled = Rule(
        "generation-enabled", .info, wire: .nonBreaking, swift: .nonBreaking,
        "The contract is now generated into a Swift module.", client: "None; the module is new.")
    static let generationDisabled = Rule(
        "generation-disabled", .info, wire: .nonBreaking, swift: .breaking,
        "The contract is no longer generated; its Swift module disappears.",
        client: "Stop using the generated module or keep generating it.")
    static let accessLevelNarrowed = Rule(
        "access-level-narrowed", .info, wire: .nonBreaking, swift: .breaking,
        "The generated API is visible to fewer modules (`public` → `package` → `internal`).",
        client:
            "Code outside the module (or outside the package) loses the generated API; generate it where it is used.")
    static let accessLevelWidened = Rule(
        "access-level-widened", .info, wire: .nonBreaking, swift: .nonBreaking,
        "The generated API is visible to more modules.", client: "None.")
}

extension DiffContext {
    mutating func diffInfo() {
        let old = base.info
        let new = head.info
        let group = "contract"
        if base.format != head.format {
            emit(
                Rules.formatChanged, group: group, path: "info", "format version changed",
                before: "\(base.format)", after: "\(head.format)", at: new.provenance)
        }
        if old.module != new.module {
            emit(
                Rules.moduleRenamed, group: group, path: "info/module", "module renamed",
                before: old.module, after: new.module, at: new.provenance)
        }
        // The default server's URL, whether `info.baseURL` or the default named server's gives it.
        switch (base.defaultBaseURL, head.defaultBaseURL) {
        case (let before?, let after?) where before != after:
            emit(
                Rules.baseURLChanged, group: group, path: "info/baseURL", "default base URL changed", before: before,
                after: after, at: new.provenance)
        case (nil, let after?):
            emit(
                Rules.baseURLAdded, group: group, path: "info/baseURL", "default base URL added", after: after,
                at: new.provenance)
        case (let before?, nil):
            emit(
                Rules.baseURLRemoved, group: group, path: "info/baseURL", "default base URL removed", before: before,
                at: new.provenance)
        default: break
        }
        if old.version != new.version || old.date != new.date {
            emit(
                Rules.docVersionChanged, group: group, path: "info", "doc version changed",
                before: "\(old.version) (\(old.date))", after: "\(new.version) (\(new.date))", at: new.provenance)
        }
        if old.title != new.title || old.docs != new.docs {
            emit(
                Rules.infoMetadataChanged, group: group, path: "info", "title or doc files changed",
                before: "\(old.title): \(old.docs.joined(separator: ", "))",
                after: "\(new.title): \(new.docs.joined(separator: ", "))", at: new.provenance)
        }
        if old.generate != new.generate {
            emit(
                new.generate ? Rules.generationEnabled : Rules.generationDisabled, group: group, path: "info",
                new.generate ? "`generate: true`" : "`generate: false`", at: new.provenance)
        }
        if old.accessLevel != new.accessLevel {
            emit(
                new.accessLevel.isNarrower(than: old.accessLevel)
                    ? Rules.accessLevelNarrowed : Rules.accessLevelWidened,
                group: group, path: "info/accessLevel", "access level changed", before: old.accessLevel.rawValue,
                after: new.accessLevel.rawValue, at: new.provenance)
        }
        diffDocumentation(old.provenance, new.provenance, group: group, path: "info", what: "info")
    }
}

extension Info.AccessLevel {
    /// Whether fewer modules see an API of this level than one of `other`.
    func isNarrower(than other: Info.AccessLevel) -> Bool {
        Self.allCases.firstIndex(of: self)! > Self.allCases.firstIndex(of: other)!
    }
}
