import XCTest

@testable import Contract

final class MinimalContractTests: XCTestCase {
    private func load() throws -> Contract {
        let result = ContractLoader.load(text: MinimalContract.text, file: "demo.yaml")
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        return try XCTUnwrap(result.contract)
    }

    func testLoadsWithoutDiagnostics() throws {
        let contract = try load()
        XCTAssertEqual(contract.file, "demo.yaml")
        XCTAssertEqual(contract.format, 1)
        XCTAssertEqual(contract.info.module, "DemoAPI")
        XCTAssertEqual(contract.info.version, "1.1")
        XCTAssertEqual(contract.info.date, "2026-10-23")
        XCTAssertEqual(contract.info.docs, ["demo.md"])
        XCTAssertEqual(contract.info.accessLevel, .public, "public unless the contract says otherwise")
    }

    func testAccessLevel() throws {
        for level in Info.AccessLevel.allCases {
            let text = MinimalContract.text.replacingOccurrences(
                of: "  generate: true\n", with: "  generate: true\n  accessLevel: \(level.rawValue)\n")
            XCTAssertNotEqual(text, MinimalContract.text)
            let result = ContractLoader.load(text: text, file: "demo.yaml")
            XCTAssertEqual(result.diagnostics.map(\.description), [])
            XCTAssertEqual(result.contract?.info.accessLevel, level)
        }
    }

    func testDefinitions() throws {
        let contract = try load()
        XCTAssertEqual(contract.identifier(named: "TenantID")?.wire, [.int, .numericString])
        XCTAssertEqual(contract.identifier(named: "UserID")?.storage, .string)
        let membership = try XCTUnwrap(contract.model(named: "TenantMembership"))
        XCTAssertEqual(membership.provenance.source, "demo.md#7.3")
        XCTAssertEqual(membership.field(named: "tenantUserId")?.type, .identifier("TenantID"))
        XCTAssertEqual(membership.field(named: "tenantUserId")?.invalid, .keepRaw)
        XCTAssertEqual(membership.field(named: "status")?.wire, [.int, .numericString])
        XCTAssertEqual(contract.model(named: "LoginRequest")?.isOpen, false)
        XCTAssertEqual(contract.model(named: "LoginResult")?.field(named: "userInfo")?.type, .model("UserInfo"))
        XCTAssertEqual(contract.auth?.tenant?.omitWhen, "0")
        XCTAssertEqual(contract.headers.never, ["X-Forwarded-For"])
    }

    func testEndpointDefaults() throws {
        let contract = try load()
        let memberships = try XCTUnwrap(contract.endpoint(named: "getTenantMemberships"))
        XCTAssertEqual(memberships.auth, .token)
        XCTAssertTrue(memberships.sendsTenant)
        XCTAssertEqual(memberships.role, .read)
        XCTAssertEqual(memberships.body, .none)
        XCTAssertEqual(memberships.response.type, .list(.model("TenantMembership")))
        XCTAssertEqual(memberships.response.require.map(\.description), ["present"])
        XCTAssertEqual(memberships.query.first?.constant, "1")
        let login = try XCTUnwrap(contract.endpoint(named: "login"))
        XCTAssertEqual(login.auth, .none)
        XCTAssertFalse(login.sendsTenant)
        XCTAssertEqual(login.retry, .never)
        XCTAssertEqual(login.response.payload, .result)
        XCTAssertEqual(login.body, .json(model: "LoginRequest"))
        XCTAssertEqual(login.response.require.map(\.description), ["token nonEmpty", "userInfo present"])
    }

    func testErrorsShorthandAndRules() throws {
        let contract = try load()
        let login = try XCTUnwrap(contract.endpoint(named: "login"))
        XCTAssertEqual(login.errorRules.map(\.codes), [[1001], []])
        XCTAssertEqual(login.errorRules.map(\.errorCodes), [[], ["invalid_grant"]])
        XCTAssertEqual(login.errorRules.map(\.errorClass), ["appleTokenInvalid", "business"])
        XCTAssertEqual(contract.errorRules[0].transport, [.timeout, .offline])
        XCTAssertEqual(contract.errorRules[1].when, .authenticated)
        XCTAssertEqual(contract.errorRules[3].http.map(\.description), ["400..499", "500"])
        XCTAssertEqual(contract.errorRules.last?.otherwise, true)
    }

    func testExpectedValuesAreCanonicalJSON() throws {
        let contract = try load()
        let login = try XCTUnwrap(contract.endpoint(named: "login"))
        XCTAssertEqual(
            login.examples[0].expectation,
            .success(values: [
                .init(path: "token", json: #""t""#), .init(path: "userInfo.id", json: #""u1""#),
                .init(path: "userInfo.realname", json: "null"),
                .init(path: "userInfo", json: #"{"id":"u1","realname":null}"#),
            ]))
        XCTAssertEqual(login.examples[0].status, 200)
        XCTAssertEqual(
            login.examples[1].expectation, .failure(errorClass: "appleTokenInvalid", code: 1001, errorCode: nil))
        let memberships = try XCTUnwrap(contract.endpoint(named: "getTenantMemberships"))
        XCTAssertEqual(
            memberships.examples[0].expectation,
            .success(values: [
                .init(path: "[0].tenantUserId", json: #""x""#), .init(path: "[0].status", json: "1"),
                .init(path: "[0].id", json: #""it's \"u1\"""#),
            ]))
    }
}
