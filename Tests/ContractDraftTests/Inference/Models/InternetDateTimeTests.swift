import XCTest

@testable import ContractDraft

/// A value is drafted `dateTime` only when it is an RFC 3339 date-time the client's reader accepts: a real calendar
/// day, a time of day, and `Z` or an offset.
final class InternetDateTimeTests: XCTestCase {
    func testTheShapesTheClientReadsAreDates() {
        for text in [
            "2026-10-23T08:00:00Z", "2026-10-23T08:00:00.123+08:00", "2024-02-29T23:59:59-05:30",
            "2026-12-31T00:00:00.123456789Z",
        ] {
            XCTAssertTrue(InternetDateTime.isValid(text), text)
        }
    }

    func testDaysThatAreNotOnTheCalendarAreNot() {
        for text in ["2026-02-29T08:00:00Z", "2026-04-31T08:00:00Z", "2026-13-01T08:00:00Z", "2100-02-29T00:00:00Z"] {
            XCTAssertFalse(InternetDateTime.isValid(text), text)
        }
    }

    func testOtherTextIsNot() {
        for text in [
            "2026-10-23 08:00:00", "2026-10-23T08:00:00", "2026-10-23T24:00:00Z", "2026-10-23T08:60:00Z",
            "2026-10-23T08:00:00.Z", "2026-10-23T08:00:00+0800", "2026-10-23T08:00:00Z ", "1761206400000",
            "2026-10-23T08:00:00.1234567890Z",
        ] {
            XCTAssertFalse(InternetDateTime.isValid(text), text)
        }
    }
}
