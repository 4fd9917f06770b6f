import WireVocabulary
import YAMLNodes

/// Header names, header values and endpoint paths are valid HTTP, so text from the contract can never inject a
/// header or change a request's target.
enum HTTPSyntaxValidation {
    static func check(_ context: ValidationContext) {
        let contract = context.contract
        if let auth = contract.auth {
            if let token = auth.token, let header = token.placement.headerName {
                checkName(header, at: NodePath(["auth", "token", "header"]), context, token.provenance.mark)
            }
            if let tenant = auth.tenant {
                checkName(tenant.header, at: NodePath(["auth", "tenant", "header"]), context, tenant.provenance.mark)
            }
        }
        let fallback = contract.headers.provenance?.mark ?? SourceMark(line: 1, column: 1)
        for (group, headers) in [("always", contract.headers.always), ("jsonBody", contract.headers.jsonBody)] {
            for header in headers {
                let path = NodePath(["headers", group, header.name])
                checkName(header.name, at: path, context, fallback, atKey: true)
                if header.value.unicodeScalars.contains(where: isControl) {
                    context.error(
                        "the value of header '\(shown(header.name))' contains a line break or control character",
                        at: path,
                        fallback: fallback, hint: "a header value is one line of text")
                }
            }
        }
        for (index, name) in contract.headers.never.enumerated() {
            checkName(name, at: NodePath(["headers", "never", String(index)]), context, fallback)
        }
        for endpoint in contract.endpoints {
            checkPath(endpoint, context)
        }
    }

    /// The text on one line: control characters as `\n`, `\r`, `\t` or `\u{…}`, so a diagnostic stays one line.
    private static func shown(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: isControl(scalar) ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }
        }.joined()
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }

    private static func checkName(
        _ name: String, at path: NodePath, _ context: ValidationContext, _ fallback: SourceMark, atKey: Bool = false
    ) {
        guard !HTTPToken.isToken(name) else { return }
        let message = "'\(shown(name))' is not a valid HTTP header name"
        let hint = "a header name is letters, digits and \(HTTPToken.symbols) only (no spaces, colons or quotes)"
        if atKey {
            context.errorAtKey(message, at: path, fallback: fallback, hint: hint)
        } else {
            context.error(message, at: path, fallback: fallback, hint: hint)
        }
    }

    /// The characters an endpoint's path may hold, made once: made per endpoint, the set cost more than the check.
    private static let pathCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/%{}".unicodeScalars)

    /// A path is `/`-rooted ASCII without spaces, quotes, backslashes, query or fragment; `{name}` marks parameters.
    private static func checkPath(_ endpoint: Endpoint, _ context: ValidationContext) {
        let path = endpoint.path
        let at = ContractPaths.endpoint(endpoint.name).appending("path")
        if !path.hasPrefix("/") {
            context.error(
                "the path '\(shown(path))' of endpoint '\(endpoint.name)' must start with '/'", at: at,
                fallback: endpoint.provenance.mark, hint: "paths are relative to the base URL, e.g. /sys/logout")
        }
        if let bad = path.unicodeScalars.first(where: { !pathCharacters.contains($0) }) {
            let character =
                bad.properties.isWhitespace || isControl(bad)
                ? "U+" + String(bad.value, radix: 16, uppercase: true) : "'\(bad)'"
            context.error(
                "the path '\(shown(path))' of endpoint '\(endpoint.name)' contains \(character), which a URL path cannot hold",
                at: at, fallback: endpoint.provenance.mark,
                hint: bad == "?" ? "query parameters go under `query:`" : "write it percent-encoded")
        }
    }
}
