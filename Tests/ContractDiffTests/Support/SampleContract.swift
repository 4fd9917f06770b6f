import Contract
import WireVocabulary
import YAMLNodes

/// Contract model values with every optional set, every list non-empty and every enum case with a payload used,
/// so a Mirror walk over them reaches every attribute of the model.
enum SampleContract {
    static let provenance = Provenance(
        mark: SourceMark(line: 1, column: 1), source: "doc.md#1", doc: "Doc.",
        deviations: [Deviation(source: "doc.md#2", reason: "Why.", mark: SourceMark(line: 1, column: 1))],
        policy: [PolicyNote(key: "k", value: "1", reason: "Ours.", mark: SourceMark(line: 1, column: 1))])
    static let parameter = Endpoint.Parameter(
        name: "p", type: .scalar(.int), constant: "1", isOptional: true, fromCookie: "c",
        perCall: .random(.hex, length: 8),
        separator: ",",
        range: NumericRange(minimum: 0, maximum: nil), provenance: provenance)
    static let rule = ErrorRule(
        transport: [.timeout], http: [.init(400, 499)], codes: [1], errorCodes: ["e"], success: false, body: .notJSON,
        when: .authenticated, conditionsFailed: true, local: [.invalidInput], otherwise: true,
        message: .glob("locked*"), errorClass: "c", provenance: provenance)
    static let deprecation = Deprecation(
        since: "1.1", note: "Gone.", replacement: "r", mark: SourceMark(line: 1, column: 1))
    static let response = Endpoint.Response(
        envelope: "standard", payload: .result, type: .model("M"),
        require: [Endpoint.Requirement(variant: "v", path: ["a"], predicate: .nonEmpty, provenance: provenance)],
        provenance: provenance)
    static let examples = [
        Example(
            name: "ok", isConstructed: true, request: "{}", status: 200,
            responseHeaders: [HeaderRules.Header(name: "A", value: "b")], response: "{}",
            expectation: .success(values: [Example.ExpectedValue(path: "a", json: "1")]), expectedMessage: "ok",
            signedIn: true, provenance: provenance),
        Example(
            name: "failed", response: "{}", expectation: .failure(errorClass: "c", code: 1, errorCode: "e"),
            provenance: provenance),
    ]

    static var values: [Any] {
        let field = Field(
            name: "f", type: .identifier("ID"), isOptional: true, isNullable: true, wire: [.int], invalid: .keepRaw,
            isSecret: true, maxLength: 1, isNonEmpty: true, range: NumericRange(minimum: 1, maximum: 2),
            serverTruncatesAt: 2, isNotForAuthorization: true,
            deprecation: deprecation, provenance: provenance)
        let endpoints = [
            Endpoint(
                name: "e", method: .post, path: "/{p}", pathParameters: [parameter], query: [parameter], auth: .token,
                sendsTenant: true, role: .write, retry: .never, body: .json(model: "M"), response: response,
                errorRules: [rule], maxResponseBytes: 4096, examples: examples, deprecation: deprecation,
                provenance: provenance),
            Endpoint(
                name: "u", method: .post, path: "/u", auth: .token, sendsTenant: true, role: .write, retry: .never,
                body: .multipart(fileField: "file", fields: [parameter]), response: response, provenance: provenance),
        ]
        let contract = Contract(
            file: "c.yaml", format: 1,
            info: Info(
                title: "T", module: "TAPI", version: "1", date: "2026-01-01", baseURL: "https://x", generate: true,
                docs: ["doc.md"], provenance: provenance),
            identifiers: [Identifier(name: "ID", storage: .int, wire: [.int], provenance: provenance)],
            models: [
                Model(name: "M", isOpen: false, fields: [field], deprecation: deprecation, provenance: provenance)
            ],
            unions: [
                Union(
                    name: "U",
                    variants: [Union.Variant(name: "v", type: "M", discriminatorKey: "k", provenance: provenance)],
                    provenance: provenance)
            ],
            enums: [
                Enumeration(
                    name: "E", storage: .int, wire: [.int],
                    cases: [
                        Enumeration.Case(name: "one", value: .int(1), deprecation: deprecation, provenance: provenance)
                    ],
                    provenance: provenance),
                Enumeration(
                    name: "S", storage: .string, wire: [.string],
                    cases: [Enumeration.Case(name: "a", value: .string("a"), provenance: provenance)],
                    provenance: provenance),
            ],
            envelopes: [
                Envelope(
                    name: "standard",
                    format: EnvelopeFormat(
                        style: .flag, successField: "s", codeField: "c", errorCodeField: "e", messageField: "m",
                        payloadField: "p", statusCodeField: "st", timestampField: "t", successCodes: [0]),
                    provenance: provenance),
                Envelope(
                    name: "coded",
                    format: EnvelopeFormat(
                        style: .code, codeField: "Response.Error.Code", codeKind: .string, successCodes: ["OK"],
                        successWithoutCode: true),
                    provenance: provenance),
                Envelope(
                    name: "problems", format: EnvelopeFormat(style: .none, problemDetails: true), provenance: provenance
                ),
            ],
            auth: AuthRules(
                token: .init(placement: .header(name: "X-T", scheme: "Bearer"), provenance: provenance),
                session: CookieSessionRules(
                    cookies: [.init(name: "c", isSecret: true, provenance: provenance)], setBy: ["e"], endsBy: ["u"],
                    provenance: provenance),
                tenant: .init(header: "X-Ten", type: "ID", omitWhen: "0", provenance: provenance),
                provenance: provenance),
            headers: HeaderRules(
                always: [.init(name: "A", value: "b")], jsonBody: [.init(name: "C", value: "d")], never: ["N"],
                provenance: provenance),
            errorClasses: [
                ErrorClass(
                    name: "c", when: "w", invalidatesSession: true, keepsCredentials: false, isRetryable: true,
                    refreshes: true, endsIn: "s", isRaisedByClient: true, action: "a", provenance: provenance)
            ],
            errorRules: [rule],
            retry: RetryDefaults(maxAttempts: 1, baseDelay: 1, maxDelay: 1, retryAfterCap: 1, provenance: provenance),
            clientPolicy: ClientPolicy(maxResponseBytes: 2048, provenance: provenance),
            endpoints: endpoints,
            scenarios: [
                Scenario(
                    name: "s",
                    steps: [
                        Scenario.Step(endpoint: "e", example: "own", definition: examples[0], provenance: provenance)
                    ],
                    same: [[Scenario.ValuePath(step: "e", path: "a"), Scenario.ValuePath(step: "e", path: "[*].b")]],
                    listed: [
                        Scenario.Listing(
                            value: Scenario.ValuePath(step: "e", path: "a"),
                            list: Scenario.ValuePath(step: "e", path: "b"))
                    ], provenance: provenance)
            ])
        var withPerCall = contract
        withPerCall.signing = SigningRules(
            values: [SignedValue(.query("w_rid"), isSecret: true)], provenance: provenance)
        withPerCall.endpoints[0].isSigned = true
        withPerCall.perCall = [
            PerCallRule(value: PerCallValue(.header("X-N"), .unixMillis), methods: [.post], provenance: provenance)
        ]
        // The other way a token travels, so the walk reaches both placements.
        let queryToken = AuthRules.Token(placement: .query(name: "access_token"), provenance: provenance)
        return [withPerCall, queryToken]
    }
}
