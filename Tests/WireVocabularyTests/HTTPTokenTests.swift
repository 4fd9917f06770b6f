import WireVocabulary
import XCTest

/// RFC 9110's token: letters, digits and `!#$%&'*+-.^_`|~`, and nothing else in any byte.
final class HTTPTokenTests: XCTestCase {
    func testTheTokenCharactersAreExactlyRFC9110s() {
        let delimiters = Set("\"(),/:;<=>?@[\\]{}".utf8)
        for value in 0...255 {
            let byte = UInt8(value)
            let expected = (0x21...0x7E).contains(value) && !delimiters.contains(byte)
            XCTAssertEqual(HTTPToken.isTokenByte(byte), expected, "byte \(value)")
        }
        XCTAssertEqual(HTTPToken.symbols, "!#$%&'*+-.^_`|~")
        XCTAssertTrue(HTTPToken.isToken("X-Access-Token"))
        XCTAssertTrue(HTTPToken.isToken("SESSDATA"))
        XCTAssertTrue(HTTPToken.isToken(bytes: Array("PATCH".utf8)))
        for text in ["", "a b", "a:b", "é", "a\u{7F}", "Set-Cookie\r"] {
            XCTAssertFalse(HTTPToken.isToken(text), text.debugDescription)
        }
        XCTAssertFalse(HTTPToken.isTokenCharacter("é"))
        XCTAssertTrue(HTTPToken.isTokenCharacter("~"))
    }
}
