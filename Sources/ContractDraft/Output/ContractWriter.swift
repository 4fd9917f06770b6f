import Contract
import TextFoundation
import WireVocabulary

/// Prints a drafted contract as the YAML a person would write by hand (block mappings for definitions, flow mappings
/// for fields, parameters and rules), every guess as a `# draft: …` comment above the key it concerns. Only the
/// contract model is read, so what is printed is what the loader reads back.
public enum ContractWriter {
    /// The contract's YAML text.
    public static func write(_ draft: Draft) -> String {
        var out = YAMLLines(guesses: draft.guesses)
        header(draft, into: &out)
        let contract = draft.contract
        out.pair("format", String(contract.format), level: 0)
        out.blank()
        info(contract, into: &out)
        servers(contract, into: &out)
        identifiers(contract, into: &out)
        enums(contract, into: &out)
        models(contract, into: &out)
        unions(contract, into: &out)
        envelopes(contract, into: &out)
        auth(contract, into: &out)
        headers(contract, into: &out)
        perCall(contract, into: &out)
        signing(contract, into: &out)
        errorClasses(contract, into: &out)
        errorRules(contract.errorRules, key: "errorRules", level: 0, place: DraftPlace(["errorRules"]), into: &out)
        policies(contract, into: &out)
        endpoints(contract, into: &out)
        return out.text
    }

    /// `Swagger 2.0`, `OpenAPI 3.0.1`.
    static func documentKind(_ version: String) -> String {
        version.hasPrefix("2") ? "Swagger \(version)" : "OpenAPI \(version)"
    }

    private static func header(_ draft: Draft, into out: inout YAMLLines) {
        switch draft.origin {
        case .captures(let files, let entries):
            out.comment("Drafted by `zing-codegen draft` from \(files.joined(separator: ", ")) (\(entries) entries).")
        case .openAPI(let file, let version):
            out.comment("Drafted by `zing-codegen draft` from \(file) (\(documentKind(version))).")
        case .combined(let file, let version, let files, let entries):
            out.comment(
                "Drafted by `zing-codegen draft` from \(file) (\(documentKind(version))) and \(files.joined(separator: ", ")) (\(entries) entries)."
            )
        }
        out.comment(
            "Each `# draft:` line is a guess to confirm against the API's docs (docs/draft.md says what each means);")
        out.comment("delete it once confirmed. `zing-codegen lint` checks the rest.")
    }

    private static func info(_ contract: Contract, into out: inout YAMLLines) {
        let info = contract.info
        out.open("info", level: 0, place: .info)
        out.pair("title", YAMLScalarText.quoted(info.title), level: 1)
        out.pair("module", YAMLScalarText.string(info.module), level: 1)
        out.pair("version", YAMLScalarText.quoted(info.version), level: 1)
        out.pair("date", YAMLScalarText.quoted(info.date), level: 1)
        if let baseURL = info.baseURL {
            out.pair("baseURL", YAMLScalarText.quoted(baseURL), level: 1, place: DraftPlace.info.appending("baseURL"))
        }
        out.pair("generate", info.generate ? "true" : "false", level: 1)
        if info.accessLevel != .public { out.pair("accessLevel", info.accessLevel.rawValue, level: 1) }
        out.open("docs", level: 1)
        for doc in info.docs { out.line("- " + YAMLScalarText.quoted(doc), level: 2) }
        if let doc = info.provenance.doc { out.pair("doc", YAMLScalarText.quoted(doc), level: 1) }
        out.blank()
    }

    private static func servers(_ contract: Contract, into out: inout YAMLLines) {
        guard !contract.servers.isEmpty else { return }
        out.open("servers", level: 0)
        for server in contract.servers {
            var pairs: [(String, String)] = []
            if let url = server.url { pairs.append(("url", YAMLScalarText.quoted(url))) }
            pairs += documentation(server.provenance)
            out.pair(server.name, flowMapping(pairs), level: 1, place: .server(server.name))
        }
        if let name = contract.defaultServer { out.pair("defaultServer", YAMLScalarText.string(name), level: 0) }
        out.blank()
    }

