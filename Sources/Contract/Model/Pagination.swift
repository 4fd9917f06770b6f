import YAMLNodes

/// How a list endpoint pages (`pagination:`): which query parameters choose a page, and which payload fields carry its
/// items, the total and the next cursor. Every field is read from the endpoint's payload, so a RuoYi list
/// (`{code, msg, total, rows}`, rows and total beside the code) says `payload: body` and names `rows` and `total`,
/// while a JeecgBoot (MyBatis-Plus) page inside `result` names `records` and `total` of the payload's model.
public struct Pagination: Sendable, Hashable {
    /// How the next page is asked for.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// A page number and a page size (`pageNum`/`pageSize`, `pageNo`/`pageSize`).
        case page
        /// The number of items to skip and how many to answer (`offset`/`limit`).
        case offset
        /// The cursor the previous page handed out (`cursor`), until a page hands out none.
        case cursor
    }

    /// A query parameter or a payload field the pager names, with where the contract names it.
    public struct Name: Sendable, Hashable, CustomStringConvertible {
        /// The parameter's name, or the payload field's dotted path (`page.records`).
        public var text: String
        public var mark: SourceMark

        public init(_ text: String, mark: SourceMark) {
            self.text = text
            self.mark = mark
        }

        /// The payload field's path, one wire name a step.
        public var path: [String] { text.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }

        public var description: String { text }
    }

    public var style: Style
    /// The query parameter that chooses the page: its number (`page:`), the offset (`offset:`) or the cursor
    /// (`cursor:`).
    public var position: Name
    /// The query parameter of the page size (`size:` of `page` and `cursor`, `limit:` of `offset`); required but for
    /// `cursor`.
    public var size: Name?
    /// The payload field holding the page's items, a list.
    public var items: Name
    /// The payload field holding how many items the whole list has, when the server says.
    public var total: Name?
    /// The payload field holding the cursor of the next page (`next:`, style `cursor` only).
    public var next: Name?
    /// The number of the first page (`firstPage:`, style `page` only): 1 (RuoYi, MyBatis-Plus) or 0.
    public var firstPage: Int
    public var provenance: Provenance

    public init(
        style: Style, position: Name, size: Name?, items: Name, total: Name? = nil, next: Name? = nil,
        firstPage: Int = 1, provenance: Provenance
    ) {
        self.style = style
        self.position = position
        self.size = size
        self.items = items
        self.total = total
        self.next = next
        self.firstPage = firstPage
        self.provenance = provenance
    }

    /// The key that names ``position`` in the contract: `page`, `offset` or `cursor`.
    public var positionKey: String { style.rawValue }
    /// The key that names ``size`` in the contract: `limit` for `offset`, else `size`.
    public var sizeKey: String { style == .offset ? "limit" : "size" }

    /// The query parameters the pager fills, position first.
    public var parameters: [Name] { [position] + (size.map { [$0] } ?? []) }
}
