/// The request log's lines: method, path, status, what was served and why. Only the method and path of a request are
/// printed (made safe for a terminal), never its headers, query or body, and the path without the parameters or
/// credentials a client may have put in it (``LoggedPath``), so no token, nonce or secret field can reach the log.
enum RequestLog {
    /// The longest path printed; longer ones end in `…`.
    static let maxPathLength = 160

    /// `GET /sys/user/getUserInfo -> 200 currentUser "current user"`, with notes in parentheses; `catalog` is what
    /// the request was answered from (the server always passes it), which names the secrets a path may hold.
    static func line(for request: MockRequest, reply: MockReply, catalog: MockCatalog? = nil) -> String {
        let path = LoggedPath(request, endpoint: reply.endpoint, catalog: catalog)
        var line = "\(printable(request.method, limit: 16)) \(printable(path.text, limit: maxPathLength))"
        if path.parametersHidden { line += "…" }
        line += " -> \(reply.answer.status)"
        if let endpoint = reply.endpoint { line += " \(endpoint)" }
        line += " \(reply.answer.label)"
        let notes = reply.notes + (path.parametersHidden ? ["the path's parameters are not shown"] : [])
        if !notes.isEmpty { line += " (\(notes.joined(separator: "; ")))" }
        return line
    }

    /// A request the mock could not read: the status it answered and why, in its own words.
    static func refusedLine(status: Int, reason: String) -> String {
        "- - -> \(status) (\(reason))"
    }

    /// Visible ASCII as it is, anything else as `\u{…}`, cut at `limit` characters.
    static func printable(_ text: String, limit: Int) -> String {
        var output = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else { return output + "…" }
            if (0x21...0x7E).contains(scalar.value) {
                output.unicodeScalars.append(scalar)
            } else {
                output += "\\u{\(String(scalar.value, radix: 16))}"
            }
            count += 1
        }
        return output
    }
}
