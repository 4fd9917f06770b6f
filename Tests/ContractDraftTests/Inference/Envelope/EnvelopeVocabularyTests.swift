import XCTest

@testable import ContractDraft

/// The words this family's envelopes use for their own fields, case-insensitively; one key may play two roles.
final class EnvelopeVocabularyTests: XCTestCase {
    func testEachFamilysSpellingHasItsRole() {
        XCTAssertEqual(EnvelopeVocabulary.roles(of: "success"), [.flag])
        XCTAssertEqual(EnvelopeVocabulary.roles(of: "errcode"), [.code], "WeChat")
        XCTAssertEqual(EnvelopeVocabulary.roles(of: "errmsg"), [.message], "WeChat")
        XCTAssertEqual(EnvelopeVocabulary.roles(of: "Msg"), [.message], "RuoYi, any case")
        XCTAssertEqual(EnvelopeVocabulary.roles(of: "timestamp"), [.timestamp], "JeecgBoot")
        XCTAssertEqual(EnvelopeVocabulary.roles(of: "statusCode"), [.statusCode])
    }

    func testErrorIsBothAStringCodeAndAHolder() {
        XCTAssertEqual(EnvelopeVocabulary.roles(of: "error"), [.errorCode])
        XCTAssertTrue(EnvelopeVocabulary.holders.contains("error"), "Response.Error.Code")
    }

    func testPayloadWordsHaveNoRole() {
        for key in ["data", "result", "rows", "records", "token", "id"] {
            XCTAssertEqual(EnvelopeVocabulary.roles(of: key), [], key)
        }
    }

    func testOnlyFlagsAndCodesKeepTheirValueInASignature() {
        XCTAssertTrue(EnvelopeVocabulary.keepsValue("SUCCESS"))
        XCTAssertTrue(EnvelopeVocabulary.keepsValue("code"))
        XCTAssertTrue(EnvelopeVocabulary.keepsValue("error"))
        XCTAssertFalse(EnvelopeVocabulary.keepsValue("message"), "a message is text, kept by kind only")
        XCTAssertFalse(EnvelopeVocabulary.keepsValue("timestamp"))
    }
}
