import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest
import ZingAPI
import ZingSession

/// The interface of the issue, option by option, and the upload/credential failures the upload doc names.
final class CLIInterfaceTests: CLITestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        let record = SessionRecord(
            baseURL: URL(string: server.apiBaseURL)!, userID: UserID(rawValue: "user-e2e"),
            token: Secret(E2ESecrets.platformToken), tenantID: TenantID(rawValue: 1))
        try FileSessionStore(fileURL: cli.sessionFile).save(record)
    }

    func testGlobalOptionsWinOverTheEnvironmentInEitherPositionAndForm() throws {
        let unreachable = try LoopbackServer.unusedPortURL().absoluteString + "/api"
        let moved = cli.folder.appendingPathComponent("moved.json")
        try FileManager.default.copyItem(at: cli.sessionFile, to: moved)
        let environment = ["ZING_API_BASE_URL": unreachable, "ZING_API_SESSION": "/nonexistent/session.json"]
        for arguments in [
            ["--base-url", server.apiBaseURL, "--session", moved.path, "--json", "whoami"],
            ["whoami", "--json", "--base-url=\(server.apiBaseURL)", "--session=\(moved.path)"],
            ["--json", "--session", moved.path, "whoami", "--base-url", server.apiBaseURL],
        ] {
            let run = try cli.run(arguments, environment: environment)
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.out) \(run.err)")
            XCTAssertEqual(try run.result()["userId"] as? String, "user-e2e")
            XCTAssertTrue(run.err.isEmpty, run.err)
        }
        XCTAssertEqual(server.requests.count, 3)
    }

    func testEveryJSONOutputIsExactlyOneObjectWithTheDocumentedKeys() throws {
        let help = try cli.run(["help", "--json"])
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(Set(try help.json().keys), ["ok", "result"])
        let expected: [([String], Set<String>)] = [
            (["whoami"], ["userId", "username", "realname", "loginTenantId"]),
            (["permissions"], ["codeList", "auth"]),
            (
                ["sts", "--scene", "s", "--upload-id", "u"],
                ["bucket", "region", "objectKey", "startTime", "expiredTime"]
            ),
        ]
        for (arguments, keys) in expected {
            let run = try cli.run(arguments + ["--json"])
            XCTAssertEqual(run.status, 0, run.out + run.err)
            XCTAssertEqual(run.out.filter { $0 == "\n" }.count, 1, "one line: \(run.out)")
            XCTAssertTrue(keys.isSubset(of: Set(try run.result().keys)), "\(arguments): \(run.out)")
        }
        let whoami = try cli.run(["whoami", "--json"]).result()
        XCTAssertTrue(whoami["loginTenantId"] is Int)
        let tenants = try XCTUnwrap(cli.run(["tenants", "--json"]).result()["tenants"] as? [[String: Any]])
        for row in tenants {
            XCTAssertTrue(
                Set(["tenantId", "name", "status", "userTenantStatus", "switchable"]).isSubset(of: Set(row.keys)))
            XCTAssertTrue(row["tenantId"] is Int || row["tenantId"] is NSNull)
            XCTAssertTrue(row["switchable"] is Bool)
        }
        let failure = try cli.run(["switch-tenant", "3", "--json"])
        XCTAssertEqual(failure.status, 1)
        XCTAssertEqual(Set(try failure.json().keys), ["ok", "error"])
        let error = try failure.error()
        XCTAssertEqual(
            Set(error.keys),
            ["class", "httpStatus", "code", "message", "invalidatesSession", "keepsCredentials", "retryable"])
        for flag in ["invalidatesSession", "keepsCredentials", "retryable"] { XCTAssertTrue(error[flag] is Bool) }
        XCTAssertTrue(error["httpStatus"] is NSNull && error["code"] is NSNull)
    }

    func testALoginTenantTheServerDoesNotListOrTenant0IsKeptAndWarnedAbout() throws {
        let secrets = ["ZING_API_IDENTITY_TOKEN": E2ESecrets.identityToken, "ZING_API_NONCE": E2ESecrets.nonce]
        for (tenant, warning) in [(0, "no tenant"), (9, "tenant 9 is not listed")] {
            server.queue(
                "/sys/thirdLogin/apple/native",
                FakeZingHTTP.ok(
                    #"{"token":"\#(E2ESecrets.platformToken)","userInfo":{"id":"user-e2e","loginTenantId":\#(tenant)}}"#
                ))
            let run = try cli.run(["login", "--json"], environment: secrets)
            XCTAssertEqual(run.status, 0, run.out + run.err)
            XCTAssertEqual(try run.result()["loginTenantId"] as? Int, tenant, "the platform's tenant is never replaced")
            XCTAssertTrue(run.err.contains(warning), run.err)
        }
        let listed = try cli.run(["login"], environment: secrets)
        XCTAssertEqual(listed.status, 0)
        XCTAssertTrue(listed.err.isEmpty, "tenant 1 is listed and switchable: \(listed.err)")
    }

    func testLoginSendsTheOptionalProfileHintsAndTheSecretsFromStandardInput() throws {
        let run = try cli.run(
            ["login", "--identity-token", "-", "--nonce", "-", "--full-name", "示例用户", "--email=a@example.invalid"],
            stdin: E2ESecrets.identityToken + "\r\n" + E2ESecrets.nonce + "\n")
        XCTAssertEqual(run.status, 0, run.out + run.err)
        let body = try XCTUnwrap(server.requests.first?.body)
        XCTAssertEqual(
            try JSONSerialization.jsonObject(with: body) as? [String: String],
            [
                "identityToken": E2ESecrets.identityToken, "nonce": E2ESecrets.nonce, "fullName": "示例用户",
                "email": "a@example.invalid",
            ])
    }

    func testCredentialsWithoutASessionTokenAreInvalidAndTheirKeysNeverPrint() throws {
        server.queue(
            "/sys/common/cos/sts",
            FakeZingHTTP.ok(
                #"{"bucket":"b","region":"r","objectKey":"k","tmpSecretId":"\#(E2ESecrets.tmpSecretId)","tmpSecretKey":"\#(E2ESecrets.tmpSecretKey)","startTime":1,"expiredTime":2}"#
            ))
        let run = try cli.run(["sts", "--scene", "s", "--upload-id", "u", "--json"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(try run.error()["class"] as? String, "invalidResponse")
        XCTAssertEqual(server.requests.count, 1)
        let readable = try cli.run(["sts", "--scene", "s", "--upload-id", "u"])
        XCTAssertEqual(readable.status, 0)
        XCTAssertTrue(readable.out.contains("bucket-1"), readable.out)
    }

    func testA413UploadIsTooLargeAndNotRetried() throws {
        let file = cli.folder.appendingPathComponent("big.bin")
        try Data(repeating: 7, count: 2048).write(to: file)
        server.queue("/sys/common/upload", .html("<html>413 Request Entity Too Large</html>", status: 413))
        let run = try cli.run(["upload", file.path, "--json"])
        XCTAssertEqual(run.status, 1)
        let error = try run.error()
        XCTAssertEqual(error["class"] as? String, "requestRejected")
        XCTAssertEqual(error["httpStatus"] as? Int, 413)
        XCTAssertEqual(error["retryable"] as? Bool, false)
        XCTAssertEqual(server.requests.count, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cli.sessionFile.path))
    }

    func testAnUploadAnswerWhoseMessageIsNotAnHTTPURLIsInvalid() throws {
        let file = cli.folder.appendingPathComponent("a.txt")
        try Data("x".utf8).write(to: file)
        server.queue("/sys/common/upload", .json(#"{"success":true,"message":"上传成功","result":null}"#))
        let run = try cli.run(["upload", file.path, "--json"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(try run.error()["class"] as? String, "invalidResponse")
    }
}
