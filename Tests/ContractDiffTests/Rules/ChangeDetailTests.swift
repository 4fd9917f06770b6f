import Contract
import ContractDiff
import Foundation
import XCTest

/// What a reviewer reads for a change: only the parts that changed, and no change reported twice.
final class ChangeDetailTests: XCTestCase {
    private func changes(_ edits: [(String, String)], base baseEdits: [(String, String)] = []) throws -> [Change] {
        let base = try XCTUnwrap(Fixture.load(Fixture.edited(baseEdits), as: "base.yaml"))
        let head = try XCTUnwrap(Fixture.load(Fixture.edited(baseEdits + edits), as: "head.yaml"))
        return ContractDiffer.diff(base: base, head: head)
    }

    func testAnActionChangeNamesOnlyTheFlagsThatChanged() throws {
        let change = try XCTUnwrap(
            try changes([
                (
                    "connectivity: { invalidatesSession: false, keepsCredentials: true, retryable: true }",
                    "connectivity: { invalidatesSession: false, keepsCredentials: true, retryable: false }"
                )
            ]).first)
        XCTAssertEqual(change.rule.id, "error-class-action-changed")
        XCTAssertEqual(change.before, "retryable: true")
        XCTAssertEqual(change.after, "retryable: false")
    }

    func testAWordingChangeShowsTheWordingThatChanged() throws {
        let found = try changes([
            ("retryable: false, action: Sign in again. }", "retryable: false, action: Sign in again., when: HTTP 401 }")
        ])
        XCTAssertEqual(found.map(\.rule.id), ["error-class-guidance-changed"])
        XCTAssertEqual(found.first?.before, nil)
        XCTAssertEqual(found.first?.after, "HTTP 401")
    }

    func testARetryChangeNamesOnlyTheSettingsThatChanged() throws {
        let change = try XCTUnwrap(try changes([("maxAttempts: 3", "maxAttempts: 5")]).first)
        XCTAssertEqual(change.before, "maxAttempts 3")
        XCTAssertEqual(change.after, "maxAttempts 5")
    }

    func testAnExampleChangeSaysWhichPartChanged() throws {
        let change = try XCTUnwrap(
            try changes([
                ("{\"success\": true, \"code\": 200, \"result\"", "{\"success\": true, \"code\": 0, \"result\"")
            ])
            .first)
        XCTAssertEqual(change.detail, "example \"signed in\": response body changed")
    }

    /// Examples that expect a renamed class still expect the same outcome.
    func testARenamedClassIsNotAnotherExampleOutcome() throws {
        let action = (
            "appleTokenInvalid: { invalidatesSession: false, keepsCredentials: true, retryable: false }",
            "appleTokenInvalid: { invalidatesSession: false, keepsCredentials: true, retryable: false, action: Retry. }"
        )
        let found = try changes([("appleTokenInvalid", "appleTokenRejected")], base: [action])
        XCTAssertEqual(found.map(\.rule.id), ["error-class-renamed"])
    }

    /// String error codes (an `errorCode` envelope) that an example expects but no rule maps are flagged like
    /// business codes.
    func testAnUnmappedStringErrorCodeInAnExampleIsFlagged() throws {
        let url = Fixture.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("contract/longde.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let anchor = "      - name: unknown errorCode\n"
        let added =
            "      - name: account frozen\n        status: 403\n        response: |\n"
            + "          { \"success\": false, \"statusCode\": 403, \"message\": \"冻结\", \"errorCode\": \"AUTH_FROZEN\" }\n"
            + "        expect: { class: business, errorCode: AUTH_FROZEN }\n"
        XCTAssertTrue(text.contains(anchor))
        let base = try XCTUnwrap(Fixture.load(text, as: "longde.yaml"))
        let head = try XCTUnwrap(
            Fixture.load(text.replacingOccurrences(of: anchor, with: added + anchor), as: "longde.yaml"))
        let found = ContractDiffer.diff(base: base, head: head)
        XCTAssertEqual(found.map(\.rule.id).sorted(), ["business-code-added-without-rule", "example-added"])
        XCTAssertEqual(
            found.first { $0.rule.id == "business-code-added-without-rule" }?.detail,
            "errorCode AUTH_FROZEN appears in example \"account frozen\" with no rule")
    }

    /// An endpoint rule that restates the contract's own mapping of a code changes no classification.
    func testAnEndpointRestatingAGlobalCodeIsNoChange() throws {
        let errors = "errors: { 1001: appleTokenInvalid }"
        let restated = "errors: { 1001: appleTokenInvalid, 510: permissionDenied }"
        let overridden = "errors: { 1001: appleTokenInvalid, 510: business }"
        XCTAssertEqual(try changes([(errors, restated)]), [])
        XCTAssertEqual(try changes([(restated, errors)], base: [(errors, restated)]), [])
        XCTAssertEqual(try changes([(errors, overridden)]).map(\.rule.id), ["business-code-added"])
        XCTAssertEqual(
            try changes([(overridden, errors)], base: [(errors, overridden)]).map(\.rule.id), ["business-code-removed"])
    }
}
