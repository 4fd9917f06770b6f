/// A connected socket's bytes, each phase bounded by a deadline, so a slow client can't hold a thread.
struct SocketSource: ByteSource {
    let fd: Int32
    private var deadline = ContinuousClock.now

    init(fd: Int32) {
        self.fd = fd
    }

    mutating func setDeadline(_ deadline: ContinuousClock.Instant) {
        self.deadline = deadline
    }

    mutating func read(appendingTo buffer: inout [UInt8], max: Int) throws(ReadFailure) {
        let remaining = deadline - .now
        guard remaining > .zero else { throw .timedOut }
        let (seconds, attoseconds) = remaining.components
        let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        guard POSIXSocket.waitReadable(fd, milliseconds: Swift.max(1, milliseconds)) else { throw .timedOut }
        guard let bytes = POSIXSocket.receiveSome(fd, max: max) else { throw .closed }
        buffer.append(contentsOf: bytes)
    }
}
