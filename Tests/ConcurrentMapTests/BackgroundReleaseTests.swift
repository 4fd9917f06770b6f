import Dispatch
import XCTest

@testable import ConcurrentMap

final class BackgroundReleaseTests: XCTestCase {
    func testWaitingReturnsOnlyOnceEveryValueHandedOverIsFreed() {
        let freed = FreedCount()
        for _ in 0..<200 { BackgroundRelease.release([Tracked(freed), Tracked(freed)]) }
        BackgroundRelease.waitUntilFreed()
        XCTAssertEqual(freed.value, 400)
    }
}

/// Counts its own deinitialisation.
private final class Tracked {
    let count: FreedCount
    init(_ count: FreedCount) { self.count = count }
    deinit { count.add() }
}

/// How many `Tracked` values were freed, counted under a lock.
private final class FreedCount: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var freed = 0

    func add() {
        lock.wait()
        freed += 1
        lock.signal()
    }

    var value: Int {
        lock.wait()
        defer { lock.signal() }
        return freed
    }
}
