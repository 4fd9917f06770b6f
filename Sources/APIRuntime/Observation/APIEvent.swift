/// One thing a generated client did during a call, for an ``APIObserver``.
///
/// Events carry names, numbers and durations only: no header value, no body, no server message, no token, nonce,
/// identity token, refresh token, temporary key or `secret: true` field. The few texts that come from the server (an
/// error code, a key in a decoding path, the local detail of a failure) pass through the redactor of the secrets the
/// request carried, as an ``APIError``'s do.
public struct APIEvent: Sendable {
    /// The call the event belongs to.
    public var call: APICallID
    /// The endpoint's operation name in the contract, e.g. `currentUser`.
    public var endpoint: String
    /// What happened.
    public var kind: Kind

    /// An event of `call` to `endpoint` (tests and adapters).
    public init(call: APICallID, endpoint: String, kind: Kind) {
        self.call = call
        self.endpoint = endpoint
        self.kind = kind
    }

    /// What happened, in the order a call goes through it.
    public enum Kind: Sendable {
        /// The request was built and is about to be sent for the first time.
        case requestPrepared(RequestSummary)
        /// Attempt number `attempt` (1 for the first) is being sent.
        case attemptStarted(attempt: Int)
        /// An answer arrived: its HTTP status, the time from sending to its last byte, and its body's size.
        case responseReceived(attempt: Int, status: Int, duration: Duration, byteCount: Int)
        /// The attempt ended without an answer (a timeout, no network, a body over the size limit, …).
        case transportFailed(attempt: Int, fault: TransportFault, duration: Duration)
        /// The answer's envelope or payload did not decode: where, never what arrived.
        case decodingFailed(attempt: Int, DecodingFailure)
        /// The contract's rules classified a failed attempt; attempt 0 is a call refused before anything was sent.
        case classified(attempt: Int, Classification)
        /// A retryable failure of an idempotent read: the client waits `delay`, then sends the next attempt.
        case retryScheduled(afterAttempt: Int, delay: Duration, reason: RetryReason)
        /// The call returned its payload after `attempts` attempts, `duration` after its first was sent.
        case succeeded(attempts: Int, duration: Duration)
        /// The call threw an error of `errorClass` after `attempts` attempts (0: refused before sending).
        case failed(attempts: Int, duration: Duration, errorClass: any APIErrorClass)
    }

    /// What a prepared request is, without any of its values.
    public struct RequestSummary: Sendable, Hashable {
        /// The HTTP method.
        public var method: HTTPMethod
        /// The path as the contract writes it, placeholders unfilled (`/auth/{realmId}/apple`), without the query.
        public var pathTemplate: String
        /// The names of the headers that carry the session snapshot (its token, its tenant) on this request; empty
        /// for a request that sends no token. Their values are never part of an event.
        public var credentialHeaders: [String]
        /// The names of the query parameters that carry a secret (a token sent in the query, a `secret: true`
        /// parameter); like every query value, theirs are never part of an event.
        public var secretQueryNames: [String]
        /// What kind of body the request carries.
        public var body: Body

        /// The kind of a request body.
        public enum Body: Sendable, Hashable {
            /// No body.
            case none
            /// JSON of `byteCount` bytes.
            case json(byteCount: Int)
            /// A multipart form streamed from a file.
            case multipart
            /// An `application/x-www-form-urlencoded` form of `byteCount` bytes.
            case form(byteCount: Int)
        }

        /// A summary (tests and adapters).
        public init(
            method: HTTPMethod, pathTemplate: String, credentialHeaders: [String], secretQueryNames: [String] = [],
            body: Body
        ) {
            self.method = method
            self.pathTemplate = pathTemplate
            self.credentialHeaders = credentialHeaders
            self.secretQueryNames = secretQueryNames
            self.body = body
        }
    }

    /// The class the contract's rules picked for a failed attempt, and the facts it was picked from.
    public struct Classification: Sendable {
        /// The class, e.g. a generated module's `…ErrorClass.unauthorized`; cast it to the module's type to switch over it.
        public var errorClass: any APIErrorClass
        /// The HTTP status, when an answer arrived.
        public var httpStatus: Int?
        /// The failure body's numeric business code.
        public var code: Int?
        /// The failure body's string error code (redacted).
        public var errorCode: String?
        /// The envelope's `statusCode`, for envelopes that echo the HTTP status in the body.
        public var statusCode: Int?
        /// The transport fault, when no answer arrived.
        public var transportFault: TransportFault?
        /// What went wrong locally, when the class alone doesn't say (redacted, like ``APIError/detail``).
        public var detail: String?

        /// The classification an error was made from.
        public init<Class: APIErrorClass>(_ error: APIError<Class>) {
            errorClass = error.errorClass
            httpStatus = error.httpStatus
            code = error.code
            errorCode = error.errorCode
            statusCode = error.statusCode
            transportFault = error.observation.transportFault
            detail = error.detail
        }
    }

    /// Why a retry waits as long as it does.
    public struct RetryReason: Sendable {
        /// Where the delay came from.
        public enum Source: Sendable, Hashable {
            /// Exponential backoff with jitter, within the contract's retry policy.
            case backoff
            /// The server's `Retry-After`, capped by the contract's retry policy.
            case retryAfter
        }

        /// The class of the failure being retried (always one whose `isRetryable` is true).
        public var errorClass: any APIErrorClass
        /// Where the delay came from.
        public var source: Source

        /// A reason (tests and adapters).
        public init(errorClass: any APIErrorClass, source: Source) {
            self.errorClass = errorClass
            self.source = source
        }
    }
}
