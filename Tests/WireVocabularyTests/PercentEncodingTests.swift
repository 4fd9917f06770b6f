import WireVocabulary
import XCTest

/// The one percent-decoder: `%XX` is the byte it names, anything else stays, and `+` is a space only where asked.
final class PercentEncodingTests: XCTestCase {
    func testPercentTriplesAreBytesAndEverythingElseStays() {
        XCTAssertEqual(PercentEncoding.decoded("%E7%A4%BA+a%2b".utf8, plusIsSpace: true), "示 a+")
        XCTAssertEqual(PercentEncoding.decoded("%E7%A4%BA+a".utf8, plusIsSpace: false), "示+a")
        XCTAssertEqual(PercentEncoding.decoded("100%".utf8, plusIsSpace: true), "100%", "a % without two digits")
        XCTAssertEqual(PercentEncoding.decoded("%4".utf8, plusIsSpace: true), "%4")
        XCTAssertEqual(PercentEncoding.decoded("%zz%41".utf8, plusIsSpace: true), "%zzA")
        XCTAssertEqual(PercentEncoding.decoded("%FF".utf8, plusIsSpace: true), "\u{FFFD}", "no UTF-8: U+FFFD")
    }

    func testAHexPairIsReadOnlyWhereBothDigitsAre() {
        let bytes = Array("a%3f".utf8)
        XCTAssertEqual(PercentEncoding.byte(atHexDigits: 2, in: bytes), 0x3F)
        XCTAssertNil(PercentEncoding.byte(atHexDigits: 3, in: bytes), "one digit left")
        XCTAssertNil(PercentEncoding.byte(atHexDigits: 4, in: bytes))
        XCTAssertNil(PercentEncoding.byte(atHexDigits: -1, in: bytes))
        XCTAssertNil(PercentEncoding.byte(atHexDigits: 0, in: bytes), "'a%' is no hex pair")
    }
}
