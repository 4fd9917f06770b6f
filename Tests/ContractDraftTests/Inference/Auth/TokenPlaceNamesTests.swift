import XCTest

@testable import ContractDraft

/// Where this family sends a session token: the header and query names the draft takes for the token's place.
final class TokenPlaceNamesTests: XCTestCase {
    func testTheFamilysTokenHeadersAreTokenHeaders() {
        for name in ["Authorization", "X-Access-Token", "x-token", "Token", "X-Refresh-Token", "satoken"] {
            XCTAssertTrue(TokenPlaceNames.isTokenHeader(name), name)
        }
    }

    func testACSRFTokenOrAnInvalidNameIsNot() {
        for name in ["X-CSRF-Token", "X-XSRF-TOKEN", "Content-Type", "X Token", String(repeating: "t", count: 129)] {
            XCTAssertFalse(TokenPlaceNames.isTokenHeader(name), name)
        }
    }

    func testTokenQueryNamesAreExact() {
        for name in ["token", "access_token", "AccessToken", "session_token"] {
            XCTAssertTrue(TokenPlaceNames.isTokenQuery(name), name)
        }
        for name in ["tokenType", "page", "_t"] { XCTAssertFalse(TokenPlaceNames.isTokenQuery(name), name) }
    }

    func testATenantHeaderNamesItsTenant() {
        XCTAssertTrue(TokenPlaceNames.isTenantHeader("X-Tenant-Id"))
        XCTAssertTrue(TokenPlaceNames.isTenantHeader("tenant-id"))
        XCTAssertFalse(TokenPlaceNames.isTenantHeader("X-Tenant Id"), "no header name")
        XCTAssertFalse(TokenPlaceNames.isTenantHeader("X-Org-Id"))
    }
}
