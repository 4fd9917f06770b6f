import Contract
import XCTest

@testable import ContractMock

/// One mock serves every server of a contract: the default server's endpoints at the root, each other server's
/// under `/<server>`, so the same path on two servers is two routes.
final class NamedServerRoutingTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: Hosts, module: HostsAPI, version: "1", date: 2026-12-01, generate: false, docs: [hosts.md] }
        servers:
          api: { url: "https://api.example.com", doc: Everything but sign-in. }
          passport: { url: "https://passport.example.com/v2", doc: Sign-in only. }
        defaultServer: api
        envelopes:
          flag: { style: flag, success: success }
        auth:
          token: { header: X-Token }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          signIn:
            method: POST
            path: /login
            server: passport
            auth: none
            role: login
            response: { envelope: flag, payload: none }
            examples:
              - { name: signed in, response: '{"success": true}', expect: { success: true } }
          profile:
            method: GET
            path: /me
            response: { envelope: flag, payload: none }
            examples:
              - { name: a profile, response: '{"success": true}', expect: { success: true } }
          apiLogin:
            method: POST
            path: /login
            response: { envelope: flag, payload: none }
            examples:
              - { name: api login, response: '{"success": true}', expect: { success: true } }
        """

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
