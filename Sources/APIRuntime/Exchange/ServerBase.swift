import Foundation

/// One base URL of a client, judged once: the default server's, or a named server's (`servers:` of the contract).
///
/// Each is held to ``BaseURLSecurity`` on its own, so one server on plain HTTP off loopback (or with a password, a
/// query or a fragment in its URL) refuses the calls sent to it, by the server's name, and never those of the others.
struct ServerBase: Sendable {
    /// The server's name in the contract; nil for the default server.
    let name: String?
    let url: URL
    /// Why the URL may not carry a session (nil: it may); every call to the server is refused with it.
    let refusal: String?
    /// The URL's text without its trailing slashes, which each call's path is appended to.
    let text: String

    init(name: String?, url: URL, allowsInsecureHTTP: Bool) {
        self.name = name
        self.url = url
        refusal = BaseURLSecurity.refusal(of: url, allowsInsecureHTTP: allowsInsecureHTTP).map { refusal in
            name.map { "server '\($0)': \(refusal)" } ?? refusal.description
        }
        var text = url.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        self.text = text
    }
}
