import XCTest

@testable import Contract

final class DidYouMeanTests: XCTestCase {
    func testEditDistance() {
        XCTAssertEqual(DidYouMean.editDistance("optinal", "optional"), 1)
        XCTAssertEqual(DidYouMean.editDistance("tpye", "type"), 1, "a transposition counts once")
        XCTAssertEqual(DidYouMean.editDistance("", "abc"), 3)
        XCTAssertEqual(DidYouMean.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(DidYouMean.editDistance("same", "same"), 0)
    }

    func testSuggestsWithinTwoEdits() {
        let keys = ["type", "optional", "nullable", "wire"]
        XCTAssertEqual(DidYouMean.suggestion(for: "optinal", among: keys), "optional")
        XCTAssertEqual(DidYouMean.suggestion(for: "nulable", among: keys), "nullable")
        XCTAssertEqual(DidYouMean.suggestion(for: "tpye", among: keys), "type")
        XCTAssertNil(DidYouMean.suggestion(for: "colour", among: keys))
    }

    func testIgnoresCase() {
        XCTAssertEqual(DidYouMean.suggestion(for: "nonempty", among: ["present", "nonEmpty", "httpURL"]), "nonEmpty")
        XCTAssertEqual(DidYouMean.suggestion(for: "TenantId", among: ["TenantID", "UserID"]), "TenantID")
    }

    func testPrefixMatch() {
        XCTAssertEqual(
            DidYouMean.suggestion(for: "notFor", among: ["nonEmpty", "notForAuthorization"]), "notForAuthorization")
        XCTAssertNil(DidYouMean.suggestion(for: "no", among: ["notForAuthorization"]), "too short to be a prefix")
    }

    func testPrefersTheClosestCandidate() {
        XCTAssertEqual(DidYouMean.suggestion(for: "cod", among: ["codes", "code"]), "code")
    }

    func testShortWordsDoNotMatchEverything() {
        XCTAssertNil(DidYouMean.suggestion(for: "x", among: ["id", "ok"]))
    }

    func testHintListsTheAllowedWordsWhenNothingIsClose() {
        XCTAssertEqual(DidYouMean.hint(for: "optinal", among: ["type", "optional"]), "did you mean 'optional'?")
        XCTAssertEqual(DidYouMean.hint(for: "zzz", among: ["type", "optional"]), "expected one of type, optional")
        XCTAssertNil(DidYouMean.hint(for: "zzz", among: []))
    }
}
