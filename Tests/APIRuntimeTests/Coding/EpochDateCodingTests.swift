@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// Dates counted from 1970: read from any number or a numeric string, in seconds or milliseconds, and written (in a
/// body, a query or a form) as whole units rounded down.
final class EpochDateCodingTests: XCTestCase {
    private struct Stamp: Codable, Equatable {
        var seconds: Date
        var millis: Date
        var later: Date?

        enum CodingKeys: String, CodingKey { case seconds, millis, later }

        init(seconds: Date, millis: Date, later: Date?) {
            self.seconds = seconds
            self.millis = millis
            self.later = later
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            seconds = try container.decodeUnixSeconds(forKey: .seconds)
            millis = try container.decodeUnixMillis(forKey: .millis)
            later = try container.decodeUnixMillisIfPresent(forKey: .later)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeUnixSeconds(seconds, forKey: .seconds)
            try container.encodeUnixMillis(millis, forKey: .millis)
            try container.encodeUnixMillisIfPresent(later, forKey: .later)
        }
    }

    func testMillisecondsReadInEveryFormAndWriteAsWholeUnits() throws {
        for body in [
            #"{"seconds": 1700000000, "millis": 1700000000123}"#,
            #"{"seconds": "1700000000", "millis": "1700000000123"}"#,
            #"{"seconds": 1700000000.0, "millis": 1700000000123.4, "later": null}"#,
        ] {
            let stamp = try JSONDecoder().decode(Stamp.self, from: Data(body.utf8))
            XCTAssertEqual(stamp.seconds.timeIntervalSince1970, 1_700_000_000, body)
            XCTAssertEqual(stamp.millis.timeIntervalSince1970, 1_700_000_000.123, accuracy: 0.001, body)
            XCTAssertNil(stamp.later, body)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let text = String(decoding: try encoder.encode(stamp), as: UTF8.self)
            XCTAssertEqual(text, #"{"millis":1700000000123,"seconds":1700000000}"#, body)
        }
        XCTAssertThrowsError(
            try JSONDecoder().decode(Stamp.self, from: Data(#"{"seconds": 1, "millis": "soon"}"#.utf8)))
    }

    func testQueryTextIsTheWholeUnits() {
        let date = Date(timeIntervalSince1970: 1_700_000_000.9876)
        XCTAssertEqual(EpochDateText.seconds(date), "1700000000")
        XCTAssertEqual(EpochDateText.milliseconds(date), "1700000000987")
        XCTAssertEqual(EpochDateText.milliseconds(Date(timeIntervalSince1970: -0.0005)), "-1", "rounded down")
    }
}
