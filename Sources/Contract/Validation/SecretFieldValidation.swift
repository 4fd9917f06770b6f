/// A field whose name looks secret (a token, nonce, password, …) must say `secret:` explicitly, so a
/// credential is never printed by accident and a harmless look-alike is a decision, not an oversight.
enum SecretFieldValidation {
    /// Lower-cased fragments of secret-looking names.
    static let secretFragments = ["token", "nonce", "secret", "password", "sessiontoken", "tmpsecret"]
    /// Lower-cased names that look secret as a whole.
    static let secretNames = ["authorizationcode"]

    static func check(_ context: ValidationContext) {
        for model in context.contract.models {
            for field in model.fields where looksSecret(field.name) && !field.isSecret {
                let path = ContractPaths.field(field.name, of: model.name)
                // `secret: false` written in the file is a decision; only a missing key is reported.
                guard !context.sourceMap.contains(path.appending("secret")) else { continue }
                context.errorAtKey(
                    "field '\(field.name)' looks secret; mark it `secret: true` (or `secret: false` if it is not)",
                    at: path, fallback: field.provenance.mark)
            }
        }
    }

    static func looksSecret(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return secretNames.contains(lowered) || secretFragments.contains { lowered.contains($0) }
    }
}
