/// A field whose name looks secret (a token, nonce, password, …) must say `secret:` explicitly, so a
/// credential is never printed by accident and a harmless look-alike is a decision, not an oversight. Only a field that
/// can hold one is asked: text, JSON, or what holds fields; never a flag, a number, a date or an enum value
/// (`isPasswordExpired: { type: bool }`).
enum SecretFieldValidation {
    /// Lower-cased fragments of secret-looking names.
    static let secretFragments = ["token", "nonce", "secret", "password", "sessiontoken", "tmpsecret"]
    /// Lower-cased names that look secret as a whole.
    static let secretNames = ["authorizationcode"]

    static func check(_ context: ValidationContext) {
        for model in context.contract.models {
            for field in model.fields
            where looksSecret(field.name) && !field.isSecret && context.contract.canHoldSecret(field.type) {
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
        if secretNames.contains(lowered) { return true }
        // An ASCII name (most are) is searched in its bytes: the fragments are ASCII letters, so a match there is one
        // by character.
        guard lowered.utf8.allSatisfy({ $0 < 0x80 }) else { return secretFragments.contains { lowered.contains($0) } }
        let bytes = Array(lowered.utf8)
        return secretFragmentBytes.contains { fragment in
            bytes.count >= fragment.count
                && (0...(bytes.count - fragment.count)).contains {
                    bytes[$0..<($0 + fragment.count)].elementsEqual(fragment)
                }
        }
    }

    private static let secretFragmentBytes = secretFragments.map { Array($0.utf8) }
}

extension Contract {
    /// Whether a field of `type` can carry a credential, so that lint asks it to say `secret:` when its name looks
    /// secret: text (an identifier stored as text), a URL, JSON, a model or union (through its fields), or a list of
    /// one of them; never a flag, a number, a date or an enum value.
    package func canHoldSecret(_ type: TypeRef) -> Bool {
        switch type {
        case .scalar(let scalar):
            switch scalar {
            case .string, .url, .json: return true
            case .int, .int64, .double, .bool, .unixSeconds, .unixMillis, .dateTime: return false
            }
        case .identifier(let name): return identifier(named: name)?.storage != .int
        case .enumeration: return false
        case .model, .union: return true
        case .list(let element), .map(let element): return canHoldSecret(element)
        }
    }
}
