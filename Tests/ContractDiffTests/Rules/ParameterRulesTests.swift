import ContractDiff
import XCTest

final class ParameterRulesTests: XCTestCase {
    static let page = "      page: { type: int, optional: true }\n"
    static let biz = "          biz: { type: string, optional: true }\n"
    static let nativeBody = ("    path: /sys/native\n", "    path: /sys/native\n    body: { json: LoginRequest }\n")

    static let pairs: [RulePair] = [
        RulePair(
            "path-parameter-changed", .breaking, .breaking,
            head: [("userId: { type: UserID }", "userId: { type: TenantID }")], at: "      userId:"),
        RulePair(
            "path-parameter-renamed", .nonBreaking, .breaking,
            head: [("{userId}", "{ownerId}"), ("userId: { type: UserID }", "ownerId: { type: UserID }")],
            at: "      ownerId:"),
        RulePair(
            "query-parameter-added-required", .breaking, .breaking,
            head: [(page, page + "      size: { type: int }\n")],
            at: "      size:"),
        RulePair(
            "query-parameter-added-optional", .nonBreaking, .nonBreaking,
            head: [(page, page + "      size: { type: int, optional: true }\n")], at: "      size:"),
        RulePair(
            "query-parameter-removed", .possiblyBreaking, .breaking, head: [(page, "")], at: "      page:", side: .base),
        RulePair(
            "query-parameter-changed", .possiblyBreaking, .breaking, head: [(page, "      page: { type: int }\n")],
            at: "      page:"),
        RulePair(
            "query-constant-changed", .possiblyBreaking, .possiblyBreaking, head: [("const: 1", "const: 2")],
            at: "      userTenantStatus:"),
        RulePair("request-body-added", .breaking, .breaking, head: [nativeBody], at: "  nativeLogin:"),
        RulePair("request-body-removed", .possiblyBreaking, .breaking, base: [nativeBody], at: "  nativeLogin:"),
        RulePair(
            "request-body-changed", .breaking, .breaking,
            head: [("body: { json: LoginRequest }", "body: { json: UserInfo }")],
            at: "  login:"),
        RulePair(
            "form-field-added-required", .breaking, .breaking,
            head: [(biz, biz + "          kind: { type: string }\n")],
            at: "          kind:"),
        RulePair(
            "form-field-added-optional", .nonBreaking, .nonBreaking,
            head: [(biz, biz + "          kind: { type: string, optional: true }\n")], at: "          kind:"),
        RulePair(
            "form-field-removed", .possiblyBreaking, .breaking, head: [(biz, "")], at: "          biz:", side: .base),
        RulePair(
            "form-field-changed", .possiblyBreaking, .breaking, head: [(biz, "          biz: { type: string }\n")],
            at: "          biz:"),
        RulePair(
            "parameter-secret-changed", .nonBreaking, .breaking,
            head: [(biz, "          biz: { type: string, optional: true, secret: true }\n")], at: "          biz:"),
        RulePair(
            "parameter-separator-changed", .breaking, .nonBreaking,
            base: [(page, page + "      ids: { type: [int], separator: \",\", optional: true }\n")],
            head: [(page, page + "      ids: { type: [int], separator: \"|\", optional: true }\n")],
            at: "      ids:"),
        RulePair(
            "multipart-file-field-renamed", .breaking, .nonBreaking, head: [("file: file", "file: upload")],
            at: "  upload:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }

    /// Renaming a placeholder keeps the URL: no path change, no parameter added or removed, only the renaming.
    func testAPlaceholderRenameIsTheOnlyChange() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(
            Fixture.load(
                Fixture.edited([("{userId}", "{ownerId}"), ("userId: { type: UserID }", "ownerId: { type: UserID }")]),
                as: "head.yaml"))
        let changes = ContractDiffer.diff(base: base, head: head)
        XCTAssertEqual(changes.map(\.rule.id), ["path-parameter-renamed"])
        XCTAssertEqual(changes.first?.before, "userId")
        XCTAssertEqual(changes.first?.after, "ownerId")
        let moved = try XCTUnwrap(
            Fixture.load(Fixture.edited([("/sys/tenant/{userId}/list", "/sys/tenants/{userId}/list")]), as: "h.yaml"))
        XCTAssertEqual(ContractDiffer.diff(base: base, head: moved).map(\.rule.id), ["endpoint-path-changed"])
    }
}
