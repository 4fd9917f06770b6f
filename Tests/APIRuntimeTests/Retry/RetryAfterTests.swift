import APIRuntime
import Foundation
import XCTest

final class RetryAfterTests: XCTestCase {
    /// 2015-10-21 07:27:00 GMT, one minute before the RFC's example date.
    private let now = Date(timeIntervalSince1970: 1_445_412_420)

    func testDeltaSeconds() {
        XCTAssertEqual(RetryAfter.parse("120", now: now), .seconds(120))
        XCTAssertEqual(RetryAfter.parse("0", now: now), .zero)
        XCTAssertEqual(RetryAfter.parse(" 7 ", now: now), .seconds(7))
        XCTAssertEqual(RetryAfter.parse("99999999999999999999999", now: now), .seconds(Int64.max))
    }

    func testExampleDateMatchesCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "GMT"))
        let components = DateComponents(year: 2015, month: 10, day: 21, hour: 7, minute: 27)
        XCTAssertEqual(calendar.date(from: components), now)
    }

    func testIMFFixdate() {
        XCTAssertEqual(RetryAfter.parse("Wed, 21 Oct 2015 07:28:00 GMT", now: now), .seconds(60))
        XCTAssertEqual(RetryAfter.parse("Thu, 22 Oct 2015 07:27:00 GMT", now: now), .seconds(86_400))
        XCTAssertEqual(RetryAfter.parse("Tue, 01 Mar 2016 07:27:00 GMT", now: now), .seconds(132 * 86_400))
    }

    func testObsoleteForms() {
        XCTAssertEqual(RetryAfter.parse("Wednesday, 21-Oct-15 07:28:00 GMT", now: now), .seconds(60))
        XCTAssertEqual(RetryAfter.parse("Wed Oct 21 07:28:00 2015", now: now), .seconds(60))
        XCTAssertEqual(RetryAfter.parse("Thu Oct  1 07:27:00 2015", now: now), .zero, "past, with asctime padding")
        XCTAssertEqual(RetryAfter.parse("Thu Nov  5 07:27:00 2015", now: now), .seconds(15 * 86_400))
    }

    func testPastDateIsZero() {
        XCTAssertEqual(RetryAfter.parse("Sun, 06 Nov 1994 08:49:37 GMT", now: now), .zero)
        XCTAssertEqual(RetryAfter.parse("Wed, 21 Oct 2015 07:27:00 GMT", now: now), .zero)
        XCTAssertEqual(RetryAfter.parse("Sunday, 06-Nov-94 08:49:37 GMT", now: now), .zero, "94 is 1994")
    }

    func testGarbageIsNil() {
        for value in [
            "", " ", "soon", "-5", "1.5", "+3", "12s", "0x10",
            "Wed, 32 Oct 2015 07:28:00 GMT", "Wed, 21 Foo 2015 07:28:00 GMT", "Wed, 21 Oct 2015 07:28:00 PST",
            "Wed, 21 Oct 2015 24:00:00 GMT", "Wed, 21 Oct 2015 07:28 GMT", "Wed 21 Oct 2015 07:28:00 GMT",
            "Thu, 29 Feb 2015 00:00:00 GMT", "Wednesday, 21-Oct-2015 07:28:00 GMT", "Wed Oct 21 07:28:00",
            "Xyz, 21 Oct 2015 07:28:00 GMT",
        ] {
            XCTAssertNil(RetryAfter.parse(value, now: now), value)
        }
    }

    func testLeapDay() {
        XCTAssertEqual(
            RetryAfter.parse("Mon, 29 Feb 2016 07:27:00 GMT", now: now), .seconds(131 * 86_400))
    }
}
