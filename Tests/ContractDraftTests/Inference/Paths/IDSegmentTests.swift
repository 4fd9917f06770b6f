import XCTest

@testable import ContractDraft

/// A path segment is an id by its shape (digits, a UUID, a hex digest, a long base62 key), never a word.
final class IDSegmentTests: XCTestCase {
    func testEachIdShapeIsKnown() {
        XCTAssertEqual(IDSegment("1234"), .digits)
        XCTAssertEqual(IDSegment("3fa85f64-5717-4562-b3fc-2c963f66afa6"), .uuid)
        XCTAssertEqual(IDSegment("9f86d081884c7d65"), .hex)
        XCTAssertEqual(IDSegment("aZ3kLm9Qp2Xv7Rt1"), .base62)
    }

    func testWordsAreNotIds() {
        for segment in ["users", "v2", "getUserInfo", "deadbeef", "abcdefabcdefabcdef", "list", "", "a-b"] {
            XCTAssertNil(IDSegment(segment), segment)
        }
    }

    func testAnOverlongSegmentIsNoId() {
        XCTAssertNil(IDSegment(String(repeating: "1", count: 129)))
        XCTAssertEqual(IDSegment(String(repeating: "1", count: 128)), .digits)
    }
}
