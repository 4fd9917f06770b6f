import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest
import ZingAPI
import ZingSession

/// The real binary against a hostile server (docs/threat-model.md): redirects, an oversized answer, a drip-fed
/// answer and a plain-HTTP base URL. Outcomes only; the measured numbers are in the threat model.
final class CLIHostileServerTests: CLITestCase {
    private var other: LoopbackServer?

    override func tearDown() {
        other?.stop()
        super.tearDown()
    }

    private func seedSession() throws {
        let record = SessionRecord(
            baseURL: URL(string: server.apiBaseURL)!, userID: UserID(rawValue: "user-e2e"),
            token: Secret(E2ESecrets.platformToken), tenantID: TenantID(rawValue: 1))
        try FileSessionStore(fileURL: cli.sessionFile).save(record)
    }

    private var sessionKept: Bool { FileManager.default.fileExists(atPath: cli.sessionFile.path) }

    private func count(_ path: String) -> Int { server.requests.filter { $0.path == "/api" + path }.count }

    func testNoRedirectCarriesTheTokenToAnotherOrigin() throws {
        let thief = try LoopbackServer { _ in .json(#"{"success":true,"code":0,"result":{}}"#) }
        other = thief
        let file = cli.folder.appendingPathComponent("photo.txt")
        try Data("picture".utf8).write(to: file)
        let target = thief.baseURL.absoluteString + "/steal?token=\(E2ESecrets.platformToken)"
        let commands: [(arguments: [String], path: String)] = [
            (["whoami"], "/sys/user/getUserInfo"), (["upload", file.path], "/sys/common/upload"),
            (["sts", "--scene", "s", "--upload-id", "u"], "/sys/common/cos/sts"),
        ]
        for status in [301, 302, 303, 307, 308] {
            for (arguments, path) in commands {
                try seedSession()
                let before = count(path)
                server.queue(path, .redirect(status, to: target))
                let run = try cli.run(arguments + ["--json"])
                XCTAssertEqual(run.status, 1, "\(arguments) \(status)")
                let error = try run.error()
                XCTAssertEqual(error["class"] as? String, "invalidResponse", "\(arguments) \(status)")
                XCTAssertEqual(error["httpStatus"] as? Int, status)
                XCTAssertEqual(
                    error["message"] as? String,
                    "a redirect (HTTP \(status)) to \(thief.baseURL.absoluteString) was not followed; redirects never are"
                )
                XCTAssertEqual(count(path) - before, 1, "\(arguments) \(status): sent once, never retried")
                XCTAssertTrue(sessionKept, "a redirect never ends the session")
            }
        }
        XCTAssertEqual(thief.requests.count, 0, "the other origin received nothing")
    }

    func testAnOversizedAnswerIsRefusedAndNamesTheLimit() throws {
        try seedSession()
        server.queue("/sys/user/getUserInfo", .oversized(300 << 20, declaresLength: false))
        let run = try cli.run(["whoami", "--json"])
        XCTAssertEqual(run.status, 1)
        let error = try run.error()
        XCTAssertEqual(error["class"] as? String, "invalidResponse")
        XCTAssertEqual(error["retryable"] as? Bool, false)
        XCTAssertEqual(
            error["message"] as? String, "the response body is larger than the 8 MiB limit; reading stopped there")
        XCTAssertEqual(count("/sys/user/getUserInfo"), 1, "never retried")
        XCTAssertTrue(sessionKept)
    }

    func testADripFedAnswerEndsAtTheDeadline() throws {
        try seedSession()
        let drip = ScriptedResponse.dripped(
            #"{"success":true,"code":0,"result":{"userInfo":{"id":"user-e2e"}}}"#, every: .milliseconds(400))
        server.queue("/sys/user/getUserInfo", drip, drip, drip)
        let run = try cli.run(["whoami", "--json", "--timeout", "1"])
        XCTAssertEqual(run.status, 1)
        let error = try run.error()
        XCTAssertEqual(error["class"] as? String, "connectivity")
        XCTAssertEqual(error["retryable"] as? Bool, true)
        XCTAssertEqual(count("/sys/user/getUserInfo"), 3, "each attempt ends at its deadline")
        XCTAssertTrue(sessionKept)
    }

    func testAPlainHTTPBaseURLIsRefusedUnlessExplicitlyAllowed() throws {
        try seedSession()
        let refused = try cli.run(["whoami", "--json", "--base-url", "http://10.255.255.1/api"])
        XCTAssertEqual(refused.status, 2)
        let error = try refused.error()
        XCTAssertEqual(error["class"] as? String, "usage")
        XCTAssertTrue((error["message"] as? String)?.contains("--allow-insecure-http") == true, refused.out)
        let plain = try cli.run(["whoami"], environment: ["ZING_API_BASE_URL": "http://zing.example/api"])
        XCTAssertEqual(plain.status, 2, "the environment's base URL is checked too")
        XCTAssertTrue(server.requests.isEmpty)

        // Allowed, the session (made for another base URL) is simply not there: no request either.
        let allowed = try cli.run([
            "whoami", "--json", "--allow-insecure-http", "--base-url", "http://10.255.255.1/api",
        ])
        XCTAssertEqual(try allowed.error()["class"] as? String, "noSession")
        XCTAssertTrue(server.requests.isEmpty)
    }

    func testHelpStatesTheTimeBoundComputedFromThePolicy() throws {
        func oneLine(_ text: String) -> String {
            text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let help = try cli.run(["--help"], environment: ["ZING_API_TIMEOUT": "30"])
        XCTAssertEqual(help.status, 0)
        let text = oneLine(help.out)
        XCTAssertTrue(text.contains("each API call of a command ends within 150 s: at most 3 attempts of 30 s"), text)
        XCTAssertTrue(text.contains("an upload is one attempt and ends within 120 s"), text)
        XCTAssertTrue(text.contains("answers over 8 MiB are refused"), text)
        let short = oneLine(try cli.run(["--help", "--timeout", "5", "--upload-timeout", "600"]).out)
        XCTAssertTrue(short.contains("ends within 75 s: at most 3 attempts of 5 s and 2 waits of at most 30 s"), short)
        XCTAssertTrue(short.contains("ends within 600 s"), short)
        let insecureEnvironment = try cli.run(["help"], environment: ["ZING_API_BASE_URL": "http://zing.example"])
        XCTAssertEqual(insecureEnvironment.status, 0, "help prints whatever the base URL")
    }
}
