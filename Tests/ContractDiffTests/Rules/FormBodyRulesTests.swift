import ContractDiff
import XCTest

/// A form body's fields are compared as a multipart form's are, and a form turned into JSON or multipart (or back)
/// is a change of the body's encoding; `oneOf:` groups added, removed or given other members each have a rule.
final class FormBodyRulesTests: XCTestCase {
    private static let multipart = "      multipart:\n        file: file\n"
    private static let form = "      form:\n"
    private static let biz = "          biz: { type: string, optional: true }\n"
    private static let kind = biz + "          kind: { type: string, optional: true }\n"
    private static let uploadResponse =
        "    response: { envelope: standard, payload: message, type: url, require: [httpURL] }\n"
    private static func grouped(_ members: String) -> (String, String) {
        (uploadResponse, "    oneOf: { which: [\(members)] }\n" + uploadResponse)
    }

    static let groupPairs: [RulePair] = [
        RulePair(
            "parameter-group-added", .possiblyBreaking, .breaking, base: [(biz, kind)],
            head: [(biz, kind), grouped("biz, kind")], at: "    oneOf:"),
        RulePair(
            "parameter-group-removed", .nonBreaking, .breaking, base: [(biz, kind), grouped("biz, kind")],
            head: [(biz, kind)], at: "    oneOf:", side: .base),
        RulePair(
            "parameter-group-changed", .possiblyBreaking, .breaking,
            base: [(biz, kind + "          size: { type: int, optional: true }\n"), grouped("biz, kind")],
            head: [(biz, kind + "          size: { type: int, optional: true }\n"), grouped("biz, kind, size")],
            at: "    oneOf:"),
    ]

    func testGroupPairs() { assertPairs(Self.groupPairs) }

    private func changes(base: [(String, String)] = [], head: [(String, String)]) throws -> [String] {
        let old = try XCTUnwrap(Fixture.load(Fixture.edited(base), as: "base.yaml"))
        let new = try XCTUnwrap(Fixture.load(Fixture.edited(base + head), as: "head.yaml"))
        return ContractDiffer.diff(base: old, head: new).map(\.rule.id)
    }

    func testFormFieldsAreComparedOneByOne() throws {
        let asForm = [(Self.multipart, Self.form)]
        XCTAssertEqual(try changes(base: asForm, head: []), [])
        XCTAssertEqual(
            try changes(base: asForm, head: [(Self.biz, Self.biz + "          kind: { type: string }\n")]),
            ["form-field-added-required"])
        XCTAssertEqual(try changes(base: asForm, head: [(Self.biz, "")]), ["form-field-removed"])
        XCTAssertEqual(
            try changes(base: asForm, head: [(Self.biz, "          biz: { type: string }\n")]), ["form-field-changed"])
        XCTAssertEqual(
            try changes(
                base: asForm, head: [(Self.biz, "          biz: { type: string, optional: true, secret: true }\n")]),
            ["parameter-secret-changed"])
    }

    func testAFormBecomingMultipartOrJSONChangesTheEncoding() throws {
        let diff = try XCTUnwrap(
            ContractDiffer.diff(
                base: try XCTUnwrap(Fixture.load(Fixture.edited([(Self.multipart, Self.form)]), as: "base.yaml")),
                head: try XCTUnwrap(Fixture.load(Fixture.text, as: "head.yaml"))
            ).first)
        XCTAssertEqual(diff.rule.id, "request-body-changed")
        XCTAssertEqual(diff.before, "form biz")
        XCTAssertEqual(diff.after, "multipart file, biz")
    }
}
