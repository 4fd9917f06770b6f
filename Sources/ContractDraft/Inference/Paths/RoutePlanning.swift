import Contract
import ContractVerify
import WireVocabulary

/// An endpoint the draft will write, as far as the first pass can say: its route, name, server, path template and
/// path parameters.
struct EndpointPlan {
    /// One segment of the path template.
    enum Segment {
        case literal(String)
        /// A path parameter: its name and whether every value was an integer.
        case parameter(String, integers: Bool)
    }

    var name: String
    var key: SurveyPass.RouteKey
    /// The named server, when the draft has several; nil: the default one.
    var server: String?
    var method: HTTPMethod
    var segments: [Segment]

    /// `/users/{userId}`, literal segments percent-encoded where the format's path characters do not cover them.
    var path: String {
        "/"
            + segments.map { segment in
                switch segment {
                case .literal(let text): PercentEncoding.encoded(text, for: .pathSegment)
                case .parameter(let name, _): "{\(name)}"
                }
            }.joined(separator: "/")
    }

    var parameters: [(name: String, integers: Bool)] {
        segments.compactMap { if case .parameter(let name, let integers) = $0 { (name, integers) } else { nil } }
    }
}

/// Turns the first pass's routes into endpoint plans: the auto-chosen server and its prefix, path parameters where
/// an id place varied (literal segments where it did not), and names from the method and path.
enum RoutePlanning {
    struct Plan {
        var endpoints: [EndpointPlan]
        /// Route key → endpoint index.
        var index: [SurveyPass.RouteKey: Int]
        /// The servers by name with their URLs, default first.
        var servers: [(name: String, url: String)]
    }

    static func plan(_ survey: SurveyPass, guesses: inout GuessBook, notes: inout DraftNotes) -> Plan {
        var keys = survey.routeOrder
        var servers: [(name: String, url: String)]
        var prefixLength = 0
        if survey.servers.named.isEmpty {
            // The busiest origin is the API; the others are listed as left out.
            let chosen = survey.origins.indices.max {
                (survey.originCounts[survey.origins[$0]] ?? 0, $1) < (survey.originCounts[survey.origins[$1]] ?? 0, $0)
            }
            guard let chosen else { return Plan(endpoints: [], index: [:], servers: []) }
            for key in keys where key.server != chosen {
                let route = survey.routes[key]!
                for _ in 0..<route.exchanges {
                    notes.leaveOut(
                        route.firstSource,
                        because:
                            "another host (\(survey.origins[key.server].escapedForTerminal)); name it with --server NAME=URL"
                    )
                }
            }
            keys = keys.filter { $0.server == chosen }
            let prefix = commonPrefix(keys.map(\.segments))
            prefixLength = prefix.count
            let url =
                survey.origins[chosen]
                + (prefix.isEmpty
                    ? "" : "/" + prefix.map { PercentEncoding.encoded($0, for: .pathSegment) }.joined(separator: "/"))
            servers = [("api", url)]
            guesses.add(
                Guess(
                    .baseURL,
                    "the busiest host of the captures\(prefix.isEmpty ? "" : ", with its leading path \(prefix.map { "/" + $0 }.joined())"); confirm the API's base URL"
                ),
                at: DraftPlace.info.appending("baseURL"))
        } else {
            servers = survey.servers.named.map { ($0.name, $0.base.description) }
        }
        var endpoints: [EndpointPlan] = []
        var index: [SurveyPass.RouteKey: Int] = [:]
        var taken: Set<String> = []
        for key in keys {
            let route = survey.routes[key]!
            var plan = endpoint(for: route, dropping: prefixLength, secrets: survey.secrets, guesses: &guesses)
            plan.server = survey.servers.named.count > 1 && key.server > 0 ? survey.servers.named[key.server].name : nil
            let name = Naming.unique(plan.name, among: taken)
            if name != plan.name { guesses.rename(.endpoint(plan.name), to: .endpoint(name)) }
            plan.name = name
            taken.insert(name)
            index[key] = endpoints.count
            endpoints.append(plan)
        }
        return Plan(endpoints: endpoints, index: index, servers: servers)
    }

    /// The leading literal words every route shares that usually belong to a base URL (a context path such as
    /// `jeecg-boot` first, then `api`, `v2`), leaving every route at least one segment.
    private static func commonPrefix(_ routes: [[RouteSegment]]) -> [String] {
        guard let shortest = routes.map(\.count).min(), shortest > 1 else { return [] }
        var prefix: [String] = []
        for position in 0..<(shortest - 1) {
            guard case .literal(let word) = routes[0][position],
                ServerSelection.isPrefixWord(word) || (position == 0 && ServerSelection.isContextPath(word)),
                routes.allSatisfy({ $0[position] == .literal(word) })
            else { break }
            prefix.append(word)
        }
        return prefix
    }

