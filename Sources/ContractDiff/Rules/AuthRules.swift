import Contract
import TextFoundation

extension Rules {
    static let authRules = [
        authAdded, authRemoved, tokenHeaderRenamed, tokenSchemeChanged, tokenMoved, tokenQueryRenamed,
        tenantHeaderRenamed, tenantHeaderAdded,
        tenantHeaderRemoved, tenantTypeChanged, tenantOmitValueChanged,
    ]

    static let authAdded = Rule(
        "auth-added", .auth, wire: .possiblyBreaking, swift: .breaking,
        "Requests now carry credentials; token endpoints gain a `credentials:` parameter.",
        client: "Pass credentials to authenticated calls.")
    static let authRemoved = Rule(
        "auth-removed", .auth, wire: .breaking, swift: .breaking,
        "Requests stop carrying the token; the credentials type disappears.",
        client: "Remove credentials handling; confirm the server really needs none.")
    static let tokenHeaderRenamed = Rule(
        "token-header-renamed", .auth, wire: .breaking, swift: .nonBreaking,
        "The token travels in another header; existing clients are unauthenticated.",
        client: "Regenerate; existing app versions need the server to accept the old header.")
    static let tokenSchemeChanged = Rule(
        "token-scheme-changed", .auth, wire: .breaking, swift: .nonBreaking,
        "The token's scheme prefix (e.g. `Bearer`) changed.", client: "Regenerate.")
    static let tokenMoved = Rule(
        "token-moved", .auth, wire: .breaking, swift: .nonBreaking,
        "The token travels elsewhere: from a header to the query string or back; existing clients are "
            + "unauthenticated.",
        client: "Regenerate; existing app versions need the server to accept the token where they send it.")
    static let tokenQueryRenamed = Rule(
        "token-query-renamed", .auth, wire: .breaking, swift: .nonBreaking,
        "The token travels in another query parameter; existing clients are unauthenticated.",
        client: "Regenerate; existing app versions need the server to accept the old parameter.")
    static let tenantHeaderRenamed = Rule(
        "tenant-header-renamed", .auth, wire: .breaking, swift: .nonBreaking,
        "The tenant travels in another header; existing clients' tenant is ignored and the server falls back to "
            + "its default tenant.",
        client: "Regenerate; existing app versions need the server to accept the old header.")
    static let tenantHeaderAdded = Rule(
        "tenant-header-added", .auth, wire: .nonBreaking, swift: .breaking,
        "Requests now carry a tenant; the credentials gain `tenantID`.", client: "Pass the tenant in credentials.")
    static let tenantHeaderRemoved = Rule(
        "tenant-header-removed", .auth, wire: .possiblyBreaking, swift: .breaking,
        "Requests stop carrying the tenant; the credentials lose `tenantID`.", client: "Stop passing the tenant.")
    static let tenantTypeChanged = Rule(
        "tenant-type-changed", .auth, wire: .possiblyBreaking, swift: .breaking,
        "The tenant's id type changed; the credentials' `tenantID` changes type.", client: "Pass the new id type.")
    static let tenantOmitValueChanged = Rule(
        "tenant-omit-value-changed", .auth, wire: .possiblyBreaking, swift: .nonBreaking,
        "A different tenant value is now sent as no header at all.", client: "Check the no-tenant case.")
}

extension DiffContext {
    mutating func diffAuth() {
        let group = "auth and headers"
        switch (base.auth, head.auth) {
        case (nil, nil):
            return
        case (nil, let new?):
            emit(
                Rules.authAdded, group: group, path: "auth", "auth rules added",
                after: new.token?.placement.shape ?? new.session?.wire.shape,
                at: new.provenance)
            return
        case (let old?, nil):
            emit(
                Rules.authRemoved, group: group, path: "auth", "auth rules removed",
                before: old.token?.placement.shape ?? old.session?.wire.shape,
                at: old.provenance, side: .base)
            return
        case (let old?, let new?):
            if let oldToken = old.token, let newToken = new.token {
                diffToken(oldToken, newToken, group: group)
                diffTokenLife(oldToken, newToken, group: group)
            }
            diffSession(old, new, group: group)
            diffTenant(old.tenant, new.tenant, group: group, authProvenance: new.provenance)
            diffAuthNotes(old, new, group: group)
        }
    }

    /// `deviation:` changes on the auth rules, the cookie session and each cookie both sides have.
    private mutating func diffAuthNotes(_ old: AuthRules, _ new: AuthRules, group: String) {
        diffDocumentationNotes(old.provenance, new.provenance, group: group, path: "auth", what: "auth")
        guard let oldSession = old.session, let newSession = new.session else { return }
        diffDocumentationNotes(
            oldSession.provenance, newSession.provenance, group: group, path: "auth/session", what: "the cookie session"
        )
        for cookie in newSession.cookies {
            guard let before = oldSession.cookies.first(where: { $0.name == cookie.name }) else { continue }
            diffDocumentationNotes(
                before.provenance, cookie.provenance, group: group, path: "auth/session/cookie:\(cookie.name)",
                what: "session cookie \(MarkdownText.code(cookie.name))")
        }
    }

    private mutating func diffToken(_ old: AuthRules.Token, _ new: AuthRules.Token, group: String) {
        let path = "auth/token"
        switch (old.placement, new.placement) {
        case (.header(let oldName, let oldScheme), .header(let newName, let newScheme)):
            if oldName.lowercased() != newName.lowercased() {
                emit(
                    Rules.tokenHeaderRenamed, group: group, path: path, "token header renamed", before: oldName,
                    after: newName, at: new.provenance)
            }
            if oldScheme != newScheme {
                emit(
                    Rules.tokenSchemeChanged, group: group, path: path, "token scheme changed",
                    before: text(oldScheme), after: text(newScheme), at: new.provenance)
            }
        case (.query(let oldName), .query(let newName)):
            // Query names are compared as written: servers commonly match them case-sensitively.
            if oldName != newName {
                emit(
                    Rules.tokenQueryRenamed, group: group, path: path, "token query parameter renamed",
                    before: oldName, after: newName, at: new.provenance)
            }
        case (.header, .query), (.query, .header):
            emit(
                Rules.tokenMoved, group: group, path: path, "token moved", before: old.placement.shape,
                after: new.placement.shape, at: new.provenance)
        }
    }

    private mutating func diffTenant(
        _ old: AuthRules.TenantHeader?, _ new: AuthRules.TenantHeader?, group: String, authProvenance: Provenance
    ) {
        let path = "auth/tenantID"
        switch (old, new) {
        case (nil, let new?):
            emit(
                Rules.tenantHeaderAdded, group: group, path: path, "tenant header added", after: new.header,
                at: new.provenance)
        case (let old?, nil):
            emit(
                Rules.tenantHeaderRemoved, group: group, path: path, "tenant header removed", before: old.header,
                at: authProvenance)
        case (let old?, let new?):
            if old.header.lowercased() != new.header.lowercased() {
                emit(
                    Rules.tenantHeaderRenamed, group: group, path: path, "tenant header renamed", before: old.header,
                    after: new.header, at: new.provenance)
            }
            if (renames[old.type] ?? old.type) != new.type {
                emit(
                    Rules.tenantTypeChanged, group: group, path: path, "tenant id type changed", before: old.type,
                    after: new.type, at: new.provenance)
            }
            if old.omitWhen != new.omitWhen {
                emit(
                    Rules.tenantOmitValueChanged, group: group, path: path, "tenant omitted when",
                    before: text(old.omitWhen),
                    after: text(new.omitWhen), at: new.provenance)
            }
        case (nil, nil):
            break
        }
    }
}
