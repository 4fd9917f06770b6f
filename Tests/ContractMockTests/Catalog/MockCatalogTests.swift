import Contract
import XCTest

@testable import ContractMock

/// What each endpoint serves: the scenario's example, else the first success example; the 401 answer from an
/// example where the contract has one, else made from the envelope.
final class MockCatalogTests: XCTestCase {
    func testTheDefaultScenarioIsServedUnlessAnotherIsChosen() throws {
        let contract = try Contracts.real("zing")
        let catalog = try MockCatalog(contract: contract)
        XCTAssertEqual(catalog.scenario, "default")
        func served(_ catalog: MockCatalog, _ endpoint: String) -> String? {
            catalog.routes.first { $0.endpoint.name == endpoint }?.defaultAnswer.exampleName
        }
        XCTAssertEqual(served(catalog, "appleNativeLogin"), "sign-in as platform-user-1")
        XCTAssertEqual(served(catalog, "logout"), "logout without result")
        let expired = try MockCatalog(contract: contract, scenario: "sessionExpired")
        XCTAssertEqual(served(expired, "currentUser"), "HTTP 401 with a token")
        XCTAssertEqual(served(expired, "uploadFile"), "upload succeeds", "endpoints without a step: first success")
        let mismatch = try MockCatalog(contract: contract, scenario: "accountMismatch")
        XCTAssertEqual(served(mismatch, "currentUser"), "another user")
        let route = try XCTUnwrap(mismatch.routes.first { $0.endpoint.name == "currentUser" })
        XCTAssertNotNil(route.answer(named: "another user"), "the scenario's own example can be chosen by name")
        XCTAssertNotNil(route.answer(named: "current user"))
    }

    func testAnUnknownScenarioNamesTheOnesThereAre() throws {
        XCTAssertThrowsError(try MockCatalog(contract: try Contracts.real("zing"), scenario: "nope")) { error in
            XCTAssertEqual(
                "\(error)", "no scenario 'nope'; the contract has default, sessionExpired, accountMismatch")
        }
        XCTAssertThrowsError(try MockCatalog(contract: try Contracts.real("herald"), scenario: "default")) { error in
            XCTAssertEqual("\(error)", "the contract has no scenarios, so there is no 'default'")
        }
    }

    func testWithoutAScenarioTheFirstSuccessExampleIsServed() throws {
        let catalog = try MockCatalog(contract: try Contracts.text(Contracts.bearer))
        XCTAssertNil(catalog.scenario)
        let item = try XCTUnwrap(catalog.routes.first { $0.endpoint.name == "item" })
        XCTAssertEqual(item.defaultAnswer.exampleName, "found")
        let mine = try XCTUnwrap(catalog.routes.first { $0.endpoint.name == "mine" })
        XCTAssertEqual(mine.defaultAnswer.label, "(made by the mock: no example)")
        XCTAssertEqual(mine.defaultAnswer.body, "{\"ok\":true}\n")
    }

    /// An endpoint whose code is its state makes up its success with the first of its own codes, not the envelope's.
    func testAMadeUpSuccessCarriesTheEndpointsOwnSuccessCode() throws {
        let contract = try Contracts.text(
            """
            format: 1
            info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
            envelopes: { music: { style: code, code: code, message: message, successCodes: [200] } }
            errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false } }
            errorRules: [ { otherwise: true, class: failed } ]
            endpoints:
              poll: { method: GET, path: /poll, response: { envelope: music, payload: none, successCodes: [801, 802] } }
              profile: { method: GET, path: /profile, response: { envelope: music, payload: none } }
            """)
        let catalog = try MockCatalog(contract: contract)
        func body(_ endpoint: String) -> String? {
            catalog.routes.first { $0.endpoint.name == endpoint }?.defaultAnswer.body
        }
        XCTAssertEqual(body("poll"), "{\"code\":801}\n")
        XCTAssertEqual(body("profile"), "{\"code\":200}\n")
    }

    func testThe401AnswerIsAnExampleOfTheRefusedTokenClass() throws {
        let zing = try MockCatalog(contract: try Contracts.real("zing"))
        func unauthorized(_ catalog: MockCatalog, _ endpoint: String) -> CannedAnswer? {
            catalog.routes.first { $0.endpoint.name == endpoint }?.unauthorized
        }
        XCTAssertEqual(unauthorized(zing, "currentUser")?.exampleName, "HTTP 401 with a token")
        XCTAssertEqual(unauthorized(zing, "logout")?.exampleName, "logout with an expired token")
        // No 401 example of its own: the first one of another endpoint that carries a token.
        XCTAssertEqual(unauthorized(zing, "tenantMemberships")?.exampleName, "HTTP 401 with a token")
        XCTAssertNil(unauthorized(zing, "appleNativeLogin"), "the login carries no token")
        let longde = try MockCatalog(contract: try Contracts.real("longde"))
        XCTAssertEqual(unauthorized(longde, "currentUser")?.exampleName, "access token expired")
        // A code envelope refuses a token with HTTP 200 and its documented code.
        let wechat = try MockCatalog(contract: try Contracts.real("wechat"))
        let refused = try XCTUnwrap(unauthorized(wechat, "userInfo"))
        XCTAssertEqual(refused.exampleName, "access token expired (42001)")
        XCTAssertEqual(refused.status, 200)
        XCTAssertNil(unauthorized(wechat, "refreshAccessToken"), "the refresh carries no session token")
    }

    func testWithoutA401ExampleTheAnswerIsMadeFromTheEnvelope() throws {
        let catalog = try MockCatalog(contract: try Contracts.text(Contracts.bearer))
        let answer = try XCTUnwrap(catalog.routes.first { $0.endpoint.name == "item" }?.unauthorized)
        XCTAssertEqual(answer.status, 401)
        XCTAssertNil(answer.exampleName)
        XCTAssertEqual(
            answer.body,
            #"{"code":401,"data":null,"error":"UNAUTHORIZED","note":"mock: this endpoint requires a token","ok":false,"status":401}"#
                + "\n")
    }

    func testOversizedBodiesGetTheEndpoints413Example() throws {
        let zing = try MockCatalog(contract: try Contracts.real("zing"))
        let upload = try XCTUnwrap(zing.routes.first { $0.endpoint.name == "uploadFile" })
        XCTAssertEqual(upload.tooLarge.exampleName, "file too large (HTTP 413 from the gateway)")
        let logout = try XCTUnwrap(zing.routes.first { $0.endpoint.name == "logout" })
        XCTAssertEqual(logout.tooLarge.status, 413)
        XCTAssertNil(logout.tooLarge.exampleName)
    }

    func testContentTypesAreToldFromTheBody() {
        XCTAssertEqual(CannedAnswer.contentType(of: "\n { \"a\": 1"), "application/json; charset=utf-8")
        XCTAssertEqual(CannedAnswer.contentType(of: "<html>"), "text/html; charset=utf-8")
        XCTAssertEqual(CannedAnswer.contentType(of: "ok"), "text/plain; charset=utf-8")
    }
}
