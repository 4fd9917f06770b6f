/// `servers:`, `defaultServer:` and each endpoint's `server:`: every server has a name the generator can make a
/// Swift name of without renaming it and an absolute http(s) URL (or none), one of them is the default, and every
/// endpoint names a server that exists.
enum ServerValidation {
    /// Names the generated client spells itself around a server's (`baseURL`, `defaultBaseURL`).
    static let reservedNames: Set<String> = ["base", "default"]

    static func check(_ context: ValidationContext) {
        let contract = context.contract
        checkServers(context)
        checkDefault(context)
        let names = contract.servers.map(\.name)
        for endpoint in contract.endpoints {
            guard let server = endpoint.server, contract.server(named: server) == nil else { continue }
            let path = NodePath(["endpoints", endpoint.name, "server"])
            if contract.servers.isEmpty {
                context.error(
                    "endpoint '\(endpoint.name)' names server '\(server)', but the contract declares no servers",
                    at: path, fallback: endpoint.provenance.mark,
                    hint: "declare it under `servers:` (with its url), or remove `server:`")
            } else {
                context.error(
                    "endpoint '\(endpoint.name)' names unknown server '\(server)'", at: path,
                    fallback: endpoint.provenance.mark,
                    hint: DidYouMean.hint(for: server, among: names))
            }
        }
    }

    private static func checkServers(_ context: ValidationContext) {
        let contract = context.contract
        if contract.hasNamedServers, contract.info.baseURL != nil {
            context.error(
                "info.baseURL and servers both give the base URL", at: NodePath(["info", "baseURL"]),
                fallback: contract.info.provenance.mark,
                hint: "move it into `servers:` as the default server's url, and remove info.baseURL")
        }
        var swiftNames: [String: String] = [:]
        for server in contract.servers {
            let path = NodePath(["servers", server.name])
            let mark = server.provenance.mark
            if let url = server.url, let parts = InfoValidation.credentialParts(of: url) {
                context.error(
                    "server '\(server.name)': url holds \(parts): a contract holds no credential, and the URL is not shown here",
                    at: path.appending("url"), fallback: mark,
                    hint: "keep the scheme, host and path (https://api.example.com/api); the app supplies credentials")
            } else if let url = server.url, !InfoValidation.isHTTPURL(url) {
                context.error(
                    "server '\(server.name)': url '\(url)' is not an absolute http(s) URL",
                    at: path.appending("url"), fallback: mark,
                    hint: "write it like https://api.example.com, or leave it out when the host is per deployment")
            }
            guard isPlainName(server.name) else {
                context.errorAtKey(
                    "server name '\(server.name)' is not a valid identifier", at: path, fallback: mark,
                    hint: "use ASCII letters and digits, starting with a letter (`-` and `_` join words), e.g. passport"
                )
                continue
            }
            let swiftName = camelCased(server.name)
            if reservedNames.contains(swiftName) {
                context.errorAtKey(
                    "server name '\(server.name)' is reserved: the client names its URLs `baseURL` and "
                        + "`defaultBaseURL` itself", at: path, fallback: mark,
                    hint: "name the server after its host, e.g. api")
            } else if let earlier = swiftNames[swiftName] {
                context.errorAtKey(
                    "servers '\(earlier)' and '\(server.name)' have the same Swift name '\(swiftName)'", at: path,
                    fallback: mark, hint: "give each server a name of its own")
            } else {
                swiftNames[swiftName] = server.name
            }
        }
    }

    private static func checkDefault(_ context: ValidationContext) {
        let contract = context.contract
        let path = NodePath(["defaultServer"])
        let fallback = contract.info.provenance.mark
        guard let name = contract.defaultServer else {
            if contract.servers.count > 1 {
                context.error(
                    "a contract with several servers needs a defaultServer", at: NodePath(["servers"]),
                    fallback: fallback,
                    hint: "add `defaultServer: \(contract.servers[0].name)` (the server endpoints use unless they name "
                        + "one)")
            }
            return
        }
        if contract.servers.isEmpty {
            context.error(
                "defaultServer '\(name)' names a server, but the contract declares no servers", at: path,
                fallback: fallback, hint: "declare it under `servers:`, or remove defaultServer")
        } else if contract.server(named: name) == nil {
            context.error(
                "defaultServer '\(name)' is not a server of the contract", at: path, fallback: fallback,
                hint: DidYouMean.hint(for: name, among: contract.servers.map(\.name)))
        }
    }

    /// ASCII letters and digits, `-` and `_` between them, starting with a letter: a name the generator camel-cases
    /// as it is (`passport-host` → `passportHost`).
    static func isPlainName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            let isLetterOrDigit = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            return scalar.isASCII && (isLetterOrDigit || scalar == "-" || scalar == "_")
        }
    }

    /// `passport-host` → `passportHost`, `Api` → `api`: the generator's spelling, close enough to tell two apart.
    static func camelCased(_ name: String) -> String {
        let words = name.split { $0 == "-" || $0 == "_" }
        guard let first = words.first else { return name }
        return first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
