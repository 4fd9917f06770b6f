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

    /// An escape encoded again and again is read through its `%25`s up to the depth asked, each step a reading.
    func testARepeatedEscapeIsReadToTheDepthAsked() {
        let bytes = Array("x%252541%zz".utf8)
        let read = PercentEncoding.repeatedEscape(at: 1, in: bytes, depth: 4)
        XCTAssertEqual(read.map(\.byte), [0x25, 0x25, 0x41])
        XCTAssertEqual(read.map(\.length), [3, 5, 7])
        XCTAssertEqual(PercentEncoding.repeatedEscape(at: 1, in: bytes, depth: 2).map(\.byte), [0x25, 0x25])
        XCTAssertTrue(PercentEncoding.repeatedEscape(at: 8, in: bytes, depth: 4).isEmpty, "%zz is no escape")
        XCTAssertTrue(PercentEncoding.repeatedEscape(at: 0, in: bytes, depth: 4).isEmpty, "no % there")
        XCTAssertTrue(PercentEncoding.repeatedEscape(at: 99, in: bytes, depth: 4).isEmpty)
    }

    /// A path segment reads as every tool reads one: escapes decoded, `+` itself, a broken escape kept, bytes that are
    /// no UTF-8 as U+FFFD (Foundation's `removingPercentEncoding` gave up on the whole segment there, so verify,
    /// draft and the testing library could each see a different path).
    func testAPathSegmentReadsOneWayEverywhere() {
        XCTAssertEqual(PercentEncoding.pathSegment("%E7%A4%BA"), "示")
        XCTAssertEqual(PercentEncoding.pathSegment("a+b"), "a+b")
        XCTAssertEqual(PercentEncoding.pathSegment("100%"), "100%")
        XCTAssertEqual(PercentEncoding.pathSegment("%zz%41"), "%zzA")
        XCTAssertEqual(PercentEncoding.pathSegment("%FFx"), "\u{FFFD}x")
        XCTAssertEqual(PercentEncoding.pathSegment("share%2Fa"[...]), "share/a")
    }
}
