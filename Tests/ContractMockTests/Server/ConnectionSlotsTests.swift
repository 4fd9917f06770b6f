import Foundation
import XCTest

@testable import ContractMock

/// Which connection gives up its slot to a new one: the one that waited longest for a request head, of the
/// newcomer's own address first; never one answering a request; and an address other than loopback holds only so
/// many.
final class ConnectionSlotsTests: XCTestCase {
    private final class Woken: @unchecked Sendable {
        private let lock = NSLock()
        private var descriptors: [Int32] = []
        func append(_ fd: Int32) { lock.withLock { descriptors.append(fd) } }
        var all: [Int32] { lock.withLock { descriptors } }
    }

    private let loopback: UInt32 = 0x7F00_0001
    private let hostA: UInt32 = 0x0A00_0001
    private let hostB: UInt32 = 0x0A00_0002
    private let start = ContinuousClock.now

    private func at(_ seconds: Int) -> ContinuousClock.Instant { start + .seconds(seconds) }

    func testAFullServerGivesTheLongestWaitingSlotToTheNewcomer() throws {
        let woken = Woken()
        let slots = ConnectionSlots(limit: 3, perAddressLimit: 1, wake: woken.append)
        let first = try XCTUnwrap(slots.admit(fd: 10, address: loopback, now: at(0)))
        let second = try XCTUnwrap(slots.admit(fd: 11, address: loopback, now: at(1)))
        let third = try XCTUnwrap(slots.admit(fd: 12, address: loopback, now: at(2)))
        XCTAssertTrue(slots.enter(.answering, id: first))
        // Kept alive after its answer, the first waits again from then: the second has waited longer.
        XCTAssertTrue(slots.enter(.idle, id: first, now: at(3)))
        XCTAssertNotNil(slots.admit(fd: 13, address: loopback, now: at(4)))
        XCTAssertEqual(woken.all, [11])
        XCTAssertFalse(slots.enter(.answering, id: second), "a displaced connection may not answer")
        XCTAssertEqual(slots.leave(second), .displaced(.awaitingHead))
        XCTAssertNotNil(slots.admit(fd: 14, address: loopback, now: at(5)))
        XCTAssertEqual(woken.all, [11, 12])
        XCTAssertEqual(slots.leave(third), .displaced(.awaitingHead))
        XCTAssertNotNil(slots.admit(fd: 15, address: loopback, now: at(6)))
        XCTAssertEqual(woken.all, [11, 12, 10])
        XCTAssertEqual(slots.leave(first), .displaced(.idle))
        XCTAssertEqual(slots.count, 3)
    }

    func testConnectionsAnsweringRequestsKeepTheirSlots() throws {
        let woken = Woken()
        let slots = ConnectionSlots(limit: 2, perAddressLimit: 2, wake: woken.append)
        for fd: Int32 in [10, 11] {
            XCTAssertTrue(slots.enter(.answering, id: try XCTUnwrap(slots.admit(fd: fd, address: loopback))))
        }
        XCTAssertNil(slots.admit(fd: 12, address: loopback))
        XCTAssertEqual(woken.all, [])
    }

    func testANewcomerDisplacesItsOwnAddressFirst() throws {
        let woken = Woken()
        let slots = ConnectionSlots(limit: 3, perAddressLimit: 3, wake: woken.append)
        _ = slots.admit(fd: 10, address: hostB, now: at(0))
        _ = slots.admit(fd: 11, address: hostA, now: at(1))
        _ = slots.admit(fd: 12, address: hostA, now: at(2))
        XCTAssertNotNil(slots.admit(fd: 13, address: hostA, now: at(3)))
        XCTAssertEqual(woken.all, [11], "not host B's, though it waited longest")
        XCTAssertNotNil(slots.admit(fd: 14, address: 0x0A00_0003, now: at(4)))
        XCTAssertEqual(woken.all, [11, 10], "a third host, with none of its own, takes the longest-waiting one")
    }

    func testAnAddressOtherThanLoopbackHoldsOnlyItsShare() throws {
        let woken = Woken()
        let slots = ConnectionSlots(limit: 10, perAddressLimit: 2, wake: woken.append)
        let answering = try XCTUnwrap(slots.admit(fd: 10, address: hostA, now: at(0)))
        XCTAssertTrue(slots.enter(.answering, id: answering))
        _ = slots.admit(fd: 11, address: hostA, now: at(1))
        XCTAssertNotNil(slots.admit(fd: 12, address: hostA, now: at(2)))
        XCTAssertEqual(woken.all, [11])
        _ = slots.enter(.answering, id: try XCTUnwrap(slots.admit(fd: 13, address: hostA, now: at(3))))
        XCTAssertEqual(woken.all, [11, 12])
        XCTAssertNil(slots.admit(fd: 14, address: hostA, now: at(4)), "both of its slots are answering")
        XCTAssertNotNil(slots.admit(fd: 15, address: hostB, now: at(5)), "another host still gets one")
        for fd: Int32 in 20..<27 { XCTAssertNotNil(slots.admit(fd: fd, address: loopback, now: at(6))) }
        XCTAssertEqual(woken.all, [11, 12], "loopback is limited only by the total")
    }

    func testAConnectionThatLeftFreesItsSlot() throws {
        let slots = ConnectionSlots(limit: 1, perAddressLimit: 1, wake: { _ in })
        let id = try XCTUnwrap(slots.admit(fd: 10, address: loopback))
        XCTAssertTrue(slots.enter(.answering, id: id))
        XCTAssertEqual(slots.leave(id), .left)
        XCTAssertEqual(slots.count, 0)
        XCTAssertNotNil(slots.admit(fd: 10, address: loopback))
    }
}
