import Foundation
import XCTest

/// A contract with three servers: `api` (the default), `passport` for sign-in and `files`, whose host is per
/// deployment. It generates code that compiles warning-free with its example tests; the client takes one URL per
/// server (the documented ones by default) and each endpoint's spec names its server unless it is the default.
final class NamedServersCompileTests: XCTestCase {
    static let contract = #"""
        format: 1
        info:
          title: Hosts API
          module: HostsAPI
          version: "1"
          date: 2026-12-01
          generate: true
          docs: [hosts.md]
        servers:
          api: { url: "https://api.hosts.example/v1", doc: Everything but sign-in. }
          passport: { url: "https://passport.hosts.example", doc: Sign-in only. }
          files-host: { doc: The upload host; per deployment. }
        defaultServer: api
        models:
          Session:
            fields:
              token: { type: string, secret: true }
          Profile:
            fields:
              name: { type: string }
        envelopes:
          flag: { style: flag, success: success, payload: data }
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
            response: { envelope: flag, type: Session }
            examples:
              - name: signed in
                response: '{"success": true, "data": {"token": "t-1"}}'
                expect: { success: true }
          profile:
            method: GET
            path: /me
            response: { envelope: flag, type: Profile }
            examples:
              - name: a profile
                response: '{"success": true, "data": {"name": "n"}}'
                expect: { success: true, values: { name: n } }
          ping:
            method: GET
            path: /ping
            server: files-host
            response: { envelope: flag, payload: none }
        """#

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hosts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testTheClientTakesOneURLPerServerAndEachSpecNamesItsServer() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains("baseURL: URL = HostsContract.defaultBaseURL,"), "the default server is baseURL")
        XCTAssertTrue(text.contains("passportURL: URL = HostsContract.passportBaseURL,"))
        XCTAssertTrue(text.contains("filesHostURL: URL,"), "a server without a documented URL has no default")
        XCTAssertTrue(text.contains(#"static let defaultBaseURL = URL(string: "https://api.hosts.example/v1")!"#))
        XCTAssertTrue(text.contains(#"static let passportBaseURL = URL(string: "https://passport.hosts.example")!"#))
        XCTAssertTrue(text.contains(#"servers: ["passport": passportURL, "files-host": filesHostURL]"#))
        XCTAssertTrue(text.contains(#"server: "passport""#))
        XCTAssertTrue(text.contains(#"server: "files-host""#))
        XCTAssertEqual(text.components(separatedBy: "server: \"").count - 1, 2, "the default server is never named")
        XCTAssertTrue(text.contains(#"public var passportURL: URL { core.url(ofServer: "passport") }"#))
    }
}
