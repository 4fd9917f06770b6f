import XCTest

@testable import ContractDraft

/// Prose from a document as a contract may hold it: line breaks and tabs read as spaces and runs of spaces as one,
/// control, bidirectional and invisible scalars taken out, at most ``ProseText/longest`` characters. One rule per test.
final class ProseTextTests: XCTestCase {
    func testLineBreaksAndTabsBecomeOneSpaceAndTheEndsAreTrimmed() {
        XCTAssertEqual(
            ProseText.clean("  Lists\r\n\tthe users\u{2028}of  a\u{85}tenant.  "), "Lists the users of a tenant.")
    }

    func testControlBidirectionalAndInvisibleScalarsAreTakenOut() {
        XCTAssertEqual(ProseText.clean("a\u{07}b\u{1B}[31mc\u{7F}\u{9B}d"), "ab[31mcd")
        XCTAssertEqual(ProseText.clean("evil\u{202E}txt.exe\u{2066}x\u{2069}\u{200F}"), "eviltxt.exex")
        XCTAssertEqual(ProseText.clean("\u{FEFF}用户\u{FFFE}列表"), "用户列表")
    }

    func testTextUpToTheLimitIsKeptWhole() {
        let text = String(repeating: "a", count: ProseText.longest)
        XCTAssertEqual(ProseText.clean(text), text)
    }

    func testTextPastTheLimitIsCutWithAnEllipsis() {
        let cleaned = ProseText.clean(String(repeating: "用", count: ProseText.longest + 1))
        XCTAssertEqual(cleaned, String(repeating: "用", count: ProseText.longest) + "…")
    }

    func testTextOfNothingButUnsafeScalarsIsEmpty() {
        XCTAssertEqual(ProseText.clean("\u{202E}\u{00}\n\t "), "")
    }
}
