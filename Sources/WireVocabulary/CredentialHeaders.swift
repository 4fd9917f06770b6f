/// The header names whose values are credentials whatever a contract says: the one list the runtime (which never
/// prints such a value) and `verify` (which treats every such value in a capture as a secret) share. A contract's own
/// token header is a credential too; see ``isCredential(_:tokenHeader:)``.
public enum CredentialHeaders {
    /// Lower-cased names.
    public static let names: Set<String> = [
        "authorization", "proxy-authorization", "x-access-token", "x-api-key", "cookie", "set-cookie",
    ]

    /// Whether `name` (any case) is one of ``names`` or the contract's own `tokenHeader`.
    public static func isCredential(_ name: String, tokenHeader: String? = nil) -> Bool {
        let lowered = name.lowercased()
        return names.contains(lowered) || tokenHeader?.lowercased() == lowered
    }
}
