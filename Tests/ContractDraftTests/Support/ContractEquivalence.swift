import Contract
import TextFoundation
import WireVocabulary

/// When a drafted contract is the contract it was exported from (docs/draft.md, "The round trip"): the same
/// envelopes, auth, endpoints and models, compared as the wire and the generated Swift see them, not as the file
/// spells them. Documentation (`doc`, `source`, deviations, policy notes), examples and scenarios are not compared.
///
/// - Envelopes: the same names, each the same format (style, fields at their paths, code type, success codes,
///   absent-is-success, problem details).
/// - Auth: the same token placement, tenant header (header, type, omitWhen) and cookie session (cookies with their
///   secrecy, setBy, endsBy).
/// - Endpoints, by name: method, path, server, auth, tenant, role, retry, server-only; path and query parameters and
///   body fields by name with their type, fixed value, optionality, secrecy, cookie source and per-call value; the
///   body's kind and model; the response's envelope, payload location, type, success conditions (on the payload and
///   its fields), the data failures keep and its own success codes; the endpoint's own error rules.
/// - The contract's `perCall:` values, in order, with their methods; its `signing:` values and the signed endpoints.
/// - Models, by name: openness and each field in order with its type, optionality, nullability, secrecy, `keepRaw`,
///   the client's checks (`nonEmpty`, `maxLength`), `serverTruncatesAt`, `notForAuthorization` and deprecation.
/// - Types are equal, except that an identifier may stand for the scalar of its storage (an exported field with wire
///   forms of its own is inlined, and OpenAPI keeps no name for it); wire forms are equal when they accept the same
///   values of a set of probes (1, 1.5, "1", "-2", "1.5", "x", true, "true", "0"), as the runtime's lenient reading
///   decides: the export drops forms another one covers (`int` beside `double`).
struct ContractEquivalence {
    let expected: Contract
    let actual: Contract

