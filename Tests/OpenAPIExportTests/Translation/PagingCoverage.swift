/// Where the export of ``FullContract``'s cursor feed shows its pager (`x-zing-pagination`), for
/// ``ExportCoverageTests``: every attribute of `pagination:`, and why the few that do not show are left out.
enum PagingCoverage {
    /// Where the feed's pager shows, and its `key`.
    private static func pager(_ key: String...) -> [String] { ["paths", "/feed", "get", "x-zing-pagination"] + key }

    static let places: [String: [String]] = [
        "Endpoint.pagination": pager(), "Pagination.style": pager("style"), "Pagination.position": pager("cursor"),
        "Pagination.size": pager("size"), "Pagination.items": pager("items"), "Pagination.total": pager("total"),
        "Pagination.next": pager("next"), "Name.text": pager("items"),
        "Name.mark": [], "Pagination.provenance": [], "Pagination.firstPage": [],
    ]

    static let notExported: [String: String] = [
        "Name.mark": "a place in the contract file", "Pagination.provenance": "a file place",
        "Pagination.firstPage":
            "exported as `x-zing-pagination`'s `firstPage` on a pager of style page; this contract's pager is a cursor",
    ]
}
