import Dispatch

/// A value computed on a background queue while the caller does other work, then waited for where it is needed.
///
/// For a sizeable piece of work that nothing else depends on until later (the contract loader indexes the text's
/// lines while libyaml parses it), so it fills a core the rest leaves idle instead of running before the rest starts.
public final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the background queue before `done` is signalled; read only after waiting for it.
    private var result: Value?

    /// Starts computing `make()` now.
    public init(_ make: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            result = make()
            done.signal()
        }
    }

    /// The value, waiting for it when it is not ready yet.
    public var value: Value {
        // The semaphore is a latch: signalled once when the value is there, and passed on by every reader.
        done.wait()
        defer { done.signal() }
        return result!
    }
}
