/// A kind of finding: a stable id (for `--fail-on` counts, JSON reports and documentation), its severity and what it
/// means. The catalog is ``FindingKind/all``; docs/contract-verify.md lists it.
public struct FindingKind: Sendable, Hashable {
    /// Stable kebab-case id, e.g. `response-payload-invalid`.
    public let id: String
    public let severity: Severity
    /// What it means, in one line.
    public let explanation: String

    init(_ id: String, _ severity: Severity, _ explanation: String) {
        self.id = id
        self.severity = severity
        self.explanation = explanation
    }

    // MARK: Captures and matching

    static let entryUnreadable = FindingKind(
        "entry-unreadable", .error, "A HAR entry lacks a required member (request, method or URL); it is not checked.")
    static let requestUnmatched = FindingKind(
        "request-unmatched", .warning, "A request under the base URL that no endpoint of the contract has.")
    static let endpointNotExercised = FindingKind(
        "endpoint-not-exercised", .warning, "An endpoint of the contract that no capture exercised.")
    static let wrongServer = FindingKind(
        "request-wrong-server", .error,
        "A request to one of the contract's servers whose method and path are an endpoint of another server.")
    static let unknownHost = FindingKind(
        "request-unknown-host", .warning,
        "A request to a host no server of the contract names, whose method and path are an endpoint's (contracts "
            + "with named servers).")
    static let insecureScheme = FindingKind(
        "request-insecure-scheme", .error, "A request to the API's host over another scheme than the base URL's.")

    // MARK: Requests

    static let tokenMissing = FindingKind(
        "request-token-missing", .error, "An endpoint that carries the session token was sent without it.")
    static let tokenUnexpected = FindingKind(
        "request-token-unexpected", .error, "An endpoint that sends no token (a login exchange) carried one.")
    static let tokenScheme = FindingKind(
        "request-token-scheme", .error, "The token header lacks the scheme the contract names (e.g. `Bearer`).")
    static let tenantInvalid = FindingKind(
        "request-tenant-invalid", .error,
        "The tenant header is no valid id, or carries the value that must be sent as no header (`omitWhen`).")
    static let tenantUnexpected = FindingKind(
        "request-tenant-unexpected", .error, "An endpoint that sends no tenant carried the tenant header.")
    static let forbiddenHeader = FindingKind(
        "request-forbidden-header", .error, "A header the contract says never to send was sent.")
    static let headerMismatch = FindingKind(
        "request-header-mismatch", .warning,
        "A header every request (or every JSON body) carries is missing or differs.")
    static let queryInvalid = FindingKind(
        "request-query-invalid", .error,
        "A query or path parameter is missing, not its type, or not its fixed value; a `oneOf:` group with a query "
            + "parameter among its members with none or more than one member sent; a paged list's page, offset or size "
            + "missing, or below what its pager sends (a page before the first, an offset below 0, a size below 1).")
    static let queryUnknown = FindingKind(
        "request-query-unknown", .warning, "A query parameter the endpoint does not declare.")
    static let perCallInvalid = FindingKind(
        "request-per-call-invalid", .error,
        "A value the client computes per call (a timestamp, a nonce) is missing, sent twice, or not of its kind.")
    static let signatureMissing = FindingKind(
        "request-signature-missing", .error,
        "A signed endpoint's request lacks a value the app's signer adds (or sends it twice).")
    static let bodyInvalid = FindingKind(
        "request-body-invalid", .error,
        "The request body does not fit the endpoint's body (model, limits the client checks, multipart parts, form "
            + "fields); a `oneOf:` group of body fields with none or more than one member sent.")
    static let bodyUndocumented = FindingKind(
        "request-body-undocumented", .warning,
        "The request body differs from the documented shape in a way servers usually accept (null for an absent "
            + "field, an undeclared form field, a body the capture did not keep).")

    // MARK: Responses

    static let responseMissing = FindingKind(
        "response-missing", .warning, "The capture holds no response, or no response body, for a matched request.")
    static let bodyUnreadable = FindingKind(
        "response-body-unreadable", .error, "A response body the capture marked base64 is not valid base64.")
    static let redirect = FindingKind(
        "response-redirect", .warning, "A 3xx answer: the generated client never follows redirects.")
    static let redirectLeak = FindingKind(
        "redirect-credential-leak", .error,
        "A request that followed a redirect to another origin carried a credential: a credential header or query "
            + "parameter, or one of the redirected request's credentials anywhere in its URL.")
    static let successStatus = FindingKind(
        "response-success-status", .error, "The envelope says success but the HTTP status is not 2xx.")
    static let payloadInvalid = FindingKind(
        "response-payload-invalid", .error,
        "A value of a successful response arrived in a form the contract does not accept: the client fails to "
            + "decode it.")
    static let payloadUndocumented = FindingKind(
        "response-payload-undocumented", .warning,
        "A value arrived null where the contract says absent (or the reverse); the client accepts both.")
    static let enumValueUnlisted = FindingKind(
        "response-enum-value-unlisted", .warning,
        "A value of an enum that none of its cases documents; the client keeps it as `unknown`.")
    static let codeUndocumented = FindingKind(
        "response-code-undocumented", .warning,
        "A failure's business code (or string error code) that no rule and no example of the contract names.")
    static let successCodeUnlisted = FindingKind(
        "response-success-code-unlisted", .warning,
        "A success carried a code the envelope's `successCodes` do not list.")
    static let codeMalformed = FindingKind(
        "response-code-malformed", .warning, "The envelope's code is not an integer; the client ignores it.")
    static let statusCodeMismatch = FindingKind(
        "response-status-code-mismatch", .warning, "The envelope's `statusCode` differs from the HTTP status.")

    /// Every kind, in report order.
    public static let all: [FindingKind] = [
        entryUnreadable, requestUnmatched, endpointNotExercised, wrongServer, unknownHost, insecureScheme, tokenMissing,
        tokenUnexpected,
        tokenScheme, tenantInvalid, tenantUnexpected, forbiddenHeader, headerMismatch, queryInvalid, queryUnknown,
        perCallInvalid, signatureMissing, bodyInvalid, bodyUndocumented, responseMissing, bodyUnreadable, redirect,
        redirectLeak,
        successStatus,
        payloadInvalid, payloadUndocumented, enumValueUnlisted, codeUndocumented, successCodeUnlisted, codeMalformed,
        statusCodeMismatch,
    ]
}
