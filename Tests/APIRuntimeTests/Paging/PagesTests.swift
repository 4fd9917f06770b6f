import APIRuntime
import XCTest

/// The pager's walk through a list: what each page is asked for with, each stop condition, the app's bounds,
/// cancellation, and a failure thrown after the pages before it were delivered.
final class PagesTests: XCTestCase {
    private struct PageFailure: Error, Equatable {
        let index: Int
    }

    /// The requests a fetch closure received, in order.
    private actor RequestLog {
        private(set) var requests: [PageRequest] = []
        func record(_ request: PageRequest) { requests.append(request) }
    }

    /// A server of `rows` in pages of `size`, answering `total` when asked to, failing at `failingIndex`.
    private static func pages(
        _ rows: [Int], size: Int, style: PagingStyle = .page(firstPage: 1), total: Bool = false,
        limits: PagingLimits = .none, failingIndex: Int? = nil, log: RequestLog
    ) -> Pages<Int, PageFailure> {
        Pages(style: style, limits: limits) { request throws(PageFailure) in
            await log.record(request)
            if request.index == failingIndex { throw PageFailure(index: request.index) }
            let start = min(rows.count, request.offset)
            let slice = Array(rows[start..<min(rows.count, start + size)])
            return PageContent(items: slice, total: total ? rows.count : nil)
        }
    }

    private static func collect(_ pages: Pages<Int, PageFailure>) async throws -> [[Int]] {
        var collected: [[Int]] = []
        for try await page in pages { collected.append(page.items) }
        return collected
    }

    func testPagesAreAskedForByNumberFromTheFirstPageAndEndOnAnEmptyPage() async throws {
        let log = RequestLog()
        let collected = try await Self.collect(Self.pages(Array(1...5), size: 2, log: log))
        XCTAssertEqual(collected, [[1, 2], [3, 4], [5]])
        let requests = await log.requests
        XCTAssertEqual(requests.map(\.pageNumber), [1, 2, 3, 4], "the empty fourth page ends the walk")
        XCTAssertEqual(requests.map(\.offset), [0, 2, 4, 5])
    }

    func testAServerThatCountsFromZeroIsAskedForPageZeroFirst() async throws {
        let log = RequestLog()
        _ = try await Self.collect(Self.pages(Array(1...3), size: 2, style: .page(firstPage: 0), log: log))
        let requests = await log.requests
        XCTAssertEqual(requests.map(\.pageNumber), [0, 1, 2])
    }

    func testTheWalkEndsWhenTheItemsReachTheTotalWithoutAskingAgain() async throws {
        let log = RequestLog()
        let collected = try await Self.collect(Self.pages(Array(1...5), size: 2, total: true, log: log))
        XCTAssertEqual(collected, [[1, 2], [3, 4], [5]])
        let requests = await log.requests
        XCTAssertEqual(requests.count, 3, "no fourth request once 5 of 5 items arrived")
    }

    func testAnOffsetPagerSkipsTheItemsAlreadyAnswered() async throws {
        let log = RequestLog()
        let collected = try await Self.collect(Self.pages(Array(1...4), size: 3, style: .offset, log: log))
        XCTAssertEqual(collected, [[1, 2, 3], [4]])
        let requests = await log.requests
        XCTAssertEqual(requests.map(\.offset), [0, 3, 4])
    }

    func testAnEmptyFirstPageDeliversNothing() async throws {
        let log = RequestLog()
        let collected = try await Self.collect(Self.pages([], size: 2, total: true, log: log))
        XCTAssertEqual(collected, [])
        let requests = await log.requests
        XCTAssertEqual(requests.count, 1)
    }

    /// A cursor server: page `i` answers `cursors[i]` as its next cursor.
    private static func cursorPages(_ cursors: [String?], log: RequestLog) -> Pages<Int, PageFailure> {
        Pages(style: .cursor) { request throws(PageFailure) in
            await log.record(request)
            let index = request.index
            return PageContent(items: [index], nextCursor: index < cursors.count ? cursors[index] : nil)
        }
    }

    func testACursorPagerSendsEachPagesCursorAndEndsOnAPageWithoutOne() async throws {
        let log = RequestLog()
        let collected = try await Self.collect(Self.cursorPages(["a", "b", nil], log: log))
        XCTAssertEqual(collected, [[0], [1], [2]])
        let requests = await log.requests
        XCTAssertEqual(requests.map(\.cursor), [nil, "a", "b"])
    }

