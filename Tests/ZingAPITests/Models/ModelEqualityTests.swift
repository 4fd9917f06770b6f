import APIRuntime
import XCTest
import ZingAPI

/// Generated models write `==` out (one runtime call per field) instead of letting the compiler synthesize it; these
/// pin that it still means what the synthesized one meant: equal exactly when every stored property is, whatever
/// the field's type (secret, optional, identifier, nested model, list, enum).
final class ModelEqualityTests: XCTestCase {
    private func membership(
        id: Int = 7, tenant: String = "1001", name: String? = "Acme", status: TenantStatus? = .enabled
    ) -> TenantMembership {
        TenantMembership(
            id: UserID(rawValue: "\(id)"), tenantUserID: tenant, name: name, status: status,
            userTenantStatus: .normal)
    }

    func testValuesWithEveryFieldEqualAreEqualAndHashAlike() {
        XCTAssertEqual(membership(), membership())
        XCTAssertEqual(membership().hashValue, membership().hashValue)
        XCTAssertEqual(Set([membership(), membership()]).count, 1)
    }

    func testOneDifferentFieldOfAnyKindMakesValuesDifferent() {
        XCTAssertNotEqual(membership(), membership(id: 8), "identifier")
        XCTAssertNotEqual(membership(), membership(tenant: "1002"), "kept-raw text")
        XCTAssertNotEqual(membership(), membership(name: nil), "optional present against absent")
        XCTAssertNotEqual(membership(), membership(status: .unknown(9)), "enum")
    }

    func testSecretsAndNestedModelsTakePartInEquality() {
        let user = UserInfo(id: UserID(rawValue: "7"), realname: "A")
        let login = LoginResult(token: Secret("t1"), userInfo: user, tenantList: [LoginTenant(id: "1")])
        XCTAssertEqual(login, LoginResult(token: Secret("t1"), userInfo: user, tenantList: [LoginTenant(id: "1")]))
        XCTAssertNotEqual(login, LoginResult(token: Secret("t2"), userInfo: user, tenantList: [LoginTenant(id: "1")]))
        var renamed = login
        renamed.userInfo.realname = "B"
        XCTAssertNotEqual(login, renamed, "a nested model's field")
        var shorter = login
        shorter.tenantList = []
        XCTAssertNotEqual(login, shorter, "a list")
    }
}
