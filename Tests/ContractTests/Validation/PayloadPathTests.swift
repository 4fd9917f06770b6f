import XCTest

@testable import Contract

final class PayloadPathTests: XCTestCase {
    func testParsing() {
        XCTAssertEqual(PayloadPath("userInfo.id")?.components, [.key("userInfo"), .key("id")])
        XCTAssertEqual(PayloadPath("[0].tenantUserId")?.components, [.index(0), .key("tenantUserId")])
        XCTAssertEqual(PayloadPath("list[2][1].name")?.components, [.key("list"), .index(2), .index(1), .key("name")])
        XCTAssertEqual(PayloadPath("")?.components, [])
        for bad in ["a..b", ".a", "a.", "[x]", "[1", "a[0]b", "[-1]"] {
            XCTAssertNil(PayloadPath(bad), bad)
        }
    }

    func testDescriptionRoundTrips() {
        for text in ["userInfo.id", "[0].tenantUserId", "result[0].status", "a[1][2].b"] {
            XCTAssertEqual(PayloadPath(text)?.description, text)
        }
    }

    func testLookup() throws {
        let json = try JSONValue.parse(#"{"a": [{"b": 1}, {"b": null}]}"#)
        XCTAssertEqual(PayloadPath("a[0].b")?.value(in: json), .int(1))
        XCTAssertEqual(PayloadPath("a[1].b")?.value(in: json), .null)
        XCTAssertNil(PayloadPath("a[2].b")?.value(in: json))
        XCTAssertNil(PayloadPath("a.b")?.value(in: json))
    }
}
