import Contract
import XCTest

@testable import ContractVerify

/// Text from a capture reaches no report raw: a field name with a CSI sequence and a right-to-left override, a value
/// with an OSC sequence, a path with a bidirectional control. The text and Markdown reports show them as escapes, the
/// JSON report as JSON escapes, and none of them can start a line or break a table.
final class HostileTextTests: XCTestCase {
    private let hostileField = "evil\u{1B}[31m\u{202E}Field|x\ny"
    private let hostileValue = "\u{1B}]0;owned\u{7}\u{1B}[2J"

    func testNoReportPrintsOutsideTextRaw() throws {
        let zing = try RealContracts.load("zing")
        let traffic = ExampleTraffic(contract: zing)
        var user = traffic.request(traffic.endpoint("currentUser"))
        let field = JSONQuotingForTests.quoted(hostileField)
        let value = JSONQuotingForTests.quoted(hostileValue)
        user.responseBody = #"{"success": true, "code": 200, "result": {"userInfo": {"id": "u", \#(field): 1}}}"#
        var failure = traffic.request(traffic.endpoint("currentUser"))
        failure.responseBody = #"{"success": false, "code": \#(value), "message": \#(value)}"#
        var stray = traffic.request(traffic.endpoint("currentUser"))
        stray.url = traffic.base + "/sys/\u{202E}gnp\u{1B}[2J"
        let run = try VerifyHarness.run(zing, [user, failure, stray])
        for (output, name) in [(run.text, "text"), (run.markdown, "markdown"), (run.json, "json")] {
            for scalar: Unicode.Scalar in ["\u{1B}", "\u{202E}", "\u{7}"] {
                XCTAssertFalse(
                    output.unicodeScalars.contains(scalar), "\(name) shows U+\(scalar.value) raw:\n\(output)")
            }
        }
        XCTAssertTrue(run.text.contains(#"evil\u{1B}[31m\u{202E}Field|x\u{A}y"#), run.text)
        XCTAssertTrue(run.json.contains(#"evil\u001B[31m\u202EField|x\ny"#), run.json)
        XCTAssertFalse(run.text.contains("\ny"), "a name starts no line of its own")
        for line in run.markdown.split(separator: "\n") where line.hasPrefix("|") {
            let unescaped = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
            XCTAssertEqual(unescaped, line.hasPrefix("| field") || line.hasPrefix("| `") ? 3 : unescaped, String(line))
        }
    }
}

/// JSON string literals for hand-built bodies.
enum JSONQuotingForTests {
    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
