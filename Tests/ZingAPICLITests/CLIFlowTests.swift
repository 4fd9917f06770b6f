import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest
import ZingAPI
import ZingSession

/// The real binary through a whole session: login → whoami → tenants → switch-tenant → upload → sts → logout.
final class CLIFlowTests: CLITestCase {
    private func paths(from start: Int = 0) -> [String] {
        server.requests.dropFirst(start).map { $0.method + " " + $0.path.replacingOccurrences(of: "/api", with: "") }
    }

    func testAWholeSession() throws {
        // The identity token from the environment, the nonce from standard input: neither on the command line.
        let login = try cli.run(
            ["login", "--nonce", "-", "--json"], environment: ["ZING_API_IDENTITY_TOKEN": E2ESecrets.identityToken],
            stdin: E2ESecrets.nonce + "\n")
        XCTAssertEqual(login.status, 0, login.out + login.err)
        XCTAssertEqual(try login.json()["ok"] as? Bool, true)
        let loginResult = try login.result()
        XCTAssertEqual(loginResult["userId"] as? String, "user-e2e")
        XCTAssertEqual(loginResult["username"] as? String, "apple_e2e")
        XCTAssertEqual(loginResult["loginTenantId"] as? Int, 1)
        XCTAssertEqual(paths().first, "POST /sys/thirdLogin/apple/native")
        XCTAssertEqual(paths()[1], "GET /sys/user/getUserInfo")
        XCTAssertEqual(
            Set(paths()[2...]), ["GET /sys/tenant/getTenantListByUserId", "GET /sys/permission/getPermCode"])
        let exchange = server.requests[0]
        XCTAssertNil(exchange.header("X-Access-Token"))
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: exchange.body) as? [String: String])
        XCTAssertEqual(body, ["identityToken": E2ESecrets.identityToken, "nonce": E2ESecrets.nonce])
        let mode = try FileManager.default.attributesOfItem(atPath: cli.sessionFile.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)

        // Global options after the command as well as before.
        var seen = server.requests.count
        let whoami = try cli.run(["whoami", "--json"])
        XCTAssertEqual(whoami.status, 0, whoami.out + whoami.err)
        let me = try whoami.result()
        XCTAssertEqual(me["userId"] as? String, "user-e2e")
        XCTAssertEqual(me["realname"] as? String, "E2E")
        XCTAssertEqual(paths(from: seen), ["GET /sys/user/getUserInfo"])
        XCTAssertEqual(server.requests.last?.header("X-Access-Token"), E2ESecrets.platformToken)
        XCTAssertEqual(server.requests.last?.header("X-Tenant-Id"), "1")

        let tenants = try cli.run(["--json", "tenants"])
        XCTAssertEqual(tenants.status, 0)
        let rows = try XCTUnwrap(tenants.result()["tenants"] as? [[String: Any]])
        XCTAssertEqual(rows.map { $0["tenantId"] as? Int }, [1, 2, 3, nil])
        XCTAssertEqual(rows.map { $0["switchable"] as? Bool }, [true, true, false, false])
        XCTAssertEqual(rows[0]["status"] as? Int, 1)
        XCTAssertEqual(rows[1]["userTenantStatus"] as? Int, 1)
        XCTAssertTrue(rows[3]["tenantId"] is NSNull, "an invalid id is null, never the user id")
        let readable = try cli.run(["tenants"])
        XCTAssertEqual(readable.status, 0)
        XCTAssertTrue(readable.out.contains("Two"), readable.out)

        // A tenant that is not switchable is refused locally: no request at all.
        seen = server.requests.count
        let refused = try cli.run(["switch-tenant", "3", "--json"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(try refused.error()["class"] as? String, "refused")
        XCTAssertEqual(server.requests.count, seen)

        let switched = try cli.run(["--json", "switch-tenant", "2"])
        XCTAssertEqual(switched.status, 0, switched.out + switched.err)
        XCTAssertEqual(try switched.result()["tenantId"] as? Int, 2)
        XCTAssertEqual(paths(from: seen).first, "PUT /sys/user/changeLoginTenantId")
        let put = server.requests[seen]
        XCTAssertEqual(put.header("X-Tenant-Id"), "1", "the switch carries the tenant before it")
        XCTAssertEqual(try JSONSerialization.jsonObject(with: put.body) as? [String: Int], ["loginTenantId": 2])
        XCTAssertEqual(
            Set(paths(from: seen + 1)), ["GET /sys/tenant/getTenantListByUserId", "GET /sys/permission/getPermCode"])
        XCTAssertTrue(server.requests[(seen + 1)...].allSatisfy { $0.header("X-Tenant-Id") == "2" })
        XCTAssertEqual(try FileSessionStore(fileURL: cli.sessionFile).load()?.tenantID, TenantID(rawValue: 2))

        let file = cli.folder.appendingPathComponent("photo.txt")
        try "hello from zing-api\n".write(to: file, atomically: true, encoding: .utf8)
        seen = server.requests.count
        let upload = try cli.run(["upload", file.path, "--biz", "cofree/attachments", "--json"])
        XCTAssertEqual(upload.status, 0, upload.out + upload.err)
        XCTAssertEqual(try upload.result()["url"] as? String, "https://files.example.invalid/e2e/photo.txt")
        let multipart = server.requests[seen]
        XCTAssertEqual(multipart.header("X-Tenant-Id"), "2")
        let contentType = try XCTUnwrap(multipart.header("Content-Type"))
        let boundary = try XCTUnwrap(contentType.components(separatedBy: "boundary=").last)
        let sent = try XCTUnwrap(multipart.bodyText)
        XCTAssertTrue(sent.contains("--" + boundary + "\r\n"), "the boundary matches the header")
        XCTAssertTrue(sent.contains(#"filename="photo.txt""#))
        XCTAssertTrue(sent.contains("Content-Type: text/plain"))
        XCTAssertTrue(sent.contains("cofree/attachments"))
        XCTAssertTrue(sent.contains("hello from zing-api"))

        for arguments in [
            ["sts", "--scene", "example-scene", "--upload-id", "u-1", "--json"],
            ["sts", "--scene=a", "--upload-id=b"],
        ] {
            let sts = try cli.run(arguments)
            XCTAssertEqual(sts.status, 0, sts.out + sts.err)
        }
        let sts = try cli.run(["--json", "sts", "--scene", "example-scene", "--upload-id", "u-1"])
        let credentials = try sts.result()
        XCTAssertEqual(credentials["bucket"] as? String, "bucket-1")
        XCTAssertEqual(credentials["objectKey"] as? String, "talk/1/a.m4a")
        XCTAssertEqual(credentials["expiredTime"] as? Int, 1_700_001_800)
        XCTAssertEqual(server.requests.last?.query, "scene=example-scene&uploadId=u-1")

        let permissions = try cli.run(["permissions", "--json"])
        XCTAssertEqual(try permissions.result()["codeList"] as? [String], ["doc:read"])
        XCTAssertFalse(permissions.out.contains("admin:all"), "allAuth is never shown as grants")

        seen = server.requests.count
        let logout = try cli.run(["logout", "--json"])
        XCTAssertEqual(logout.status, 0, logout.out + logout.err)
        XCTAssertEqual(try logout.result()["serverConfirmed"] as? Bool, true)
        XCTAssertEqual(paths(from: seen), ["POST /sys/logout"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.sessionFile.path))

        let after = try cli.run(["whoami", "--json"])
        XCTAssertEqual(after.status, 2)
        XCTAssertEqual(try after.error()["class"] as? String, "noSession")
    }
}
