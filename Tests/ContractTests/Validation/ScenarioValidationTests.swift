import XCTest

@testable import Contract

/// Scenarios name examples that exist (or define valid ones), and their `same` and `listed` checks hold.
final class ScenarioValidationTests: XCTestCase {
    static let base = """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: true, docs: [t.md] }
        identifiers:
          TenantID: { type: int, wire: [int, numericString] }
        models:
          Session:
            fields:
              token: { type: string, secret: true }
              userId: { type: string }
              tenant: { type: TenantID }
          Member:
            fields:
              user: { type: string }
              tenantId: { type: TenantID }
        envelopes:
          standard: { style: flag, success: success, code: code, message: message, payload: result }
        auth:
          token: { header: X-Token }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          login:
            method: POST
            path: /login
            auth: none
            response: { envelope: standard, type: Session }
            examples:
              - name: u1
                response: '{"success": true, "result": {"token": "t-1", "userId": "u1", "tenant": 7}}'
                expect: { success: true }
              - name: refused
                response: '{"success": false, "code": 9}'
                expect: { class: failed }
          members:
            method: GET
            path: /members
            response: { envelope: standard, type: [Member] }
            examples:
              - name: two
                response: '{"success": true, "result": [{"user": "u1", "tenantId": "7"}, {"user": "u1", "tenantId": 8}]}'
                expect: { success: true }
              - name: stranger
                response: '{"success": true, "result": [{"user": "u2", "tenantId": 9}]}'
                expect: { success: true }

        """

    private func load(_ scenarios: String) -> ContractLoadResult {
        ContractLoader.load(text: Self.base + scenarios, file: "t.yaml")
    }

    private func errors(_ scenarios: String) -> [String] {
        load(scenarios).diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    func testAConsistentScenarioLoadsWithItsStepsAndChecks() throws {
        let result = load(
            """
            scenarios:
              default:
                doc: Signed in as u1.
                steps:
                  login: u1
                  members: two
                same:
                  - [login userId, "members [*].user"]
                listed:
                  - { value: login tenant, in: "members [*].tenantId" }
            """)
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        let scenario = try XCTUnwrap(contract.scenario(named: "default"))
        XCTAssertEqual(scenario.steps.map(\.endpoint), ["login", "members"])
        XCTAssertEqual(scenario.step(for: "members")?.example, "two")
        XCTAssertEqual(
            scenario.same, [[.init(step: "login", path: "userId"), .init(step: "members", path: "[*].user")]])
        XCTAssertEqual(scenario.listed.first?.list.description, "members [*].tenantId")
        XCTAssertEqual(scenario.provenance.doc, "Signed in as u1.")
    }

    func testDifferingValuesAreReportedWithTheirValuesAtTheGroup() {
        let found = errors(
            """
            scenarios:
              default:
                steps: { login: u1, members: stranger }
                same:
                  - [login userId, "members [*].user"]
            """)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(
            found[0].contains("t.yaml:51:9: error: scenario 'default': the values of a `same` group differ"), found[0])
        XCTAssertTrue(found[0].contains("login userId is \"u1\"; members [*].user is \"u2\""), found[0])
    }

    func testAnIntegerEqualsTheTextOfItsDigits() {
        XCTAssertEqual(
            errors(
                """
                scenarios:
                  s:
                    steps: { login: u1, members: two }
                    same: [[login tenant, "members [0].tenantId"]]
                """), [])
    }

    func testAListedValueMissingFromTheListIsReportedAndSecretsAreNotShown() {
        let found = errors(
            """
            scenarios:
              s:
                steps: { login: u1, members: stranger }
                listed:
                  - { value: login tenant, in: "members [*].tenantId" }
                  - { value: login token, in: "members [*].user" }
            """)
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found[0].contains("'login tenant' is 7, which is not among the values of"), found[0])
        XCTAssertTrue(found[1].contains("'login token' is (secret)"), found[1])
        XCTAssertFalse(found.joined().contains("t-1"), "a secret field's value never shows")
    }

    func testStepsMustNameAnEndpointAndOneOfItsExamples() {
        let found = errors(
            """
            scenarios:
              s:
                steps:
                  logn: u1
                  members: too
            """)
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(
            found[0].contains("50:7: error: scenario 's': no endpoint named 'logn'; did you mean 'login'?"), found[0])
        XCTAssertTrue(
            found[1].contains("51:16: error: scenario 's': endpoint 'members' has no example named 'too'"), found[1])
        XCTAssertTrue(found[1].contains("did you mean 'two'?"), found[1])
    }

    func testReferencesNeedAStepAPathAPayloadAndAValue() {
        let found = errors(
            """
            scenarios:
              s:
                steps: { login: refused, members: two }
                same:
                  - [memberz userId, "members [0].user"]
                  - ["members [0]..user", "members [0].user"]
                  - [login userId, "members [0].user"]
                  - ["members [5].user", "members [0].user"]
                  - ["members [0].user"]
                listed:
                  - { value: "members [*].user", in: "members [*].user" }
            """)
        let expected = [
            "'memberz' is not a step of this scenario; did you mean 'members'?",
            "bad path '[0]..user'",
            "step 'login' serves example 'refused', which has no payload to compare",
            "'members [5].user' finds nothing in the payload of example 'two'",
            "a `same` group compares at least two values",
            "'members [*].user' reaches 2 values; `value` names one",
        ]
        XCTAssertEqual(found.count, expected.count, "\(found)")
        for (message, fragment) in zip(found, expected) { XCTAssertTrue(message.contains(fragment), message) }
    }

    func testAnExampleOfTheScenariosOwnIsCheckedLikeTheEndpoints() {
        let found = errors(
            """
            scenarios:
              s:
                steps:
                  members:
                    name: two
                    response: '{"success": true, "result": [{"user": 3, "tenantId": 9}]}'
                    expect: { success: true }
            """)
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found[0].contains("endpoint 'members' already has an example named 'two'"), found[0])
        XCTAssertTrue(found[1].contains("example 'two': result[0].user: expected a string, found 3"), found[1])
    }

    func testUnknownKeysGetAHint() {
        let found = errors("scenarios:\n  s:\n    steps: { login: u1 }\n    sames: []\n")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].contains("unknown key 'sames' in scenario 's'; did you mean 'same'?"), found[0])
    }
}
