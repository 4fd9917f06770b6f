@testable import ContractMock

/// A client's bytes from memory, delivered in the chunks given; after the last one it reports the connection closed,
/// or its deadline passed when `endsWithTimeout` (a client that went silent).
struct MemorySource: ByteSource {
    var chunks: [[UInt8]]
    var endsWithTimeout = false

    init(_ chunks: [String], endsWithTimeout: Bool = false) {
        self.chunks = chunks.map { Array($0.utf8) }
        self.endsWithTimeout = endsWithTimeout
    }

    init(bytes: [[UInt8]], endsWithTimeout: Bool = false) {
        chunks = bytes
        self.endsWithTimeout = endsWithTimeout
    }

    mutating func read(appendingTo buffer: inout [UInt8], max: Int) throws(ReadFailure) {
        guard !chunks.isEmpty else { throw endsWithTimeout ? .timedOut : .closed }
        let chunk = chunks[0]
        buffer += chunk.prefix(max)
        if chunk.count > max { chunks[0] = Array(chunk.dropFirst(max)) } else { chunks.removeFirst() }
    }

    mutating func setDeadline(_ deadline: ContinuousClock.Instant) {}
}
