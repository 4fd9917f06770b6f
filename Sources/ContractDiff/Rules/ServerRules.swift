import Contract
import TextFoundation

extension Rules {
    static let serverRules = [serverAdded, serverRemoved, serverURLChanged, defaultServerChanged, endpointMovedServer]

    static let serverAdded = Rule(
        "server-added", .info, wire: .nonBreaking, swift: .possiblyBreaking,
        "The contract names another server: the client gains a URL parameter for it, without a default when the "
            + "server documents no URL.",
        client: "Pass the new server's URL when creating the client if it has no documented one.")
    static let serverRemoved = Rule(
        "server-removed", .info, wire: .possiblyBreaking, swift: .breaking,
        "A named server is gone, with the client's URL parameter and property for it.",
        client: "Stop passing its URL; its endpoints now go to another server.")
    static let serverURLChanged = Rule(
        "server-url-changed", .info, wire: .possiblyBreaking, swift: .possiblyBreaking,
        "A named server's documented URL changed, appeared or went away; clients that use the default talk to "
            + "another host, and one without a documented URL has no default.",
        client: "Check environments that pass their own URL for this server; pass one where there is no default now.")
    static let defaultServerChanged = Rule(
        "default-server-changed", .info, wire: .possiblyBreaking, swift: .breaking,
        "Another server is the default: `baseURL` means another host, and endpoints that name no server go there.",
        client: "Pass each server's URL by its new parameter.")
    static let endpointMovedServer = Rule(
        "endpoint-moved-server", .endpoints, wire: .breaking, swift: .nonBreaking,
        "The endpoint is sent to another server (another host); its token goes there too.",
        client: "None in code; check that the new host is reachable and trusted in every environment.")
}

extension DiffContext {
    mutating func diffServers() {
        let group = "servers"
        let before = Dictionary(base.additionalServers.map { ($0.name, $0) }) { first, _ in first }
        let after = Dictionary(head.additionalServers.map { ($0.name, $0) }) { first, _ in first }
        for server in head.additionalServers where before[server.name] == nil {
            emit(
                Rules.serverAdded, group: group, path: "servers/\(server.name)",
                "server \(MarkdownText.code(server.name)) added", after: server.url, at: server.provenance)
        }
        for server in base.additionalServers where after[server.name] == nil {
            emit(
                Rules.serverRemoved, group: group, path: "servers/\(server.name)",
                "server \(MarkdownText.code(server.name)) removed", before: server.url, at: server.provenance,
                side: .base)
        }
        for server in head.additionalServers {
            guard let old = before[server.name], old.url != server.url else { continue }
            emit(
                Rules.serverURLChanged, group: group, path: "servers/\(server.name)/url",
                "server \(MarkdownText.code(server.name)) URL changed", before: old.url ?? "none",
                after: server.url ?? "none", at: server.provenance)
        }
        for server in head.servers {
            guard let old = base.servers.first(where: { $0.name == server.name }) else { continue }
            diffDocumentationNotes(
                old.provenance, server.provenance, group: group, path: "servers/\(server.name)",
                what: "server \(MarkdownText.code(server.name))")
        }
        if base.hasNamedServers, head.hasNamedServers, let old = base.defaultServerName,
            let new = head.defaultServerName, old != new
        {
            emit(
                Rules.defaultServerChanged, group: group, path: "defaultServer", "default server changed",
                before: old, after: new, at: head.server(named: new)?.provenance ?? head.info.provenance)
        }
    }

    /// The server an endpoint is sent to, where that is not its contract's default.
    mutating func diffEndpointServer(_ pair: Pair<Endpoint>) {
        let old = base.additionalServerName(of: pair.base)
        let new = head.additionalServerName(of: pair.head)
        guard old != new else { return }
        emit(
            Rules.endpointMovedServer, group: "endpoint \(pair.head.name)", path: "endpoint:\(pair.head.name)",
            "server changed", before: old ?? "the default server", after: new ?? "the default server",
            at: pair.head.provenance)
    }
}
