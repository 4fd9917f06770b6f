import Contract
import TextFoundation

/// The contract's servers as OpenAPI `servers` lists: the document's own list is the default server's, and an
/// operation sent to another named server carries that server's list (OpenAPI 3.1 §4.8.10: an operation's
/// `servers` override the document's), with its name in `x-zing-server`.
enum ServerTranslation {
    /// The document's `servers`: the default server (or `info.baseURL`), or a host variable where none is documented.
    static func documentServers(_ contract: Contract) -> JSONValue {
        let name = contract.defaultServerName
        return [
            entry(
                url: contract.defaultBaseURL, name: name,
                doc: name.flatMap { contract.server(named: $0) }?.provenance.doc)
        ]
    }

    /// `operation` with the `servers` of its endpoint's server, when that is not the default one.
    static func placing(_ operation: JSONValue, _ endpoint: Endpoint, in contract: Contract) -> JSONValue {
        guard let name = contract.additionalServerName(of: endpoint), let server = contract.server(named: name) else {
            return operation
        }
        return operation.setting("servers", [entry(url: server.url, name: name, doc: server.provenance.doc)])
            .setting(ZingExtension.server.key, .string(name))
    }

    private static func entry(url: String?, name: String?, doc: String?) -> JSONValue {
        let named = name.map { "Server `\($0)`" + (doc.map { ": \($0)" } ?? ".") }
        guard let url else {
            let perDeployment = "The host is per deployment; the contract names none."
            return [
                "url": "https://{host}",
                "description": .string(named.map { $0 + " " + perDeployment } ?? perDeployment),
                "variables": ["host": ["default": "api.example.invalid"]],
            ]
        }
        var entry: JSONValue = ["url": .string(url)]
        if let named { entry = entry.setting("description", .string(named)) }
        return entry
    }
}
