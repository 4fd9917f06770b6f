import Foundation
import WireVocabulary
import XCTest

/// One statement of which characters no header value, cookie, signed value or query item may hold.
final class ControlCharactersTests: XCTestCase {
    func testALineBreakIsNamedAsOneBeforeAnyOtherControl() {
        XCTAssertEqual(ControlCharacters.refusal(of: "a\r\nX-Evil: 1"), "holds a line break")
        XCTAssertEqual(ControlCharacters.refusal(of: "a\nb"), "holds a line break")
        XCTAssertEqual(ControlCharacters.refusal(of: "a\u{7F}b"), "holds a control character")
        XCTAssertEqual(ControlCharacters.refusal(of: "tab\there"), "holds a control character")
    }

    func testVisibleTextAndNonASCIIPass() {
        XCTAssertNil(ControlCharacters.refusal(of: "Bearer abc.def-123"))
        XCTAssertNil(ControlCharacters.refusal(of: "令牌 ü"))
        XCTAssertFalse(ControlCharacters.holdsControl("abc"))
        XCTAssertTrue(ControlCharacters.holdsControl("a\u{0}b"))
    }

    func testTheSignedValueAndCookieRefusalsShareIt() {
        for text in ["x\ry", "x\u{1B}[2Jy", "x\u{7F}"] {
            XCTAssertEqual(
                SignedValue.refusal(ofValue: text), ControlCharacters.refusal(of: text), text.debugDescription)
            XCTAssertEqual(
                CookieHeader.refusal(ofValue: text), ControlCharacters.refusal(of: text), text.debugDescription)
        }
    }
}

/// One judgement of which parts of a base URL may hold a credential, for the runtime, lint and draft.
final class URLCredentialPartTests: XCTestCase {
    func testEachPartIsFoundAndNamedInOrder() throws {
        let url = try XCTUnwrap(URL(string: "https://user:pw@api.example.com/api?api_key=k#top"))
        XCTAssertEqual(URLCredentialPart.parts(of: url), [.userInfo, .query, .fragment])
        XCTAssertEqual(
            URLCredentialPart.words(URLCredentialPart.parts(of: url)), "user info and a query and a fragment")
    }

    func testAPlainBaseURLHoldsNone() throws {
        let url = try XCTUnwrap(URL(string: "https://api.example.com/jeecg-boot"))
        XCTAssertTrue(URLCredentialPart.parts(of: url).isEmpty)
        XCTAssertNil(URLCredentialPart.words([]))
    }

    func testAUserNameAloneIsUserInfo() throws {
        let components = try XCTUnwrap(URLComponents(string: "https://user@api.example.com"))
        XCTAssertEqual(URLCredentialPart.parts(of: components), [.userInfo])
    }
}
