import Dispatch

/// Frees large, no longer needed values (a contract's node tree, a module plan) on a background queue, so the
/// caller doesn't wait for thousands of objects to be torn down one by one.
public enum BackgroundRelease {
    /// Takes the last reference to `value` and drops it on a background queue.
    public static func release<Value>(_ value: consuming Value) {
        let box = ReleaseBox(value)
        DispatchQueue.global(qos: .utility).async { box.drop() }
    }
}

/// Holds a value until the background queue drops it; only that queue touches it after the hand-over.
private final class ReleaseBox<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) { self.value = value }

    func drop() { value = nil }
}
