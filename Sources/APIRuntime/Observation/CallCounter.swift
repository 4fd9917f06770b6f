import Foundation

/// The process-wide source of ``APICallID`` numbers.
final class CallCounter: @unchecked Sendable {
    static let shared = CallCounter()

    private let lock = NSLock()
    private var last: UInt64 = 0

    func next() -> UInt64 {
        lock.withLock {
            last &+= 1
            return last
        }
    }
}
