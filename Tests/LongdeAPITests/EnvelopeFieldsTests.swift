import APIRuntime
import APITesting
import Foundation
import LongdeAPI
import LongdeSession
import XCTest

/// Longde's envelope `statusCode` and `timestamp` (doc §1) reach the caller: on errors, and in a call's response
/// metadata, also through the session layer's refresh and replay.
final class EnvelopeFieldsTests: XCTestCase {
    private static let stamped =
        #"{"success":false,"statusCode":403,"message":"禁止","errorCode":"AUTH_WRONG_TOKEN_TYPE","timestamp":"2026-05-27T09:00:00.000Z"}"#

    func testAFailureCarriesTheEnvelopesStatusCodeAndTimestamp() async throws {
        let client = Fixtures.client(ScriptedTransport(status: 403, body: Self.stamped))
        do {
            _ = try await client.currentUser(credentials: Fixtures.credentials)
            XCTFail("a failure envelope must throw")
        } catch {
            XCTAssertEqual(error.statusCode, 403)
            XCTAssertEqual(error.timestamp?.text, "2026-05-27T09:00:00.000Z")
            XCTAssertEqual(error.timestamp?.date, Date(timeIntervalSince1970: 1_779_872_400))
        }
    }

    func testAFailureWithoutThemLeavesThemNil() async throws {
        let client = Fixtures.client(
            ScriptedTransport(status: 401, body: #"{"statusCode":"401","message":"Unauthorized"}"#))
        do {
            _ = try await client.currentUser(credentials: Fixtures.credentials)
            XCTFail("a refusal must throw")
        } catch {
            XCTAssertNil(error.statusCode, "not the envelope: its fields are not read")
            XCTAssertNil(error.timestamp)
        }
    }

    func testASuccessfulCallsMetadataHasTheTimestamp() async throws {
        let client = Fixtures.client(
            ScriptedTransport(status: 200, headers: ["X-Request-Id": "r-1"], body: Fixtures.userOK))
        let response = try await withResponseMetadata { () async throws(LongdeError) in
            try await client.currentUser(credentials: Fixtures.credentials)
        }
        XCTAssertEqual(response.payload.nickname, "Lin")
        let metadata = try XCTUnwrap(response.metadata)
        XCTAssertEqual(metadata.httpStatus, 200)
        XCTAssertEqual(metadata.timestamp?.date, Date(timeIntervalSince1970: 1_779_872_400))
        XCTAssertNil(metadata.statusCode, "a success envelope carries none")
        XCTAssertEqual(metadata.value(forHeader: "X-Request-Id"), "r-1")
    }

    func testThroughASessionTheReplayAfterARefreshIsReportedAndObserved() async throws {
        let server = FakeAuthServer()
        let observer = EventLog()
        let client = LongdeClient(
            baseURL: Fixtures.baseURL, transport: server, sleeper: ImmediateSleeper(), observer: observer)
        let session = LongdeSession(client: client, restoring: Fixtures.restored) { _, _ in }
        let response = try await withResponseMetadata { () async throws(LongdeSession.Failure) in
            try await session.currentUser()
        }

        XCTAssertEqual(response.metadata?.endpoint, "currentUser")
        XCTAssertEqual(response.metadata?.httpStatus, 200)
        let ends = observer.events.compactMap { event -> String? in
            switch event.kind {
            case .succeeded: "\(event.endpoint) succeeded"
            case .failed(_, _, let errorClass): "\(event.endpoint) failed with \(errorClass.name)"
            default: nil
            }
        }
        XCTAssertEqual(
            ends, ["currentUser failed with unauthorized", "refreshSession succeeded", "currentUser succeeded"])
        XCTAssertEqual(Set(observer.events.map(\.call)).count, 3, "three calls, each with its own id")
    }
}

/// Keeps every event.
private final class EventLog: APIObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [APIEvent] = []

    func observe(_ event: APIEvent) { lock.withLock { recorded.append(event) } }

    var events: [APIEvent] { lock.withLock { recorded } }
}
