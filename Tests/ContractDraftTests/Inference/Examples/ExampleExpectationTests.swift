import Contract
import XCTest

@testable import ContractDraft

/// What a drafted example expects, read as lint reads the answer: a success (when a sign-in set every session
/// cookie), the class the rules give a failure with its code, and nothing for a redirect or a failure no rule
/// classes or an endpoint whose envelope the contract does not define. One rule per test.
final class ExampleExpectationTests: XCTestCase {
    private let success = #"{"success": true, "code": 200, "message": "", "result": {"id": "u1", "name": "a"}}"#
    private let failure = #"{"success": false, "code": 510, "message": "no permission", "result": null}"#

    private func expectation(
        _ body: String, status: Int = 200, path: String = "/sys/user/info", contract: Contract? = nil,
        carried: Bool = true, setsEveryCookie: Bool = true
    ) throws -> Example.Expectation? {
        let fixture = try ExampleFixture()
        return ExampleExpectation.expectation(
            of: body, status: status, endpoint: try fixture.endpoint(path), contract: contract ?? fixture.contract,
            carriedCredentials: carried, setsEveryCookie: setsEveryCookie)
    }

    func testASuccessExpectsSuccess() throws {
        XCTAssertEqual(try expectation(success), .success(values: []))
    }

    func testASuccessThatDidNotSetEverySessionCookieExpectsNothing() throws {
        XCTAssertNil(try expectation(success, setsEveryCookie: false))
        XCTAssertEqual(
            try expectation(failure, setsEveryCookie: false),
            .failure(errorClass: "code510", code: 510, errorCode: nil), "a failure sets no cookie anyway")
    }

    func testAFailureExpectsTheClassTheRulesGiveItWithItsCode() throws {
        XCTAssertEqual(try expectation(failure), .failure(errorClass: "code510", code: 510, errorCode: nil))
        XCTAssertEqual(
            try expectation("<html>bad gateway</html>", status: 502),
            .failure(errorClass: "connectivity", code: nil, errorCode: nil))
    }

    func testARedirectExpectsNothing() throws {
        for status in [300, 302, 399] { XCTAssertNil(try expectation("{}", status: status), "\(status)") }
        XCTAssertEqual(
            try expectation("{}", status: 404), .failure(errorClass: "requestRejected", code: nil, errorCode: nil))
    }

    func testWhetherTheRequestCarriedTheCredentialsDecidesA401() throws {
        let refused = #"{"success": false, "code": 401, "message": "sign in", "result": null}"#
        XCTAssertEqual(
            try expectation(refused, status: 401, carried: true),
            .failure(errorClass: "sessionExpired", code: 401, errorCode: nil))
        XCTAssertEqual(
            try expectation(refused, status: 401, carried: false),
            .failure(errorClass: "code401", code: 401, errorCode: nil))
    }

    func testAFailureNoRuleClassesExpectsNothing() throws {
        var contract = try ExampleFixture().contract
        contract.errorRules = []
        XCTAssertNil(try expectation(failure, contract: contract))
        XCTAssertEqual(try expectation(success, contract: contract), .success(values: []))
    }

    func testAnEndpointWhoseEnvelopeIsNotDefinedExpectsNothing() throws {
        var contract = try ExampleFixture().contract
        contract.envelopes = []
        XCTAssertNil(try expectation(success, contract: contract))
    }
}
