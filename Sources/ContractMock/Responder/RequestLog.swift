/// The request log's lines: method, path, status, what was served and why. Only the method and path of a request are
/// printed (made safe for a terminal), never its headers, query or body, so no token, nonce or secret field can
/// reach the log.
enum RequestLog {
    /// The longest path printed; longer ones end in `…`.
    static let maxPathLength = 160

    /// `GET /sys/user/getUserInfo -> 200 currentUser "current user"`, with notes in parentheses.
    static func line(for request: MockRequest, reply: MockReply) -> String {
        var line = "\(printable(request.method, limit: 16)) \(printable(request.path, limit: maxPathLength)) -> "
        line += "\(reply.answer.status)"
        if let endpoint = reply.endpoint { line += " \(endpoint)" }
        line += " \(reply.answer.label)"
        if !reply.notes.isEmpty { line += " (\(reply.notes.joined(separator: "; ")))" }
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
