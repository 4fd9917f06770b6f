import Contract
import XCTest

/// The one check of every date read from contract text and accepted-changes files.
final class CalendarDayTests: XCTestCase {
    func testLeapYearsFollowTheGregorianRule() {
        for day in ["2028-02-29", "2000-02-29", "2400-02-29", "0000-02-29", "2024-02-29"] {
            XCTAssertNotNil(CalendarDay(day), day)
        }
        for day in ["2100-02-29", "1900-02-29", "2026-02-29", "2027-02-29"] {
            XCTAssertNil(CalendarDay(day), day)
        }
    }

    func testEveryMonthHasItsLength() {
        let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        for (index, length) in lengths.enumerated() {
            let month = (index < 9 ? "0" : "") + String(index + 1)
            XCTAssertNotNil(CalendarDay("2026-\(month)-\(length)"), month)
            XCTAssertNil(CalendarDay("2026-\(month)-\(length + 1)"), month)
            XCTAssertNil(CalendarDay("2026-\(month)-00"), month)
        }
    }

    func testProblemsSayWhatIsWrong() {
        func problem(_ text: String) -> String? {
            guard case .failure(let problem) = CalendarDay.parse(text) else { return nil }
            return problem.description
        }
        XCTAssertEqual(problem("2026-13-01"), "there is no month 13")
        XCTAssertEqual(problem("2026-00-01"), "there is no month 0")
        XCTAssertEqual(problem("2026-12-32"), "December has 31 days")
        XCTAssertEqual(problem("2026-02-29"), "February 2026 has 28 days")
        XCTAssertEqual(problem("2028-02-30"), "February 2028 has 29 days")
        XCTAssertEqual(problem("2026-06-00"), "there is no day 0")
        for text in ["", "2026-1-1", "2026/01/01", "２０２６-01-01", "2026-01-01T00:00", " 2026-01-01", "-026-01-01"] {
            XCTAssertEqual(problem(text), "write it as YYYY-MM-DD", text)
        }
        XCTAssertNil(problem("2026-01-31"))
    }

    func testDaysReadBackAndCompareInCalendarOrder() throws {
        let day = try XCTUnwrap(CalendarDay("0999-01-09"))
        XCTAssertEqual(day.description, "0999-01-09")
        XCTAssertEqual([day.year, day.month, day.day], [999, 1, 9])
        XCTAssertLessThan(try XCTUnwrap(CalendarDay("2026-12-31")), try XCTUnwrap(CalendarDay("2027-01-01")))
    }

    func testOnlyTextsShapedLikeADayAreCheckedAsOne() {
        XCTAssertTrue(CalendarDay.looksLikeADay("2026-13-01"))
        XCTAssertTrue(CalendarDay.looksLikeADay("9999-99-99"))
        for version in ["1.1", "2026.1", "2026-1-01", "v2026-01-01", "2026-01-01b"] {
            XCTAssertFalse(CalendarDay.looksLikeADay(version), version)
        }
    }
}
