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

    /// Parameters hidden in a path are cut off and noted; the token and the secret query values a request carries are
    /// replaced wherever they stand in the path.
    func testThePathIsShownWithoutParametersOrSecrets() throws {
        let key = [
            "  key:", "    method: GET", "    path: /keys/{key}", "    params: { key: { type: string } }",
            "    query: { sig: { type: string, secret: true } }", "    response: { envelope: wrapped, payload: none }",
        ]
        let contract = try Contracts.text(
            Contracts.bearer.replacingOccurrences(
                of: "\n  mine:\n", with: "\n" + key.joined(separator: "\n") + "\n  mine:\n"))
        let catalog = try MockCatalog(contract: contract)
        let responder = MockResponder(catalog: catalog)
        func line(_ path: String, query: String? = nil, token: String = "bearer-secret-1") -> String {
            let request = MockRequest(
                method: "GET", path: path, query: query,
                headers: [HTTPHeaderField(name: "Authorization", value: "Bearer \(token)")])
            return RequestLog.line(for: request, reply: responder.reply(to: request), catalog: catalog)
        }
        XCTAssertEqual(
            line("/keys/sig-secret-3", query: "sig=sig-secret-3"),
            "GET /keys/<redacted> -> 200 key (made by the mock: no example)", "a secret query value")
        XCTAssertEqual(
            line("/items/1;jsessionid=x"),
            "GET /items/1… -> 200 item \"found\" (the path's parameters are not shown)")
        XCTAssertEqual(
            line("/items/a%25253Db"), "GET /items/a… -> 200 item \"found\" (the path's parameters are not shown)")
        XCTAssertEqual(line("/items/bearer-secret-1"), "GET /items/<redacted> -> 200 item \"found\"")
        XCTAssertEqual(
            line("/items/bearer%2Dsecret%2D1"), "GET /items/<redacted> -> 200 item \"found\"",
            "in any spelling")
        XCTAssertEqual(line("/items/tok", token: "tok"), "GET /items/tok -> 200 item \"found\"", "too short")
        XCTAssertEqual(
            line("/nothing/sig-secret-3", query: "sig=sig-secret-3"), "GET /nothing/sig-secret-3 -> 404 (no endpoint)",
            "no endpoint says sig is secret")
    }

    /// A signer's secret values, in a header or the query, are credentials the request carries: replaced in the path
    /// like the token beside them; a value that is not secret stays.
    func testTheSignersSecretValuesAreReplacedInThePath() throws {
        let signed = [
            "  signedKey:", "    method: GET", "    path: /keys/{key}", "    params: { key: { type: string } }",
            "    signed: true", "    response: { envelope: wrapped, payload: none }",
        ]
        let signing =
            "signing:\n  adds:\n    - { query: w_rid }\n    - { query: sig, secret: true }\n"
            + "    - { header: X-Sign, secret: true }\nendpoints:\n"
        let contract = try Contracts.text(
            Contracts.bearer.replacingOccurrences(of: "endpoints:\n", with: signing)
                .replacingOccurrences(of: "\n  mine:\n", with: "\n" + signed.joined(separator: "\n") + "\n  mine:\n"))
        let catalog = try MockCatalog(contract: contract)
        let responder = MockResponder(catalog: catalog)
        func line(_ path: String) -> String {
            let request = MockRequest(
                method: "GET", path: path, query: "w_rid=rid-public-4&sig=sig-secret-5",
                headers: [
                    HTTPHeaderField(name: "Authorization", value: "Bearer bearer-secret-1"),
                    HTTPHeaderField(name: "X-Sign", value: "sign-secret-6"),
                ])
            return RequestLog.line(for: request, reply: responder.reply(to: request), catalog: catalog)
        }
        XCTAssertEqual(
            line("/keys/bearer-secret-1"), "GET /keys/<redacted> -> 200 signedKey (made by the mock: no example)")
        for secret in ["sign-secret-6", "sig-secret-5"] {
            let logged = line("/keys/\(secret)")
            XCTAssertTrue(logged.hasPrefix("GET /keys/<redacted> -> 200 signedKey"), logged)
        }
        XCTAssertTrue(line("/keys/rid-public-4").hasPrefix("GET /keys/rid-public-4 -> 200"), "w_rid is not secret")
    }

    func testWhatATerminalCouldMisreadIsEscapedAndLongPathsCut() {
        XCTAssertEqual(RequestLog.printable("/a\u{1b}[2Jb c", limit: 50), "/a\\u{1b}[2Jb\\u{20}c")
        XCTAssertEqual(RequestLog.printable(String(repeating: "x", count: 10), limit: 4), "xxxx…")
        XCTAssertEqual(
            RequestLog.refusedLine(status: 431, reason: "too many header lines"), "- - -> 431 (too many header lines)")
    }
}
