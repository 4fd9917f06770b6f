import YAMLNodes

/// A deviation or policy note together with the definition it sits on, as listings name it.
public struct DocumentationNote: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case deviation(Deviation)
        case policy(PolicyNote)
        /// An endpoint the docs keep on the app's server (`serverOnly: true`), written at `mark`.
        case serverOnly(mark: SourceMark)
    }

    /// The definition, e.g. `endpoint 'refresh'`, `retry`, `field 'identityToken' of model 'LoginRequest'`,
    /// `error rule 'http: 401; when: unauthenticated → business'`, `example 'rate limited' of endpoint 'login'`.
    public var place: String
    public var kind: Kind

    /// Where the note is written.
    public var mark: SourceMark {
        switch kind {
        case .deviation(let deviation): deviation.mark
        case .policy(let note): note.mark
        case .serverOnly(let mark): mark
        }
    }

    /// `endpoint 'refresh' deviates from auth.md#5: …`, `retry: maxAttempts 3 is client policy, not from the
    /// docs: …` or `endpoint 'exchangeCode' is server-only: …`.
    public var description: String {
        switch kind {
        case .deviation(let deviation): "\(place) deviates from \(deviation.source): \(deviation.reason)"
        case .policy(let note):
            "\(place): \(note.key) \(note.value) is client policy, not from the docs: \(note.reason)"
        case .serverOnly: "\(place) is server-only: the generated client has no method for it"
        }
    }
}

extension Contract {
    /// Every `deviation:` and `policy:` note and every server-only endpoint of the contract, in file order.
    public var documentationNotes: [DocumentationNote] {
        var notes: [DocumentationNote] = []
        // The place is named only for a definition that has notes: most have none, and the walk visits every one.
        func add(_ provenance: Provenance?, _ place: @autoclosure () -> String) {
            guard let provenance, !provenance.deviations.isEmpty || !provenance.policy.isEmpty else { return }
            let place = place()
            notes += provenance.deviations.map { DocumentationNote(place: place, kind: .deviation($0)) }
            notes += provenance.policy.map { DocumentationNote(place: place, kind: .policy($0)) }
        }
        for identifier in identifiers { add(identifier.provenance, "identifier '\(identifier.name)'") }
        for model in models {
            add(model.provenance, "model '\(model.name)'")
            for field in model.fields { add(field.provenance, "field '\(field.name)' of model '\(model.name)'") }
        }
        for union in unions { add(union.provenance, "union '\(union.name)'") }
        for enumeration in enums { add(enumeration.provenance, "enum '\(enumeration.name)'") }
        for envelope in envelopes { add(envelope.provenance, "envelope '\(envelope.name)'") }
        add(auth?.provenance, "auth")
        add(auth?.session?.provenance, "auth session")
        for cookie in auth?.session?.cookies ?? [] { add(cookie.provenance, "session cookie '\(cookie.name)'") }
        add(auth?.tenant?.provenance, "auth tenant header")
        add(headers.provenance, "header rules")
        for server in servers { add(server.provenance, "server '\(server.name)'") }
        for errorClass in errorClasses { add(errorClass.provenance, "error class '\(errorClass.name)'") }
        for rule in errorRules { add(rule.provenance, "error rule '\(rule.listingName)'") }
        add(retry.provenance, "retry")
        for endpoint in endpoints {
            add(endpoint.provenance, "endpoint '\(endpoint.name)'")
            if endpoint.isServerOnly {
                notes.append(
                    DocumentationNote(
                        place: "endpoint '\(endpoint.name)'", kind: .serverOnly(mark: endpoint.provenance.mark)))
            }
            for parameter in endpoint.pathParameters + endpoint.query {
                add(parameter.provenance, "parameter '\(parameter.name)' of endpoint '\(endpoint.name)'")
            }
            for rule in endpoint.errorRules {
                add(rule.provenance, "error rule '\(rule.listingName)' of endpoint '\(endpoint.name)'")
            }
            for example in endpoint.examples {
                add(example.provenance, "example '\(example.name)' of endpoint '\(endpoint.name)'")
            }
        }
        return notes.enumerated().sorted { ($0.element.mark, $0.offset) < ($1.element.mark, $1.offset) }.map(\.element)
    }
}

extension ErrorRule {
    /// `http: 401; when: unauthenticated → business`.
    fileprivate var listingName: String { "\(conditionsText) → \(errorClass)" }
}
