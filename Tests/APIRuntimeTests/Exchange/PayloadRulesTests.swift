@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// Rules on payload fields and failures that keep their data, through the client core: a poll whose payload says
/// waiting, scanned, expired or confirmed; a signed-out failure that still carries the public profile.
final class PayloadRulesTests: XCTestCase {
    struct Poll: Decodable, Sendable, Equatable {
        var state: Int
        var url: String
    }

    struct PublicProfile: Decodable, Sendable, Equatable {
        var nickname: String
    }

    struct Profile: Decodable, Sendable, Equatable {
        var nickname: String
        var email: String
    }

    private func call<Payload: Decodable & Sendable>(
        _ operation: PollContract.Operation, _ body: String, as type: Payload.Type
    ) async -> Result<Payload, APIError<PollContract.ErrorClass>> {
        let core = APIClientCore<PollContract>(
            baseURL: URL(string: "https://api.example.com")!, transport: StubTransport(status: 200, body: body),
            sleeper: NoWait(), jitter: { 0 })
        do {
            let prepared = try core.prepare(operation, session: nil, body: .none)
            return .success(try await core.callForPayload(prepared, operation: operation, payload: type))
        } catch {
            return .failure(error)
        }
    }

    private func poll(state: Int, url: String) async -> Result<Poll, APIError<PollContract.ErrorClass>> {
        await call(PollContract.poll, #"{"code": 0, "data": {"state": \#(state), "url": "\#(url)"}}"#, as: Poll.self)
    }

    func testWaitingAndScannedAreSuccessesWithTheirState() async throws {
        let waiting = await poll(state: 701, url: "")
        XCTAssertEqual(try waiting.get(), Poll(state: 701, url: ""))
        let scanned = await poll(state: 702, url: "")
        XCTAssertEqual(try scanned.get(), Poll(state: 702, url: ""))
    }

    func testExpiredIsItsOwnErrorClassThoughTheEnvelopeSaysSuccess() async {
        let body = #"{"code": 0, "data": {"state": 703, "url": "", "ticket": "s3cr3t", "list": [1]}}"#
        let failure = await call(PollContract.poll, body, as: Poll.self).failure
        XCTAssertEqual(failure?.errorClass, .qrExpired)
        XCTAssertEqual(failure?.observation.body, .envelope(success: true))
        XCTAssertEqual(
            failure?.observation.payloadFields, ["state": 703, "url": ""], "only the fields the rules read travel")
        XCTAssertEqual(failure?.observation.conditionsFailed, false)
    }

    func testConfirmedNeedsALink() async throws {
        let empty = await poll(state: 700, url: "").failure
        XCTAssertEqual(empty?.errorClass, .invalidResponse)
        XCTAssertEqual(empty?.observation.conditionsFailed, true)
        XCTAssertEqual(empty?.detail, "success condition failed: url nonEmpty when state in [700]")
        let missing = await call(PollContract.poll, #"{"code": 0, "data": {"state": 700}}"#, as: Poll.self)
        XCTAssertEqual(missing.failure?.observation.conditionsFailed, true, "an absent link is no link")
        let confirmed = await poll(state: 700, url: "https://gate.example/s/1")
        XCTAssertEqual(try confirmed.get(), Poll(state: 700, url: "https://gate.example/s/1"))
    }

    func testAStateOutsideTheDocumentedOnesIsRefused() async {
        let unknown = await poll(state: 799, url: "")
        XCTAssertEqual(unknown.failure?.errorClass, .invalidResponse)
        XCTAssertEqual(unknown.failure?.detail, "success condition failed: state in [700, 701, 702]")
        let text = await call(PollContract.poll, #"{"code": 0, "data": {"state": "703", "url": ""}}"#, as: Poll.self)
        XCTAssertEqual(text.failure?.errorClass, .qrExpired, "a state sent as numeric text is the number")
    }

    func testAFailureKeepsItsDataTyped() async throws {
        let body = #"{"code": 401, "message": "sign in", "data": {"nickname": "kit"}}"#
        let result = await call(PollContract.profile, body, as: Profile.self)
        let failure = try XCTUnwrap(result.failure)
        XCTAssertEqual(failure.errorClass, .signedOut)
        XCTAssertEqual(failure.code, 401)
        XCTAssertEqual(failure.failureData(as: PublicProfile.self), PublicProfile(nickname: "kit"))
        XCTAssertFalse("\(failure)".contains("kit"), "the data is never printed")
        XCTAssertFalse(String(reflecting: failure).contains("kit"))
    }

    func testDataThatDoesNotDecodeLeavesTheFailureClassified() async throws {
        for data in [#"{"nickname": 5}"#, "null", "[1]", #""text""#] {
            let body = #"{"code": 401, "message": "sign in", "data": \#(data)}"#
            let result = await call(PollContract.profile, body, as: Profile.self)
            let failure = try XCTUnwrap(result.failure)
            XCTAssertEqual(failure.errorClass, .signedOut, data)
            XCTAssertNil(failure.failureData(as: PublicProfile.self), data)
        }
        let answer = await call(PollContract.profile, #"{"code": 401, "message": "sign in"}"#, as: Profile.self)
        let absent = try XCTUnwrap(answer.failure)
        XCTAssertEqual(absent.errorClass, .signedOut)
        XCTAssertNil(absent.failureData(as: PublicProfile.self))
    }

    func testOnlyTheNamedClassesKeepData() async throws {
        let body = #"{"code": 5, "message": "no", "data": {"nickname": "kit"}}"#
        let result = await call(PollContract.profile, body, as: Profile.self)
        let failure = try XCTUnwrap(result.failure)
        XCTAssertEqual(failure.errorClass, .business)
        XCTAssertNil(failure.failureData(as: PublicProfile.self), "business keeps no data")
        let expired = await self.poll(state: 703, url: "")
        let poll = try XCTUnwrap(expired.failure)
        XCTAssertNil(poll.failureData(as: Poll.self), "an endpoint without failureData keeps nothing")
    }
}
