@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// A number field whose server writes a text where it has no number (`noValue: "--"`): the text reads as nil and nil
/// is written back as the text; any other text is still refused, so the number stays typed.
final class NoValueCodingTests: XCTestCase {
    private struct Level: Codable, Equatable {
        var nextExp: Int?
        var ratio: Double?

        enum CodingKeys: String, CodingKey { case nextExp = "next_exp", ratio }

        init(nextExp: Int?, ratio: Double?) {
            self.nextExp = nextExp
            self.ratio = ratio
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            nextExp = try container.decodeLenientIfPresent(
                Int.self, forKey: .nextExp, accepting: [.int, .numericString], noValue: "--")
            ratio = try container.decodeLenientIfPresent(Double.self, forKey: .ratio, accepting: [], noValue: "n/a")
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(nextExp, forKey: .nextExp, noValue: "--")
            try container.encodeIfPresent(ratio, forKey: .ratio)
        }
    }

    private func level(_ json: String) throws -> Level {
        try JSONDecoder().decode(Level.self, from: Data(json.utf8))
    }

    func testTheTextForNoNumberReadsAsNilAndNumbersStayNumbers() throws {
        XCTAssertEqual(try level(#"{"next_exp": "--", "ratio": "n/a"}"#), Level(nextExp: nil, ratio: nil))
        XCTAssertEqual(try level(#"{"next_exp": 120, "ratio": 0.5}"#), Level(nextExp: 120, ratio: 0.5))
        XCTAssertEqual(
            try level(#"{"next_exp": "120"}"#), Level(nextExp: 120, ratio: nil), "numeric text, as wire says")
        XCTAssertEqual(try level(#"{"next_exp": null}"#), Level(nextExp: nil, ratio: nil))
    }

    func testAnyOtherTextIsStillRefused() {
        for body in [#"{"next_exp": "-"}"#, #"{"next_exp": "-- "}"#, #"{"next_exp": "max"}"#, #"{"ratio": "--"}"#] {
            XCTAssertThrowsError(try level(body), body)
        }
    }

    func testNilIsWrittenBackAsTheText() throws {
        let data = try JSONEncoder().encode(Level(nextExp: nil, ratio: nil))
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"next_exp":"--"}"#)
        XCTAssertEqual(try JSONDecoder().decode(Level.self, from: data), Level(nextExp: nil, ratio: nil))
    }
}