    private static func endpoint(
        for route: SurveyPass.Route, dropping prefix: Int, secrets: SecretSet, guesses: inout GuessBook
    ) -> EndpointPlan {
        var segments: [EndpointPlan.Segment] = []
        var literalIDs: [String] = []
        var secretParameters: Set<String> = []
        var placeIndex = 0
        var parameterNames: Set<String> = []
        var previousLiteral: String?
        @discardableResult
        func parameter(named last: String, integers: Bool) -> String {
            let words = (previousLiteral.map { Naming.singular(Naming.words($0)) } ?? []) + [last]
            let name = Naming.unique(Naming.lowerCamel(words, fallback: last), among: parameterNames)
            parameterNames.insert(name)
            segments.append(.parameter(name, integers: integers))
            previousLiteral = nil
            return name
        }
        for (position, segment) in route.key.segments.enumerated() {
            switch segment {
            case .literal(let word) where position >= prefix && secrets.reveals(word):
                // A credential in the path (a share link's token) is never written: the place becomes a parameter.
                secretParameters.insert(parameter(named: "token", integers: false))
            case .literal(let word):
                if position >= prefix { segments.append(.literal(word)) }
                previousLiteral = word
            case .id:
                let tally = route.idPlaces[placeIndex]
                placeIndex += 1
                if secrets.reveals(tally.first) {
                    secretParameters.insert(parameter(named: "token", integers: false))
                    continue
                }
                guard tally.varies else {
                    segments.append(.literal(tally.first))
                    literalIDs.append(tally.first)
                    previousLiteral = nil
                    continue
                }
                parameter(named: "id", integers: tally.allIntegers)
            }
        }
        var plan = EndpointPlan(
            name: endpointName(route.key.method, segments), key: route.key, server: nil, method: route.key.method,
            segments: segments)
        plan.name = endpointName(route.key.method, segments)
        let place = DraftPlace.endpoint(plan.name)
        guesses.add(
            Guess(.endpointName, "named from \(route.key.method.rawValue) \(plan.path); rename it as the docs do"),
            at: place)
        for name in secretParameters.sorted() {
            guesses.add(
                Guess(.pathParameter, "`{\(name)}` held a credential the captures sent: a parameter, never written"),
                at: place.appending("path"))
        }
        for (name, _) in plan.parameters where !secretParameters.contains(name) {
            guesses.add(
                Guess(.pathParameter, "`{\(name)}` varied between captures and looks like an id"),
                at: place.appending("path"))
        }
        for value in literalIDs {
            guesses.add(
                Guess(
                    .literalIDSegment,
                    "`\(PercentEncoding.encoded(value, for: .pathSegment))` looks like an id but was the same in every capture; make it a {parameter} if it is one"
                ),
                at: place.appending("path"))
        }
        return plan
    }

    /// Verbs that start names of RPC-style paths (`/sys/user/getUserInfo`): such a last word is the name.
    private static let verbs: Set<String> = [
        "get", "list", "query", "find", "fetch", "search", "add", "create", "save", "update", "edit", "modify",
        "delete",
        "remove", "change", "set", "login", "logout", "signin", "signout", "register", "upload", "download", "check",
        "send", "verify", "submit", "refresh", "bind", "unbind", "switch", "reset", "cancel", "confirm", "apply",
        "import", "export", "sync", "auth", "authorize", "oauth", "token", "poll", "scan",
    ]

    /// `getUser` for `GET /users/{userId}`, `getUserInfo` for `GET /sys/user/getUserInfo`, `postAppleNative` for
    /// `POST /thirdLogin/apple/native`.
    static func endpointName(_ method: HTTPMethod, _ segments: [EndpointPlan.Segment]) -> String {
        let literals = segments.compactMap { if case .literal(let word) = $0 { word } else { nil } }
        let endsWithParameter: Bool
        if case .parameter? = segments.last { endsWithParameter = true } else { endsWithParameter = false }
        guard let last = literals.last else { return method.rawValue.lowercased() + "Root" }
        let words = Naming.words(last)
        if let first = words.first?.lowercased(), verbs.contains(first) { return Naming.lowerCamel(words) }
        var noun = endsWithParameter ? Naming.singular(words) : words
        if !endsWithParameter, literals.count > 1, !ServerSelection.isPrefixWord(literals[literals.count - 2]) {
            noun = Naming.words(literals[literals.count - 2]) + noun
        }
        let verb: String
        switch method {
        case .get: verb = endsWithParameter || !(words.last?.hasSuffix("s") ?? false) ? "get" : "list"
        case .post: verb = words.last?.hasSuffix("s") == true ? "create" : "post"
        case .put, .patch: verb = "update"
        case .delete: verb = "delete"
        }
        return Naming.lowerCamel([verb] + noun)
    }
}