    private static func identifiers(_ contract: Contract, into out: inout YAMLLines) {
        guard !contract.identifiers.isEmpty else { return }
        out.open("identifiers", level: 0)
        for identifier in contract.identifiers {
            var pairs = [("type", identifier.storage.rawValue)]
            if !identifier.wire.isEmpty { pairs.append(("wire", flowSequence(identifier.wire.map(\.rawValue)))) }
            pairs += documentation(identifier.provenance)
            out.pair(
                identifier.name, flowMapping(pairs), level: 1, place: DraftPlace(["identifiers", identifier.name]))
        }
        out.blank()
    }

    private static func enums(_ contract: Contract, into out: inout YAMLLines) {
        guard !contract.enums.isEmpty else { return }
        out.open("enums", level: 0)
        for enumeration in contract.enums {
            out.open(enumeration.name, level: 1, place: DraftPlace(["enums", enumeration.name]))
            out.pair("type", enumeration.storage.rawValue, level: 2)
            if !enumeration.wire.isEmpty { out.pair("wire", flowSequence(enumeration.wire.map(\.rawValue)), level: 2) }
            for (key, value) in documentation(enumeration.provenance) { out.pair(key, value, level: 2) }
            out.open("cases", level: 2)
            for item in enumeration.cases {
                var pairs = [("value", scalar(item.value))]
                pairs += documentation(item.provenance)
                if let deprecation = item.deprecation { pairs.append(("deprecated", deprecated(deprecation))) }
                out.pair(item.name, pairs.count == 1 ? pairs[0].1 : flowMapping(pairs), level: 3)
            }
        }
        out.blank()
    }

    private static func unions(_ contract: Contract, into out: inout YAMLLines) {
        guard !contract.unions.isEmpty else { return }
        out.open("unions", level: 0)
        for union in contract.unions {
            out.open(union.name, level: 1, place: DraftPlace(["unions", union.name]))
            for (key, value) in documentation(union.provenance) { out.pair(key, value, level: 2) }
            out.open("variants", level: 2)
            for variant in union.variants {
                let pairs = [
                    ("name", YAMLScalarText.string(variant.name)), ("type", YAMLScalarText.string(variant.type)),
                    ("when", YAMLScalarText.string(variant.discriminatorKey)),
                ]
                out.line("- " + flowMapping(pairs), level: 3)
            }
        }
        out.blank()
    }

    private static func envelopes(_ contract: Contract, into out: inout YAMLLines) {
        out.open("envelopes", level: 0)
        for envelope in contract.envelopes {
            let format = envelope.format
            out.open(envelope.name, level: 1, place: .envelope(envelope.name))
            for (key, value) in documentation(envelope.provenance) { out.pair(key, value, level: 2) }
            out.pair("style", format.style.rawValue, level: 2)
            // `code:` and `message:` name several fields as a list, read in order.
            let fields: [(String, [FieldPath])] = [
                ("success", [format.successField].compactMap { $0 }), ("code", format.codeFields),
                ("errorCode", [format.errorCodeField].compactMap { $0 }), ("message", format.messageFields),
                ("payload", [format.payloadField].compactMap { $0 }),
                ("statusCode", [format.statusCodeField].compactMap { $0 }),
                ("timestamp", [format.timestampField].compactMap { $0 }),
            ]
            for (key, named) in fields where !named.isEmpty {
                let spelled = named.map { YAMLScalarText.string($0.description) }
                out.pair(key, spelled.count == 1 ? spelled[0] : flowSequence(spelled), level: 2)
            }
            if format.codeKind != .int, format.codeField != nil {
                out.pair("codeType", format.codeKind.rawValue, level: 2)
            }
            if !format.successCodes.isEmpty {
                out.pair("successCodes", flowSequence(format.successCodes.map(code)), level: 2)
            }
            if format.successWithoutCode { out.pair("successWithoutCode", "true", level: 2) }
            if format.problemDetails { out.pair("problemDetails", "true", level: 2) }
        }
        out.blank()
    }