    /// Every difference, as a line naming where it is.
    func differences() -> [String] {
        var found: [String] = []
        func check<T: Equatable>(_ a: T, _ b: T, _ place: String) {
            if a != b { found.append("\(place): \(a) ≠ \(b)") }
        }
        check(expected.envelopes.map(\.name), actual.envelopes.map(\.name), "envelope names")
        for envelope in expected.envelopes {
            check(envelope.format, actual.envelope(named: envelope.name)?.format, "envelope \(envelope.name)")
        }
        check(expected.auth?.token?.placement, actual.auth?.token?.placement, "auth.token")
        check(expected.auth?.token.map(tokenLife), actual.auth?.token.map(tokenLife), "auth.token setBy/endsBy")
        check(
            expected.auth?.tenant.map { [$0.header, $0.type, $0.omitWhen ?? "-"] },
            actual.auth?.tenant.map { [$0.header, $0.type, $0.omitWhen ?? "-"] }, "auth.tenant")
        check(expected.auth?.session.map(sessionFacts), actual.auth?.session.map(sessionFacts), "auth.session")
        check(
            expected.perCall.map { "\($0.value) \($0.methods)" }, actual.perCall.map { "\($0.value) \($0.methods)" },
            "perCall")
        check(expected.signing?.values, actual.signing?.values, "signing")
        check(
            expected.endpoints.filter(\.isSigned).map(\.name), actual.endpoints.filter(\.isSigned).map(\.name), "signed"
        )
        check(expected.models.map(\.name), actual.models.map(\.name), "model names")
        for model in expected.models {
            guard let twin = actual.model(named: model.name) else { continue }
            check(model.isOpen, twin.isOpen, "model \(model.name) open")
            check(model.fields.map(\.name), twin.fields.map(\.name), "model \(model.name) fields")
            for (field, other) in zip(model.fields, twin.fields) {
                let place = "\(model.name).\(field.name)"
                check(sameType(field.type, other.type), true, "\(place) type \(field.type) vs \(other.type)")
                check(sameForms(field, other), true, "\(place) wire \(field.wire) vs \(other.wire)")
                check(
                    [
                        field.isOptional, field.isNullable, field.isSecret, field.invalid == .keepRaw, field.isNonEmpty,
                        field.isNotForAuthorization, field.deprecation != nil,
                    ],
                    [
                        other.isOptional, other.isNullable, other.isSecret, other.invalid == .keepRaw, other.isNonEmpty,
                        other.isNotForAuthorization, other.deprecation != nil,
                    ],
                    "\(place) flags (optional, nullable, secret, keepRaw, nonEmpty, notForAuthorization, deprecated)")
                check(field.maxLength, other.maxLength, "\(place) maxLength")
                check(field.serverTruncatesAt, other.serverTruncatesAt, "\(place) serverTruncatesAt")
            }
        }
        check(expected.endpoints.map(\.name), actual.endpoints.map(\.name), "endpoint names")
        for endpoint in expected.endpoints {
            guard let twin = actual.endpoint(named: endpoint.name) else { continue }
            let place = "endpoint \(endpoint.name)"
            check(
                [
                    endpoint.method.rawValue, endpoint.path, endpoint.server ?? "-", endpoint.auth.rawValue,
                    String(endpoint.sendsTenant), endpoint.role.rawValue, endpoint.retry.rawValue,
                    String(endpoint.isServerOnly),
                ],
                [
                    twin.method.rawValue, twin.path, twin.server ?? "-", twin.auth.rawValue, String(twin.sendsTenant),
                    twin.role.rawValue, twin.retry.rawValue, String(twin.isServerOnly),
                ],
                "\(place) (method, path, server, auth, tenant, role, retry, serverOnly)")
            compare(endpoint.pathParameters, twin.pathParameters, "\(place) params", &found)
            compare(endpoint.query, twin.query, "\(place) query", &found)
            check(endpoint.body.kind, twin.body.kind, "\(place) body")
            if case .json(let model) = endpoint.body, case .json(let other) = twin.body {
                check(model, other, "\(place) body model")
            }
            if case .multipart(let file, _) = endpoint.body, case .multipart(let other, _) = twin.body {
                check(file, other, "\(place) file part")
            }
            compare(endpoint.body.textFields ?? [], twin.body.textFields ?? [], "\(place) body fields", &found)
            check(endpoint.response.envelope, twin.response.envelope, "\(place) envelope")
            check(endpoint.response.payload, twin.response.payload, "\(place) payload")
            check(
                endpoint.response.type.map { sameTypeOrNil($0, twin.response.type) } ?? (twin.response.type == nil),
                true,
                "\(place) type \(String(describing: endpoint.response.type)) vs \(String(describing: twin.response.type))"
            )
            check(
                endpoint.response.require.map(\.description), twin.response.require.map(\.description),
                "\(place) require")
            check(
                endpoint.response.success.map(\.condition.description),
                twin.response.success.map(\.condition.description), "\(place) payload conditions")
            check(
                endpoint.response.failureData.map { "\($0.type) on \($0.classes)" },
                twin.response.failureData.map { "\($0.type) on \($0.classes)" }, "\(place) failure data")
            check(
                endpoint.response.successCodes?.map(\.description), twin.response.successCodes?.map(\.description),
                "\(place) success codes")
            check(
                endpoint.errorRules.map { $0.conditionsText + " → " + $0.errorClass },
                twin.errorRules.map { $0.conditionsText + " → " + $0.errorClass }, "\(place) errors")
            check(
                endpoint.parameterGroups.map { $0.name + ":" + $0.members.joined(separator: ",") },
                twin.parameterGroups.map { $0.name + ":" + $0.members.joined(separator: ",") }, "\(place) oneOf")
            check(endpoint.pagination.map(Self.pager), twin.pagination.map(Self.pager), "\(place) pagination")
        }
        return found
    }

    private func tokenLife(_ token: AuthRules.Token) -> [String] {
        ["setBy"] + token.setBy.map { "\($0) \(token.delivery(for: $0).map { "\($0)" } ?? "-")" } + ["endsBy"]
            + token.endsBy
    }

