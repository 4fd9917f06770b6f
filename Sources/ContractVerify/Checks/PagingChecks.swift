import Contract
import WireVocabulary

/// A paginated endpoint's request against its pager: the page number, offset and size are sent (only a cursor may be
/// absent, on the first page), and are whole numbers the pager could send: a page at or after the first page (a
/// `pageNum=0` to a server counting from 1 repeats page 1), an offset of 0 or more, a size of 1 or more. Whether a
/// value is a number at all is ``ParameterChecks``'s; findings name the parameters, never their values.
struct PagingChecks {
    let endpoint: Endpoint
    /// The URL's query, decoded.
    let query: QueryString

    func findings() -> [FindingDraft] {
        guard let pagination = endpoint.pagination else { return [] }
        let note = (pagination.provenance.mark, "pagination of endpoint '\(endpoint.name)'")
        var findings: [FindingDraft] = []
        let pagingStyle = pagination.style
        let least: [(name: Pagination.Name, minimum: Int, what: String)] =
            switch pagingStyle {
            case .page:
                [(pagination.position, pagination.firstPage, "the first page (\(pagination.firstPage))")]
                    + (pagination.size.map { [($0, 1, "1")] } ?? [])
            case .offset:
                [(pagination.position, 0, "0")] + (pagination.size.map { [($0, 1, "1")] } ?? [])
            case .cursor:
                pagination.size.map { [($0, 1, "1")] } ?? []
            }
        for (name, minimum, what) in least {
            guard let text = query.value(named: name.text) else {
                findings.append(
                    FindingDraft(
                        kind: .queryInvalid, message: "sends no \(name) (the pager's \(Self.role(name, pagination)))",
                        note: note))
                continue
            }
            guard let number = Int(text), number < minimum else { continue }
            findings.append(
                FindingDraft(
                    kind: .queryInvalid, message: "sends \(name) below \(what), which no page of the pager asks for",
                    note: note))
        }
        return findings
    }

    private static func role(_ name: Pagination.Name, _ pagination: Pagination) -> String {
        name == pagination.position ? pagination.positionKey : pagination.sizeKey
    }
}
