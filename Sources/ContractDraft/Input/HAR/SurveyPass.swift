import ContractVerify
import WireVocabulary

/// The first pass over the captures: which routes there are (method and path, id-like segments as places), which
/// hosts, how the answers of each route are shaped (signatures, for the envelope) and what credentials the requests
/// carried. Nothing of a body is kept but its signature.
struct SurveyPass {
    /// A route: the server it went to, its method, and its path with id-like segments as places.
    struct RouteKey: Hashable {
        var server: Int
        var method: HTTPMethod
        var segments: [RouteSegment]
    }

    /// What the first pass knows of one route.
    final class Route {
        let key: RouteKey
        var exchanges = 0
        /// What each id place of the path held, in path order.
        var idPlaces: [IDPlaceTally] = []
        var signatures: [BodySignature: Int] = [:]
        var auth = RouteAuthTally()
        /// The first entry of the route, which the summary names.
        let firstSource: String

        init(key: RouteKey, firstSource: String) {
            self.key = key
            self.firstSource = firstSource
        }
    }

    /// Distinct signatures kept per route; answers past it still count towards the route, not its envelope.
    static let signaturesKept = 256

    /// The servers entries go to: the named ones, or one per origin until the busiest is chosen.
    private(set) var servers: ServerSelection
    /// The origins seen (auto mode: each is a provisional server, in order of first sight).
    private(set) var origins: [String] = []
    private(set) var originCounts: [String: Int] = [:]
    private(set) var routes: [RouteKey: Route] = [:]
    private(set) var routeOrder: [RouteKey] = []
    private(set) var authSurvey = AuthSurvey()
    private(set) var secrets = SecretSet()
    private(set) var entries = 0
    var notes = DraftNotes()

    init(servers: ServerSelection) {
        self.servers = servers
    }

    mutating func add(_ entry: HAREntry, file: String) {
        entries += 1
        secrets.formUnion(
            CaptureSecrets.secrets(
                of: entry, headerNames: Self.secretHeaderNames(entry),
                queryNames: CaptureSecrets.credentialQueryNames.union(["access_token", "accesstoken", "auth_token"])))
        let exchange: CapturedExchange
        do {
            exchange = try CapturedExchange(entry, file: file)
        } catch {
            let source = CapturedExchange.source(file: file, index: entry.index)
            switch error {
            case .unreadable(let defect): notes.leaveOut(source, because: "unreadable: \(defect)")
            case .method(let method):
                notes.leaveOut(
                    source,
                    because: "\(method.escapedForTerminal) requests (the format has GET, POST, PUT, PATCH and DELETE)")
            case .url: notes.leaveOut(source, because: "not an http(s) URL with a host")
            }
            return
        }
        guard let (server, segments) = place(exchange) else {
            notes.leaveOut(
                exchange.source,
                because: "another host (\(exchange.origin.escapedForTerminal)); name it with --server NAME=URL")
            return
        }
        originCounts[exchange.origin, default: 0] += 1
        let key = RouteKey(
            server: server, method: exchange.method,
            segments: segments.map { IDSegment($0) == nil ? .literal($0) : .id })
        let route: Route
        if let known = routes[key] {
            route = known
        } else {
            route = Route(key: key, firstSource: exchange.source)
            routes[key] = route
            routeOrder.append(key)
        }
        route.exchanges += 1
        let ids = zip(key.segments, segments).filter { $0.0 == .id }.map(\.1)
        if route.idPlaces.isEmpty {
            route.idPlaces = ids.map(IDPlaceTally.init)
        } else {
            for (index, value) in ids.enumerated() { route.idPlaces[index].add(value) }
        }
        if let response = exchange.response, !(300...399).contains(response.status) {
            let signature = BodySignature(status: response.status, data: response.body.data.map(Array.init))
            if route.signatures[signature] != nil || route.signatures.count < Self.signaturesKept {
                route.signatures[signature, default: 0] += 1
            }
        }
        authSurvey.record(exchange, into: &route.auth)
    }

    /// Which server the exchange went to and its path below the server's prefix; nil for a host no server names.
    private mutating func place(_ exchange: CapturedExchange) -> (Int, [String])? {
        guard servers.named.isEmpty else { return servers.place(exchange.request.url) }
        if let index = origins.firstIndex(of: exchange.origin) { return (index, exchange.segments) }
        origins.append(exchange.origin)
        return (origins.count - 1, exchange.segments)
    }

    /// The route key of an exchange as this pass made it, for the second pass to find its endpoint; nil for an
    /// exchange of a host no server names.
    func routeKey(of exchange: CapturedExchange) -> RouteKey? {
        let placed: (Int, [String])?
        if servers.named.isEmpty {
            placed = origins.firstIndex(of: exchange.origin).map { ($0, exchange.segments) }
        } else {
            placed = servers.place(exchange.request.url)
        }
        guard let (server, segments) = placed else { return nil }
        return RouteKey(
            server: server, method: exchange.method,
            segments: segments.map { IDSegment($0) == nil ? .literal($0) : .id })
    }

    /// Every header a token may travel in, the usual credential headers among them.
    private static func secretHeaderNames(_ entry: HAREntry) -> Set<String> {
        var names = CredentialHeaders.names
        for header in entry.request.headers where TokenPlaceNames.isTokenHeader(header.name) {
            names.insert(header.name.lowercased())
        }
        return names
    }
}
