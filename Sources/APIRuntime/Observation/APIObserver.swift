/// Watches what generated clients do: each call's request, attempts, answers, retry waits, classification and decoding
/// failures, as ``APIEvent`` values that carry no secret of any kind.
///
/// Set one on a client's initializer (`observer:`); without one nothing is observed or logged. Events arrive on the
/// calling task, in order, while the call waits: return quickly and hand anything slow (files, the network) to another
/// task. One observer may watch several clients; ``APIEvent/call`` tells their calls apart.
public protocol APIObserver: Sendable {
    /// Receives one event.
    func observe(_ event: APIEvent)
}

/// Identifies one call of an endpoint method: every event of that call, retries included, carries the same id.
public struct APICallID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A number unique within the process, counting up from 1 in the order calls were prepared.
    public var number: UInt64

    /// The id numbered `number`.
    public init(number: UInt64) {
        self.number = number
    }

    /// The next id of this process.
    static func next() -> APICallID { APICallID(number: CallCounter.shared.next()) }

    /// `#42`
    public var description: String { "#\(number)" }

    /// Ordered by number, so ids sort in the order calls were prepared.
    public static func < (lhs: APICallID, rhs: APICallID) -> Bool { lhs.number < rhs.number }
}
