import XCTest

@testable import ContractMock

final class RouteTemplateTests: XCTestCase {
    func testLiteralAndPlaceholderSegments() {
        let template = RouteTemplate("/api/oauth/{realmId}/apple/native-login")
        XCTAssertTrue(template.matches("/api/oauth/r1/apple/native-login"))
        XCTAssertFalse(template.matches("/api/oauth//apple/native-login"), "a placeholder takes a character at least")
        XCTAssertFalse(template.matches("/api/oauth/a/b/apple/native-login"), "a placeholder takes one segment")
        XCTAssertFalse(template.matches("/api/oauth/r1/apple/native-login/"))
        XCTAssertTrue(RouteTemplate("/sys/logout").matches("/sys/logout"))
        XCTAssertFalse(RouteTemplate("/sys/logout").matches("/sys/Logout"))
    }

    func testPlaceholdersInsideASegment() {
        let template = RouteTemplate("/files/{name}.{ext}")
        XCTAssertTrue(template.matches("/files/a.b.json"))
        XCTAssertFalse(template.matches("/files/.json"))
        XCTAssertFalse(template.matches("/files/abc"))
    }

    func testTheMoreLiteralTemplateIsMoreSpecific() {
        XCTAssertGreaterThan(RouteTemplate("/users/me").specificity, RouteTemplate("/users/{identifier}").specificity)
    }
}