    private static func auth(_ contract: Contract, into out: inout YAMLLines) {
        guard let auth = contract.auth else { return }
        out.open("auth", level: 0, place: .auth)
        if let token = auth.token {
            let pairs: [(String, String)]
            switch token.placement {
            case .header(let name, let scheme):
                pairs =
                    [("header", YAMLScalarText.string(name))]
                    + (scheme.map { [("scheme", YAMLScalarText.string($0))] } ?? [])
            case .query(let name):
                pairs = [("query", YAMLScalarText.string(name))]
            }
            var life: [(String, String)] = []
            if !token.setBy.isEmpty {
                life.append(("setBy", flowSequence(token.setBy.map { signIn($0, token.deliveries) })))
            }
            if !token.endsBy.isEmpty { life.append(("endsBy", flowSequence(token.endsBy.map(YAMLScalarText.string)))) }
            out.pair("token", flowMapping(pairs + life), level: 1, place: DraftPlace.auth.appending("token"))
        }
        if let tenant = auth.tenant {
            var pairs = [
                ("header", YAMLScalarText.string(tenant.header)), ("type", YAMLScalarText.string(tenant.type)),
            ]
            if let omit = tenant.omitWhen {
                // A whole number for a tenant stored as one, text otherwise: lint holds the value to the storage.
                let isInteger = contract.identifier(named: tenant.type)?.storage == .int && Int(omit) != nil
                pairs.append(("omitWhen", isInteger ? omit : YAMLScalarText.quoted(omit)))
            }
            pairs += documentation(tenant.provenance)
            out.pair("tenant", flowMapping(pairs), level: 1, place: DraftPlace.auth.appending("tenant"))
        }
        if let session = auth.session {
            let place = DraftPlace.auth.appending("session")
            out.open("session", level: 1, place: place)
            out.open("cookies", level: 2)
            for cookie in session.cookies {
                let name = YAMLScalarText.string(cookie.name)
                out.line(
                    "- " + (cookie.isSecret ? flowMapping([("name", name), ("secret", "true")]) : name), level: 3,
                    place: place.appending(cookie.name))
            }
            out.pair(
                "setBy", flowSequence(session.setBy.map { signIn($0, session.deliveries) }), level: 2,
                place: place.appending("setBy"))
            if !session.endsBy.isEmpty {
                out.pair("endsBy", flowSequence(session.endsBy.map(YAMLScalarText.string)), level: 2)
            }
            if let refresh = session.refreshedBy {
                out.pair(
                    "refreshedBy", signIn(refresh, session.deliveries), level: 2,
                    place: place.appending("refreshedBy"))
            }
        }
        out.blank()
    }

    private static func headers(_ contract: Contract, into out: inout YAMLLines) {
        let rules = contract.headers
        guard !rules.always.isEmpty || !rules.jsonBody.isEmpty || !rules.never.isEmpty else { return }
        out.open("headers", level: 0, place: DraftPlace(["headers"]))
        func pairs(_ headers: [HeaderRules.Header]) -> String {
            flowMapping(headers.map { ($0.name, YAMLScalarText.quoted($0.value)) })
        }
        if !rules.always.isEmpty { out.pair("always", pairs(rules.always), level: 1) }
        if !rules.jsonBody.isEmpty { out.pair("jsonBody", pairs(rules.jsonBody), level: 1) }
        if !rules.never.isEmpty { out.pair("never", flowSequence(rules.never.map(YAMLScalarText.string)), level: 1) }
        for (key, value) in rules.provenance.map(documentation) ?? [] { out.pair(key, value, level: 1) }
        out.blank()
    }

