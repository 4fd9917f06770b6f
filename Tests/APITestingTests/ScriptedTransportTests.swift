import APIRuntime
import APITesting
import Foundation
import XCTest

/// `ScriptedTransport` answers in script order and records every request; `ImmediateSleeper` never waits.
final class ScriptedTransportTests: XCTestCase {
    private let request = HTTPRequest(method: .get, url: URL(string: "https://api.test/r")!)

    func testStepsAnswerInOrderThenFail() async throws {
        let transport = ScriptedTransport(
            steps: [.fail(.timeout), .respond(ScriptedTransport.response(status: 204, body: ""))])
        do {
            _ = try await transport.send(request)
            XCTFail("the first step is a fault")
        } catch {
            XCTAssertEqual(error, .timeout)
        }
        let response = try await transport.send(request)
        XCTAssertEqual(response.statusCode, 204)
        do {
            _ = try await transport.send(request)
            XCTFail("the script has ended")
        } catch {
            XCTAssertEqual(error, .other(code: -999))
        }
        XCTAssertEqual(transport.requests.count, 3)
    }

    func testOneResponseRepeats() async throws {
        let transport = ScriptedTransport(status: 200, headers: ["B": "2", "A": "1"], body: "ok")
        let first = try await transport.send(request)
        let second = try await transport.send(request)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.headers.map(\.name), ["A", "B"])
    }

    func testTheSleeperRecordsWaitsWithoutWaiting() async throws {
        let sleeper = ImmediateSleeper()
        try await sleeper.sleep(for: .seconds(30))
        try await sleeper.sleep(for: .milliseconds(5))
        XCTAssertEqual(sleeper.delays, [.seconds(30), .milliseconds(5)])
    }
}
