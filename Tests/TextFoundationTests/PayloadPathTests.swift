import TestRandomness
import TextFoundation
import XCTest

final class PayloadPathTests: XCTestCase {
    func testParsing() {
        XCTAssertEqual(PayloadPath("userInfo.id")?.components, [.key("userInfo"), .key("id")])
        XCTAssertEqual(PayloadPath("[0].tenantUserId")?.components, [.index(0), .key("tenantUserId")])
        XCTAssertEqual(PayloadPath("list[2][1].name")?.components, [.key("list"), .index(2), .index(1), .key("name")])
        XCTAssertEqual(PayloadPath("")?.components, [])
        for bad in ["a..b", ".a", "a.", "[x]", "[1", "a[0]b", "[-1]"] {
            XCTAssertNil(PayloadPath(bad), bad)
        }
    }

    func testDescriptionRoundTrips() {
        for text in ["userInfo.id", "[0].tenantUserId", "result[0].status", "a[1][2].b"] {
            XCTAssertEqual(PayloadPath(text)?.description, text)
        }
    }

    func testLookup() throws {
        let json = try JSONValue.parse(#"{"a": [{"b": 1}, {"b": null}]}"#)
        XCTAssertEqual(PayloadPath("a[0].b")?.value(in: json), .int(1))
        XCTAssertEqual(PayloadPath("a[1].b")?.value(in: json), .null)
        XCTAssertNil(PayloadPath("a[2].b")?.value(in: json))
        XCTAssertNil(PayloadPath("a.b")?.value(in: json))
    }

    /// On seeded random text of delimiters, digits, signs and letters: whatever parses prints back as itself (up
    /// to an empty path) and parses again to the same steps.
    func testWhatParsesRoundTrips() {
        let pieces = ["a", "id", ".", "[", "]", "0", "12", "-", "+", " ", "\r\n", "\r", "x1"]
        var generator = SeededRandom(seed: 6)
        var paths = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0..<9, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            guard let path = PayloadPath(text) else { continue }
            paths += 1
            XCTAssertEqual(PayloadPath(path.description)?.components, path.components, text.debugDescription)
        }
        XCTAssertGreaterThan(paths, 500, "too few of the random texts were paths")
    }

    /// An ASCII path is read in its bytes: the steps reading it character by character gives, or nil where that does,
    /// on random texts of keys, indices, delimiters, CR-LF and what is no path.
    func testASCIIPathsReadInBytesAreReadAsByCharacter() {
        let pieces = ["a", "id", "userInfo", ".", "[", "]", "[0]", "[12]", "[-1]", "[x]", "0", "\r\n", "\n", " ", "_"]
        var generator = SeededRandom(seed: 52)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            .joined()
            XCTAssertEqual(
                PayloadPath.componentsOfASCII(text), PayloadPath.componentsByCharacter(text), text.debugDescription)
        }
    }

    func testNonASCIIKeysAreReadByCharacter() {
        XCTAssertEqual(PayloadPath("用户.名称[1]")?.components, [.key("用户"), .key("名称"), .index(1)])
        // A combining mark makes the dot part of a character that is not a delimiter.
        XCTAssertEqual(PayloadPath("a.\u{301}b")?.components, [.key("a.\u{301}b")])
    }
}
