import WireVocabulary
import XCTest

@testable import ContractMock

final class PercentDecodingTests: XCTestCase {
    func testEncodedNamesComeBackAsWritten() {
        for name in ["current user", "示例组织", "HTTP 401 with a token", "100%", "a+b", "sign-in (1001)"] {
            XCTAssertEqual(PercentDecoding.decode(PercentEncoding.encoded(name, for: .headerValue)), name)
            XCTAssertTrue(PercentEncoding.encoded(name, for: .headerValue).unicodeScalars.allSatisfy(\.isASCII), name)
        }
    }

    func testBrokenEscapesStayAsTheyAre() {
        XCTAssertEqual(PercentDecoding.decode("50% off %zz %4"), "50% off %zz %4")
        XCTAssertEqual(PercentDecoding.decode("%FF"), "\u{FFFD}")
    }

    func testQueryValues() {
        let query = "a=1&mockExample=current+user&mockExample=second"
        XCTAssertEqual(PercentDecoding.queryValue("mockExample", in: query), "current user")
        XCTAssertEqual(PercentDecoding.queryValue("a", in: "a"), "")
        XCTAssertNil(PercentDecoding.queryValue("b", in: query))
        XCTAssertNil(PercentDecoding.queryValue("b", in: nil))
    }
}
