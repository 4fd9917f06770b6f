import Dispatch
import XCTest

@testable import ConcurrentMap

final class BackgroundValueTests: XCTestCase {
    func testTheValueIsWhatTheWorkMade() {
        let pending = BackgroundValue { (1...10_000).reduce(0, +) }
        XCTAssertEqual(pending.value, 50_005_000)
        XCTAssertEqual(pending.value, 50_005_000, "read again, the same value without waiting forever")
    }

    func testReadersOnManyThreadsAllGetTheValue() {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let pending = BackgroundValue { () -> [Int] in
            started.signal()
            // Held back until the readers are waiting, so every one of them waits for it.
            release.wait()
            return Array(0..<100)
        }
        started.wait()
        let readers = 8
        let results = Locked(Array(repeating: 0, count: readers))
        let group = DispatchGroup()
        for reader in 0..<readers {
            DispatchQueue.global().async(group: group) {
                let count = pending.value.count
                results.change { $0[reader] = count }
            }
        }
        release.signal()
        group.wait()
        XCTAssertEqual(results.value, Array(repeating: 100, count: readers))
    }
}
