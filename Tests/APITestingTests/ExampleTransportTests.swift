import APIRuntime
import APITesting
import Foundation
import XCTest
import ZingAPIExamples

/// `ExampleTransport` answers each request with an example of its endpoint, whatever the base URL's path, and tells a
/// request no example answers from one it did.
final class ExampleTransportTests: XCTestCase {
    private func request(_ method: HTTPMethod, _ url: String) -> HTTPRequest {
        HTTPRequest(method: method, url: URL(string: url)!)
    }

    func testARequestGetsTheExampleOfItsEndpointUnderAnyBasePath() async throws {
        let example = ZingExamples.CurrentUser.currentUser
        let transport = ExampleTransport(replaying: example)
        let response = try await transport.send(request(.get, "https://api.test/some/base/sys/user/getUserInfo"))
        XCTAssertEqual(response.statusCode, example.status)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), example.body)
        XCTAssertEqual(transport.served, [example])
        XCTAssertTrue(transport.unanswered.isEmpty)
    }

    func testExamplesOfOneEndpointAnswerInOrderAndTheLastRepeats() async throws {
        let first = ZingExamples.CurrentUser.htmlGatewayPageWith502
        let second = ZingExamples.CurrentUser.currentUser
        let transport = ExampleTransport(replaying: first, second)
        for _ in 0..<3 { _ = try await transport.send(request(.get, "https://api.test/sys/user/getUserInfo")) }
        XCTAssertEqual(transport.served, [first, second, second])
    }

    func testARequestNoExampleAnswersFailsAndIsListed() async {
        let transport = ExampleTransport(replaying: ZingExamples.CurrentUser.currentUser)
        do {
            _ = try await transport.send(request(.post, "https://api.test/sys/user/getUserInfo"))
            XCTFail("another method is another endpoint")
        } catch {
            XCTAssertEqual(error, .cannotConnect)
        }
        XCTAssertEqual(transport.unanswered.map(\.method), [.post])
        XCTAssertEqual(transport.recorded.count, 1)
        XCTAssertTrue(transport.served.isEmpty)
    }

    func testPathParametersMatchOneSegmentAndTheLongestTemplateWins() async throws {
        let realm = ContractExample(
            endpoint: "login", name: "realm", method: .post, path: "/oauth/{realm}/apple/native-login",
            body: #"{"realm":true}"#)
        let short = ContractExample(
            endpoint: "native", name: "short", method: .post, path: "/apple/native-login", body: #"{"short":true}"#)
        let transport = ExampleTransport(replaying: short, realm)
        _ = try await transport.send(request(.post, "https://sso.test/api/oauth/team%2Fb/apple/native-login"))
        _ = try await transport.send(request(.post, "https://sso.test/api/apple/native-login"))
        XCTAssertEqual(transport.served, [realm, short], "an encoded / stays inside its segment")
    }

    func testACancelledTaskGetsNoAnswer() async {
        let transport = ExampleTransport(replaying: ZingExamples.CurrentUser.currentUser)
        let request = request(.get, "https://api.test/sys/user/getUserInfo")
        let outcome = await Task { () -> TransportFault? in
            withUnsafeCurrentTask { $0?.cancel() }
            do throws(TransportFault) {
                _ = try await transport.send(request)
                return nil
            } catch {
                return error
            }
        }.value
        XCTAssertEqual(outcome, .cancelled)
        XCTAssertTrue(transport.recorded.isEmpty)
    }

    func testAnExampleNeverPrintsItsBody() {
        let example = ZingExamples.AppleNativeLogin.signInSucceeds
        XCTAssertEqual("\(example)", "appleNativeLogin: sign-in succeeds")
        XCTAssertFalse("\(example)".contains("JWT"))
    }

    func testEveryExampleOfTheContractIsListedOnce() {
        XCTAssertEqual(ZingExamples.all.count, Set(ZingExamples.all).count)
        XCTAssertEqual(
            ZingExamples.all.filter { $0.endpoint == "currentUser" }.first, ZingExamples.CurrentUser.currentUser)
    }
}
