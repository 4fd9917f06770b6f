import Dispatch

/// A value that threads read and change under a lock, for tests that collect results from many threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var stored: Value

    init(_ value: Value) { stored = value }

    /// Changes the value while holding the lock.
    func change(_ body: (inout Value) -> Void) {
        lock.wait()
        defer { lock.signal() }
        body(&stored)
    }

    var value: Value {
        lock.wait()
        defer { lock.signal() }
        return stored
    }
}
