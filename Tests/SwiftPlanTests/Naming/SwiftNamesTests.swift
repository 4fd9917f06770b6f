import XCTest

@testable import SwiftEmitter

final class SwiftNamesTests: XCTestCase {
    func testLowerCamel() {
        XCTAssertEqual(SwiftNames.lowerCamel("multi_depart"), "multiDepart")
        XCTAssertEqual(SwiftNames.lowerCamel("X-Tenant-Id"), "xTenantID")
        XCTAssertEqual(SwiftNames.lowerCamel("tenantUserId"), "tenantUserID")
        XCTAssertEqual(SwiftNames.lowerCamel("URLValue"), "urlValue")
        XCTAssertEqual(SwiftNames.lowerCamel("ID"), "id")
        XCTAssertEqual(SwiftNames.lowerCamel("1st"), "_1st")
        XCTAssertEqual(SwiftNames.lowerCamel("名字"), "__")
        XCTAssertEqual(SwiftNames.lowerCamel(""), "unnamed", "a lone _ is the wildcard, not a name")
        XCTAssertEqual(SwiftNames.lowerCamel("$"), "unnamed")
        XCTAssertEqual(SwiftNames.lowerCamel("_"), "unnamed")
        XCTAssertEqual(SwiftNames.lowerCamel("名"), "unnamed")
    }

    func testUpperCamel() {
        XCTAssertEqual(SwiftNames.upperCamel("tenant_membership"), "TenantMembership")
        XCTAssertEqual(SwiftNames.upperCamel("appleNativeLogin"), "AppleNativeLogin")
        XCTAssertEqual(SwiftNames.upperCamel("TenantID"), "TenantID")
        XCTAssertEqual(SwiftNames.upperCamel("$"), "Unnamed")
        XCTAssertEqual(SwiftNames.upperCamel("名"), "Unnamed")
    }

    func testKeywordsAreEscapedWithBackticks() {
        XCTAssertEqual(SwiftNames.escaped("default"), "`default`")
        XCTAssertEqual(SwiftNames.escaped("switch"), "`switch`")
        XCTAssertEqual(SwiftNames.escaped("status"), "status")
    }

    func testCollisionsResolveDeterministicallyInContractOrder() {
        var scope = NameScope()
        XCTAssertEqual(scope.claim("multiDepart"), "multiDepart")
        XCTAssertEqual(scope.claim("multiDepart"), "multiDepart2")
        XCTAssertEqual(scope.claim("multiDepart"), "multiDepart3")
        var reserved = NameScope(reserved: ["CodingKeys"])
        XCTAssertEqual(reserved.claim("CodingKeys"), "CodingKeys2")
        XCTAssertEqual(reserved.claim("self"), "self2", "names that can't be members even with backticks")
    }
}

final class InitialismTests: XCTestCase {
    func testInitialismsEndingAHumpAreCapitalised() {
        XCTAssertEqual(SwiftNames.lowerCamel("loginTenantId"), "loginTenantID")
        XCTAssertEqual(SwiftNames.lowerCamel("tenantUserId"), "tenantUserID")
        XCTAssertEqual(SwiftNames.lowerCamel("avatarUrl"), "avatarURL")
        XCTAssertEqual(SwiftNames.lowerCamel("redirectUri"), "redirectURI")
        XCTAssertEqual(SwiftNames.lowerCamel("user_id"), "userID")
        XCTAssertEqual(SwiftNames.lowerCamel("userIdList"), "userIDList")
        XCTAssertEqual(SwiftNames.lowerCamel("id"), "id")
        XCTAssertEqual(SwiftNames.lowerCamel("identityToken"), "identityToken")
        XCTAssertEqual(SwiftNames.lowerCamel("urlPrefix"), "urlPrefix")
        XCTAssertEqual(SwiftNames.lowerCamel("sidecar"), "sidecar")
        XCTAssertEqual(SwiftNames.lowerCamel("hasUris"), "hasUris")
    }
}
