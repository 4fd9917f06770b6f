import Contract
import OpenAPIExport
import TextFoundation
import XCTest

/// A contract's default server is the document's `servers`; an operation of another server carries its own.
final class ServerExportTests: XCTestCase {
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
        """

    func testOperationsOfAnotherServerCarryItsServers() throws {
        let document = try OpenAPIExporter.document(for: try ExportFixtures.contract(text: Self.contract))
        XCTAssertEqual(
            document.at(["servers"]),
            [["url": "https://api.example.com", "description": "Server `api`: Everything but sign-in."]])
        XCTAssertEqual(
            document.at(["paths", "/login", "post", "servers"]),
            [["url": "https://passport.example.com/v2", "description": "Server `passport`: Sign-in only."]])
        XCTAssertEqual(document.at(["paths", "/login", "post", "x-zing-server"]), "passport")
        XCTAssertNil(document.at(["paths", "/me", "get", "servers"]), "the default server's operations inherit")
        XCTAssertNil(document.at(["paths", "/me", "get", "x-zing-server"]))
    }
}
