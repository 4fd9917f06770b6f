import WireVocabulary
import XCTest

/// The one reader of queries: the WHATWG form-urlencoded parser, `+` a space.
final class QueryStringTests: XCTestCase {
    func testPairsAreReadAsServersReadThem() {
        let query = QueryString("a=1&&b=x+y&c&d=%2B%20&a=2&=e&f=%zz")
        XCTAssertEqual(query.names, ["a", "b", "c", "d", "a", "", "f"])
        XCTAssertEqual(query.values(named: "a"), ["1", "2"])
        XCTAssertEqual(query.value(named: "b"), "x y")
        XCTAssertEqual(query.value(named: "c"), "", "no = is an empty value")
        XCTAssertEqual(query.value(named: "d"), "+ ")
        XCTAssertEqual(query.value(named: "f"), "%zz", "a % without two hex digits stays")
        XCTAssertNil(query.value(named: "A"), "names compare exactly")
        XCTAssertEqual(QueryString("n+a%6De=v").value(named: "n ame"), "v", "names are decoded too")
    }

    func testTheQueryOfAURLIsBetweenItsFirstQuestionMarkAndItsFragment() {
        XCTAssertEqual(QueryString(url: "https://h.example/p?x=1?2&y=3#z=4").pairs.map(\.value), ["1?2", "3"])
        XCTAssertTrue(QueryString(url: "https://h.example/p#?x=1").pairs.isEmpty)
        XCTAssertTrue(QueryString(url: "https://h.example/p").pairs.isEmpty)
        XCTAssertTrue(QueryString(url: "https://h.example/p?").pairs.isEmpty)
        XCTAssertTrue(QueryString(String?.none).pairs.isEmpty)
    }
}
