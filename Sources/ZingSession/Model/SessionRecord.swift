import APIRuntime
import Foundation
import ZingAPI

/// What a signed-in session is made of, as the store keeps it (apple sign-in §7.5): the API environment, the
/// platform user, the platform token, the confirmed tenant and minimal display data.
///
/// Display data (names, the last server-listed memberships) is never a grant. The token is a ``Secret``: the
/// record's description never shows it.
public struct SessionRecord: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The API base URL the token was issued by; the token is never sent anywhere else.
    public var baseURL: URL
    /// The platform user the session belongs to.
    public var userID: UserID
    /// The platform token, sent as the token header.
    public var token: Secret
    /// The confirmed current tenant; nil or 0 when the account has none.
    public var tenantID: TenantID?
    /// Display data only.
    public var username: String?
    /// Display data only.
    public var realname: String?
    /// The memberships the server listed last (names for display, and the local switch gate); nil when never read.
    public var knownTenants: [TenantMembership]?

    /// Creates a record.
    public init(
        baseURL: URL, userID: UserID, token: Secret, tenantID: TenantID?, username: String? = nil,
        realname: String? = nil, knownTenants: [TenantMembership]? = nil
    ) {
        self.baseURL = baseURL
        self.userID = userID
        self.token = token
        self.tenantID = tenantID
        self.username = username
        self.realname = realname
        self.knownTenants = knownTenants
    }

    /// The one snapshot every request of this session reads its token and tenant from.
    public var credentials: ZingCredentials { ZingCredentials(token: token, tenantID: tenantID) }

    /// Whether `other` is the same sign-in (environment, user and token), whatever its tenant or display data.
    public func isSameSession(as other: SessionRecord) -> Bool {
        BaseURLs.same(baseURL, other.baseURL) && userID == other.userID && token == other.token
    }

    /// The record with its token redacted.
    public var description: String {
        "SessionRecord(baseURL: \(baseURL.absoluteString), userID: \(userID), token: <redacted>, tenantID: "
            + "\(tenantID?.description ?? "nil"))"
    }
}

/// Comparing API environments.
enum BaseURLs {
    /// The URL without a trailing slash, so `…/api` and `…/api/` are one environment.
    static func normalized(_ url: URL) -> String {
        var text = url.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }

    static func same(_ left: URL, _ right: URL) -> Bool { normalized(left) == normalized(right) }
}
