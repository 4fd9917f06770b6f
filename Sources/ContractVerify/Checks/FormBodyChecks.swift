import Contract
import WireVocabulary

/// A captured `application/x-www-form-urlencoded` body against the endpoint's form fields: its media type, fields
/// the contract does not declare, required fields it lacks, fields sent twice, fixed fields sent otherwise. Findings
/// name fields, never their values; the values of credential fields (secret, or from a cookie) are handed to the
/// report's secrets.
struct FormBodyChecks {
    var contract: Contract? = nil
    let endpoint: Endpoint
    let fields: [Endpoint.Parameter]
    let body: HARBody?

    /// The body's pairs: parsed from its bytes, else the capture's own `params`; nil when it kept neither.
    var pairs: [(name: String, value: String)]? {
        guard let body else { return nil }
        if let data = body.data, !data.isEmpty { return FormURLEncoding.parse(Array(data)) }
        guard !body.params.isEmpty else { return nil }
        return body.params.map { ($0.name, $0.value ?? "") }
    }

    /// The values of the body's credential fields: `secret: true`, or filled from a session cookie.
    var secretValues: [String] {
        let secretNames = Set(fields.filter(\.isCredential).map(\.name))
        return (pairs ?? []).filter { secretNames.contains($0.name) }.map(\.value)
    }

    func findings() -> [FindingDraft] {
        let note = (endpoint.provenance.mark, "endpoint '\(endpoint.name)' sends a form body")
        guard let body, let pairs else {
            return [
                FindingDraft(
                    kind: .bodyUndocumented, message: "the capture kept no request body; it was not checked",
                    note: note)
            ]
        }
        guard HeaderChecks.mediaType(body.mimeType) == FormURLEncoding.mediaType else {
            return [
                FindingDraft(
                    kind: .bodyInvalid,
                    message: "the body is \(Quoting.quoted(body.mimeType)), not \(FormURLEncoding.mediaType)",
                    note: note)
            ]
        }
        return FormBodyCheck(fields: fields).problems(in: pairs).map { problem -> FindingDraft in
            switch problem {
            case .unknownField, .repeatedField:
                return FindingDraft(kind: .bodyUndocumented, message: "the form \(problem)", note: note)
            case .missingField(let name), .constantChanged(let name, _):
                let field = fields.first { $0.name == name }
                return FindingDraft(
                    kind: .bodyInvalid, message: "the form \(problem)",
                    note: (field?.provenance.mark ?? note.0, "form field '\(name)' of endpoint '\(endpoint.name)'"))
            }
        } + typeFindings(pairs)
    }

    /// Declared fields whose value is not of their type, quoted as query values are: never a credential field's (a
    /// string, which any text is) nor an undeclared one's.
    private func typeFindings(_ pairs: [(name: String, value: String)]) -> [FindingDraft] {
        guard let contract else { return [] }
        return pairs.compactMap { pair in
            guard let field = fields.first(where: { $0.name == pair.name }), !field.isCredential, field.constant == nil,
                !ParameterChecks.fits(pair.value, field, contract: contract)
            else { return nil }
            return FindingDraft(
                kind: .bodyInvalid,
                message: "the form field \(field.name) is \(Quoting.quoted(pair.value)), not \(field.type)",
                note: (field.provenance.mark, "form field '\(field.name)' of endpoint '\(endpoint.name)'"))
        }
    }
}
