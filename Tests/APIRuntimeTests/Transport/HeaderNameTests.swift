import XCTest

@testable import APIRuntime

/// Header names the client sends match by ASCII case alone, as RFC 9110 tokens do.
final class HeaderNameTests: XCTestCase {
    func testNamesMatchIgnoringASCIICaseOnly() {
        XCTAssertTrue(HTTPHeader.sameName("X-Forwarded-For", "x-forwarded-for"))
        XCTAssertTrue(HTTPHeader.sameName("X-ACCESS-TOKEN", "X-Access-Token"))
        XCTAssertFalse(HTTPHeader.sameName("X-Access-Token", "X-Access-Tokens"))
        XCTAssertFalse(HTTPHeader.sameName("X-Tenant-Id", "X-Tenant_Id"))
        // `@` and `` ` `` differ only in the 0x20 bit, like `A` and `a`, but are no letters.
        XCTAssertFalse(HTTPHeader.sameName("a@b", "a`b"))
        XCTAssertFalse(HTTPHeader.sameName("[", "{"))
        XCTAssertTrue(HTTPHeader.sameName("", ""))
    }
}
