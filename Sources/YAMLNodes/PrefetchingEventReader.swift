import Dispatch

/// Where the tree builder reads events from.
protocol EventSource: AnyObject {
    /// The next event, or `nil` once the stream-end event has been returned (or after an error was thrown).
    func next() throws(YAMLError) -> YAMLEvent?
}

extension EventReader: EventSource {}

/// Events of a large document, parsed by libyaml on a background thread while the caller builds nodes from the
/// ones already parsed: the same events and errors, in the same order, as reading the ``EventReader`` directly.
final class PrefetchingEventReader: EventSource {
    private let channel = EventChannel()
    private var batch: [YAMLEvent] = []
    private var index = 0
    private var end: EventChannel.End?
    private var finished = false

    /// Takes `reader` over: from now on only the background thread reads from it.
    init(_ reader: EventReader) {
        let channel = self.channel
        let handOver = HandOver(reader)
        DispatchQueue.global(qos: .userInitiated).async { channel.produce(from: handOver.reader) }
    }

    deinit { channel.cancel() }

    func next() throws(YAMLError) -> YAMLEvent? {
        while true {
            if index < batch.count {
                index += 1
                return batch[index - 1]
            }
            if finished { return nil }
            if let end {
                finished = true
                if case .failed(let error) = end { throw error }
                return nil
            }
            (batch, end) = channel.take()
            index = 0
        }
    }
}

/// Moves the reader to the producer thread, which is its only user from then on.
private struct HandOver: @unchecked Sendable {
    let reader: EventReader
    init(_ reader: EventReader) { self.reader = reader }
}

/// Batches of events from the producer to the consumer, a bounded number at a time.
private final class EventChannel: @unchecked Sendable {
    enum End {
        case finished
        case failed(YAMLError)
    }

    private static let batchSize = 4096
    private let lock = DispatchSemaphore(value: 1)
    private let filled = DispatchSemaphore(value: 0)
    /// Batches the producer may still add before the consumer takes one.
    private let room = DispatchSemaphore(value: 0)
    private var queue: [(events: [YAMLEvent], end: End?)] = []
    private var cancelled = false

    init() {
        // Raised by signals rather than created at 8: libdispatch traps when a semaphore is freed below the value
        // it was created with, which is where an abandoned parse leaves it.
        for _ in 0..<8 { room.signal() }
    }

    /// Runs on the background thread: parses until the stream ends, an error, or the consumer is gone.
    func produce(from reader: EventReader) {
        while true {
            room.wait()
            if isCancelled { return }
            var events: [YAMLEvent] = []
            events.reserveCapacity(Self.batchSize)
            var end: End?
            while end == nil && events.count < Self.batchSize {
                do throws(YAMLError) {
                    if let event = try reader.next() { events.append(event) } else { end = .finished }
                } catch {
                    end = .failed(error)
                }
            }
            lock.wait()
            queue.append((events, end))
            lock.signal()
            filled.signal()
            if end != nil { return }
        }
    }

    /// The next batch, waiting for the producer if need be.
    func take() -> (events: [YAMLEvent], end: End?) {
        filled.wait()
        lock.wait()
        let next = queue.removeFirst()
        lock.signal()
        room.signal()
        return next
    }

    /// The consumer stopped reading: a producer waiting for room wakes up and stops.
    func cancel() {
        lock.wait()
        cancelled = true
        lock.signal()
        room.signal()
    }

    private var isCancelled: Bool {
        lock.wait()
        defer { lock.signal() }
        return cancelled
    }
}
