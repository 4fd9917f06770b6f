import ContractVerify

/// Which field, parameter and cookie names look like credentials: what the draft marks `secret: true` (and guesses
/// so), and whose values it treats as secrets in every example. The names themselves are ``CredentialNames``'s.
enum SecretNames {
    /// Whether the name holds a credential, by the one matcher `verify --examples` also uses.
    static func isSecret(_ name: String) -> Bool { CredentialNames.isCredential(name) }

    /// Cookie names that look like a session or a CSRF value.
    static func isSecretCookie(_ name: String) -> Bool { CredentialNames.isCredentialCookie(name) }

    /// Whether lint asks a field of this name to say `secret:` (its name holds `token`, `nonce`, `secret`,
    /// `password`): the writer then says `secret: false` for one the draft does not take for a credential. Lint's own
    /// list is held to this one by `DraftDocumentationTests`.
    static func lintAsksAboutSecrecy(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered == "authorizationcode"
            || ["token", "nonce", "secret", "password"].contains { lowered.contains($0) }
    }
}