    /// Every fact a pager reads, without its marks.
    private static func pager(_ pagination: Pagination) -> String {
        [
            pagination.style.rawValue, pagination.position.text, pagination.size?.text ?? "-", pagination.items.text,
            pagination.total?.text ?? "-", pagination.next?.text ?? "-", String(pagination.firstPage),
        ].joined(separator: " ")
    }

    private func sessionFacts(_ session: CookieSessionRules) -> [String] {
        session.cookies.map { "\($0.name):\($0.isSecret)" } + ["setBy"] + session.setBy + ["endsBy"] + session.endsBy
    }

    private func compare(_ a: [Endpoint.Parameter], _ b: [Endpoint.Parameter], _ place: String, _ found: inout [String])
    {
        guard a.map(\.name) == b.map(\.name) else {
            return found.append("\(place): \(a.map(\.name)) ≠ \(b.map(\.name))")
        }
        for (x, y) in zip(a, b) {
            if !sameType(x.type, y.type) { found.append("\(place).\(x.name) type \(x.type) vs \(y.type)") }
            if [
                x.constant ?? "-", String(x.isOptional), String(x.isSecret), x.fromCookie ?? "-", "\(x.perCall as Any)",
            ]
                != [
                    y.constant ?? "-", String(y.isOptional), String(y.isSecret), y.fromCookie ?? "-",
                    "\(y.perCall as Any)",
                ]
            {
                found.append("\(place).\(x.name) (const, optional, secret, from)")
            }
        }
    }

    private func sameTypeOrNil(_ a: TypeRef, _ b: TypeRef?) -> Bool { b.map { sameType(a, $0) } ?? false }

    /// Equal types, an identifier standing for its storage's scalar.
    private func sameType(_ a: TypeRef, _ b: TypeRef) -> Bool {
        switch (a, b) {
        case (.list(let x), .list(let y)): return sameType(x, y)
        case (.identifier(let x), .identifier(let y)): return x == y
        case (.identifier(let name), .scalar(let scalar)), (.scalar(let scalar), .identifier(let name)):
            let storage = expected.identifier(named: name)?.storage ?? actual.identifier(named: name)?.storage
            return (storage == .int ? ScalarType.int : .string) == scalar
        default: return a == b
        }
    }

    private static let probes: [JSONValue] = [1, 1.5, "1", "-2", "1.5", "x", true, "true", "0", 0]

    /// Whether the two fields' forms accept the same probes.
    private func sameForms(_ a: Field, _ b: Field) -> Bool {
        guard let target = target(a.type, expected) ?? target(b.type, actual) else {
            return a.wire.filter(\.isListForm) == b.wire.filter(\.isListForm)
        }
        let formsA = a.wire.isEmpty ? defaultForms(a.type, expected) : a.wire
        let formsB = b.wire.isEmpty ? defaultForms(b.type, actual) : b.wire
        return Self.probes.allSatisfy {
            LenientReading.accepts($0, target: target, forms: formsA.filter { !$0.isListForm })
                == LenientReading.accepts($0, target: target, forms: formsB.filter { !$0.isListForm })
        } && a.wire.contains(.single) == b.wire.contains(.single)
    }

    private func target(_ type: TypeRef, _ contract: Contract) -> WireTarget? {
        switch type.elementType {
        case .scalar(.string), .scalar(.url), .scalar(.dateTime): .string
        case .scalar(.int), .scalar(.int64), .scalar(.unixSeconds): .integer
        case .scalar(.double): .double
        case .scalar(.bool): .bool
        case .identifier(let name): contract.identifier(named: name)?.storage == .int ? .integer : .string
        default: nil
        }
    }

    private func defaultForms(_ type: TypeRef, _ contract: Contract) -> [WireForm] {
        if case .identifier(let name) = type.elementType, let identifier = contract.identifier(named: name) {
            return identifier.wire
        }
        return []
    }
}

extension WireForm {
    var isListForm: Bool { self == .list || self == .single }
}
