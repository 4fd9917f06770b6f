import Contract
import WireVocabulary
import YAMLNodes

/// The values the client computes per call (``Contract/perCallValues(for:)``), and those a signed endpoint's signer
/// adds, in a captured request: each sent once, where it travels, of its kind (a time in its unit, random text of its
/// length and alphabet). Findings name the value's place and kind, never the value.
struct PerCallChecks {
    let contract: Contract
    let endpoint: Endpoint
    let headers: [HARPair]
    let query: QueryString
    let body: HARBody?

    func findings() -> [FindingDraft] { perCallFindings() + signingFindings() }

    /// Each value the app's signer adds, once (its value is the signer's, so only its presence is checked).
    private func signingFindings() -> [FindingDraft] {
        contract.signedValues(for: endpoint).compactMap { value in
            let sent = values(at: value.placement)
            guard sent.count != 1 else { return nil }
            return FindingDraft(
                kind: .signatureMissing,
                message: "signed \(value.placement) " + (sent.isEmpty ? "is missing" : "is sent \(sent.count) times"),
                note: (
                    contract.signing?.provenance.mark ?? endpoint.provenance.mark,
                    "endpoint '\(endpoint.name)' is signed: the app's signer adds \(value.placement)"
                ))
        }
    }

    private func perCallFindings() -> [FindingDraft] {
        contract.perCallValues(for: endpoint).compactMap { value in
            let sent = values(at: value.placement)
            let problem: String? =
                if let text = sent.first {
                    sent.count > 1 ? "is sent \(sent.count) times" : value.kind.problem(with: text)
                } else {
                    "is missing"
                }
            return problem.map { problem in
                FindingDraft(
                    kind: .perCallInvalid, message: "\(value.placement) \(problem)",
                    note: (
                        contract.declaration(of: value, for: endpoint).mark,
                        "\(value.placement) is computed per call (\(value.kind))"
                    ))
            }
        }
    }

    /// Every value the request sent at `placement`: a query parameter's, a header's (names compared
    /// case-insensitively), or a field's of the endpoint's form body.
    private func values(at placement: PerCallValue.Placement) -> [String] {
        switch placement {
        case .query(let name): return query.values(named: name)
        case .header(let name): return headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
        case .formField(let name):
            guard case .form(let fields) = endpoint.body else { return [] }
            let pairs = FormBodyChecks(endpoint: endpoint, fields: fields, body: body).pairs ?? []
            return pairs.filter { $0.name == name }.map(\.value)
        }
    }
}
