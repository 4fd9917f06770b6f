import Contract
import WireVocabulary

/// A document's security schemes as the draft's auth: an API key in a header (`X-Access-Token`) or the query, HTTP
/// bearer (and OAuth 2 / OpenID Connect, whose tokens travel the same way), or the export's cookie schemes
/// (`cookie_SESSDATA`) as a cookie session; then which operations require it, allow it (`[{…}, {}]`) or not.
struct SecurityReading {
    /// What a requirement's schemes are to the draft.
    enum Scheme {
        case token(TokenPlacement)
        case cookie(String)
        case unmapped
    }

    let document: OpenAPIDocument
    private(set) var schemes: [String: Scheme] = [:]

    init(document: OpenAPIDocument, notes: inout DraftNotes) {
        self.document = document
        let definitions =
            document.version == .openAPI3
            ? document.root["components"]?["securitySchemes"] : document.root["securityDefinitions"]
        for (name, definition) in definitions?.entries ?? [] {
            let scheme = Self.scheme(definition)
            if case .unmapped = scheme {
                notes.leaveOut(
                    definition.location(in: document.file),
                    because: "a security scheme the format has no place for (\(definition["type"]?.string ?? "?"))")
            }
            schemes[name] = scheme
        }
    }

    private static func scheme(_ definition: DocumentNode) -> Scheme {
        switch definition["type"]?.string?.lowercased() {
        case "apikey":
            // A header or cookie name is an HTTP token (lint refuses others); a query name holds no unsafe character.
            guard let name = definition["name"]?.string, EndpointAssembly.isUsableName(name) else { return .unmapped }
            if definition["in"]?.string != "query", !HTTPToken.isToken(name) { return .unmapped }
            switch definition["in"]?.string {
            case "header": return .token(.header(name: name))
            case "query": return .token(.query(name: name))
            case "cookie": return .cookie(name)
            default: return .unmapped
            }
        case "http":
            return definition["scheme"]?.string?.lowercased() == "bearer"
                ? .token(.header(name: "Authorization", scheme: "Bearer")) : .unmapped
        case "oauth2", "openidconnect":
            return .token(.header(name: "Authorization", scheme: "Bearer"))
        default:
            return .unmapped
        }
    }

    /// The token placement, or the cookies, every requirement of the document names (the first mapped wins).
    func credential(of requirements: [DocumentNode]) -> (token: TokenPlacement?, cookies: [String]) {
        for requirement in requirements {
            var cookies: [String] = []
            for (name, _) in requirement.entries {
                switch schemes[name] {
                case .token(let placement)?: return (placement, [])
                case .cookie(let cookie)?: cookies.append(cookie)
                default: continue
                }
            }
            if !cookies.isEmpty { return (nil, cookies) }
        }
        return (nil, [])
    }

    /// How an operation with these requirements (or the document's, where it has none) carries credentials.
    func auth(of requirements: DocumentNode?, global: DocumentNode?) -> Endpoint.Auth {
        guard let list = (requirements ?? global)?.items else { return .none }
        let mapped = list.filter { requirement in
            requirement.entries.contains { entry in
                switch schemes[entry.key] {
                case .token?, .cookie?: true
                default: false
                }
            }
        }
        guard !mapped.isEmpty else { return .none }
        return list.contains { $0.entries.isEmpty } ? .optional : .token
    }
}
