import Contract
import TextFoundation
import WireVocabulary

/// The `x-zing-…` members `zing-codegen openapi` writes (docs/openapi-export.md), read back: envelopes, header
/// rules, the token and tenant, the cookie session, error classes and rules, the retry and size policies, and each
/// operation's success description, rules, role and examples. A document without them (any other server's) is drafted
/// by inference instead; one with them drafts back the contract it came from.
struct ZingExtensionReading {
    let document: OpenAPIDocument

    var root: DocumentNode { document.root }

    func envelopes() -> [(name: String, format: EnvelopeFormat, provenance: Provenance)]? {
        guard let entries = root[ZingExtension.envelopes.key]?.entries, !entries.isEmpty else { return nil }
        return entries.compactMap { name, node in
            guard let style = node["style"]?.string.flatMap(EnvelopeFormat.Style.init(rawValue:)) else { return nil }
            func field(_ key: String) -> FieldPath? { node[key]?.string.map { FieldPath($0) } }
            // `code` and `message` may name several fields, in the order they are read.
            func fields(_ key: String) -> [FieldPath] {
                if let names = node[key]?.strings, !names.isEmpty { return names.map { FieldPath($0) } }
                return field(key).map { [$0] } ?? []
            }
            let codes = fields("code")
            let messages = fields("message")
            var format = EnvelopeFormat(
                style: style, successField: field("success"), codeField: codes.first,
                codeKind: node["codeType"]?.string == "string" ? .string : .int, errorCodeField: field("errorCode"),
                messageField: messages.first, payloadField: field("payload"), statusCodeField: field("statusCode"),
                timestampField: field("timestamp"), fallbackCodeFields: Array(codes.dropFirst()),
                fallbackMessageFields: Array(messages.dropFirst()))
            format.successCodes = node["successCodes"].map(Self.businessCodes) ?? []
            format.successWithoutCode = node["successWithoutCode"]?.bool ?? false
            format.problemDetails = node["problemDetails"]?.bool ?? false
            return (name, format, annotation(node))
        }
    }

    /// `description`, `x-zing-source` and `x-zing-deviation` as a definition's doc, source and deviation notes.
    func annotation(_ node: DocumentNode) -> Provenance {
        Provenance(
            mark: DraftProvenance.none.mark, source: node[ZingExtension.source.key]?.string.map(ProseText.clean),
            doc: node["description"]?.string.map(ProseText.clean), deviations: node.deviations,
            policy: node.policyNotes)
    }

    /// `x-zing-headers`' header rules: names that are HTTP tokens, values of no control or bidirectional character
    /// (lint refuses the others).
    func headers() -> HeaderRules {
        guard let node = root[ZingExtension.headers.key] else { return HeaderRules() }
        func pairs(_ key: String) -> [HeaderRules.Header] {
            (node[key]?.entries ?? []).compactMap { name, value in
                guard HTTPToken.isToken(name), let text = value.string,
                    !text.unicodeScalars.contains(where: UnsafeScalar.isUnsafe)
                else { return nil }
                return HeaderRules.Header(name: name, value: text)
            }
        }
        return HeaderRules(
            always: pairs("always"), jsonBody: pairs("jsonBody"),
            never: (node["never"]?.strings ?? []).filter { HTTPToken.isToken($0) }, provenance: annotation(node))
    }

    func token() -> TokenPlacement? {
        guard let token = root[ZingExtension.headers.key]?["token"] else { return nil }
        if let header = token["header"]?.string, HTTPToken.isToken(header) {
            return .header(name: header, scheme: token["scheme"]?.string.flatMap { HTTPToken.isToken($0) ? $0 : nil })
        }
        return token["query"]?.string.flatMap { EndpointAssembly.isUsableName($0) ? .query(name: $0) : nil }
    }

    /// `x-zing-headers.token`'s `setBy`, `endsBy` and `deliveries`, as the export writes them.
    func tokenLife() -> (setBy: [String], deliveries: [String: SignInDelivery], endsBy: [String]) {
        guard let token = root[ZingExtension.headers.key]?["token"] else { return ([], [:], []) }
        return (
            token["setBy"]?.strings ?? [], Self.deliveries(token["deliveries"]), token["endsBy"]?.strings ?? []
        )
    }

    /// A session's `deliveries`, by sign-in.
    private static func deliveries(_ node: DocumentNode?) -> [String: SignInDelivery] {
        var deliveries: [String: SignInDelivery] = [:]
        for (name, entry) in node?.entries ?? [] {
            let source = entry["from"]?["field"]?.string.map { SignInDelivery.Source.field(FieldPath($0)) }
            deliveries[name] = SignInDelivery(from: source ?? .setCookie, when: entry["when"].flatMap(Self.payloadTest))
        }
        return deliveries
    }

