import Dispatch

/// Frees large, no longer needed values (a contract's node tree, a module plan) on a background queue, so the
/// caller doesn't wait for thousands of objects to be torn down one by one.
public enum BackgroundRelease {
    /// Takes the last reference to `value` and drops it on a background queue, or keeps it until the process exits
    /// after ``keepUntilExit()``.
    public static func release<Value>(_ value: consuming Value) {
        let box = ReleaseBox(value)
        if keeping.holds(box) { return }
        DispatchQueue.global(qos: .utility).async(group: pending) { box.drop() }
    }

    /// Waits until every value handed over so far has been freed: for a benchmark, so one run's measurement doesn't
    /// include the previous run's clean-up.
    public static func waitUntilFreed() {
        pending.wait()
    }

    /// From now on, values handed over are kept until the process exits instead of being freed.
    ///
    /// For a short command-line run: the system takes back all of its memory at exit at once, so freeing a plan of
    /// millions of objects would only take a core away from the work (compilers skip it the same way). Never for a
    /// library or a long-running process.
    public static func keepUntilExit() {
        keeping.start()
    }

    private static let keeping = KeptValues()
    private static let pending = DispatchGroup()
}

/// Holds a value until the background queue drops it; only that queue touches it after the hand-over.
private final class ReleaseBox<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) { self.value = value }

    func drop() { value = nil }
}

/// The values kept until exit, once ``BackgroundRelease/keepUntilExit()`` is called; a serial queue guards them.
private final class KeptValues: @unchecked Sendable {
    private let queue = DispatchQueue(label: "BackgroundRelease.kept")
    private var isKeeping = false
    private var values: [AnyObject] = []

    func start() { queue.sync { isKeeping = true } }

    /// Keeps `box` and returns true when values are being kept.
    func holds(_ box: AnyObject) -> Bool {
        queue.sync {
            guard isKeeping else { return false }
            values.append(box)
            return true
        }
    }
}
