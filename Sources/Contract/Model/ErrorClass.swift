import WireVocabulary

/// A named failure class and the client action it prescribes.
public struct ErrorClass: Sendable, Hashable {
    public var name: String
    /// When the class applies, in words.
    public var when: String?
    /// The session that made the request must be dropped (if it is still current).
    public var invalidatesSession: Bool
    /// Stored credentials stay.
    public var keepsCredentials: Bool
    /// The client may retry automatically (idempotent endpoints only).
    public var isRetryable: Bool
    /// Bearer APIs: refresh the session once and replay the request.
    public var refreshes: Bool
    /// The session state this class ends in, where the docs name one (e.g. `disabled`): one of ``sessionStates``.
    public var endsIn: String?
    /// Raised by the client's own checks (e.g. a user-id mismatch after login), never by a wire rule.
    public var isRaisedByClient: Bool
    /// What the client does, in words.
    public var action: String?
    public var provenance: Provenance

    public init(
        name: String, when: String? = nil, invalidatesSession: Bool, keepsCredentials: Bool, isRetryable: Bool,
        refreshes: Bool = false, endsIn: String? = nil, isRaisedByClient: Bool = false, action: String? = nil,
        provenance: Provenance
    ) {
        self.name = name
        self.when = when
        self.invalidatesSession = invalidatesSession
        self.keepsCredentials = keepsCredentials
        self.isRetryable = isRetryable
        self.refreshes = refreshes
        self.endsIn = endsIn
        self.isRaisedByClient = isRaisedByClient
        self.action = action
        self.provenance = provenance
    }

    /// The session states `endsIn` may name; the runtime's `SessionState` has one case for each.
    public static let sessionStates = [
        "unauthenticated", "authenticating", "authenticated", "refreshing", "expired", "disabled", "deleted",
    ]
}
