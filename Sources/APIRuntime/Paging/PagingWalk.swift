/// Where a walk through a list stands: what the next page is asked for with, and whether the walk has ended. The
/// stop conditions live here, apart from fetching, so each is one rule.
struct PagingWalk: Sendable {
    let style: PagingStyle
    let limits: PagingLimits
    private(set) var pagesFetched = 0
    /// The items the server answered so far (the offset of the next page).
    private(set) var itemsAnswered = 0
    private(set) var itemsDelivered = 0
    private(set) var cursor: String?
    private var cursorsSeen: Set<String> = []
    private(set) var isFinished = false

    init(style: PagingStyle, limits: PagingLimits) {
        self.style = style
        self.limits = limits
    }

    /// What the next page is asked for with; nil when the walk has ended or a bound forbids another page.
    mutating func nextRequest() -> PageRequest? {
        if isFinished { return nil }
        if let maxPages = limits.maxPages, pagesFetched >= maxPages { isFinished = true }
        if let maxItems = limits.maxItems, itemsDelivered >= maxItems { isFinished = true }
        if isFinished { return nil }
        let firstPage = if case .page(let first) = style { first } else { 0 }
        return PageRequest(
            index: pagesFetched, pageNumber: firstPage + pagesFetched, offset: itemsAnswered, cursor: cursor)
    }

    mutating func finish() { isFinished = true }

    /// Takes a fetched page in: how many of its items to deliver (the rest are past `maxItems`), or nil when the page
    /// is empty and ends the walk undelivered. Decides whether another page follows.
    mutating func deliver(_ items: [some Any], total: Int?, nextCursor: String?) -> Int? {
        pagesFetched += 1
        guard !items.isEmpty else {
            isFinished = true
            return nil
        }
        itemsAnswered += items.count
        let room = limits.maxItems.map { max(0, $0 - itemsDelivered) } ?? items.count
        let delivered = min(items.count, room)
        itemsDelivered += delivered
        if let total, itemsAnswered >= total { isFinished = true }
        if style == .cursor {
            if let cursor { cursorsSeen.insert(cursor) }
            if let nextCursor, !nextCursor.isEmpty, !cursorsSeen.contains(nextCursor) {
                cursor = nextCursor
            } else {
                isFinished = true
            }
        }
        return delivered
    }
}
