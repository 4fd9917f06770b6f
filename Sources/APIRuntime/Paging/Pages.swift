/// The pages of a list endpoint as an `AsyncSequence`: each page fetched only when the loop asks for it, through the
/// closure the generated client gives (its one-page method, so every page is read through the envelope rules).
///
/// ```swift
/// for try await page in client.listUsersPages(pageSize: 20, credentials: credentials) {
///     show(page.items)
/// }
/// ```
///
/// The sequence ends, without fetching again:
/// - on an empty page (which is not delivered);
/// - once the items delivered reach the total the server counts;
/// - when a cursor page hands out no cursor, an empty one, or one it handed out before (that page is delivered);
/// - at the app's ``PagingLimits`` (`maxPages`, `maxItems`);
/// - when the task is cancelled: no further page is fetched and the loop ends as if the list had (a page already in
///   flight fails as the one-page method fails on cancellation: the client's error of its cancelled class).
///
/// A failure of page N is thrown, as the client's typed error, after pages 1…N−1 were delivered; the sequence then ends.
public struct Pages<Item: Sendable, Failure: Error>: AsyncSequence, Sendable {
    /// A delivered page.
    public typealias Element = Page<Item>
    /// Fetches one page: the generated client's one-page method, its answer read as the contract's `pagination:` says.
    public typealias Fetch = @Sendable (PageRequest) async throws(Failure) -> PageContent<Item>

    let style: PagingStyle
    let limits: PagingLimits
    let fetch: Fetch

    /// The pages `fetch` hands out, asked for in `style`, within `limits`.
    public init(style: PagingStyle, limits: PagingLimits = .none, fetch: @escaping Fetch) {
        self.style = style
        self.limits = limits
        self.fetch = fetch
    }

    /// The same walk, item by item.
    public var items: PagedItems<Item, Failure> { PagedItems(pages: self) }

    /// A walk from the first page.
    public func makeAsyncIterator() -> Iterator { Iterator(self) }

    /// Walks the pages; a new iterator starts again from the first page.
    public struct Iterator: AsyncIteratorProtocol {

        private let pages: Pages
        private var walk: PagingWalk

        init(_ pages: Pages) {
            self.pages = pages
            walk = PagingWalk(style: pages.style, limits: pages.limits)
        }

        /// The next page; nil when the list, a bound or cancellation ended the walk.
        public mutating func next() async throws(Failure) -> Page<Item>? {
            guard let request = walk.nextRequest(), !Task.isCancelled else {
                walk.finish()
                return nil
            }
            let content: PageContent<Item>
            do {
                content = try await pages.fetch(request)
            } catch {
                walk.finish()
                throw error
            }
            guard let delivered = walk.deliver(content.items, total: content.total, nextCursor: content.nextCursor)
            else { return nil }
            return Page(
                request: request, items: Array(content.items.prefix(delivered)), total: content.total,
                nextCursor: content.nextCursor)
        }
    }
}

/// The items of a list endpoint, page after page, as an `AsyncSequence`:
/// `for try await user in client.listUsersItems(pageSize: 20, credentials: credentials)`. It ends, and fails, as
/// ``Pages`` does: a failure of page N is thrown after every item of pages 1…N−1 was delivered.
public struct PagedItems<Item: Sendable, Failure: Error>: AsyncSequence, Sendable {
    /// A delivered item.
    public typealias Element = Item

    /// The pages whose items this walks.
    public let pages: Pages<Item, Failure>

    /// A walk from the first page's first item.
    public func makeAsyncIterator() -> Iterator { Iterator(pages: pages.makeAsyncIterator()) }

    /// Walks the items, fetching a page when the one before is used up.
    public struct Iterator: AsyncIteratorProtocol {

        private var pages: Pages<Item, Failure>.Iterator
        private var buffered: ArraySlice<Item> = []

        init(pages: Pages<Item, Failure>.Iterator) {
            self.pages = pages
        }

        /// The next item; nil when the walk ended.
        public mutating func next() async throws(Failure) -> Item? {
            while buffered.isEmpty {
                guard let page = try await pages.next() else { return nil }
                buffered = page.items[...]
            }
            return buffered.popFirst()
        }
    }
}
