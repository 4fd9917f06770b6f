import Foundation

/// Where a connection is in its cycle of requests, as far as its slot is concerned.
enum ConnectionPhase: Equatable {
    /// Kept alive after an answer, with no byte of a next request yet.
    case idle
    /// A request head is due: the connection is new, or a byte of its next request came.
    case awaitingHead
    /// A whole head came: the request is being read or answered.
    case answering
}

/// The server's connection slots and who holds them. When every slot is taken, a new connection takes the slot of
/// the one that has waited longest for a request head (idle or awaiting one); a connection that is answering a
/// request keeps its slot. So clients that connect and then send nothing, or a head a byte at a time, hold slots
/// only until someone else needs one (docs/mock.md#slow-and-silent-clients).
///
/// Waits are compared within the newcomer's own address first, so one host can't displace another's connections
/// while it has waiting ones of its own; an address other than loopback may also hold only so many slots.
final class ConnectionSlots: @unchecked Sendable {
    /// How a connection's service ended.
    enum Departure: Equatable {
        /// It ended on its own.
        case left
        /// Its slot went to a newer connection while it was in `phase`.
        case displaced(ConnectionPhase)
    }

    private struct Slot {
        let fd: Int32
        let address: UInt32
        var phase: ConnectionPhase
        /// When it began waiting for its current head: when it was admitted, or when it finished its last answer.
        var waitingSince: ContinuousClock.Instant
    }

    private let lock = NSLock()
    private let limit: Int
    private let perAddressLimit: Int
    /// Wakes a displaced connection's blocked read (the connection itself answers and closes; see ``leave(_:)``).
    private let wake: @Sendable (Int32) -> Void
    private var slots: [Int: Slot] = [:]
    private var displaced: [Int: ConnectionPhase] = [:]
    private var nextID = 0

    init(limit: Int, perAddressLimit: Int, wake: @escaping @Sendable (Int32) -> Void) {
        self.limit = max(1, limit)
        self.perAddressLimit = max(1, perAddressLimit)
        self.wake = wake
    }

    /// The connections holding a slot.
    var count: Int { lock.withLock { slots.count } }

    /// A slot for the connection `fd` from `address` (IPv4, host byte order), making room if it has to; nil when every
    /// slot it could take is answering a request.
    func admit(fd: Int32, address: UInt32, now: ContinuousClock.Instant = .now) -> Int? {
        lock.withLock {
            let sameAddress = slots.filter { $0.value.address == address }
            if !Self.isLoopback(address), sameAddress.count >= perAddressLimit {
                guard let longest = Self.longestWaiting(in: sameAddress) else { return nil }
                displace(longest)
            } else if slots.count >= limit {
                guard let longest = Self.longestWaiting(in: sameAddress) ?? Self.longestWaiting(in: slots) else {
                    return nil
                }
                displace(longest)
            }
            nextID += 1
            slots[nextID] = Slot(fd: fd, address: address, phase: .awaitingHead, waitingSince: now)
            return nextID
        }
    }

    /// Records the connection's phase; false when its slot went to another connection, so it must end without
    /// answering (its ``leave(_:)`` says how it was displaced).
    func enter(_ phase: ConnectionPhase, id: Int, now: ContinuousClock.Instant = .now) -> Bool {
        lock.withLock {
            guard var slot = slots[id] else { return false }
            if phase == .idle { slot.waitingSince = now }
            slot.phase = phase
            slots[id] = slot
            return true
        }
    }

    /// Frees the connection's slot, once its thread is done with it and before its descriptor closes (so a wake never
    /// reaches a descriptor that was closed and reused).
    func leave(_ id: Int) -> Departure {
        lock.withLock {
            if let phase = displaced.removeValue(forKey: id) { return .displaced(phase) }
            slots[id] = nil
            return .left
        }
    }

    /// Every local client shares 127.0.0.0/8, so a limit per address would be one limit for them all.
    static func isLoopback(_ address: UInt32) -> Bool { address >> 24 == 127 }

    private func displace(_ id: Int) {
        guard let slot = slots.removeValue(forKey: id) else { return }
        displaced[id] = slot.phase
        wake(slot.fd)
    }

    private static func longestWaiting(in slots: [Int: Slot]) -> Int? {
        slots.filter { $0.value.phase != .answering }
            .min { ($0.value.waitingSince, $0.key) < ($1.value.waitingSince, $1.key) }?.key
    }
}
