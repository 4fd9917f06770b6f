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

    static let codeBare = "    style: code\n    code: errcode\n    successCodes: [0]\n    message: errmsg\n"

    static func codeChanged(_ rule: String, _ old: String, _ new: String) -> RulePair {
        RulePair(
            rule, rule == "envelope-problem-details-changed" ? .possiblyBreaking : .breaking, .nonBreaking,
            base: [bare(codeBare)], head: [bare(codeBare.replacingOccurrences(of: old, with: new))], at: "  bare:")
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
        codeChanged("envelope-success-values-changed", "successCodes: [0]", "successCodes: [0, 200]"),
        codeChanged("envelope-code-type-changed", "successCodes: [0]", "codeType: string\n    successCodes: [\"0\"]"),
        codeChanged("envelope-success-without-code-changed", "message:", "successWithoutCode: true\n    message:"),
        RulePair(
            "envelope-problem-details-changed", .possiblyBreaking, .nonBreaking,
            base: [bare("    style: none\n")], head: [bare("    style: none\n    problemDetails: true\n")],
            at: "  bare:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }
}
