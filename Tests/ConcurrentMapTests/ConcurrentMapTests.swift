import Dispatch
import XCTest

@testable import ConcurrentMap

final class ConcurrentMapTests: XCTestCase {
    private struct Odd: Error, Equatable {
        var value: Int
    }

    func testKeepsTheOrderOfAPlainMapAtEverySize() {
        for count in [0, 1, 2, 63, 64, 65, 1_000, 5_003] {
            let elements = Array(0..<count)
            XCTAssertEqual(elements.concurrentMap { $0 * 3 + 1 }, elements.map { $0 * 3 + 1 }, "\(count) elements")
            XCTAssertEqual(
                elements.concurrentMap(heavyElements: true) { String($0) }, elements.map { String($0) },
                "\(count) heavy elements")
        }
    }

    func testThrowsTheFirstFailureInElementOrder() {
        let elements = Array(0..<2_000)
        XCTAssertThrowsError(
            try elements.concurrentMap { element throws(Odd) -> Int in
                // Several elements fail; which one a core reaches first varies, the one reported does not.
                if element % 500 == 499 { throw Odd(value: element) }
                return element
            }
        ) { error in
            XCTAssertEqual(error as? Odd, Odd(value: 499))
        }
    }
}

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
        let results = ResultsBox(Array(repeating: 0, count: readers))
        let group = DispatchGroup()
        for reader in 0..<readers {
            DispatchQueue.global().async(group: group) { results.set(reader, pending.value.count) }
        }
        release.signal()
        group.wait()
        XCTAssertEqual(results.values, Array(repeating: 100, count: readers))
    }
}

/// The readers' results, written under a lock.
private final class ResultsBox: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var stored: [Int]

    init(_ values: [Int]) { stored = values }

    func set(_ index: Int, _ value: Int) {
        lock.wait()
        stored[index] = value
        lock.signal()
    }

    var values: [Int] {
        lock.wait()
        defer { lock.signal() }
        return stored
    }
}
