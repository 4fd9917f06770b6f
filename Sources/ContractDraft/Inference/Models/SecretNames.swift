/// Which field, parameter and cookie names look like credentials: what the draft marks `secret: true` (and guesses
/// so), and whose values it treats as secrets in every example.
enum SecretNames {
    private static let lastWords: Set<String> = [
        "token", "secret", "password", "passwd", "pwd", "nonce", "signature", "sign", "credential", "credentials",
        "ticket", "jwt", "otp", "cookie", "apikey", "passcode", "pin",
    ]
    private static let keyOwners: Set<String> = ["secret", "private", "access", "api", "session", "app", "sign"]

    /// `accessToken`, `refresh_token`, `tmpSecretKey`, `password`, `nonce`: yes; `tokenType`, `expiresIn`: no.
    static func isSecret(_ name: String) -> Bool {
        let words = Naming.words(name).map { $0.lowercased() }
        guard let last = words.last else { return false }
        if lastWords.contains(last) { return true }
        let before = words.count > 1 ? words[words.count - 2] : ""
        if last == "key", keyOwners.contains(before) { return true }
        if last == "id", before == "secret" || before == "session" { return true }
        return ["sessionid", "sessdata", "jsessionid", "phpsessid"].contains(name.lowercased())
    }

    /// Cookie names that look like a session or a CSRF value (`SESSDATA`, `sid`, `bili_jct`, `JSESSIONID`).
    static func isSecretCookie(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return isSecret(name)
            || ["sess", "sid", "auth", "jct", "csrf", "xsrf", "login", "remember", "jwt"].contains {
                lowered.contains($0)
            }
    }

    /// Whether lint asks a field of this name to say `secret:` (its name holds `token`, `nonce`, `secret`,
    /// `password`): the writer then says `secret: false` for one the draft does not take for a credential. Lint's own
    /// list is held to this one by `SecretNamesTests`.
    static func lintAsksAboutSecrecy(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered == "authorizationcode"
            || ["token", "nonce", "secret", "password"].contains { lowered.contains($0) }
    }
}
