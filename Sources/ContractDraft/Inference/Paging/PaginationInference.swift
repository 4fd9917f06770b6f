import Contract
import WireVocabulary

/// A pager for a captured list endpoint, from the names this family pages by: a page number and a page size in the
/// query (`pageNo`/`pageSize` of JeecgBoot, `pageNum`/`pageSize` of RuoYi, `current`/`size` of MyBatis-Plus) or an
/// offset and a limit, and a list beside a total in the payload (`records`/`total`, `rows`/`total`). Every pager is a
/// guess: the traffic shows the names, not whether the server counts pages from 0 or 1.
enum PaginationInference {
    /// Query names of a page number, in the order preferred.
    static let pageNames = ["pageNo", "pageNum", "pageIndex", "current", "page"]
    /// Query names of a page size.
    static let sizeNames = ["pageSize", "size", "limit", "rows", "perPage"]
    /// Query names of an offset, beside a `limit`.
    static let offsetNames = ["offset", "start", "skip"]
    /// Payload names of the page's items.
    static let itemNames = ["records", "rows", "list", "items", "content", "data"]
    /// Payload names of the whole list's count.
    static let totalNames = ["total", "totalCount", "totalElements", "count"]

    /// `contract` with a pager on each endpoint whose query and payload name one, each with a guess.
    static func infer(_ contract: inout Contract, guesses: inout GuessBook) {
        for index in contract.endpoints.indices where contract.endpoints[index].pagination == nil {
            guard let pager = pagination(for: contract.endpoints[index], in: contract) else { continue }
            contract.endpoints[index].pagination = pager
            let shown = pager.parameters.map(\.text).joined(separator: "/")
            var sentence = "pages by \(shown), its items in `\(pager.items)`"
            if let total = pager.total { sentence += " and its count in `\(total)`" }
            if pager.style == .page { sentence += "; confirm that the first page is 1 (`firstPage: 0` where it is 0)" }
            guesses.add(
                Guess(.pagination, sentence),
                at: DraftPlace.endpoint(contract.endpoints[index].name).appending("pagination"))
        }
    }

    /// The pager `endpoint` pages by, or nil when its query or its payload names none.
    static func pagination(for endpoint: Endpoint, in contract: Contract) -> Pagination? {
        let integers = endpoint.query.filter { $0.type == .scalar(.int) && $0.constant == nil && $0.perCall == nil }
        func first(_ names: [String]) -> String? {
            for name in names {
                if let parameter = integers.first(where: { $0.name.lowercased() == name.lowercased() }) {
                    return parameter.name
                }
            }
            return nil
        }
        guard case .model(let modelName)? = endpoint.response.type, let model = contract.model(named: modelName),
            let items = Self.first(itemNames, in: model.fields, where: { if case .list = $0 { true } else { false } })
        else { return nil }
        let total = Self.first(totalNames, in: model.fields) { $0 == .scalar(.int) }
        let mark = DraftProvenance.none.mark
        func name(_ text: String) -> Pagination.Name { Pagination.Name(text, mark: mark) }
        if let page = first(pageNames), let size = first(sizeNames.filter { $0.lowercased() != page.lowercased() }) {
            return Pagination(
                style: .page, position: name(page), size: name(size), items: name(items), total: total.map(name),
                provenance: DraftProvenance.none)
        }
        if let offset = first(offsetNames), let limit = first(["limit"]) {
            return Pagination(
                style: .offset, position: name(offset), size: name(limit), items: name(items),
                total: total.map(name), provenance: DraftProvenance.none)
        }
        return nil
    }

    /// The wire name of the first field among `fields` named one of `names` (in their order) whose type passes.
    private static func first(_ names: [String], in fields: [Field], where fits: (TypeRef) -> Bool) -> String? {
        for name in names {
            if let field = fields.first(where: { $0.name == name && fits($0.type) }) { return field.name }
        }
        return nil
    }
}
