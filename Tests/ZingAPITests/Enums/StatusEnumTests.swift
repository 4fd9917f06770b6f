import Foundation
import XCTest
import ZingAPI

/// The tenant and membership statuses (apple sign-in §7.3): 1 is the only documented value, sent as a number or
/// numeric text; any other value decodes as `unknown` so a status the server adds later never fails a row.
final class StatusEnumTests: XCTestCase {
    private func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }

    func testTheDocumentedValueDecodesFromANumberOrNumericText() throws {
        XCTAssertEqual(try decode(TenantStatus.self, "1"), .enabled)
        XCTAssertEqual(try decode(TenantStatus.self, #""1""#), .enabled)
        XCTAssertEqual(try decode(MembershipStatus.self, "1"), .normal)
        XCTAssertEqual(try decode(MembershipStatus.self, #""1""#), .normal)
    }

    func testAnUndocumentedValueIsKeptAsUnknown() throws {
        let status = try decode(TenantStatus.self, "7")
        XCTAssertEqual(status.rawValue, 7)
        guard case .unknown(7) = status else { return XCTFail("expected unknown(7), got \(status)") }
        XCTAssertNotEqual(status, .enabled)
        XCTAssertEqual(try decode(MembershipStatus.self, #""0""#), .unknown(0))
    }

    func testUnknownWithADocumentedValueEqualsItsCase() {
        XCTAssertEqual(TenantStatus.unknown(1), .enabled)
        XCTAssertEqual(Set([TenantStatus.unknown(1), .enabled]).count, 1)
        XCTAssertEqual(TenantStatus(rawValue: 1), .enabled)
    }

    func testWronglyTypedValuesFailDecoding() {
        for json in ["true", #""enabled""#, "1.5", "{}", "[1]", "null", #""""#] {
            XCTAssertThrowsError(try decode(TenantStatus.self, json), "\(json) is no status")
        }
    }

    func testEncodingWritesTheRawValueBack() throws {
        let encoded = try JSONEncoder().encode([TenantStatus.enabled, .unknown(9)])
        XCTAssertEqual(String(decoding: encoded, as: UTF8.self), "[1,9]")
    }

    func testARowWithAnUnknownStatusStillDecodes() throws {
        let row = try decode(
            TenantMembership.self, #"{"id":"u","tenantUserId":"12","status":"3","userTenantStatus":1}"#)
        XCTAssertEqual(row.status, .unknown(3))
        XCTAssertEqual(row.userTenantStatus, .normal)
        let broken = #"{"id":"u","tenantUserId":"12","status":"abc"}"#
        XCTAssertThrowsError(try decode(TenantMembership.self, broken), "non-numeric text is no status")
    }
}
