import XCTest

@testable import ConcurrentMap

final class BackgroundReleaseTests: XCTestCase {
    func testWaitingReturnsOnlyOnceEveryValueHandedOverIsFreed() {
        let freed = Locked(0)
        for _ in 0..<200 { BackgroundRelease.release([Tracked(freed), Tracked(freed)]) }
        BackgroundRelease.waitUntilFreed()
        XCTAssertEqual(freed.value, 400)
    }
}

/// Counts its own deinitialisation.
private final class Tracked {
    let freed: Locked<Int>
    init(_ freed: Locked<Int>) { self.freed = freed }
    deinit { freed.change { $0 += 1 } }
}
