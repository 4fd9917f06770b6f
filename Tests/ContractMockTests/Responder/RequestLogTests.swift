import XCTest

@testable import ContractMock

/// The log names what was served and never what the request carried.
final class RequestLogTests: XCTestCase {
    func testALineSaysMethodPathStatusEndpointAndExample() throws {
        let responder = MockResponder(catalog: try MockCatalog(contract: try Contracts.real("zing")))
        let request = MockRequest(
            method: "GET", path: "/sys/user/getUserInfo", query: "token=query-secret",
            headers: [HTTPHeaderField(name: "X-Mock-Example", value: "header-secret")])
        let line = RequestLog.line(for: request, reply: responder.reply(to: request))
        XCTAssertEqual(line, "GET /sys/user/getUserInfo -> 401 currentUser \"HTTP 401 with a token\" (no token)")
        let served = MockRequest(
            method: "GET", path: "/sys/user/getUserInfo",
            headers: [HTTPHeaderField(name: "X-Access-Token", value: "tok-secret")])
        let second = RequestLog.line(for: served, reply: responder.reply(to: served))
        XCTAssertEqual(second, "GET /sys/user/getUserInfo -> 200 currentUser \"current user\"")
        for text in [line, second] { XCTAssertFalse(text.contains("secret"), text) }
    }

    func testWhatATerminalCouldMisreadIsEscapedAndLongPathsCut() {
        XCTAssertEqual(RequestLog.printable("/a\u{1b}[2Jb c", limit: 50), "/a\\u{1b}[2Jb\\u{20}c")
        XCTAssertEqual(RequestLog.printable(String(repeating: "x", count: 10), limit: 4), "xxxx…")
        XCTAssertEqual(
            RequestLog.refusedLine(status: 431, reason: "too many header lines"), "- - -> 431 (too many header lines)")
    }
}