    func tenant() -> AuthRules.TenantHeader? {
        guard let tenant = root[ZingExtension.headers.key]?["tenant"], let header = tenant["header"]?.string,
            HTTPToken.isToken(header), let type = tenant["type"]?.string
        else { return nil }
        return AuthRules.TenantHeader(
            header: header, type: type, omitWhen: tenant["omitWhen"]?.string, provenance: annotation(tenant))
    }

    func session() -> CookieSessionRules? {
        guard let session = root[ZingExtension.headers.key]?["session"] else { return nil }
        let cookies = (session["cookies"]?.items ?? []).compactMap { item -> CookieSessionRules.Cookie? in
            item["name"]?.string.flatMap { HTTPToken.isToken($0) ? $0 : nil }.map {
                CookieSessionRules.Cookie(
                    name: $0, isSecret: item["secret"]?.bool ?? false, provenance: DraftProvenance.none)
            }
        }
        return CookieSessionRules(
            cookies: cookies, setBy: session["setBy"]?.strings ?? [],
            deliveries: Self.deliveries(session["deliveries"]), endsBy: session["endsBy"]?.strings ?? [],
            refreshedBy: session["refreshedBy"]?.string, provenance: DraftProvenance.none)
    }

    func errorClasses() -> [ErrorClass]? {
        guard let entries = root[ZingExtension.errorClasses.key]?.entries, !entries.isEmpty else { return nil }
        return entries.map { name, node in
            ErrorClass(
                name: name, when: node["when"]?.string.map(ProseText.clean),
                invalidatesSession: node["invalidatesSession"]?.bool ?? false,
                keepsCredentials: node["keepsCredentials"]?.bool ?? true, isRetryable: node["retryable"]?.bool ?? false,
                refreshes: node["refreshes"]?.bool ?? false, endsIn: node["endsIn"]?.string,
                isRaisedByClient: node["raisedByClient"]?.bool ?? false,
                action: node["action"]?.string.map(ProseText.clean),
                provenance: annotation(node))
        }
    }

    /// The rules of `node` (`x-zing-error-rules` of the document or of an operation).
    func rules(_ node: DocumentNode?) -> [ErrorRule]? {
        guard let items = node?.items, !items.isEmpty else { return nil }
        return items.compactMap(rule)
    }

    private func rule(_ node: DocumentNode) -> ErrorRule? {
        guard let errorClass = node["class"]?.string else { return nil }
        func words(_ key: String) -> [String] {
            node[key].map { $0.items.isEmpty ? [$0.string].compactMap { $0 } : $0.strings } ?? []
        }
        var rule = ErrorRule(errorClass: errorClass, provenance: annotation(node))
        rule.transport = words("transport").compactMap(TransportFaultKind.init(rawValue:))
        rule.local = words("local").compactMap(LocalRejection.init(rawValue:))
        rule.http = (node["http"]?.items ?? []).compactMap { item -> ErrorRule.StatusRange? in
            if let status = item.int { return .init(status, status) }
            let bounds = (item.string ?? "").components(separatedBy: "..").compactMap { Int($0) }
            return bounds.count == 2 ? .init(bounds[0], bounds[1]) : nil
        }
        rule.codes = (node["code"]?.items ?? []).compactMap(\.int)
        rule.errorCodes = node["errorCode"]?.strings ?? []
        rule.success = node["success"]?.bool
        rule.body = node["body"]?.string.flatMap(ErrorRule.BodyCondition.init(rawValue:))
        rule.when = node["when"]?.string.flatMap(ErrorRule.Authentication.init(rawValue:))
        rule.conditionsFailed = node["conditions"]?.string == "failed"
        rule.otherwise = node["otherwise"]?.bool ?? false
        rule.payload = node["payload"].flatMap(Self.payloadTest)
        rule.message = node["message"].flatMap(Self.messageTest)
        return rule
    }

    /// `{"glob": ["密码输入错误*次"]}`: the one comparison of a rule's message test, with its texts.
    private static func messageTest(_ node: DocumentNode) -> MessageTest? {
        let tests = MessageTest.Match.allCases.compactMap { match -> MessageTest? in
            guard let texts = node[match.rawValue] else { return nil }
            let list = texts.items.isEmpty ? [texts.string].compactMap { $0 } : texts.strings
            return list.isEmpty ? nil : MessageTest(match, list)
        }
        return tests.count == 1 ? tests[0] : nil
    }

    func retry() -> RetryDefaults? {
        guard let node = root[ZingExtension.retry.key] else { return nil }
        func number(_ key: String, _ fallback: Double) -> Double {
            switch node[key]?.json {
            case .int(let value)?: Double(value)
            case .double(let value)?: value
            default: fallback
            }
        }
        return RetryDefaults(
            maxAttempts: node["maxAttempts"]?.int ?? 3, baseDelay: number("baseDelay", 0.5),
            maxDelay: number("maxDelay", 8), retryAfterCap: number("retryAfterCap", 30))
    }

    func maxResponseBytes(_ node: DocumentNode? = nil) -> Int? {
        (node ?? root)[ZingExtension.clientPolicy.key]?["maxResponseBytes"]?.int
    }

