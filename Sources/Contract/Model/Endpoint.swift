import WireVocabulary

/// One operation of the API.
public struct Endpoint: Sendable, Hashable {
    /// `token`: the request carries the session's credentials; `optional`: it carries them when the caller has
    /// them (it works signed out, and answers more signed in); `none`: it carries none.
    public enum Auth: String, Sendable, Hashable {
        case token, optional, none

        /// Whether the request may carry credentials.
        public var mayCarryCredentials: Bool { self != .none }
    }

    /// A path or query parameter, or a field of a form body.
    public struct Parameter: Sendable, Hashable {
        public var name: String
        public var type: TypeRef
        /// A fixed value the client always sends (e.g. `userTenantStatus=1`).
        public var constant: String?
        public var isOptional: Bool
        /// A credential the client never prints (`secret: true`): sent as given, hidden from every URL, log and report.
        public var isSecret: Bool
        /// The session cookie whose value the client sends here (`from: { cookie: bili_jct }`, a CSRF value): filled
        /// by the client from the credentials, never by the app, and hidden like a secret.
        public var fromCookie: String?
        /// A value the client computes for each call (`from: { clock: unixMillis }`, `from: { random: hex, length:
        /// 32 }`): never a method argument.
        public var perCall: PerCallValue.Kind?
        /// For a list sent as one value (`separator: ","`: `id=1,2,3`): what joins its elements.
        public var separator: String?
        /// The bounds of a number the client checks before sending (`minimum:`, `maximum:`).
        public var range: NumericRange?
        public var provenance: Provenance

        public init(
            name: String, type: TypeRef, constant: String? = nil, isOptional: Bool = false, isSecret: Bool = false,
            fromCookie: String? = nil, perCall: PerCallValue.Kind? = nil, separator: String? = nil,
            range: NumericRange? = nil, provenance: Provenance
        ) {
            self.name = name
            self.type = type
            self.constant = constant
            self.isOptional = isOptional
            self.isSecret = isSecret
            self.fromCookie = fromCookie
            self.perCall = perCall
            self.separator = separator
            self.range = range
            self.provenance = provenance
        }

        /// Whether the value is a credential: `secret: true`, or derived from a session cookie.
        public var isCredential: Bool { isSecret || fromCookie != nil }
        /// Whether the client fills the value itself (from a session cookie, or computed per call), so the app never
        /// passes it.
        public var isFilledByClient: Bool { fromCookie != nil || perCall != nil }
    }

    public enum Body: Sendable, Hashable {
        case none
        /// A JSON body of the named model.
        case json(model: String)
        /// A multipart form: one file part and optional text fields.
        case multipart(fileField: String, fields: [Parameter])
        /// An `application/x-www-form-urlencoded` body of text fields, in the order the contract lists them.
        case form(fields: [Parameter])
    }

    /// Where the payload is found in a successful response.
    public enum PayloadLocation: String, Sendable, Hashable {
        /// The envelope's payload field.
        case result
        /// The envelope's message field (Zing upload returns the file URL there).
        case message
        /// No payload: a message-only endpoint.
        case none
        /// The whole body (envelopes of style none).
        case body
    }

    /// A success condition: `path predicate`, e.g. `token nonEmpty`; an empty path is the payload itself. A condition
    /// of a union variant (`session: accessToken nonEmpty`) holds only when the payload decodes as that variant, and its
    /// path starts at the variant's model.
    public struct Requirement: Sendable, Hashable, CustomStringConvertible {
        public enum Predicate: String, Sendable, Hashable, CaseIterable { case present, nonEmpty, httpURL }
        /// The union variant the condition applies to; nil for the payload whatever it is.
        public var variant: String?
        /// Wire names from the payload (or the variant's model) down, e.g. `["userInfo", "id"]`.
        public var path: [String]
        public var predicate: Predicate
        public var provenance: Provenance

        public init(variant: String? = nil, path: [String], predicate: Predicate, provenance: Provenance) {
            self.variant = variant
            self.path = path
            self.predicate = predicate
            self.provenance = provenance
        }

        /// `token nonEmpty`, `present`, `session: accessToken nonEmpty`.
        public var description: String {
            let condition = path.isEmpty ? predicate.rawValue : "\(path.joined(separator: ".")) \(predicate.rawValue)"
            return variant.map { "\($0): \(condition)" } ?? condition
        }
    }