    private static func errorClasses(_ contract: Contract, into out: inout YAMLLines) {
        out.open("errorClasses", level: 0)
        for errorClass in contract.errorClasses {
            var pairs: [(String, String)] = []
            if let when = errorClass.when { pairs.append(("when", YAMLScalarText.quoted(when))) }
            if let action = errorClass.action { pairs.append(("action", YAMLScalarText.quoted(action))) }
            pairs += [
                ("invalidatesSession", String(errorClass.invalidatesSession)),
                ("keepsCredentials", String(errorClass.keepsCredentials)),
                ("retryable", String(errorClass.isRetryable)),
            ]
            if errorClass.refreshes { pairs.append(("refreshes", "true")) }
            if let endsIn = errorClass.endsIn { pairs.append(("endsIn", endsIn)) }
            if errorClass.isRaisedByClient { pairs.append(("raisedByClient", "true")) }
            pairs += documentation(errorClass.provenance)
            out.pair(errorClass.name, flowMapping(pairs), level: 1, place: .errorClass(errorClass.name))
        }
        out.blank()
    }

    /// `retry:` and `clientPolicy:` where they differ from the defaults.
    private static func policies(_ contract: Contract, into out: inout YAMLLines) {
        let retry = contract.retry
        if retry != RetryDefaults(provenance: retry.provenance) {
            out.pair(
                "retry",
                flowMapping([
                    ("maxAttempts", String(retry.maxAttempts)), ("baseDelay", number(retry.baseDelay)),
                    ("maxDelay", number(retry.maxDelay)), ("retryAfterCap", number(retry.retryAfterCap)),
                ]), level: 0)
            out.blank()
        }
        var policy: [(String, String)] = []
        if contract.clientPolicy.maxResponseBytes != ClientPolicy.defaultMaxResponseBytes {
            policy.append(("maxResponseBytes", String(contract.clientPolicy.maxResponseBytes)))
        }
        if let timeout = contract.clientPolicy.timeout { policy.append(("timeout", number(timeout))) }
        if !policy.isEmpty {
            out.pair("clientPolicy", flowMapping(policy), level: 0)
            out.blank()
        }
    }

    // MARK: Spelling

    /// `doc:`, `source:`, `deviation:` and `policy:` of a definition, quoted; several deviation notes are a flow list.
    /// `doc` and `source` only: the notes of entries that take no deviation or policy (a payload condition).
    static func docAndSource(_ provenance: Provenance) -> [(String, String)] {
        var pairs: [(String, String)] = []
        if let doc = provenance.doc { pairs.append(("doc", YAMLScalarText.quoted(doc))) }
        if let source = provenance.source { pairs.append(("source", YAMLScalarText.quoted(source))) }
        return pairs
    }

    static func documentation(_ provenance: Provenance) -> [(String, String)] {
        var pairs = docAndSource(provenance)
        let notes = provenance.deviations.map { note in
            flowMapping([
                ("source", YAMLScalarText.quoted(note.source)), ("reason", YAMLScalarText.quoted(note.reason)),
            ])
        }
        if notes.count == 1 {
            pairs.append(("deviation", notes[0]))
        } else if !notes.isEmpty {
            pairs.append(("deviation", flowSequence(notes)))
        }
        if !provenance.policy.isEmpty {
            pairs.append(("policy", flowMapping(provenance.policy.map { ($0.key, YAMLScalarText.quoted($0.reason)) })))
        }
        return pairs
    }

    static func deprecated(_ deprecation: Deprecation) -> String {
        var pairs = [
            ("since", YAMLScalarText.quoted(deprecation.since)), ("note", YAMLScalarText.quoted(deprecation.note)),
        ]
        if let replacement = deprecation.replacement {
            pairs.append(("replacement", YAMLScalarText.string(replacement)))
        }
        return flowMapping(pairs)
    }

    static func code(_ code: BusinessCode) -> String {
        switch code {
        case .int(let number): String(number)
        case .string(let text): YAMLScalarText.quoted(text)
        }
    }

    static func scalar(_ value: Enumeration.Value) -> String {
        switch value {
        case .int(let number): String(number)
        case .string(let text): YAMLScalarText.quoted(text)
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : JSONNumberText.text(value)
    }
}
