import APIRuntime
import Foundation
import XCTest
import ZingAPI
import ZingSession

/// Text a server sends (a user's real name, a tenant's name, an error message) never reaches the terminal raw: no
/// escape sequence, no bidirectional override, no line of its own, in the readable output or in `--json`.
final class CLITerminalTextTests: CLITestCase {
    /// ESC ] 0 ; … BEL retitles a terminal, ESC [ 2 J clears it, U+202E reverses what follows, and a line break
    /// would forge a line of the tool's own output.
    private let hostile = "Eve\u{1B}]0;owned\u{7}\u{1B}[2J\u{202E}gnp.exe\nerror: forged\u{85}"

    private func seedSession() throws {
        let record = SessionRecord(
            baseURL: URL(string: server.apiBaseURL)!, userID: UserID(rawValue: "user-e2e"),
            token: Secret(E2ESecrets.platformToken), tenantID: TenantID(rawValue: 1))
        try FileSessionStore(fileURL: cli.sessionFile).save(record)
    }

    private var hostileJSON: String { JSONQuoting.quoted(hostile) }

    private func assertNothingRaw(
        _ run: CLIHarness.Run, _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for output in [run.out, run.err] {
            XCTAssertFalse(
                output.unicodeScalars.contains("\u{1B}"), "\(label): ESC printed raw", file: file, line: line)
            XCTAssertFalse(
                output.unicodeScalars.contains("\u{202E}"), "\(label): U+202E printed raw", file: file, line: line)
            XCTAssertFalse(
                output.unicodeScalars.contains("\u{85}"), "\(label): NEL printed raw", file: file, line: line)
            XCTAssertFalse(output.contains("\nerror: forged"), "\(label): a forged line", file: file, line: line)
        }
    }

    func testAServersNamesAndMessagesAreEscapedInEveryMode() throws {
        try seedSession()
        let user = #"{"userInfo":{"id":"user-e2e","username":"u","realname":\#(hostileJSON),"loginTenantId":1}}"#
        let tenants = #"[{"id":"user-e2e","tenantUserId":"1","name":\#(hostileJSON),"status":1,"userTenantStatus":1}]"#
        for mode in [[], ["--json"]] {
            server.queue("/sys/user/getUserInfo", FakeZingHTTP.ok(user))
            let whoami = try cli.run(["whoami"] + mode)
            XCTAssertEqual(whoami.status, 0, whoami.err)
            assertNothingRaw(whoami, "whoami \(mode)")
            server.queue("/sys/tenant/getTenantListByUserId", FakeZingHTTP.ok(tenants))
            let list = try cli.run(["tenants"] + mode)
            XCTAssertEqual(list.status, 0, list.err)
            assertNothingRaw(list, "tenants \(mode)")
            server.queue(
                "/sys/permission/getPermCode",
                .json(#"{"success":false,"code":500,"message":\#(hostileJSON)}"#, status: 200))
            let failure = try cli.run(["permissions"] + mode)
            XCTAssertEqual(failure.status, 1)
            assertNothingRaw(failure, "permissions failure \(mode)")
        }
        server.queue("/sys/user/getUserInfo", FakeZingHTTP.ok(user))
        let readable = try cli.run(["whoami"])
        XCTAssertTrue(
            readable.out.contains(#"Eve\u{1B}]0;owned\u{7}\u{1B}[2J\u{202E}gnp.exe\u{A}error: forged\u{85}"#),
            readable.out)
        server.queue("/sys/user/getUserInfo", FakeZingHTTP.ok(user))
        let json = try cli.run(["whoami", "--json"])
        XCTAssertEqual(
            try json.result()["realname"] as? String, hostile, "JSON escapes, and reads back as the server's text")
    }
}
