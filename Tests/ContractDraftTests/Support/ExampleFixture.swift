import Contract
import ContractFixtures
import ContractVerify
import Foundation
import XCTest

@testable import ContractDraft

/// A small drafted contract the example rules are held to: a form sign-in (with an integer field) that hands out the
/// token, a flag
/// envelope's success and failure, an endpoint some of whose requests carried the token, and a JSON body sent.
struct ExampleFixture {
    static let base = "https://api.example.com"
    static let password = "pw-planted-91x"
    static let token = "tok-issued-7f3c9a1b"

    let contract: Contract
    let secrets: SecretSet

    init() throws {
        let signedIn = [("X-Access-Token", Self.token)]
        let entries = [
            CapturedEntry(
                method: "POST", url: Self.base + "/auth/login",
                requestBody: "username=admin&password=\(Self.password)&remember=1",
                requestMimeType: "application/x-www-form-urlencoded",
                responseBody: #"{"success": true, "code": 200, "message": "", "result": {"token": "\#(Self.token)"}}"#),
            CapturedEntry(
                url: Self.base + "/sys/user/info", requestHeaders: signedIn,
                responseBody: #"{"success": true, "code": 200, "message": "", "result": {"id": "u1", "name": "a"}}"#),
            CapturedEntry(
                url: Self.base + "/sys/user/info", requestHeaders: signedIn,
                responseBody: #"{"success": false, "code": 510, "message": "no permission", "result": null}"#),
            CapturedEntry(
                url: Self.base + "/sys/feed", requestHeaders: signedIn,
                responseBody: #"{"success": true, "code": 200, "message": "", "result": {"rows": [1]}}"#),
            CapturedEntry(
                url: Self.base + "/sys/feed",
                responseBody: #"{"success": false, "code": 401, "message": "sign in", "result": null}"#),
            CapturedEntry(
                method: "POST", url: Self.base + "/sys/user/add", requestHeaders: signedIn,
                requestBody: #"{"name": "a", "age": 3}"#,
                responseBody: #"{"success": true, "code": 200, "message": "added", "result": null}"#),
        ]
        let harness = try DraftHarness()
        let draft = try harness.draft([("t.har", entries)])
        contract = try XCTUnwrap(harness.rendered(draft).lint.contract)
        var secrets = SecretSet()
        secrets.add(Self.password)
        secrets.add(Self.token)
        self.secrets = secrets
    }

    /// The endpoint at `path`.
    func endpoint(_ path: String) throws -> Endpoint {
        try XCTUnwrap(contract.endpoints.first { $0.path == path }, "no endpoint \(path)")
    }
}
