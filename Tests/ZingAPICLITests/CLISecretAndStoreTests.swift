import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest
import ZingAPI
import ZingSession

/// The real binary on the paths where a secret could slip out or a broken session file could trip it up.
final class CLISecretAndStoreTests: CLITestCase {
    private var sessionExists: Bool { FileManager.default.fileExists(atPath: cli.sessionFile.path) }

    private func writeSessionFile(_ text: String) throws {
        try FileManager.default.createDirectory(
            at: cli.sessionFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: cli.sessionFile, atomically: true, encoding: .utf8)
    }

    func testANewTokenEchoedWhileLoginVerifiesItIsNeverPrinted() throws {
        let echo = ScriptedResponse.json(
            #"{"success":false,"code":401,"message":"token \#(E2ESecrets.platformToken) expired"}"#, status: 401)
        server.queue("/sys/user/getUserInfo", echo, echo)
        let secrets = ["ZING_API_IDENTITY_TOKEN": E2ESecrets.identityToken, "ZING_API_NONCE": E2ESecrets.nonce]
        let json = try cli.run(["login", "--json"], environment: secrets)
        XCTAssertEqual(json.status, 1)
        XCTAssertEqual(try json.error()["class"] as? String, "sessionExpired")
        XCTAssertTrue((try json.error()["message"] as? String)?.contains("<redacted>") == true, json.out)
        let text = try cli.run(["login"], environment: secrets)
        XCTAssertEqual(text.status, 1)
        XCTAssertTrue(text.err.contains("sessionExpired"), text.err)
        XCTAssertFalse(sessionExists, "the session that expired during its own login is not kept")
    }

    func testASecretPushedIntoAStrayArgumentIsNotRepeatedInTheUsageError() throws {
        // `--identity-token` takes `--nonce` as its value, so the nonce becomes a stray argument.
        for json in [false, true] {
            let run = try cli.run(
                ["login", "--identity-token", "--nonce", E2ESecrets.nonce] + (json ? ["--json"] : []))
            XCTAssertEqual(run.status, 2)
            XCTAssertTrue((json ? run.out : run.err).contains("usage"), run.out + run.err)
        }
        let inline = try cli.run(["login", "--identity-token=\(E2ESecrets.identityToken)", "stray", E2ESecrets.nonce])
        XCTAssertEqual(inline.status, 2)
        XCTAssertTrue(server.requests.isEmpty)
    }

    func testTheNoncesDigestInsteadOfTheRawNonceIsRefusedBeforeAnyRequest() throws {
        // The identity token carries SHA-256(raw nonce) as its `nonce` claim; passing that claim is the mistake.
        let digest = "9f2c6a1e0b7d4c3f8a5e6d7c8b9a0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8"
        let payload = Data(#"{"iss":"https://appleid.apple.com","nonce":"\#(digest)"}"#.utf8).base64EncodedString()
            .replacingOccurrences(of: "=", with: "").replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
        let jwt = "eyJhbGciOiJSUzI1NiJ9.\(payload).c2ln"
        let refused = try cli.run(
            ["login", "--nonce", "-", "--json"], environment: ["ZING_API_IDENTITY_TOKEN": jwt], stdin: digest)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(try refused.error()["class"] as? String, "usage")
        XCTAssertTrue((try refused.error()["message"] as? String)?.contains("raw nonce") == true, refused.out)
        XCTAssertTrue(server.requests.isEmpty)

        let raw = try cli.run(
            ["login", "--nonce", "-", "--json"], environment: ["ZING_API_IDENTITY_TOKEN": jwt], stdin: E2ESecrets.nonce)
        XCTAssertEqual(raw.status, 0, raw.out + raw.err)
        let body = try XCTUnwrap(server.requests.first?.body)
        XCTAssertEqual(
            try JSONSerialization.jsonObject(with: body) as? [String: String],
            ["identityToken": jwt, "nonce": E2ESecrets.nonce], "the raw nonce is sent as given")
    }

    func testACorruptOrOlderSessionFileIsNoSessionAndLogoutRemovesIt() throws {
        try writeSessionFile("not json at all")
        let corrupt = try cli.run(["whoami", "--json"])
        XCTAssertEqual(corrupt.status, 2)
        let error = try corrupt.error()
        XCTAssertEqual(error["class"] as? String, "noSession")
        let message = try XCTUnwrap(error["message"] as? String)
        XCTAssertTrue(message.contains(cli.sessionFile.path) && message.contains("logout"), message)

        // An older layout (a bare record, no format number) that holds the token: named, never quoted.
        try writeSessionFile(
            #"{"baseURL":"\#(server.apiBaseURL)","userID":"user-e2e","token":"\#(E2ESecrets.platformToken)"}"#)
        let older = try cli.run(["tenants"])
        XCTAssertEqual(older.status, 2)
        XCTAssertTrue(older.err.contains("older"), older.err)

        let logout = try cli.run(["logout", "--json"])
        XCTAssertEqual(logout.status, 0, logout.out + logout.err)
        XCTAssertEqual(try logout.result()["serverConfirmed"] as? Bool, false)
        XCTAssertFalse(sessionExists)
        XCTAssertTrue(server.requests.isEmpty, "nothing is sent for a file that can't be read")
    }

    func testLogoutEndsASessionOfAnotherServerThereAndRemovesIt() throws {
        let record = SessionRecord(
            baseURL: URL(string: server.apiBaseURL)!, userID: UserID(rawValue: "user-e2e"),
            token: Secret(E2ESecrets.platformToken), tenantID: TenantID(rawValue: 1))
        try FileSessionStore(fileURL: cli.sessionFile).save(record)
        let elsewhere = "https://elsewhere.example.invalid/api"
        let whoami = try cli.run(["whoami", "--json", "--base-url", elsewhere])
        XCTAssertEqual(whoami.status, 2, "other commands never send the token to another server")
        XCTAssertEqual(try whoami.error()["class"] as? String, "noSession")
        let logout = try cli.run(["logout", "--json", "--base-url", elsewhere])
        XCTAssertEqual(logout.status, 0, logout.out + logout.err)
        XCTAssertEqual(try logout.result()["serverConfirmed"] as? Bool, true)
        XCTAssertTrue(logout.err.contains("signing out there"), logout.err)
        XCTAssertEqual(server.requests.map(\.path), ["/api/sys/logout"], "the issuing server, and only it")
        XCTAssertFalse(sessionExists)
    }

    func testASessionPathThatIsAFolderIsReportedAndNeverRemoved() throws {
        let inside = cli.sessionFile.appendingPathComponent("keep.txt")
        try FileManager.default.createDirectory(at: cli.sessionFile, withIntermediateDirectories: true)
        try "precious".write(to: inside, atomically: true, encoding: .utf8)
        let whoami = try cli.run(["whoami", "--json"])
        XCTAssertEqual(whoami.status, 2)
        XCTAssertTrue((try whoami.error()["message"] as? String)?.contains("folder") == true, whoami.out)
        let logout = try cli.run(["logout", "--json"])
        XCTAssertEqual(logout.status, 1)
        XCTAssertEqual(try logout.error()["class"] as? String, "storage")
        XCTAssertTrue(FileManager.default.fileExists(atPath: inside.path), "a folder is never removed")
    }

    func testAnUploadTheClientRefusesIsRefusedAndSendsNothing() throws {
        let record = SessionRecord(
            baseURL: URL(string: server.apiBaseURL)!, userID: UserID(rawValue: "user-e2e"),
            token: Secret(E2ESecrets.platformToken), tenantID: TenantID(rawValue: 1))
        try FileSessionStore(fileURL: cli.sessionFile).save(record)
        let empty = cli.folder.appendingPathComponent("empty.txt")
        try Data().write(to: empty)
        let file = cli.folder.appendingPathComponent("a.txt")
        try Data("x".utf8).write(to: file)
        for arguments in [
            [empty.path], [file.path, "--mime", "not-a-mime"],
            [cli.folder.appendingPathComponent("missing.txt").path],
        ] {
            let run = try cli.run(["upload"] + arguments + ["--json"])
            XCTAssertEqual(run.status, 1, run.out)
            let error = try run.error()
            XCTAssertEqual(error["class"] as? String, "refused", run.out)
            XCTAssertTrue(error["httpStatus"] is NSNull)
        }
        XCTAssertTrue(server.requests.isEmpty, "a local refusal sends nothing")
        XCTAssertTrue(sessionExists)
    }

    func testAFailedDoctorCheckComesWithAnErrorObjectAndTheTable() throws {
        let record = SessionRecord(
            baseURL: URL(string: server.apiBaseURL)!, userID: UserID(rawValue: "user-e2e"),
            token: Secret(E2ESecrets.platformToken), tenantID: TenantID(rawValue: 1))
        try FileSessionStore(fileURL: cli.sessionFile).save(record)
        server.queue("/sys/permission/getPermCode", .json(#"{"success":false,"code":510,"message":"no"}"#))
        let run = try cli.run(["doctor", "--json"])
        XCTAssertEqual(run.status, 1)
        let object = try run.json()
        XCTAssertEqual(object["ok"] as? Bool, false)
        let error = try run.error()
        XCTAssertEqual(error["class"] as? String, "checksFailed")
        XCTAssertTrue((error["message"] as? String)?.contains("permissions") == true, run.out)
        for key in ["httpStatus", "code"] { XCTAssertTrue(error[key] is NSNull, key) }
        let checks = try XCTUnwrap(run.result()["checks"] as? [[String: Any]])
        XCTAssertEqual(checks.filter { $0["passed"] as? Bool == false }.count, 1, run.out)
        XCTAssertTrue(checks.allSatisfy { ($0["detail"] as? String)?.isEmpty == false })
        XCTAssertTrue(sessionExists, "permissionDenied keeps the session")
    }
}