    func testACursorPagerEndsOnAnEmptyCursor() async throws {
        let log = RequestLog()
        let collected = try await Self.collect(Self.cursorPages(["a", ""], log: log))
        XCTAssertEqual(collected, [[0], [1]])
    }

    func testACursorPagerEndsOnARepeatedCursorAfterDeliveringItsPage() async throws {
        let log = RequestLog()
        let collected = try await Self.collect(Self.cursorPages(["a", "b", "a", "c"], log: log))
        XCTAssertEqual(collected, [[0], [1], [2]], "the page answering 'a' again is delivered, then the walk ends")
        let requests = await log.requests
        XCTAssertEqual(requests.map(\.cursor), [nil, "a", "b"])
    }

    func testMaxPagesBoundsTheWalk() async throws {
        let log = RequestLog()
        let collected = try await Self.collect(
            Self.pages(Array(1...10), size: 2, limits: PagingLimits(maxPages: 2), log: log))
        XCTAssertEqual(collected, [[1, 2], [3, 4]])
        let requests = await log.requests
        XCTAssertEqual(requests.count, 2)
    }

    func testMaxItemsCutsTheLastPageAndEndsTheWalk() async throws {
        let log = RequestLog()
        let pages = Self.pages(Array(1...10), size: 4, limits: PagingLimits(maxItems: 6), log: log)
        let collected = try await Self.collect(pages)
        XCTAssertEqual(collected, [[1, 2, 3, 4], [5, 6]])
        var items: [Int] = []
        for try await item in pages.items { items.append(item) }
        XCTAssertEqual(items, [1, 2, 3, 4, 5, 6])
        let requests = await log.requests
        XCTAssertEqual(requests.count, 4, "two pages a walk, two walks")
    }

    func testTheItemsSequenceWalksEveryPage() async throws {
        let log = RequestLog()
        var items: [Int] = []
        for try await item in Self.pages(Array(1...7), size: 3, total: true, log: log).items { items.append(item) }
        XCTAssertEqual(items, Array(1...7))
    }

    func testAFailureOfPageThreeIsThrownTypedAfterTheFirstTwoPagesWereDelivered() async {
        let log = RequestLog()
        var iterator = Self.pages(Array(1...10), size: 2, failingIndex: 2, log: log).makeAsyncIterator()
        var delivered: [[Int]] = []
        do throws(PageFailure) {
            while let page = try await iterator.next() { delivered.append(page.items) }
            XCTFail("the third page must fail")
        } catch {
            XCTAssertEqual(error, PageFailure(index: 2))
        }
        XCTAssertEqual(delivered, [[1, 2], [3, 4]])
        let afterFailure = try? await iterator.next()
        XCTAssertNil(afterFailure ?? nil, "the walk ends with its failure")
    }

    func testAForLoopOverThePagesThrowsTheFetchsOwnErrorType() async {
        let log = RequestLog()
        var delivered: [[Int]] = []
        do throws(PageFailure) {
            for try await page in Self.pages(Array(1...10), size: 5, failingIndex: 1, log: log) {
                delivered.append(page.items)
            }
            XCTFail("the second page must fail")
        } catch {
            XCTAssertEqual(error, PageFailure(index: 1))
        }
        XCTAssertEqual(delivered, [[1, 2, 3, 4, 5]])
    }

    func testAnItemsWalkThrowsAfterDeliveringTheItemsBeforeTheFailingPage() async {
        let log = RequestLog()
        var iterator = Self.pages(Array(1...10), size: 2, failingIndex: 1, log: log).items.makeAsyncIterator()
        var delivered: [Int] = []
        do throws(PageFailure) {
            while let item = try await iterator.next() { delivered.append(item) }
            XCTFail("the second page must fail")
        } catch {
            XCTAssertEqual(error, PageFailure(index: 1))
        }
        XCTAssertEqual(delivered, [1, 2])
    }

    func testCancellingTheTaskEndsTheWalkWithoutFetchingAnotherPage() async throws {
        let log = RequestLog()
        let pages = Self.pages(Array(1...10), size: 2, log: log)
        let walk = Task {
            var collected: [[Int]] = []
            for try await page in pages {
                collected.append(page.items)
                withUnsafeCurrentTask { $0?.cancel() }
            }
            return collected
        }
        let collected = try await walk.value
        XCTAssertEqual(collected, [[1, 2]])
        let requests = await log.requests
        XCTAssertEqual(requests.count, 1, "no page is fetched once the task is cancelled")
    }
}
