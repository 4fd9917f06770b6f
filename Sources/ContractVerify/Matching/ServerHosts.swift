import Contract
import Foundation
import WireVocabulary

/// The contract's servers as places requests are found: the default server's base URL and each named server's, in
/// contract order. A request is held against the endpoints of the server it went to, and only those, so an endpoint
/// sent to the wrong host is reported, never matched.
struct ServerHosts {
    /// One server's base URL and the endpoints sent there.
    struct Host {
        /// The server's name; nil for the default server.
        var server: String?
        var baseURL: BaseURL
        var matcher: EndpointMatcher
    }

    let hosts: [Host]
    /// Every server's endpoints, for requests that went to another host than their own.
    private let everyServer: [(server: String?, matcher: EndpointMatcher)]
    private let contract: Contract

    init(contract: Contract, baseURL: BaseURL, servers: [String: BaseURL]) {
        self.contract = contract
        func endpoints(of server: String?) -> [Endpoint] {
            contract.endpoints.filter { contract.additionalServerName(of: $0) == server }
        }
        var hosts = [Host(server: nil, baseURL: baseURL, matcher: EndpointMatcher(endpoints: endpoints(of: nil)))]
        var everyServer = [(server: String?.none, matcher: hosts[0].matcher)]
        for server in contract.additionalServers {
            let matcher = EndpointMatcher(endpoints: endpoints(of: server.name))
            everyServer.append((server.name, matcher))
            guard let url = servers[server.name] ?? server.url.flatMap(BaseURL.init) else { continue }
            hosts.append(Host(server: server.name, baseURL: url, matcher: matcher))
        }
        self.hosts = hosts
        self.everyServer = everyServer
    }

    /// The server `url` is under, with where it stands there; nil and `.elsewhere` when it is under none. Of two
    /// servers on one host, the one with the longer path prefix wins.
    func placement(of url: String) -> (Host?, BaseURL.Placement) {
        var best: (Host, BaseURL.Placement)?
        for host in hosts {
            let placement = host.baseURL.placement(of: url)
            guard case .under = placement else { continue }
            if let current = best, current.0.baseURL.prefix.count >= host.baseURL.prefix.count { continue }
            best = (host, placement)
        }
        return best.map { ($0.0, $0.1) } ?? (nil, .elsewhere)
    }

    /// A request under `host` that is an endpoint of another server.
    func wrongServer(_ entry: HAREntry, segments: [String], under host: Host) -> FindingDraft? {
        for other in everyServer where other.server != host.server {
            guard
                case .endpoint(let endpoint, _) = other.matcher.match(method: entry.request.method, segments: segments)
            else { continue }
            return FindingDraft(
                kind: .wrongServer,
                message: "this is endpoint '\(endpoint.name)', which is sent to \(Self.describe(other.server)), "
                    + "but the request went to \(Self.describe(host.server)) (\(host.baseURL.host))",
                note: (
                    endpoint.provenance.mark,
                    "endpoint '\(endpoint.name)' is \(endpoint.method.rawValue) "
                        + "\(endpoint.path) on \(Self.describe(other.server))"
                ))
        }
        return nil
    }

    /// A request to a host none of the servers names whose method and path are an endpoint's (below any prefix of
    /// that endpoint's server); only for contracts with named servers, whose traffic spans hosts.
    func unknownHost(_ entry: HAREntry) -> FindingDraft? {
        guard contract.hasNamedServers, let components = URLComponents(string: entry.request.url),
            let requestHost = components.host, !requestHost.isEmpty
        else { return nil }
        let segments = components.percentEncodedPath.split(separator: "/").map(PercentEncoding.pathSegment)
        for (server, matcher) in everyServer {
            let prefix = hosts.first { $0.server == server }?.baseURL.prefix ?? []
            let candidates =
                segments.starts(with: prefix) && !prefix.isEmpty
                ? [Array(segments.dropFirst(prefix.count)), segments]
                : [segments]
            for candidate in candidates {
                guard case .endpoint(let endpoint, _) = matcher.match(method: entry.request.method, segments: candidate)
                else { continue }
                return FindingDraft(
                    kind: .unknownHost,
                    message: "host \(requestHost) is none of the contract's servers, but the request looks like "
                        + "endpoint '\(endpoint.name)' of \(Self.describe(server)); it was not checked",
                    note: (endpoint.provenance.mark, "endpoint '\(endpoint.name)' is sent to \(Self.describe(server))"))
            }
        }
        return nil
    }

    private static func describe(_ server: String?) -> String {
        server.map { "server '\($0)'" } ?? "the default server"
    }
}
