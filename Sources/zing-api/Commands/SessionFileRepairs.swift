import Foundation
import ZingSession

/// The repairs the session store reported during this run: each is a warning at once, and `doctor` still fails
/// its owner-only check for a file that was open to other users, though it is owner-only by then.
final class SessionFileRepairs: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [SessionFileRepair] = []
    private let terminal: Terminal

    init(terminal: Terminal) {
        self.terminal = terminal
    }

    /// Records `repair` and warns about it on standard error.
    func report(_ repair: SessionFileRepair) {
        lock.withLock { reports.append(repair) }
        terminal.warning(repair.description)
    }

    /// The session file's mode before this run made it owner-only; nil when it already was.
    var previousFileMode: Int? {
        lock.withLock { reports.lazy.compactMap(\.previousFileMode).first }
    }
}