    /// The deadline the export wrote (`x-zing-client-policy.timeout`), in seconds, and its source.
    func timeout(_ node: DocumentNode? = nil) -> (seconds: Double, source: String?)? {
        guard let policy = (node ?? root)[ZingExtension.clientPolicy.key] else { return nil }
        let seconds: Double? =
            switch policy["timeout"]?.json {
            case .int(let value)?: Double(value)
            case .double(let value)?: value
            default: nil
            }
        return seconds.map { ($0, policy["source"]?.string.map(ProseText.clean)) }
    }

    /// An example's expected outcome, `x-zing-expect` or a kept example's `expect`.
    func expectation(_ node: DocumentNode?) -> Example.Expectation? {
        guard let node else { return nil }
        if let errorClass = node["class"]?.string {
            return .failure(errorClass: errorClass, code: node["code"]?.int, errorCode: node["errorCode"]?.string)
        }
        guard node["success"]?.bool == true else { return nil }
        let values = (node["values"]?.entries ?? []).map {
            Example.ExpectedValue(path: $0.key, json: $0.value.json.text(.canonical))
        }
        return .success(values: values)
    }

    /// Response headers of an example (`x-zing-response-headers`, a kept example's `responseHeaders`).
    func exampleHeaders(_ node: DocumentNode?) -> [HeaderRules.Header] {
        (node?.entries ?? []).compactMap { name, value in value.string.map { HeaderRules.Header(name: name, value: $0) }
        }
    }

    /// A `successCodes` list: integers and text, as the export writes them.
    static func businessCodes(_ node: DocumentNode) -> [BusinessCode] {
        node.items.compactMap { item in
            switch item.json {
            case .int(let number): .int(number)
            case .string(let text): .string(text)
            default: nil
            }
        }
    }

    /// A payload test as the export spells it: `{field, in}` or `{field, nonEmpty: true}`.
    static func payloadTest(_ node: DocumentNode) -> PayloadTest? {
        guard let field = node["field"]?.string else { return nil }
        if node["nonEmpty"]?.bool == true { return PayloadTest(field: FieldPath(field), .nonEmpty) }
        return PayloadTest(field: FieldPath(field), in: node["in"]?.items.map(\.json) ?? [])
    }

    /// An operation's success conditions on payload fields (`x-zing-success.payloadConditions`).
    func payloadConditions(_ node: DocumentNode?) -> [PayloadSuccessCondition] {
        (node?.items ?? []).compactMap { item in
            guard let require = item["payload"].flatMap(Self.payloadTest) else { return nil }
            return PayloadSuccessCondition(
                PayloadCondition(require, when: item["when"].flatMap(Self.payloadTest)), provenance: annotation(item))
        }
    }

    /// `{clock: unixMillis}` or `{random: hex, length: 32}`, as the export writes a value computed per call.
    static func perCallKind(_ node: DocumentNode) -> PerCallValue.Kind? {
        switch node["clock"]?.string {
        case "unixSeconds": return .unixSeconds
        case "unixMillis": return .unixMillis
        default: break
        }
        guard let alphabet = node["random"]?.string.flatMap(PerCallValue.Alphabet.init(rawValue:)),
            let length = node["length"]?.int
        else { return nil }
        return .random(alphabet, length: length)
    }

    /// Whether a parameter is one the contract's `perCall:` or the app's signer adds (written once at the top, not per
    /// operation).
    static func isSharedPerCall(_ parameter: DocumentNode) -> Bool {
        parameter["schema"]?[ZingExtension.perCall.key]?["shared"]?.bool == true
            || parameter["schema"]?[ZingExtension.signed.key]?.bool == true
    }

    /// The contract's `signing:` (`x-zing-signing` at the top).
    func signing() -> SigningRules? {
        guard let node = root[ZingExtension.signing.key] else { return nil }
        let values = (node["adds"]?.items ?? []).compactMap { item -> SignedValue? in
            let secret = item["secret"]?.bool ?? false
            if let name = item["query"]?.string { return SignedValue(.query(name), isSecret: secret) }
            if let name = item["header"]?.string { return SignedValue(.header(name), isSecret: secret) }
            return nil
        }
        return SigningRules(values: values, provenance: annotation(node))
    }

    /// The contract's `perCall:` entries (`x-zing-per-call` at the top).
    func perCallRules() -> [PerCallRule] {
        (root[ZingExtension.perCall.key]?.items ?? []).compactMap { item in
            guard let kind = item["from"].flatMap(Self.perCallKind) else { return nil }
            let placement: PerCallValue.Placement
            if let name = item["query"]?.string {
                placement = .query(name)
            } else if let name = item["header"]?.string {
                placement = .header(name)
            } else {
                return nil
            }
            let methods = (item["methods"]?.strings ?? []).compactMap(HTTPMethod.init(rawValue:))
            return PerCallRule(value: PerCallValue(placement, kind), methods: methods, provenance: annotation(item))
        }
    }
}
