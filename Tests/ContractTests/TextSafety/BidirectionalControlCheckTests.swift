import XCTest
import YAMLNodes

@testable import Contract

/// Bidirectional controls are errors anywhere in a contract, each at the place it is written.
final class BidirectionalControlCheckTests: XCTestCase {
    private func errors(_ text: String) -> [String] {
        ContractLoader.load(text: text, file: "c.yaml").diagnostics.filter { $0.severity == .error }
            .map { "\($0.mark): \($0.message)" }
    }

    func testEveryFormIsReportedOnceAtItsPlace() {
        let text = MinimalContract.text.replacingOccurrences(
            of: "  title: Demo API\n",
            with: "  title: \"Demo \\u2066API\\U0000202E\"  # \u{200F}\n  doc: &d \"shared \\u202B\"\n"
        )
        .replacingOccurrences(of: "  module: DemoAPI\n", with: "  module: DemoAPI\n  version2: *d\n")
        XCTAssertEqual(
            errors(text).filter { $0.contains("bidirectional") },
            [
                "3:16: U+2066 LEFT-TO-RIGHT ISOLATE: a contract may not hold bidirectional controls",
                "3:25: U+202E RIGHT-TO-LEFT OVERRIDE: a contract may not hold bidirectional controls",
                "3:40: U+200F RIGHT-TO-LEFT MARK: a contract may not hold bidirectional controls",
                "4:19: U+202B RIGHT-TO-LEFT EMBEDDING: a contract may not hold bidirectional controls",
            ])
    }

    func testAnAliasBombOfAnEscapedControlIsReadOnce() {
        var text = "a: &a \"\\u202E\"\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\n"
        for level in 0..<2 {
            text +=
                "c\(level): &c\(level) [\(Array(repeating: level == 0 ? "*b" : "*c\(level - 1)", count: 8).joined(separator: ", "))]\n"
        }
        XCTAssertEqual(errors(text).filter { $0.contains("bidirectional") }.count, 1)
    }

    /// Only `\u` and `\U` escapes can write a bidirectional control, so text without them skips reading the scalars.
    func testOnlyUnicodeEscapesMakeTheScalarsWorthReading() {
        XCTAssertFalse(SourceText("a: \"tab\\there, \\x41, \\N, \\L\"\nb: é\n").mayHoldUnicodeEscapes)
        XCTAssertTrue(SourceText("a: \"\\u0041\"\n").mayHoldUnicodeEscapes)
        XCTAssertTrue(SourceText("a: \"é \\U00000041\"\n").mayHoldUnicodeEscapes)
    }

    func testTheRealContractsHoldNone() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for name in ["zing", "herald", "longde", "wechat"] {
            let url = root.appendingPathComponent("contract/\(name).yaml")
            let source = SourceText(try String(contentsOf: url, encoding: .utf8))
            XCTAssertEqual(source.bidirectionalControls, [], name)
        }
    }
}
