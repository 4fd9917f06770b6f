import Foundation
import XCTest

/// The real `zing-codegen verify`: exit statuses as `diff`'s, formats, the examples file, and no secret on any
/// stream; and `lint` listing the contracts' deviations and policy numbers.
final class VerifyCommandTests: XCTestCase {
    private let root = BuiltProduct.packageRoot
    private var scratch: URL!
    private let marker = "zqxsecret"
    private var token: String { "\(marker)-cli-token-\(marker)" }

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("verify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Runs in the package root; every stream is scanned for the planted token.
    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (
        status: Int32, out: String, err: String
    ) {
        try BuiltProduct.runCodegen(arguments, hiding: marker, file: file, line: line)
    }

    /// A capture of one current-user read answered with `body`.
    private func capture(_ name: String, body: String, status: Int = 200) throws -> String {
        let entry: [String: Any] = [
            "request": [
                "method": "GET", "url": "https://work.zingyang.com/api/sys/user/getUserInfo",
                "headers": [
                    ["name": "X-Access-Token", "value": token], ["name": "Accept", "value": "application/json"],
                ],
            ],
            "response": ["status": status, "headers": [], "content": ["mimeType": "application/json", "text": body]],
        ]
        let data = try JSONSerialization.data(withJSONObject: ["log": ["version": "1.2", "entries": [entry]]])
        let url = scratch.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    private var okBody: String { #"{"success": true, "code": 200, "result": {"userInfo": {"id": "u-1"}}}"# }

    func testACleanCaptureExitsZeroAndTheLevelsOfFailOn() throws {
        let clean = try capture("clean.har", body: okBody)
        let result = try run(["verify", "contract/zing.yaml", "--har", clean])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(
            result.out.contains("summary: contract/zing.yaml against https://work.zingyang.com/api"), result.out)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(try run(["verify", "contract/zing.yaml", "--har", clean, "--fail-on", "error"]).status, 0)
        XCTAssertEqual(
            try run(["verify", "contract/zing.yaml", "--har", clean, "--fail-on", "warning"]).status, 3,
            "endpoints never exercised are warnings")
        let drifted = try capture("drifted.har", body: #"{"success": true, "result": {"userInfo": {"id": 7}}}"#)
        let failing = try run(["verify", "contract/zing.yaml", "--har", clean, drifted, "--fail-on", "error"])
        XCTAssertEqual(failing.status, 3)
        XCTAssertTrue(failing.out.contains("drifted.har: entries[0] (GET /sys/user/getUserInfo): error: "), failing.out)
    }

    func testFormatsAndTheExamplesFile() throws {
        let har = try capture(
            "a.har", body: #"{"success": false, "code": 500, "message": "echo \#(token)", "result": null}"#)
        let json = try run(["verify", "contract/zing.yaml", "--har", har, "--format", "json"])
        XCTAssertEqual(json.status, 0)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["schemaVersion"] as? Int, 1)
        let markdown = try run(["verify", "contract/zing.yaml", "--har", har, "--format", "markdown"])
        XCTAssertTrue(markdown.out.hasPrefix("### `zing-codegen verify`"), markdown.out)
        let output = scratch.appendingPathComponent("examples.yaml")
        let written = try run(["verify", "contract/zing.yaml", "--har", har, "--examples", output.path])
        XCTAssertEqual(written.status, 0, written.err)
        let examples = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(examples.contains("expect: { class: business, code: 500 }"), examples)
        XCTAssertTrue(examples.contains("echo <redacted>"), examples)
        XCTAssertFalse(examples.contains(marker), examples)
    }

    func testInputsThatCannotBeVerified() throws {
        let text = scratch.appendingPathComponent("notes.txt")
        try Data("just text".utf8).write(to: text)
        let notHAR = try run(["verify", "contract/zing.yaml", "--har", text.path])
        XCTAssertEqual(notHAR.status, 1)
        XCTAssertTrue(notHAR.err.contains("notes.txt: not a HAR capture: the file is not JSON"), notHAR.err)
        XCTAssertEqual(notHAR.out, "", "nothing is reported when a capture cannot be read")

        let broken = scratch.appendingPathComponent("broken.yaml")
        try Data("format: 1\n".utf8).write(to: broken)
        let invalid = try run(["verify", broken.path, "--har", try capture("b.har", body: okBody)])
        XCTAssertEqual(invalid.status, 1)
        XCTAssertTrue(invalid.err.contains("error: the contract is invalid"), invalid.err)
    }

    func testUsageErrors() throws {
        let har = try capture("c.har", body: okBody)
        let cases: [([String], String)] = [
            (["verify", "contract/zing.yaml"], "verify needs --har"),
            (["verify", "--har", har], "verify takes one contract"),
            (["verify", "contract/zing.yaml", "contract/longde.yaml", "--har", har], "verify takes one contract"),
            (
                ["verify", "contract/zing.yaml", "--har", scratch.appendingPathComponent("none.har").path],
                "no such file"
            ),
            (["verify", "contract/missing.yaml", "--har", har], "no such file"),
            (["verify", "contract/herald.yaml", "--har", har], "has no baseURL; pass --base-url"),
            (["verify", "contract/zing.yaml", "--har", har, "--base-url", "work.zingyang.com"], "--base-url must be"),
            (["verify", "contract/zing.yaml", "--har", har, "--fail-on", "breaking"], "--fail-on must be error"),
            (["verify", "contract/zing.yaml", "--har", har, "--format", "html"], "--format must be"),
            (["diff", "--har", har], "belong to `verify`"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.contains(message), "\(arguments): \(result.err)")
        }
        let help = try run(["--help"])
        XCTAssertTrue(help.out.contains("zing-codegen verify CONTRACT --har FILE"), help.out)
    }

    func testHeraldWithABaseURL() throws {
        let har = try capture("h.har", body: okBody)
        let result = try run([
            "verify", "contract/herald.yaml", "--har", har, "--base-url", "https://work.zingyang.com/api",
        ])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("request-unmatched 1"), result.out)
    }

    func testLintListsDeviationsAndPolicyNumbers() throws {
        let result = try run(["lint", "contract/longde.yaml", "contract/zing.yaml"])
        XCTAssertEqual(result.status, 0, result.err)
        let notes = result.out.components(separatedBy: "\n").filter { $0.contains(": note: ") }
        XCTAssertNotNil(
            notes.first {
                $0.range(
                    of:
                        #"^contract/longde\.yaml:\d+:\d+: note: endpoint 'refreshSession' deviates from longde-ios-auth-contract\.md#5: "#,
                    options: .regularExpression) != nil
            }, result.out)
        XCTAssertTrue(
            notes.contains {
                $0.contains("field 'identityToken' of model 'AppleLoginRequest': maxLength 4096 is client policy")
            },
            result.out)
        XCTAssertEqual(notes.filter { $0.contains("retry: maxAttempts 3 is client policy") }.count, 2, result.out)
    }
}

/// `verify --server NAME=URL` on a contract with two servers: a capture of the passport host given on the command
/// line matches; a server the contract lacks is a usage error.
final class VerifyServerOptionTests: XCTestCase {
    static let contract = """
        format: 1
        info: { title: Hosts, module: HostsAPI, version: "1", date: 2026-12-01, generate: false, docs: [hosts.md] }
        servers:
          api: { url: "https://api.example.com" }
          passport: { doc: Per deployment. }
        defaultServer: api
        envelopes:
          flag: { style: flag, success: success }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          signIn: { method: POST, path: /login, server: passport, response: { envelope: flag, payload: none } }
          profile: { method: GET, path: /me, response: { envelope: flag, payload: none } }
        """

    func testAServerGivenOnTheCommandLineIsVerifiedAndAnUnknownOneRefused() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("servers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let contract = scratch.appendingPathComponent("hosts.yaml")
        try Self.contract.write(to: contract, atomically: true, encoding: .utf8)
        func entry(_ method: String, _ url: String) -> [String: Any] {
            [
                "request": ["method": method, "url": url, "headers": []],
                "response": [
                    "status": 200, "headers": [],
                    "content": ["mimeType": "application/json", "text": #"{"success":true}"#],
                ],
            ]
        }
        let har = scratch.appendingPathComponent("c.har")
        try JSONSerialization.data(withJSONObject: [
            "log": [
                "version": "1.2",
                "entries": [entry("POST", "https://sso.test/login"), entry("GET", "https://api.example.com/me")],
            ]
        ]).write(to: har)
        let binary = try BuiltProduct.executable("zing-codegen")
        let root = BuiltProduct.packageRoot
        let verified = try BuiltProduct.run(
            binary, ["verify", contract.path, "--har", har.path, "--server", "passport=https://sso.test"], in: root)
        XCTAssertEqual(verified.status, 0, verified.err)
        XCTAssertTrue(verified.out.contains("matched 2, unmatched 0"), verified.out)
        let unknown = try BuiltProduct.run(
            binary, ["verify", contract.path, "--har", har.path, "--server", "pasport=https://sso.test"], in: root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("is no named server of the contract (passport)"), unknown.err)
    }
}
