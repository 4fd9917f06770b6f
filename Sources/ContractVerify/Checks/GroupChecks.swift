import Contract
import WireVocabulary

/// `oneOf:` groups against a request: exactly one member of each is sent, in the query or the body. Findings name the
/// members, never their values, and are the body's (`request-body-invalid`) for a group of body fields only.
struct GroupChecks {
    let endpoint: Endpoint
    /// The URL's query, decoded.
    let query: QueryString
    /// The names of the body's fields (a form's pairs, a multipart form's parts); empty when it kept none.
    let bodyFieldNames: Set<String>

    func findings() -> [FindingDraft] {
        let queryNames = Set(query.names)
        return endpoint.parameterGroups.compactMap { group in
            let sent = group.members.filter { member in
                endpoint.query.contains { $0.name == member }
                    ? queryNames.contains(member) : bodyFieldNames.contains(member)
            }
            guard sent.count != 1 else { return nil }
            let note = (
                group.provenance.mark,
                "group '\(group.name)' of endpoint '\(endpoint.name)': exactly one of \(group.members.joined(separator: ", "))"
            )
            let message =
                sent.isEmpty
                ? "sends none of group \(group.name) (\(group.members.joined(separator: ", "))); exactly one is sent"
                : "sends \(sent.joined(separator: " and ")) of group \(group.name); exactly one is sent"
            // A group of body fields is the body's fault; one with a query parameter, the query's.
            let inBody = group.members.allSatisfy { member in !endpoint.query.contains { $0.name == member } }
            return FindingDraft(kind: inBody ? .bodyInvalid : .queryInvalid, message: message, note: note)
        }
    }
}

extension ContractVerifier {
    /// The names of a captured body's fields: a form's pairs, a multipart form's parts.
    static func fieldNames(_ body: HARBody?, _ endpoint: Endpoint) -> Set<String> {
        guard let body, endpoint.body.textFields != nil else { return [] }
        if case .form(let fields) = endpoint.body,
            let pairs = FormBodyChecks(endpoint: endpoint, fields: fields, body: body).pairs
        {
            return Set(pairs.map(\.name))
        }
        return Set(body.params.map(\.name))
    }
}
