import APIRuntime
import Foundation
import XCTest
import ZingAPI
import ZingSession

/// Switchability, grants and credential expiry.
final class ModelTests: XCTestCase {
    private func membership(_ tenant: String, status: Int?, membership: Int?) -> TenantMembership {
        TenantMembership(
            id: UserID(rawValue: "user-a"), tenantUserID: tenant, status: status.map(TenantStatus.init(rawValue:)),
            userTenantStatus: membership.map(MembershipStatus.init(rawValue:)))
    }

    func testOnlyEnabledNormalMembershipsWithAValidIdAreSwitchable() {
        XCTAssertEqual(membership("12", status: 1, membership: 1).switchableTenantID, TenantID(rawValue: 12))
        XCTAssertNil(membership("12", status: 0, membership: 1).switchableTenantID, "tenant disabled")
        XCTAssertNil(membership("12", status: 1, membership: 2).switchableTenantID, "membership not normal")
        XCTAssertNil(membership("12", status: nil, membership: 1).switchableTenantID, "status unknown")
        XCTAssertNil(membership("abc", status: 1, membership: 1).switchableTenantID, "id not an integer")
        XCTAssertNil(membership("0", status: 1, membership: 1).switchableTenantID, "tenant 0 is no tenant")
        XCTAssertNotNil(membership("abc", status: 1, membership: 1).notSwitchableReason)
        XCTAssertNil(membership("12", status: 1, membership: 1).notSwitchableReason)
    }

    func testGrantsComeFromCodeListOnlyAndEmptyMeansNone() throws {
        let permissions = try JSONDecoder().decode(
            PermissionSet.self,
            from: Data(#"{"codeList":[],"auth":[],"allAuth":[{"action":"admin:all"},"admin:all"]}"#.utf8))
        let grants = Grants(permissions)
        XCTAssertTrue(grants.codeList.isEmpty)
        XCTAssertFalse(grants.allows("admin:all"), "allAuth is never a grant")
        XCTAssertFalse(grants.allows(""), "an empty codeList grants nothing")
        XCTAssertTrue(Grants(codeList: ["doc:read"]).allows("doc:read"))
    }

    func testCredentialsExpireBeforeTheirTimeByTheMargin() {
        let expiry = Date(timeIntervalSince1970: 1_000_000)
        let credentials = CosCredentials(
            bucket: "b", region: "r", objectKey: "k", tmpSecretID: "id-secret", tmpSecretKey: "key-secret",
            sessionToken: "session-secret", startTime: expiry.addingTimeInterval(-1800), expiredTime: expiry)
        XCTAssertFalse(credentials.isExpired(at: expiry.addingTimeInterval(-61)))
        XCTAssertTrue(credentials.isExpired(at: expiry.addingTimeInterval(-59)), "inside the default 60 s margin")
        XCTAssertFalse(credentials.isExpired(at: expiry.addingTimeInterval(-1), margin: 0))
        XCTAssertTrue(credentials.isExpired(at: expiry, margin: 0))
        XCTAssertFalse(credentials.isExpired(at: expiry.addingTimeInterval(-1), margin: -5), "a negative margin is 0")
        for text in ["\(credentials)", String(reflecting: credentials)] {
            XCTAssertFalse(text.contains("secret"), text)
        }
    }

    func testContextKeysSeparateEnvironmentUserAndTenant() {
        let base = SessionFixtures.record()
        var otherTenant = base
        otherTenant.tenantID = TenantID(rawValue: 2)
        var otherUser = base
        otherUser.userID = UserID(rawValue: "user-b")
        var slash = base
        slash.baseURL = URL(string: "https://work.example.invalid/api/")!
        XCTAssertNotEqual(ContextKey(base), ContextKey(otherTenant))
        XCTAssertNotEqual(ContextKey(base), ContextKey(otherUser))
        XCTAssertEqual(ContextKey(base), ContextKey(slash))
    }
}
