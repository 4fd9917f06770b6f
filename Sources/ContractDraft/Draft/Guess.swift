/// What kind of guess a draft made: each is marked `# draft: …` where it stands in the contract, counted in the
/// summary, and explained in docs/draft.md (a test holds that table to ``GuessKind/allCases``).
public enum GuessKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case baseURL = "base-url"
    case endpointName = "endpoint-name"
    case pathParameter = "path-parameter"
    case literalIDSegment = "literal-id-segment"
    case endpointAuth = "endpoint-auth"
    case endpointRole = "endpoint-role"
    case envelope = "envelope"
    case secondEnvelope = "second-envelope"
    case payload = "payload"
    case errorClass = "error-class"
    case optionalField = "optional-field"
    case nullableField = "nullable-field"
    case wireForms = "wire-forms"
    case dateType = "date-type"
    case int64Type = "int64-type"
    case opaqueJSON = "opaque-json"
    case mapField = "map-field"
    case pagination = "pagination"
    case enumCases = "enum-cases"
    case secretField = "secret-field"
    case perCallValue = "per-call-value"
    case sharedModel = "shared-model"
    case tokenPlacement = "token-placement"
    case tokenSetBy = "token-set-by"
    case tokenEndsBy = "token-ends-by"
    case cookieSession = "cookie-session"
    case cookieRefresh = "cookie-refresh"
    case tenantHeader = "tenant-header"
    case requestHeader = "request-header"
    case unmapped = "unmapped"

    /// What the guess means and what to confirm, as docs/draft.md lists it.
    public var meaning: String {
        switch self {
        case .baseURL:
            "The base URL (or a server's) was chosen from the traffic: the busiest host, with the leading path every route shares kept in it where it is a server's context path (`/jeecg-boot`, `/prod-api`) or an API word (`/api`, `/v2`); a plain first word (`/sys`) stays in the paths. Confirm it is the API's root."
        case .endpointName:
            "The endpoint's name was made from its method and path (`getUser`, `postAppleNative`); the generated method is named after it. Rename it to what the docs call it."
        case .pathParameter:
            "A path segment that varied between captures and looks like an id (digits, a UUID, hex, long base62) became a `{parameter}`, named from the segment before it; one that held a credential the captures sent became a `{…Token}` parameter, never written. Confirm it is one, and its name and type."
        case .literalIDSegment:
            "A segment that looks like an id took a single value in every capture, so it stayed part of the path. Make it a `{parameter}` if it is one."
        case .endpointAuth:
            "Whether the endpoint carries credentials was read from the requests: `none` where none did, `optional` where some did and some did not; from a document, `none` for a sign-in (or what comes before one, or what hands out a token) that only the document-wide `security` covered. Confirm it."
        case .endpointRole:
            "The endpoint's role was guessed: `login` where its answer handed out the token or cookies later requests sent, `logout` where its path says so or its answer deleted the session cookies."
        case .envelope:
            "The envelope (its style, its success flag or code and the values that mean success, its message and payload fields) was read from every answer. Confirm it against the docs."
        case .secondEnvelope:
            "These endpoints answer in another shape than the rest, so they got an envelope of their own. Confirm that the server really answers them differently."
        case .payload:
            "Where the payload sits was read from the successful answers: in the payload field, in the message (a URL), or nowhere (every success carried no data)."
        case .errorClass:
            "A business code (or string error code) seen on failures got an error rule and a placeholder class (`code1001`). Name the class for what the app does about it, and set its flags."
        case .optionalField:
            "The field was absent from some of the bodies seen, so it is optional. Make it required if the docs say it is always sent."
        case .nullableField:
            "The field was `null` in some of the bodies seen, so it is nullable."
        case .wireForms:
            "The field arrived in several JSON forms (a number and numeric text, say), so it accepts each (`wire:`). Confirm the docs allow both."
        case .dateType:
            "The values look like dates (ISO-8601 text, or integers in the range of Unix seconds under a name like `expiresAt`), so the field is a `dateTime` or `unixSeconds`."
        case .int64Type:
            "A value above 2^53 was seen, so the field is `int64` (JavaScript clients lose such numbers); some look like Unix milliseconds."
        case .opaqueJSON:
            "The field's values did not agree on one shape (an object here, text there), were only ever `null`, or lists were always empty, so it is kept as opaque `json`. Give it a type once the docs say what it holds."
        case .mapField:
            "The object's keys are data, not fields, so it is a map (`{ map: V }`), its values typed together: two or more keys that are all ids, dates or no names (`1024`, `2026-12-07`, `A01-02`); more than 200 keys; or 8 or more keys each holding a list (or each an object), as JeecgBoot's `sysAllDictItems` holds each dictionary's items by code. Make it a model if the docs name its keys."
        case .pagination:
            "The list endpoint pages by the query names this family uses (`pageNo`/`pageSize`, `pageNum`/`pageSize`, `current`/`size`, `offset`/`limit`) and its payload holds a list named like a page's items (`records`, `rows`, `list`) with an integer count beside it (`total`), so it has a pager: the client gains `…Pages` and `…Items` sequences. Confirm the names, and the first page's number (1 unless `firstPage: 0`)."
        case .enumCases:
            "The document lists the values but not their names, so the enum's cases are named after the values (`value1`, `active`). Name them as the docs do."
        case .secretField:
            "The field's (or parameter's, or cookie's) name or value looks like a credential (a token, secret, password, nonce, signature), so it is `secret: true`: never printed, redacted from every answer. Confirm it."
        case .perCallValue:
            "A parameter that took a new value in every request, each the time (`_t`, `timestamp`) or random text of one length (`nonce`), is computed by the client for each call (`from: { clock: … }` or `from: { random: …, length: … }`), not passed by the app. A clock name that several endpoints sent, a new time on every request, is one contract-wide `perCall:` rule for the methods that carried it. Confirm the docs ask for it, and move a per-endpoint one to `perCall:` where every request carries it."
        case .sharedModel:
            "Objects with exactly the same fields were seen in several places, so they share one model. Split it if they mean different things."
        case .tokenPlacement:
            "The session token was found in a request header (`X-Access-Token`, `Authorization: Bearer`) or query parameter that the authenticated requests carried. Confirm where the docs put it."
        case .tokenSetBy:
            "The endpoint's successful answer carried, in this payload field, a token that later requests sent (values compared, never written), so it hands the token out: `setBy: { endpoint, from: { field } }`, one entry per sign-in. Confirm it is a sign-in and the field the docs name."
        case .tokenEndsBy:
            "After the endpoint's successful calls the token they sent was never accepted again: later requests with it were refused (HTTP 401 or code 401) or a sign-in followed, so its success ends the session (`endsBy`). One whose path says it signs out (`logout`, `signOut`, `exit`) needs one such call; any other two, each followed by a refusal. Confirm the docs say so."
        case .cookieSession:
            "The session is a set of cookies: set by the answers of the `setBy` endpoints, sent by the later requests; cookies whose name or value looks like a session are `secret: true`."
        case .cookieRefresh:
            "The endpoint sent the session cookies on every call and each success set new values of them, just after an answer that refused the same cookies with a business code: it renews the session (`refreshedBy`, `role: refresh`), and that code's class `refreshes: true` starts it. Confirm the docs describe the renewal."
        case .tenantHeader:
            "A tenant header was sent beside the token, so it became `auth.tenant` with an identifier of its own."
        case .requestHeader:
            "Every request carried the header with one value (an `X-Version` the server checks), so it is in `headers.always`. Confirm the server needs it. Headers whose value changed (a time, a signature) or that only some requests carried are listed in the summary, never written with a value; credentials never are."
        case .unmapped:
            "Something of the input has no place in the format (listed in the summary with its location); the draft leaves it out."
        }
    }

    public static func < (lhs: GuessKind, rhs: GuessKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One guess of a draft: its kind and the sentence written after `# draft:` at its place.
public struct Guess: Sendable, Hashable {
    public var kind: GuessKind
    /// One line, the draft's own words around names already made safe for a contract.
    public var text: String
    /// The endpoint the guess is about, by the draft's name for it, where its text begins with that name (a session's
    /// sign-in, sign-out or refresh); nil for any other guess.
    public private(set) var endpoint: String?

    public init(_ kind: GuessKind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// A guess about the endpoint named `endpoint`: its text is the name, then `remark`.
    public init(_ kind: GuessKind, about endpoint: String, _ remark: String) {
        self.init(kind, endpoint + remark)
        self.endpoint = endpoint
    }

    /// The same guess about the same endpoint under another name (a document's name for an endpoint a capture named
    /// otherwise); nil for a guess about no endpoint.
    public func about(_ name: String) -> Guess? {
        guard let endpoint else { return nil }
        return Guess(kind, about: name, String(text.dropFirst(endpoint.count)))
    }
}
