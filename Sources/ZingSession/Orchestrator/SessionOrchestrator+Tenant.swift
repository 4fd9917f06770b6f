import APIRuntime
import Foundation
import ZingAPI

extension SessionOrchestrator {
    /// Reads the user's memberships and remembers them as the session's known tenants.
    public func loadMemberships() async throws(SessionError) -> [TenantMembership] {
        let (memberships, record) = try await performRecording { client, credentials throws(ZingError) in
            try await client.tenantMemberships(credentials: credentials)
        }
        if var updated = current, updated.isSameSession(as: record), updated.knownTenants != memberships {
            updated.knownTenants = memberships
            current = updated
            persistQuietly(updated)
            if case .ready(var context) = state {
                context.record = updated
                context.memberships = memberships
                cache.store(context)
                state = .ready(context)
            }
        }
        return memberships
    }

    /// Reads the current user's grants in the current tenant (`codeList` and `auth` only).
    public func loadPermissions() async throws(SessionError) -> Grants {
        Grants(
            try await perform { client, credentials throws(ZingError) in
                try await client.permissionCodes(credentials: credentials)
            })
    }

    /// Switches to `target` (apple sign-in §7.7).
    ///
    /// Only a tenant the server listed as enabled with a normal membership and a valid id is accepted; anything
    /// else is refused locally without sending the switch. Memberships are read first only when none are known.
    /// While the switch is in flight new requests wait and the old session stays; on success the session moves
    /// to the target tenant (same token), then memberships are re-verified and permissions reloaded for it.
    public func switchTenant(to target: TenantID) async throws(SessionError) -> SessionContext {
        await waitWhileSwitching()
        guard current != nil else { throw .noSession }
        let known: [TenantMembership]
        if case .ready(let context) = state {
            known = context.memberships
        } else if let listed = current?.knownTenants {
            known = listed
        } else {
            known = try await loadMemberships()
        }
        try Self.checkSwitchable(target, in: known)
        guard let record = current else { throw .noSession }
        let prior = state
        let started = advanceGeneration()
        beginSwitch(started)
        defer { endSwitch(started) }
        state = .switchingTenant(from: record, to: target)
        do {
            try await client.changeLoginTenant(
                ChangeLoginTenantRequest(loginTenantID: target), credentials: record.credentials)
        } catch {
            try ensureCurrent(started)
            if error.invalidatesSession { dropSession(record) } else { state = prior }
            throw .api(error.hiding([record.token]))
        }
        try ensureCurrent(started)
        var switched = record
        switched.tenantID = target
        do {
            try saveIfStillStored(switched)
        } catch {
            state = prior
            throw .storage(error)
        }
        current = switched
        return try await reloadTenantContext(switched, target: target)
    }

    /// The target must be listed, switchable and have a valid id; otherwise a local refusal.
    static func checkSwitchable(_ target: TenantID, in memberships: [TenantMembership]) throws(SessionError) {
        let rows = memberships.filter { $0.tenantID == target }
        guard !rows.isEmpty else { throw .refused("tenant \(target) is not among the memberships the server listed") }
        guard rows.contains(where: { $0.switchableTenantID == target }) else {
            throw .refused(rows.compactMap(\.notSwitchableReason).first ?? "tenant \(target) is not switchable")
        }
    }

    /// The new context after a switch: memberships re-verified and permissions reloaded for the target tenant.
    private func reloadTenantContext(_ record: SessionRecord, target: TenantID) async throws(SessionError)
        -> SessionContext
    {
        let started = advanceGeneration()
        state = .initializing(record)
        let (memberships, permissions) = await Self.readTenantContext(client, record.credentials)
        try ensureCurrent(started)
        switch (memberships, permissions) {
        case (.success(let memberships), .success(let permissions)):
            var verified = record
            verified.knownTenants = memberships
            guard memberships.contains(where: { $0.switchableTenantID == target }) else {
                current = verified
                persistQuietly(verified)
                state = .unverified(verified)
                throw .refused("tenant \(target) is no longer listed as switchable; its context was not loaded")
            }
            let user = UserInfo(
                id: record.userID, username: record.username, realname: record.realname, loginTenantID: target)
            return becomeReady(
                SessionContext(record: verified, user: user, memberships: memberships, grants: Grants(permissions)))
        case (.failure(let error), _), (_, .failure(let error)):
            let failures = [memberships.failure, permissions.failure].compactMap { $0 }
            throw failInitialization(record, failures.first { $0.invalidatesSession } ?? error)
        }
    }
}
