import Foundation

extension URL {
    /// The URL as printed by the runtime's descriptions: every query value hidden, names kept
    /// (`https://host/sns/userinfo?access_token=<redacted>&openid=<redacted>`). A query can carry a live token
    /// (WeChat-style `access_token`) and values nobody should read in a log; which of them are secret is the
    /// contract's to say, so a printed URL hides them all, as a printed request hides its body.
    var printedWithoutQueryValues: String {
        let text = absoluteString
        guard let questionMark = text.firstIndex(of: "?") else { return text }
        let fragmentStart = text[questionMark...].firstIndex(of: "#") ?? text.endIndex
        let query = text[text.index(after: questionMark)..<fragmentStart]
        let hidden = query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
            return pair[..<equals] + "=<redacted>"
        }
        // A fragment is never sent, and the runtime never makes one: dropped, so nothing after `#` is printed either.
        return text[..<questionMark] + "?" + hidden.joined(separator: "&")
    }
}
