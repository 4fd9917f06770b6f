import APIRuntime
import ZingAPI

/// The current user's grants in the current tenant, from `codeList` and `auth` only (apple sign-in §7.3).
///
/// `allAuth` is the full definition list, never the user's grants, so it is not even kept here; an empty
/// `codeList` grants nothing. Grants shape the UI only: the server still decides every request.
public struct Grants: Sendable, Hashable {
    /// Granted permission codes; empty means none.
    public var codeList: [String]
    /// The granted permission entries with their rules.
    public var auth: [JSONValue]

    /// Takes the grants out of a permission read, ignoring `allAuth` and `sysSafeMode`.
    public init(_ permissions: PermissionSet) {
        codeList = permissions.codeList
        auth = permissions.auth
    }

    /// Creates grants directly.
    public init(codeList: [String], auth: [JSONValue] = []) {
        self.codeList = codeList
        self.auth = auth
    }

    /// Whether `code` is granted: only when it is listed.
    public func allows(_ code: String) -> Bool {
        codeList.contains(code)
    }
}
