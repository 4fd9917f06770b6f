import XCTest

@testable import Contract

final class DidYouMeanTests: XCTestCase {
    private func distance(_ a: String, _ b: String, within limit: Int = 3) -> Int? {
        DidYouMean.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), within: limit)
    }

    func testEditDistance() {
        XCTAssertEqual(distance("optinal", "optional"), 1)
        XCTAssertEqual(distance("tpye", "type"), 1, "a transposition counts once")
        XCTAssertEqual(distance("", "abc"), 3)
        XCTAssertEqual(distance("kitten", "sitting"), 3)
        XCTAssertEqual(distance("same", "same"), 0)
        XCTAssertEqual(distance("abcdef", "badcfe"), 3, "three transpositions")
    }

    func testDistancesOverTheLimitAreNotComputed() {
        XCTAssertNil(distance("kitten", "sitting", within: 2))
        XCTAssertNil(distance("a", "abcd", within: 2), "the lengths alone differ by more")
        XCTAssertEqual(distance("ab", "ba", within: 1), 1)
        let long = String(repeating: "x", count: 50_000)
        XCTAssertEqual(distance(long + "ab", long + "ba", within: 2), 1, "a band, not a 50,000² table")
        XCTAssertNil(distance(long, String(repeating: "y", count: 50_000), within: 2))
    }

    func testManyLookUpsAmongManyCandidatesStayCheap() {
        let suggester = DidYouMean.Suggester((0..<5_000).map { "Model\($0)" })
        for index in 0..<5_000 {
            XCTAssertEqual(suggester.suggestion(for: "Modle\(index % 10)"), "Model\(index % 10)")
        }
        XCTAssertNil(suggester.suggestion(for: "Unrelated"))
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
