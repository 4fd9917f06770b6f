/// One named base URL of a contract (`servers:`): an API whose endpoints live on several hosts (a passport host for
/// sign-in, an API host for the rest) names each, and every endpoint says which it is sent to.
public struct Server: Sendable, Hashable {
    /// The server's name in the contract, e.g. `passport`; endpoints name it with `server:`.
    public var name: String
    /// The documented base URL; nil where the host is per deployment (the client is then given it).
    public var url: String?
    public var provenance: Provenance

    public init(name: String, url: String?, provenance: Provenance) {
        self.name = name
        self.url = url
        self.provenance = provenance
    }
}

extension Contract {
    /// Whether the contract names its servers (`servers:`); without them it has one unnamed server, `info.baseURL`.
    public var hasNamedServers: Bool { !servers.isEmpty }

    /// The server of that name, or nil.
    public func server(named name: String) -> Server? { servers.first { $0.name == name } }

    /// The server endpoints use when they name none: `defaultServer`, or the only server; nil without servers.
    public var defaultServerName: String? {
        defaultServer ?? (servers.count == 1 ? servers[0].name : nil)
    }

    /// The named servers other than the default, in contract order: each is a base URL of its own in the client.
    public var additionalServers: [Server] { servers.filter { $0.name != defaultServerName } }

    /// The name of the server `endpoint` is sent to when it is not the default one; nil for the default server.
    public func additionalServerName(of endpoint: Endpoint) -> String? {
        guard let name = endpoint.server, name != defaultServerName else { return nil }
        return name
    }

    /// The documented base URL of the default server: `info.baseURL`, or the default named server's `url`.
    public var defaultBaseURL: String? {
        guard hasNamedServers else { return info.baseURL }
        return defaultServerName.flatMap { server(named: $0)?.url }
    }
}