    public struct Response: Sendable, Hashable {
        public var envelope: String
        public var payload: PayloadLocation
        /// The payload's type; nil for message-only endpoints.
        public var type: TypeRef?
        public var require: [Requirement]
        /// Success conditions on payload fields (`success:`), each perhaps applying only when another field's value
        /// says so.
        public var success: [PayloadSuccessCondition]
        /// The data failures of some classes keep (`failureData:`).
        public var failureData: FailureData?
        /// The codes that mean success for this endpoint in place of its envelope's (`successCodes:`), where the code
        /// is the answer's state (a QR poll's 801 waiting, 802 scanned, 803 signed in); nil: the envelope's.
        public var successCodes: [BusinessCode]?
        public var provenance: Provenance

        public init(
            envelope: String, payload: PayloadLocation, type: TypeRef?, require: [Requirement] = [],
            success: [PayloadSuccessCondition] = [], failureData: FailureData? = nil,
            successCodes: [BusinessCode]? = nil, provenance: Provenance
        ) {
            self.envelope = envelope
            self.payload = payload
            self.type = type
            self.require = require
            self.success = success
            self.failureData = failureData
            self.successCodes = successCodes
            self.provenance = provenance
        }
    }

    public var name: String
    public var method: HTTPMethod
    /// The path relative to the base URL, with `{param}` placeholders.
    public var path: String
    public var pathParameters: [Parameter]
    public var query: [Parameter]
    public var auth: Auth
    /// Whether the tenant header is sent.
    public var sendsTenant: Bool
    public var role: EndpointRole
    public var retry: RetryMode
    public var body: Body
    public var response: Response
    /// Endpoint rules, consulted before the contract's.
    public var errorRules: [ErrorRule]
    /// The endpoint's own response size limit in bytes (its `clientPolicy.maxResponseBytes`), overriding the
    /// contract's; nil when it has none.
    public var maxResponseBytes: Int?
    /// The endpoint's own deadline of each exchange in seconds (its `clientPolicy.timeout`), overriding the
    /// contract's; nil: the contract's.
    public var timeout: Double?
    /// The docs' passage the endpoint's deadline comes from (its `clientPolicy.source`), when it names one.
    public var timeoutSource: String?
    public var examples: [Example]
    /// Set when the docs retire the endpoint.
    public var deprecation: Deprecation?
    /// The docs keep this call on the app's own server (it needs a secret an app must not hold, such as an app
    /// secret): the generated client has no method for it, while lint, `verify`, `mock` and `openapi` still know it.
    public var isServerOnly: Bool
    /// The named server the endpoint is sent to (`server:`); nil: the contract's default server.
    public var server: String?
    /// Sets of parameters of which the client sends exactly one (`oneOf:`), in contract order.
    public var parameterGroups: [ParameterGroup] = []
    /// Whether the app's request signer signs each request (`signed: true`, with the contract's `signing:`).
    public var isSigned = false
    /// How the list the endpoint answers pages (`pagination:`); nil: it answers one page, or no list.
    public var pagination: Pagination?
    public var provenance: Provenance

    public init(
        name: String, method: HTTPMethod, path: String, pathParameters: [Parameter] = [], query: [Parameter] = [],
        auth: Auth, sendsTenant: Bool, role: EndpointRole, retry: RetryMode, body: Body, response: Response,
        errorRules: [ErrorRule] = [], maxResponseBytes: Int? = nil, examples: [Example] = [],
        deprecation: Deprecation? = nil, isServerOnly: Bool = false, provenance: Provenance
    ) {
        self.name = name
        self.method = method
        self.path = path
        self.pathParameters = pathParameters
        self.query = query
        self.auth = auth
        self.sendsTenant = sendsTenant
        self.role = role
        self.retry = retry
        self.body = body
        self.response = response
        self.errorRules = errorRules
        self.maxResponseBytes = maxResponseBytes
        self.examples = examples
        self.deprecation = deprecation
        self.isServerOnly = isServerOnly
        self.provenance = provenance
    }

    /// The `{name}` placeholders of the path, in order.
    public var pathPlaceholders: [String] {
        var names: [String] = []
        var rest = path[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
