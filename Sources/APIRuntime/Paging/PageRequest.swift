/// How a list endpoint asks for its next page: the style its contract's `pagination:` names.
public enum PagingStyle: Sendable, Hashable {
    /// A page number, counted from `firstPage` (1 for RuoYi and MyBatis-Plus, 0 for some servers).
    case page(firstPage: Int)
    /// The number of items to skip.
    case offset
    /// The cursor the previous page handed out; the first page is asked for without one.
    case cursor
}

/// What one page is asked for with: a pager hands it to the closure that fetches a page, which sends the value its
/// style reads (``pageNumber``, ``offset`` or ``cursor``).
public struct PageRequest: Sendable, Hashable {
    /// How many pages were fetched before this one: 0 for the first.
    public let index: Int
    /// The page's number in the style's counting: the first page's number plus ``index``.
    public let pageNumber: Int
    /// How many items the pages before this one held, as the server answered them.
    public let offset: Int
    /// The cursor the previous page handed out; nil for the first page.
    public let cursor: String?

    /// A request; pagers make them, and tests of a fetch closure may.
    public init(index: Int, pageNumber: Int, offset: Int, cursor: String?) {
        self.index = index
        self.pageNumber = pageNumber
        self.offset = offset
        self.cursor = cursor
    }
}

/// What a fetched page holds, read from the endpoint's payload as its `pagination:` names: the items, the total the
/// server counts and the cursor of the next page.
public struct PageContent<Item: Sendable>: Sendable {
    /// The page's items, in the server's order.
    public var items: [Item]
    /// How many items the whole list has, when the server says.
    public var total: Int?
    /// The cursor that asks for the next page (style `cursor`); nil or empty: this is the last page.
    public var nextCursor: String?

    /// A page's content.
    public init(items: [Item], total: Int? = nil, nextCursor: String? = nil) {
        self.items = items
        self.total = total
        self.nextCursor = nextCursor
    }
}

/// One delivered page of a ``Pages`` sequence.
public struct Page<Item: Sendable>: Sendable {
    /// What the page was asked for with.
    public let request: PageRequest
    /// The page's items; the last page is cut where ``PagingLimits/maxItems`` ends.
    public let items: [Item]
    /// How many items the whole list has, when the server says.
    public let total: Int?
    /// The cursor the page handed out, when it did.
    public let nextCursor: String?
}

/// Bounds the app puts on a walk through a list, beside the server's own end: after ``maxPages`` pages, or once
/// ``maxItems`` items were delivered (the last page cut to fit), the sequence ends. ``none`` bounds nothing.
public struct PagingLimits: Sendable, Hashable {
    /// No bound: the walk ends where the server's list does.
    public static let none = PagingLimits()

    /// The most pages fetched; nil: no bound.
    public var maxPages: Int?
    /// The most items delivered; nil: no bound.
    public var maxItems: Int?

    /// Bounds of a walk; a bound below 1 delivers nothing.
    public init(maxPages: Int? = nil, maxItems: Int? = nil) {
        self.maxPages = maxPages
        self.maxItems = maxItems
    }
}
