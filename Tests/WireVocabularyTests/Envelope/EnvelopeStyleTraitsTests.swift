import Foundation
import TextFoundation
import WireVocabulary
import XCTest

/// Every style's row of traits is what the one reader does with its bodies: the decider it names decides, a style that
/// does not wrap its answers hands the body over whole, and a style that decides in the body reads a 200 as a failure
/// when the body says so.
final class EnvelopeStyleTraitsTests: XCTestCase {
    private func json(_ text: String) throws -> JSONValue { try JSONValue.parse(text) }

    /// The smallest format of `style` its traits make whole: the deciding field named, a success code where codes
    /// decide, a message where the style reads one.
    private func format(_ style: EnvelopeFormat.Style) -> EnvelopeFormat {
        let traits = style.traits
        var format = EnvelopeFormat(style: style, messageField: "message")
        switch traits.decider {
        case .successFlag: format.successField = "ok"
        case .businessCode: format.codeField = "status"
        case .httpStatus: break
        }
        if traits.successCodesDecide { format.successCodes = [0] }
        if traits.admitsPayloadField { format.payloadField = "data" }
        return format
    }

    private func verdict(_ body: String, _ style: EnvelopeFormat.Style, status: Int = 200) throws
        -> EnvelopeReading.Verdict
    {
        EnvelopeReading.read(try json(body), format(style), httpStatus: status).verdict
    }

    func testTheDeciderEachStyleNamesIsWhatDecides() throws {
        for style in EnvelopeFormat.Style.allCases {
            switch style.traits.decider {
            case .successFlag:
                XCTAssertEqual(try verdict(#"{"ok":true,"data":{}}"#, style), .success, "\(style)")
                XCTAssertEqual(try verdict(#"{"ok":false,"message":"no"}"#, style), .failure, "\(style)")
                XCTAssertNotEqual(try verdict(#"{"data":{}}"#, style), .success, "\(style): no flag is no success")
            case .businessCode:
                XCTAssertEqual(try verdict(#"{"status":0,"data":{}}"#, style), .success, "\(style)")
                XCTAssertEqual(try verdict(#"{"status":7,"message":"no"}"#, style), .failure, "\(style)")
                XCTAssertNotEqual(try verdict(#"{"data":{}}"#, style), .success, "\(style): no code is no success")
            case .httpStatus:
                XCTAssertEqual(try verdict(#"{"ok":false,"status":7}"#, style), .success, "\(style): 2xx succeeds")
                XCTAssertEqual(try verdict(#"{"message":"no"}"#, style, status: 400), .failure, "\(style)")
            }
        }
    }

    func testAStyleThatDecidesInTheBodyReadsA200AsAFailureWhenTheBodySaysSo() throws {
        for style in EnvelopeFormat.Style.allCases where style.traits.decider.isInBody {
            let failing = style.traits.decider == .successFlag ? #"{"ok":false}"# : #"{"status":7}"#
            XCTAssertEqual(try verdict(failing, style), .failure, "\(style)")
        }
    }

    func testAStyleThatDoesNotWrapItsAnswersHandsTheBodyOverWhole() throws {
        let body = try json(#"{"message":"hello","data":{"id":1}}"#)
        for style in EnvelopeFormat.Style.allCases {
            let payload = EnvelopeReading.payload(in: body, format(style))
            if style.traits.wrapsAnswers {
                XCTAssertEqual(payload, try json(#"{"id":1}"#), "\(style): the payload field's value")
            } else {
                XCTAssertEqual(payload, body, "\(style): the body is the payload, its `message` included")
            }
        }
    }

    func testAStyleThatAdmitsNoCodeNeverReadsOne() throws {
        for style in EnvelopeFormat.Style.allCases where !style.traits.admitsCode {
            var format = format(style)
            format.codeField = "status"
            let reading = EnvelopeReading.read(try json(#"{"status":7}"#), format, httpStatus: 500)
            XCTAssertNil(reading.code, "\(style)")
        }
    }
}
