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
