import Contract
import TextFoundation

extension Rules {
    static let paginationRules = [paginationAdded, paginationRemoved, paginationChanged]

    static let paginationAdded = Rule(
        "pagination-added", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "A list endpoint says how it pages: the client gains sequences of its pages and items beside the one-page method.",
        client: "None; replace hand-written paging loops with the new `…Pages`/`…Items` sequences when convenient.")
    static let paginationRemoved = Rule(
        "pagination-removed", .endpoints, wire: .nonBreaking, swift: .breaking,
        "A list endpoint no longer says how it pages: its `…Pages` and `…Items` sequences disappear.",
        client: "Page by hand through the one-page method.")
    static let paginationChanged = Rule(
        "pagination-changed", .endpoints, wire: .possiblyBreaking, swift: .possiblyBreaking,
        "A list pages otherwise (style, parameters, first page, or where items, total or cursor are read): the "
            + "sequences ask for pages and read them differently, and their parameters may change.",
        client: "Check the walk still ends where the server's list does; update calls whose parameters changed.")
}

extension DiffContext {
    mutating func diffPagination(_ old: Endpoint, _ new: Endpoint, group: String, path: String) {
        switch (old.pagination, new.pagination) {
        case (nil, let added?):
            emit(
                Rules.paginationAdded, group: group, path: path, "pagination added", after: Self.describe(added),
                at: added.provenance)
        case (let removed?, nil):
            emit(
                Rules.paginationRemoved, group: group, path: path, "pagination removed",
                before: Self.describe(removed), at: removed.provenance, side: .base)
        case (let before?, let after?) where Self.describe(before) != Self.describe(after):
            emit(
                Rules.paginationChanged, group: group, path: path, "pagination changed",
                before: Self.describe(before), after: Self.describe(after), at: after.provenance)
        default:
            break
        }
    }

    /// `page pageNum (from 1), size pageSize; items rows, total total`: every fact the pager reads, no mark.
    static func describe(_ pagination: Pagination) -> String {
        var text = "\(pagination.style.rawValue) \(pagination.position)"
        if pagination.style == .page { text += " (from \(pagination.firstPage))" }
        if let size = pagination.size { text += ", \(pagination.sizeKey) \(size)" }
        text += "; items \(pagination.items)"
        if let total = pagination.total { text += ", total \(total)" }
        if let next = pagination.next { text += ", next \(next)" }
        return text
    }
}
