import Contract

extension OpenAPIAssembly {
    /// An operation's `x-zing-pagination` (written by `zing-codegen openapi`) as the endpoint's pager; nil when it is
    /// no mapping of a known style with its position and items. The draft's lint then holds the names to the
    /// endpoint's parameters and payload, as it holds a contract's.
    static func pagination(_ node: DocumentNode) -> Pagination? {
        guard let style = node["style"]?.string.flatMap(Pagination.Style.init(rawValue:)) else { return nil }
        let name = { (key: String) -> Pagination.Name? in
            node[key]?.string.map { Pagination.Name($0, mark: DraftProvenance.none.mark) }
        }
        let sizeKey = style == .offset ? "limit" : "size"
        guard let position = name(style.rawValue), let items = name("items") else { return nil }
        return Pagination(
            style: style, position: position, size: name(sizeKey), items: items, total: name("total"),
            next: style == .cursor ? name("next") : nil,
            firstPage: style == .page && node["firstPage"]?.int == 0 ? 0 : 1, provenance: DraftProvenance.none)
    }
}
