import APIRuntime
import APITesting
import Foundation
import XCTest
import ZingAPI

/// Every endpoint's request: method, path, query, headers present and absent, body — as the docs' header rules demand
/// (apple sign-in §4, §7.2, §7.4, §7.7; upload §3, §7).
final class RequestTests: XCTestCase {
    private let ok = #"{"success":true,"code":200,"message":"ok","result":null}"#

    private func onlyRequest(_ transport: ScriptedTransport) throws -> HTTPRequest {
        XCTAssertEqual(transport.requests.count, 1)
        return try XCTUnwrap(transport.requests.first)
    }

    private func assertNeverHeaders(_ request: HTTPRequest, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(request.value(forHeader: "Accept"), "application/json", file: file, line: line)
        XCTAssertNil(request.value(forHeader: "Authorization"), file: file, line: line)
        XCTAssertNil(request.value(forHeader: "X-Forwarded-For"), file: file, line: line)
    }

    private func jsonObject(_ data: Data) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func testLoginExchangeCarriesNoTokenNoTenantAndTheJSONBody() async throws {
        let transport = ScriptedTransport(status: 200, body: Fixtures.loginSuccess)
        _ = try await Fixtures.client(transport).appleNativeLogin(Fixtures.loginRequest)
        let request = try onlyRequest(transport)
        XCTAssertEqual(request.method, .post)
        XCTAssertEqual(request.url.absoluteString, "https://work.example.invalid/api/sys/thirdLogin/apple/native")
        XCTAssertNil(request.value(forHeader: "X-Access-Token"))
        XCTAssertNil(request.value(forHeader: "X-Tenant-Id"))
        XCTAssertEqual(request.value(forHeader: "Content-Type"), "application/json")
        assertNeverHeaders(request)
        let body = try jsonObject(transport.bodies[0])
        XCTAssertEqual(body["identityToken"] as? String, "apple.identity.token")
        XCTAssertEqual(body["nonce"] as? String, "raw-nonce-1")
        XCTAssertEqual(body["fullName"] as? String, "示例用户")
        XCTAssertNil(body["email"], "absent optional fields are not sent")
        XCTAssertEqual(Set(body.keys), ["identityToken", "nonce", "fullName"])
    }

    func testReadsCarryTokenAndConfirmedTenantWithoutContentType() async throws {
        let reads: [(String, String?, (ZingClient) async throws(ZingError) -> Void)] = [
            (
                "/sys/user/getUserInfo", nil,
                { client throws(ZingError) in
                    _ = try await client.currentUser(credentials: Fixtures.credentials)
                }
            ),
            (
                "/sys/tenant/getTenantListByUserId", "userTenantStatus=1",
                { client throws(ZingError) in
                    _ = try await client.tenantMemberships(credentials: Fixtures.credentials)
                }
            ),
            (
                "/sys/permission/getPermCode", nil,
                { client throws(ZingError) in
                    _ = try await client.permissionCodes(credentials: Fixtures.credentials)
                }
            ),
            (
                "/sys/common/cos/sts", "scene=example-scene&uploadId=u/1%261",
                { client throws(ZingError) in
                    _ = try await client.cosTemporaryCredentials(
                        scene: "example-scene", uploadID: "u/1&1", credentials: Fixtures.credentials)
                }
            ),
        ]
        for (path, query, call) in reads {
            let transport = ScriptedTransport(status: 200, body: ok)
            try? await call(Fixtures.client(transport))
            let request = try onlyRequest(transport)
            let components = try XCTUnwrap(URLComponents(url: request.url, resolvingAgainstBaseURL: false))
            XCTAssertEqual(request.method, .get, path)
            XCTAssertEqual(components.path, "/api" + path)
            XCTAssertEqual(components.percentEncodedQuery, query, path)
            XCTAssertEqual(request.value(forHeader: "X-Access-Token"), "platform-token-123", path)
            XCTAssertEqual(request.value(forHeader: "X-Tenant-Id"), "1234", path)
            XCTAssertNil(request.value(forHeader: "Content-Type"), path)
            XCTAssertNil(request.body, path)
            assertNeverHeaders(request)
        }
    }

    func testTenantZeroSendsNoTenantHeader() async throws {
        let transport = ScriptedTransport(status: 200, body: ok)
        _ = try? await Fixtures.client(transport).currentUser(credentials: Fixtures.credentialsWithoutTenant)
        let request = try onlyRequest(transport)
        XCTAssertEqual(request.value(forHeader: "X-Access-Token"), "platform-token-123")
        XCTAssertNil(request.value(forHeader: "X-Tenant-Id"))
    }

