import Contract
import Foundation
import RawHTTPClient
import XCTest

@testable import ContractMock

/// A token session's life in the mock, over real loopback sockets (Tests/Fixtures/ruoyi-sign-in.yaml: `setBy` login's
/// `token` field, `endsBy: [logout]`): the token the sign-in hands out is honoured until a logout is called with it,
/// then refused with the contract's unauthorised answer (`code: 401`, the rule whose class invalidates the session),
/// until a sign-in hands it out again.
final class MockTokenSessionTests: XCTestCase {
    private var servers: [MockServer] = []

    override func tearDown() {
        for server in servers { server.stop() }
        servers = []
    }

    private func start(log: ServerLog) throws -> MockServer {
        let result = ContractLoader.load(
            contentsOf: Contracts.root.appendingPathComponent("Tests/Fixtures/ruoyi-sign-in.yaml"),
            displayPath: "ruoyi-sign-in.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        let server = try MockServer(catalog: try MockCatalog(contract: contract))
        servers.append(server)
        Thread { server.run { log.append($0) } }.start()
        return server
    }

    private func send(_ server: MockServer, _ method: String, _ path: String, token: String? = nil) throws -> String {
        let authorization = token.map { "Authorization: Bearer \($0)\r\n" } ?? ""
        return try RawHTTPClient(port: server.port).exchange(
            "\(method) \(path) HTTP/1.1\r\n\(authorization)Content-Length: 0\r\nConnection: close\r\n\r\n")
    }

    /// The JSON body of an answer.
    private func body(_ answer: String) throws -> [String: Any] {
        let text = try XCTUnwrap(answer.range(of: "\r\n\r\n").map { String(answer[$0.upperBound...]) })
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func testTheSignedInTokenIsRefusedAfterItsLogoutUntilASignInHandsItOutAgain() throws {
        let log = ServerLog()
        let server = try start(log: log)
        let signIn = try body(send(server, "POST", "/login"))
        let token = try XCTUnwrap(signIn["token"] as? String)
        XCTAssertEqual(try body(send(server, "GET", "/getInfo", token: token))["code"] as? Int, 200)

        XCTAssertEqual(try body(send(server, "POST", "/logout", token: token))["code"] as? Int, 200)
        let refused = try body(send(server, "GET", "/getInfo", token: token))
        XCTAssertEqual(refused["code"] as? Int, 401, "the contract's answer whose class invalidates the session")
        XCTAssertEqual(try body(send(server, "GET", "/getInfo", token: "another-token"))["code"] as? Int, 200)

        _ = try send(server, "POST", "/login")
        XCTAssertEqual(try body(send(server, "GET", "/getInfo", token: token))["code"] as? Int, 200, "signed in again")
        XCTAssertTrue(log.all.contains { $0.contains("ended the session") }, "\(log.all)")
        XCTAssertTrue(log.all.contains { $0.contains("the session ended") }, "\(log.all)")
        XCTAssertFalse(log.all.contains { $0.contains(token) }, "the log never shows the token")
    }
}
