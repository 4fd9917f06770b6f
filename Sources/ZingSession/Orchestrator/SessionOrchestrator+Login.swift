import APIRuntime
import Foundation
import ZingAPI

extension SessionOrchestrator {
    /// Signs in with a fresh Apple authorization (apple sign-in §7.1): exchange → check → save → verify the
    /// current user (its id must equal the login's) → memberships and permissions in parallel → ready.
    ///
    /// A failed exchange leaves any existing session as it was. A failed save stops before anything is shown as
    /// signed in. A mismatching current user drops the new session (`accountMismatch`).
    public func login(_ request: AppleLoginRequest) async throws(SessionError) -> SessionContext {
        let prior = state
        let started = advanceGeneration()
        state = .exchanging
        let signedIn: SignedIn<LoginResult, ZingCredentials>
        do {
            signedIn = try await client.appleNativeLogin(request)
        } catch {
            try ensureCurrent(started)
            state = prior
            throw .api(error.hiding([request.identityToken, request.nonce]))
        }
        try ensureCurrent(started)
        let login = signedIn.payload
        // The token the contract's `auth.token.setBy` hands out; the tenant is confirmed afterwards (§7.1).
        let record = SessionRecord(
            baseURL: client.baseURL, userID: login.userInfo.id, token: signedIn.credentials.token,
            tenantID: login.userInfo.loginTenantID, username: login.userInfo.username,
            realname: login.userInfo.realname)
        state = .savingSession
        do {
            try store.save(record)
        } catch {
            state = prior
            throw .storage(error)
        }
        adopt(record)
        return try await initialize(record)
    }

    /// Loads the stored session without any request and makes it current, unverified (`restoring`).
    ///
    /// - Returns: the record, or nil when none is stored (or a failed deletion blocked restoring it).
    /// - Throws: ``SessionError/environmentMismatch(stored:)`` when it belongs to another base URL.
    @discardableResult
    public func resume() throws(SessionError) -> SessionRecord? {
        guard !restoreBlocked else {
            state = .signedOut
            return nil
        }
        let stored: SessionRecord?
        do {
            stored = try store.load()
        } catch {
            throw .storage(error)
        }
        guard let stored else {
            state = .signedOut
            return nil
        }
        guard BaseURLs.same(stored.baseURL, client.baseURL) else { throw .environmentMismatch(stored: stored.baseURL) }
        adopt(stored)
        state = .restoring(stored)
        return stored
    }

    /// App launch (apple sign-in §7.5): ``resume()``, then verify and initialise like a login.
    ///
    /// A 401 drops the session; a network failure leaves it `unverified` with credentials kept.
    /// - Returns: the ready context, or nil when no session is stored.
    public func restore() async throws(SessionError) -> SessionContext? {
        guard let record = try resume() else { return nil }
        return try await initialize(record)
    }

    /// Reads the current user and checks it is the session's user; a different id drops the session.
    public func verifyCurrentUser() async throws(SessionError) -> UserInfo {
        let (result, record) = try await performRecording { client, credentials throws(ZingError) in
            try await client.currentUser(credentials: credentials)
        }
        guard result.userInfo.id == record.userID else {
            dropSession(record)
            throw .api(.accountMismatch(expected: record.userID, found: result.userInfo.id))
        }
        return result.userInfo
    }

    /// Makes `record` the current session as a new generation; caches of other accounts go.
    func adopt(_ record: SessionRecord) {
        current = record
        advanceGeneration()
        cache.keepOnly(sessionOf: record)
    }

    /// Verifies the current user, then reads memberships and permissions in parallel (§7.1 steps 4–7).
    func initialize(_ record: SessionRecord) async throws(SessionError) -> SessionContext {
        let started = generation
        state = .initializing(record)
        let user: UserInfo
        do {
            user = try await client.currentUser(credentials: record.credentials).userInfo
        } catch {
            try ensureCurrent(started)
            throw failInitialization(record, error)
        }
        try ensureCurrent(started)
        guard user.id == record.userID else {
            dropSession(record)
            throw .api(.accountMismatch(expected: record.userID, found: user.id))
        }
        let (memberships, permissions) = await Self.readTenantContext(client, record.credentials)
        try ensureCurrent(started)
        switch (memberships, permissions) {
        case (.success(let memberships), .success(let permissions)):
            var verified = record
            verified.username = user.username ?? record.username
            verified.realname = user.realname ?? record.realname
            verified.knownTenants = memberships
            return becomeReady(
                SessionContext(record: verified, user: user, memberships: memberships, grants: Grants(permissions)))
        case (.failure(let error), _), (_, .failure(let error)):
            // An invalidating failure wins over a merely transient one.
            let failures = [memberships.failure, permissions.failure].compactMap { $0 }
            throw failInitialization(record, failures.first { $0.invalidatesSession } ?? error)
        }
    }

    /// Publishes `context` as ready and stores its display data (a failure there is reported, not thrown).
    func becomeReady(_ context: SessionContext) -> SessionContext {
        if context.record != current {
            current = context.record
            persistQuietly(context.record)
        }
        cache.store(context)
        state = .ready(context)
        return context
    }

    /// Ends an initialization that failed: invalidating failures drop the session, others keep it unverified.
    func failInitialization(_ record: SessionRecord, _ error: ZingError) -> SessionError {
        let error = error.hiding([record.token])
        if error.invalidatesSession {
            dropSession(record)
        } else {
            state = .unverified(record)
        }
        return .api(error)
    }

    /// Memberships and permissions of one snapshot, read in parallel.
    nonisolated static func readTenantContext(_ client: ZingClient, _ credentials: ZingCredentials) async -> (
        Result<[TenantMembership], ZingError>, Result<PermissionSet, ZingError>
    ) {
        async let memberships = capture { () async throws(ZingError) in
            try await client.tenantMemberships(credentials: credentials)
        }
        async let permissions = capture { () async throws(ZingError) in
            try await client.permissionCodes(credentials: credentials)
        }
        return await (memberships, permissions)
    }

    nonisolated static func capture<Value>(_ work: () async throws(ZingError) -> Value) async -> Result<
        Value, ZingError
    > {
        do {
            return .success(try await work())
        } catch {
            return .failure(error)
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