    func testChangeLoginTenantIsAJSONPutWithTheTenantBeforeTheSwitch() async throws {
        let transport = ScriptedTransport(status: 200, body: ok)
        try await Fixtures.client(transport).changeLoginTenant(
            ChangeLoginTenantRequest(loginTenantID: TenantID(rawValue: 5678)), credentials: Fixtures.credentials)
        let request = try onlyRequest(transport)
        XCTAssertEqual(request.method, .put)
        XCTAssertEqual(request.url.path, "/api/sys/user/changeLoginTenantId")
        XCTAssertEqual(request.value(forHeader: "X-Tenant-Id"), "1234", "the header names the tenant before the switch")
        XCTAssertEqual(request.value(forHeader: "Content-Type"), "application/json")
        XCTAssertEqual(String(decoding: transport.bodies[0], as: UTF8.self), #"{"loginTenantId":5678}"#)
        assertNeverHeaders(request)
    }

    func testLogoutIsAPostWithTokenAndNoBody() async throws {
        let transport = ScriptedTransport(status: 200, body: #"{"success":true,"message":"退出登录成功"}"#)
        try await Fixtures.client(transport).logout(credentials: Fixtures.credentials)
        let request = try onlyRequest(transport)
        XCTAssertEqual(request.method, .post)
        XCTAssertEqual(request.url.path, "/api/sys/logout")
        XCTAssertEqual(request.value(forHeader: "X-Access-Token"), "platform-token-123")
        XCTAssertEqual(request.value(forHeader: "X-Tenant-Id"), "1234")
        XCTAssertNil(request.value(forHeader: "Content-Type"))
        XCTAssertNil(request.body)
        assertNeverHeaders(request)
    }

    func testUploadIsMultipartWithAMatchingBoundaryAndTheFileParts() async throws {
        let transport = ScriptedTransport(
            status: 200, body: #"{"success":true,"message":"https://files.example.invalid/a/photo.jpg","result":null}"#)
        let file = try Fixtures.uploadFile("JPEGDATA", removedAfter: self)
        let url = try await Fixtures.client(transport).uploadFile(
            file: file, fileName: "photo.jpg", mimeType: "image/jpeg", biz: "cofree/attachments",
            credentials: Fixtures.credentials)
        XCTAssertEqual(url.absoluteString, "https://files.example.invalid/a/photo.jpg")
        let request = try onlyRequest(transport)
        XCTAssertEqual(request.method, .post)
        XCTAssertEqual(request.url.path, "/api/sys/common/upload")
        XCTAssertEqual(request.value(forHeader: "X-Access-Token"), "platform-token-123")
        XCTAssertEqual(request.value(forHeader: "X-Tenant-Id"), "1234")
        let contentType = try XCTUnwrap(request.value(forHeader: "Content-Type"))
        XCTAssertTrue(contentType.hasPrefix("multipart/form-data; boundary="))
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        let body = String(decoding: transport.bodies[0], as: UTF8.self)
        XCTAssertTrue(body.hasPrefix("--\(boundary)\r\n"))
        XCTAssertTrue(body.hasSuffix("--\(boundary)--\r\n"))
        XCTAssertTrue(body.contains("Content-Disposition: form-data; name=\"biz\"\r\n\r\ncofree/attachments\r\n"))
        XCTAssertTrue(
            body.contains("name=\"file\"; filename=\"photo.jpg\"\r\nContent-Type: image/jpeg\r\n\r\nJPEGDATA\r\n"))
        assertNeverHeaders(request)
    }

    func testUploadWithoutBizSendsOnlyTheFilePart() async throws {
        let transport = ScriptedTransport(
            status: 200, body: #"{"success":true,"message":"https://f.example.invalid/x"}"#)
        _ = try await Fixtures.client(transport).uploadFile(
            file: try Fixtures.uploadFile("DATA", removedAfter: self), fileName: "a.txt", mimeType: "text/plain",
            credentials: Fixtures.credentialsWithoutTenant)
        let request = try onlyRequest(transport)
        XCTAssertNil(request.url.query)
        XCTAssertNil(request.value(forHeader: "X-Tenant-Id"), "tenant 0 sends no tenant header")
        let body = String(decoding: transport.bodies[0], as: UTF8.self)
        XCTAssertFalse(body.contains("name=\"biz\""), "an absent biz sends no biz part")
        XCTAssertEqual(body.components(separatedBy: "Content-Disposition: form-data;").count - 1, 1)
        XCTAssertTrue(body.contains("name=\"file\"; filename=\"a.txt\"\r\nContent-Type: text/plain\r\n\r\nDATA\r\n"))
    }

    func testEveryUploadGetsAFreshBoundary() async throws {
        let transport = ScriptedTransport(
            status: 200, body: #"{"success":true,"message":"https://f.example.invalid/x"}"#)
        let client = Fixtures.client(transport)
        let file = try Fixtures.uploadFile(removedAfter: self)
        for _ in 0..<2 {
            _ = try await client.uploadFile(
                file: file, fileName: "a.txt", mimeType: "text/plain", credentials: Fixtures.credentials)
        }
        let types = transport.requests.compactMap { $0.value(forHeader: "Content-Type") }
        XCTAssertEqual(types.count, 2)
        XCTAssertNotEqual(types[0], types[1])
    }
}
