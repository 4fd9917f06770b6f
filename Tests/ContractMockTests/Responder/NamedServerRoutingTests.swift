import Contract
import ContractFixtures
import XCTest

@testable import ContractMock

/// One mock serves every server of a contract: the default server's endpoints at the root, each other server's
/// under `/<server>`, so the same path on two servers is two routes.
final class NamedServerRoutingTests: XCTestCase {
    static let contract = NamedServerFixture.samePathOnBothServers

    func testEachServersEndpointsAreServedUnderItsPrefix() throws {
        let catalog = try MockCatalog(contract: try Contracts.text(Self.contract))
        XCTAssertEqual(catalog.serverPrefixes.map(\.server), ["passport"])
        XCTAssertEqual(catalog.serverPrefixes.map(\.prefix), ["/passport"])
        let responder = MockResponder(catalog: catalog)
        let token = HTTPHeaderField(name: "X-Token", value: "t")
        XCTAssertEqual(responder.reply(to: MockRequest(method: "POST", path: "/passport/login")).endpoint, "signIn")
        XCTAssertEqual(
            responder.reply(to: MockRequest(method: "POST", path: "/login", headers: [token])).endpoint, "apiLogin")
        XCTAssertEqual(
            responder.reply(to: MockRequest(method: "GET", path: "/me", headers: [token])).endpoint, "profile")
        let misrouted = responder.reply(to: MockRequest(method: "GET", path: "/passport/me", headers: [token]))
        XCTAssertEqual(misrouted.answer.status, 404, "an endpoint of the default server is not served under /passport")
    }
}
