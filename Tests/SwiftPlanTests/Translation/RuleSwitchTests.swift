import Contract
import XCTest

@testable import SwiftPlan

/// Runs of rules that test one value become one `switch`, in rule order, never repeating a literal pattern.
final class RuleSwitchTests: XCTestCase {
    private func classify(_ rules: String) throws -> String {
        let yaml = """
            format: 1
            info: { title: T, module: ShopAPI, version: "1", date: 2026-01-01, generate: true, docs: [t.md] }
            envelopes:
              standard: { style: flag, success: success, code: code, message: message, errorCode: error, payload: result }
            errorClasses:
              a: { invalidatesSession: false, keepsCredentials: true, retryable: false }
              b: { invalidatesSession: false, keepsCredentials: true, retryable: false }
              c: { invalidatesSession: false, keepsCredentials: true, retryable: false }
            errorRules:
            \(rules)
              - { otherwise: true, class: a }
            endpoints:
              ping: { method: GET, path: /ping, response: { envelope: standard, payload: none } }
            """
        let result = ContractLoader.load(text: yaml, file: "contract/shop.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        let plan = try SwiftPlanner.plan(contract, contractPath: "contract/shop.yaml")
        return SwiftPrinter.statements(plan.rules.classify.body, column: 0)
    }

    func testConsecutiveStatusRulesShareOneSwitchInOrder() throws {
        let text = try classify(
            """
              - { http: 404, class: b }
              - { http: 400..499, class: c }
              - { http: [401, 500..599], class: a }
            """)
        XCTAssertTrue(
            text.contains(
                """
                switch observation.httpStatus {
                // HTTP 404 → b
                case 404: return .b
                // HTTP 400..499 → c
                case (400...499)?: return .c
                // HTTP 401, 500..599 → a
                case 401, (500...599)?: return .a
                // anything else → a
                default: return .a
                }
                """), text)
    }

    func testARepeatedValueStartsANewRunSoNoPatternRepeats() throws {
        let text = try classify(
            """
              - { code: 7, class: b }
              - { code: 7, class: c }
              - { code: 8, class: c }
            """)
        XCTAssertEqual(text.components(separatedBy: "case 7:").count, 2, text)
        XCTAssertTrue(text.contains("if observation.failureCode(in: [7]) { return .b }"), text)
        XCTAssertTrue(text.contains("switch observation.failureCode {\n// code 7 → c\ncase 7: return .c"), text)
    }

    func testRulesThatCombineConditionsStayIfs() throws {
        let text = try classify(
            """
              - { http: 401, when: authenticated, class: b }
              - { errorCode: [X, Y], class: c }
              - { errorCode: Z, class: b }
            """)
        XCTAssertTrue(
            text.contains("if observation.httpStatus(in: [401...401]) && observation.carriedCredentials"), text)
        XCTAssertTrue(text.contains("case \"X\", \"Y\": return .c"), text)
    }
}
