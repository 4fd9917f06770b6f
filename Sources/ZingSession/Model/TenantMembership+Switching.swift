import ZingAPI

extension TenantMembership {
    /// The tenant this row lets the user switch to: only when the tenant is enabled (`status` 1), the membership
    /// is normal (`userTenantStatus` 1) and `tenantUserId` is a valid positive integer; nil otherwise.
    public var switchableTenantID: TenantID? {
        guard notSwitchableReason == nil else { return nil }
        return tenantID
    }

    /// Why this row is not switchable, or nil when it is.
    public var notSwitchableReason: String? {
        guard let tenantID, tenantID.rawValue > 0 else { return "its tenant id is not a valid integer" }
        if status != .enabled { return "tenant \(tenantID) is not enabled" }
        if userTenantStatus != .normal { return "the membership of tenant \(tenantID) is not normal" }
        return nil
    }
}
