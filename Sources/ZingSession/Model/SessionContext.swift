import APIRuntime
import Foundation
import ZingAPI

/// Partitions everything cached for a session (apple sign-in §7.7): API environment + platform user + tenant.
public struct ContextKey: Sendable, Hashable, CustomStringConvertible {
    /// The normalized base URL.
    public let environment: String
    /// The signed-in user.
    public let userID: UserID
    /// The tenant, 0 when the account has none.
    public let tenantID: Int

    /// The key of `record`'s current context.
    public init(_ record: SessionRecord) {
        environment = BaseURLs.normalized(record.baseURL)
        userID = record.userID
        tenantID = record.tenantID?.rawValue ?? 0
    }

    /// Environment, user and tenant; no token.
    public var description: String { "\(environment) user \(userID) tenant \(tenantID)" }
}

/// A verified, initialised session: ready for business requests (apple sign-in §7.1 step 7).
public struct SessionContext: Sendable, Hashable {
    /// The session the context belongs to.
    public var record: SessionRecord
    /// The current user as the server confirmed it; its id equals the record's.
    public var user: UserInfo
    /// The memberships the server listed for this context.
    public var memberships: [TenantMembership]
    /// The current user's grants in this tenant.
    public var grants: Grants

    /// Creates a context.
    public init(record: SessionRecord, user: UserInfo, memberships: [TenantMembership], grants: Grants) {
        self.record = record
        self.user = user
        self.memberships = memberships
        self.grants = grants
    }

    /// The cache partition of this context.
    public var key: ContextKey { ContextKey(record) }

    /// The membership of the current tenant, when the server listed it as switchable.
    public var currentMembership: TenantMembership? {
        guard let tenant = record.tenantID else { return nil }
        return memberships.first { $0.switchableTenantID == tenant }
    }
}
