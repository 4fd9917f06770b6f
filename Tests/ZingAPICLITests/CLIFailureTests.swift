import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest
import ZingAPI
import ZingSession

/// The real binary against failing servers: what it prints, how it exits, what it keeps.
final class CLIFailureTests: CLITestCase {
    /// Stores a session as `login` would have, without running it.
    private func seedSession(baseURL: String? = nil) throws {
        let record = SessionRecord(
            baseURL: URL(string: baseURL ?? server.apiBaseURL)!, userID: UserID(rawValue: "user-e2e"),
            token: Secret(E2ESecrets.platformToken), tenantID: TenantID(rawValue: 1))
        try FileSessionStore(fileURL: cli.sessionFile).save(record)
    }

    private var sessionKept: Bool { FileManager.default.fileExists(atPath: cli.sessionFile.path) }

    private func count(_ path: String) -> Int { server.requests.filter { $0.path == "/api" + path }.count }

    func testSessionExpiredRemovesTheSessionFile() throws {
        try seedSession()
        server.queue("/sys/user/getUserInfo", .json(#"{"success":false,"code":401,"message":"expired"}"#, status: 401))
        let run = try cli.run(["whoami", "--json"])
        XCTAssertEqual(run.status, 1)
        let error = try run.error()
        XCTAssertEqual(error["class"] as? String, "sessionExpired")
        XCTAssertEqual(error["httpStatus"] as? Int, 401)
        XCTAssertEqual(error["invalidatesSession"] as? Bool, true)
        XCTAssertEqual(error["keepsCredentials"] as? Bool, false)
        XCTAssertEqual(error["retryable"] as? Bool, false)
        XCTAssertFalse(sessionKept)
        XCTAssertEqual(count("/sys/user/getUserInfo"), 1, "a 401 is never retried")
    }

    func testEveryAuthenticatedCommandRemovesTheSessionAfter401AndKeepsItAfter503() throws {
        let file = cli.folder.appendingPathComponent("a.txt")
        try Data("x".utf8).write(to: file)
        let expired = ScriptedResponse.json(#"{"success":false,"code":401,"message":"expired"}"#, status: 401)
        let commands: [(arguments: [String], path: String)] = [
            (["tenants"], "/sys/tenant/getTenantListByUserId"), (["permissions"], "/sys/permission/getPermCode"),
            (["switch-tenant", "2"], "/sys/user/changeLoginTenantId"), (["upload", file.path], "/sys/common/upload"),
            (["sts", "--scene", "s", "--upload-id", "u"], "/sys/common/cos/sts"),
        ]
        for (arguments, path) in commands {
            try seedSession()
            // The switch is checked against the memberships the server listed last.
            if arguments[0] == "switch-tenant" { _ = try cli.run(["tenants"]) }
            let before = count(path)
            server.queue(path, .html("<html>busy</html>", status: 503), .html("<html>busy</html>", status: 503))
            server.queue(path, .html("<html>busy</html>", status: 503))
            let busy = try cli.run(arguments + ["--json"])
            XCTAssertEqual(busy.status, 1, "\(arguments)")
            XCTAssertEqual(try busy.error()["class"] as? String, "connectivity", "\(arguments)")
            XCTAssertTrue(sessionKept, "\(arguments) keeps the session after 503")
            // `sts` issues new credentials on every call: not an idempotent read, so never retried.
            let isIdempotentRead = ["tenants", "permissions"].contains(arguments[0])
            XCTAssertEqual(
                count(path) - before, isIdempotentRead ? 3 : 1,
                "\(arguments): idempotent reads are retried, the rest never")
            server.reset()
            server.queue(path, expired)
            let run = try cli.run(arguments + ["--json"])
            XCTAssertEqual(run.status, 1, "\(arguments)")
            XCTAssertEqual(try run.error()["class"] as? String, "sessionExpired", "\(arguments)")
            XCTAssertFalse(sessionKept, "\(arguments) removes the session after 401")
        }
    }

    func testPermissionDeniedKeepsTheSessionAndEchoedSecretsAreRemoved() throws {
        try seedSession()
        // A server that echoes the token in its message: the CLI still never prints it.
        server.queue(
            "/sys/tenant/getTenantListByUserId",
            .json(#"{"success":false,"code":403,"message":"denied for \#(E2ESecrets.platformToken)"}"#, status: 403))
        let denied = try cli.run(["tenants", "--json"])
        XCTAssertEqual(denied.status, 1)
        XCTAssertEqual(try denied.error()["class"] as? String, "permissionDenied")
        XCTAssertEqual(try denied.error()["httpStatus"] as? Int, 403)
        XCTAssertTrue(sessionKept)

        server.queue("/sys/permission/getPermCode", .json(#"{"success":false,"code":510,"message":"no permission"}"#))
        let denied510 = try cli.run(["permissions"])
        XCTAssertEqual(denied510.status, 1)
        XCTAssertTrue(denied510.err.contains("permissionDenied"), denied510.err)
        XCTAssertTrue(denied510.err.contains("code 510"), denied510.err)
        XCTAssertTrue(sessionKept)
    }

    func testA503WithRetryAfterIsRetriedOnAReadButNotOnAWrite() throws {
        try seedSession()
        let busy = ScriptedResponse.html("<html>busy</html>", status: 503)
        var retryLater = busy
        retryLater.headers["Retry-After"] = "1"
        server.queue("/sys/user/getUserInfo", retryLater)
        let read = try cli.run(["--json", "whoami"])
        XCTAssertEqual(read.status, 0, read.out + read.err)
        XCTAssertEqual(count("/sys/user/getUserInfo"), 2)

        let file = cli.folder.appendingPathComponent("a.bin")
        try Data([1, 2, 3]).write(to: file)
        server.queue("/sys/common/upload", retryLater)
        let write = try cli.run(["upload", file.path, "--mime", "application/octet-stream", "--json"])
        XCTAssertEqual(write.status, 1)
        let error = try write.error()
        XCTAssertEqual(error["class"] as? String, "connectivity")
        XCTAssertEqual(error["httpStatus"] as? Int, 503)
        XCTAssertEqual(error["retryable"] as? Bool, true)
        XCTAssertEqual(count("/sys/common/upload"), 1, "an upload is never retried automatically")
        XCTAssertTrue(sessionKept)
    }

    func testAnHTMLGatewayPageIsConnectivityAndKeepsTheSession() throws {
        try seedSession()
        let gateway = ScriptedResponse.html("<html><body>502 Bad Gateway</body></html>", status: 502)
        server.queue("/sys/permission/getPermCode", gateway, gateway, gateway)
        let run = try cli.run(["permissions", "--json"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(try run.error()["class"] as? String, "connectivity")
        XCTAssertEqual(count("/sys/permission/getPermCode"), 3, "an idempotent read is tried 3 times")
        XCTAssertTrue(sessionKept)
    }

    func testAnUnreachableServerKeepsTheSessionButLogoutStillRemovesIt() throws {
        let unreachable = try LoopbackServer.unusedPortURL().absoluteString + "/api"
        try seedSession(baseURL: unreachable)
        let whoami = try cli.run(["whoami", "--json", "--base-url", unreachable])
        XCTAssertEqual(whoami.status, 1)
        XCTAssertEqual(try whoami.error()["class"] as? String, "connectivity")
        XCTAssertTrue(sessionKept)

        let logout = try cli.run(["logout", "--json"], environment: ["ZING_API_BASE_URL": unreachable])
        XCTAssertEqual(logout.status, 0, logout.out + logout.err)
        XCTAssertEqual(try logout.result()["serverConfirmed"] as? Bool, false)
        XCTAssertFalse(sessionKept)
    }

    func testUsageErrorsAndAMissingSessionExit2() throws {
        let unknown = try cli.run(["--json", "frobnicate"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(try unknown.error()["class"] as? String, "usage")

        let noToken = try cli.run(["login", "--nonce", "n-123456", "--json"])
        XCTAssertEqual(noToken.status, 2)
        XCTAssertEqual(try noToken.error()["class"] as? String, "usage")
        XCTAssertTrue(server.requests.isEmpty, "nothing is sent for bad arguments")

        let badID = try cli.run(["switch-tenant", "abc"])
        XCTAssertEqual(badID.status, 2)
        XCTAssertTrue(badID.err.contains("usage"), badID.err)

        let noSession = try cli.run(["tenants", "--json"])
        XCTAssertEqual(noSession.status, 2)
        let error = try noSession.error()
        XCTAssertEqual(error["class"] as? String, "noSession")
        XCTAssertTrue(error["httpStatus"] is NSNull)

        let elsewhere = cli.folder.appendingPathComponent("elsewhere.json").path
        let explicit = try cli.run(["--session", elsewhere, "whoami", "--json"])
        XCTAssertEqual(explicit.status, 2)
        XCTAssertTrue((try explicit.error()["message"] as? String)?.contains(elsewhere) == true, explicit.out)

        let badBase = try cli.run(["whoami", "--json"], environment: ["ZING_API_BASE_URL": "ftp://nowhere"])
        XCTAssertEqual(badBase.status, 2)
        XCTAssertEqual(try badBase.error()["class"] as? String, "usage")

        let help = try cli.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.out.contains("switch-tenant ID"))
    }

    func testALoginFailureIsReportedWithItsClassAndStoresNothing() throws {
        server.queue(
            "/sys/thirdLogin/apple/native", .json(#"{"success":false,"code":1001,"message":"Apple login failed"}"#))
        let run = try cli.run(
            ["login", "--identity-token", "-", "--nonce", "-", "--json"],
            stdin: E2ESecrets.identityToken + "\n" + E2ESecrets.nonce + "\n")
        XCTAssertEqual(run.status, 1)
        let error = try run.error()
        XCTAssertEqual(error["class"] as? String, "appleTokenInvalid")
        XCTAssertEqual(error["code"] as? Int, 1001)
        XCTAssertEqual(error["message"] as? String, "Apple login failed")
        XCTAssertFalse(sessionKept)
        let body = try XCTUnwrap(server.requests.first?.body)
        XCTAssertEqual(
            try JSONSerialization.jsonObject(with: body) as? [String: String],
            ["identityToken": E2ESecrets.identityToken, "nonce": E2ESecrets.nonce])
    }

    func testWhoamiWithAnotherUserIsAccountMismatchAndDropsTheSession() throws {
        try seedSession()
        server.queue("/sys/user/getUserInfo", FakeZingHTTP.ok(#"{"userInfo":{"id":"someone-else"}}"#))
        let run = try cli.run(["whoami", "--json"])
        XCTAssertEqual(run.status, 1)
        let error = try run.error()
        XCTAssertEqual(error["class"] as? String, "accountMismatch")
        XCTAssertEqual(error["invalidatesSession"] as? Bool, true)
        XCTAssertFalse(sessionKept)
    }

    func testDoctorPrintsAPassFailTable() throws {
        try seedSession()
        let run = try cli.run(["doctor", "--json"])
        XCTAssertEqual(run.status, 0, run.out + run.err)
        let checks = try XCTUnwrap(run.result()["checks"] as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(checks.count, 5)
        XCTAssertTrue(checks.allSatisfy { $0["passed"] as? Bool == true }, run.out)

        server.queue("/sys/user/getUserInfo", FakeZingHTTP.ok(#"{"userInfo":{"id":"someone-else"}}"#))
        let mismatch = try cli.run(["doctor"])
        XCTAssertEqual(mismatch.status, 1)
        XCTAssertTrue(mismatch.out.contains("FAIL"), mismatch.out)
        XCTAssertFalse(sessionKept, "an account mismatch ends the session")
    }
}
