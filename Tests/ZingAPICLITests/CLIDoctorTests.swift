import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest
import ZingAPI
import ZingSession

/// `doctor`'s details: each failed check says what failed and, where the docs name one, the likely cause.
final class CLIDoctorTests: CLITestCase {
    private func seed(baseURL: String) throws {
        let record = SessionRecord(
            baseURL: URL(string: baseURL)!, userID: UserID(rawValue: "user-e2e"),
            token: Secret(E2ESecrets.platformToken), tenantID: TenantID(rawValue: 1))
        try FileSessionStore(fileURL: cli.sessionFile).save(record)
    }

    private func checks(_ run: CLIHarness.Run) throws -> [String: (passed: Bool, detail: String)] {
        let rows = try XCTUnwrap(run.result()["checks"] as? [[String: Any]], run.out)
        var byName: [String: (Bool, String)] = [:]
        for row in rows {
            byName[try XCTUnwrap(row["name"] as? String)] = (
                try XCTUnwrap(row["passed"] as? Bool), try XCTUnwrap(row["detail"] as? String)
            )
        }
        return byName
    }

    func testABaseURLWithoutTheAPIPrefixIsNamedAsTheLikelyCause() throws {
        let root = server.server.baseURL.absoluteString
        try seed(baseURL: root)
        let run = try cli.run(["doctor", "--json", "--base-url", root])
        XCTAssertEqual(run.status, 1)
        let user = try XCTUnwrap(checks(run)["current user matches the session"])
        XCTAssertFalse(user.passed)
        XCTAssertTrue(user.detail.contains("HTTP 404") && user.detail.contains("/api"), user.detail)
        let forged = try XCTUnwrap(checks(run)["a forged token is rejected"])
        XCTAssertTrue(forged.passed)
        XCTAssertFalse(forged.detail.contains("stored session"), "the forged token's 401 is not the session's")
        XCTAssertTrue(FileManager.default.fileExists(atPath: cli.sessionFile.path))
    }

    func testAReadableSessionFileAnUnreachableServerAndAnExpiredSessionSayWhat() throws {
        let unreachable = try LoopbackServer.unusedPortURL().absoluteString + "/api"
        try seed(baseURL: unreachable)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: cli.sessionFile.path)
        let offline = try cli.run(["doctor", "--json", "--base-url", unreachable])
        XCTAssertEqual(offline.status, 1)
        let file = try XCTUnwrap(checks(offline)["session file is owner-only"])
        XCTAssertFalse(file.passed)
        XCTAssertTrue(file.detail.contains("was mode 644") && file.detail.contains("made 600"), file.detail)
        XCTAssertTrue(offline.err.contains("warning: the session file"), "repaired before it was used: \(offline.err)")
        let user = try XCTUnwrap(checks(offline)["current user matches the session"])
        XCTAssertTrue(user.detail.hasPrefix("connectivity (transport"), user.detail)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cli.sessionFile.path), "connectivity keeps it")

        try seed(baseURL: server.apiBaseURL)
        server.queue("/sys/user/getUserInfo", .json(#"{"success":false,"code":401,"message":"expired"}"#, status: 401))
        let expired = try cli.run(["doctor"])
        XCTAssertEqual(expired.status, 1)
        XCTAssertTrue(expired.out.contains("the stored session was removed"), expired.out)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.sessionFile.path))
    }
}
