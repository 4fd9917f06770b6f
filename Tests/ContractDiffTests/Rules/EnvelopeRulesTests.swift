import ContractDiff
import XCTest

final class EnvelopeRulesTests: XCTestCase {
    static func bare(_ body: String) -> (String, String) { ("auth:\n", "  bare:\n\(body)auth:\n") }
    static let flagBare =
        "    style: flag\n    success: ok\n    payload: data\n    code: c\n    message: m\n    errorCode: e\n"

    static func changed(_ rule: String, _ wire: Verdict, _ old: String, _ new: String) -> RulePair {
        RulePair(
            rule, wire, .nonBreaking, base: [bare(flagBare)],
            head: [bare(flagBare.replacingOccurrences(of: old, with: new))], at: "  bare:")
    }

    static let pairs: [RulePair] = [
        RulePair("envelope-added", .nonBreaking, .nonBreaking, head: [bare("    style: none\n")], at: "  bare:"),
        RulePair(
            "envelope-removed", .possiblyBreaking, .nonBreaking, base: [bare("    style: none\n")], at: "  bare:",
            side: .base),
        RulePair(
            "envelope-style-changed", .breaking, .nonBreaking, base: [bare("    style: none\n")],
            head: [bare("    style: flag\n    success: ok\n    payload: data\n")], at: "  bare:"),
        changed("envelope-success-field-changed", .breaking, "success: ok", "success: okay"),
        changed("envelope-payload-field-changed", .breaking, "payload: data", "payload: body"),
        changed("envelope-code-field-changed", .breaking, "code: c", "code: cd"),
        changed("envelope-message-field-changed", .possiblyBreaking, "message: m", "message: msg"),
        changed(
            "envelope-metadata-field-changed", .possiblyBreaking, "message: m\n", "message: m\n    timestamp: ts\n"),
        // A string error code drives classification exactly like a business code.
        changed("envelope-code-field-changed", .breaking, "errorCode: e", "errorCode: err"),
        RulePair(
            "envelope-success-codes-changed", .nonBreaking, .nonBreaking,
            head: [("successCodes: [0, 200]", "successCodes: [0, 200, 201]")], at: "  standard:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }
}
