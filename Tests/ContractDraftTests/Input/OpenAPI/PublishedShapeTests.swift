import Contract
import XCTest

@testable import ContractDraft

/// Documents as the family's servers publish them draft into contracts that lint: a schema named in Chinese is named
/// from what uses it, a mapping published under every method is one endpoint, and an enum value a contract cannot
/// hold stays text instead of failing the draft's own lint.
final class PublishedShapeTests: XCTestCase {
    private static let document = ##"""
        swagger: "2.0"
        info: { title: Jeecg, version: "3.7" }
        host: fleet.example.com
        basePath: /jeecg-boot
        paths:
          /sys/login:
            post:
              operationId: loginUsingPOST
              parameters:
                - { in: body, name: sysLoginModel, required: true, schema: { $ref: "#/definitions/登录对象" } }
              responses:
                "200": { description: OK, schema: { type: object, properties: { success: { type: boolean }, message: { type: string }, code: { type: integer }, result: { type: object } } } }
          /sys/logout:
            get: { operationId: logoutUsingGET, responses: { "200": { description: OK } } }
            head: { operationId: logoutUsingHEAD, responses: { "200": { description: OK } } }
            post: { operationId: logoutUsingPOST, responses: { "200": { description: OK } } }
            put: { operationId: logoutUsingPUT, responses: { "200": { description: OK } } }
            delete: { operationId: logoutUsingDELETE, responses: { "200": { description: OK } } }
            options: { operationId: logoutUsingOPTIONS, responses: { "200": { description: OK } } }
            patch: { operationId: logoutUsingPATCH, responses: { "200": { description: OK } } }
          /sys/dict/item:
            get:
              operationId: queryItemUsingGET
              parameters:
                - { in: query, name: status, type: string, enum: ["on", "o\u202Eff"] }
              responses: { "200": { description: OK } }
            post:
              operationId: queryItemUsingPOST
              parameters:
                - { in: query, name: status, type: string }
              responses: { "200": { description: OK } }
        definitions:
          登录对象:
            type: object
            properties:
              username: { type: string }
              password: { type: string }
        """##

    private func drafted() throws -> (Draft, Contract) {
        let harness = try DraftHarness()
        let draft = try harness.draft(openAPI: Self.document, name: "jeecg.yaml")
        let rendered = harness.rendered(draft)
        return (draft, try XCTUnwrap(rendered.lint.contract, rendered.text))
    }

    func testASchemaNamedWithoutASCIIWordsIsNamedFromWhatUsesIt() throws {
        let (_, contract) = try drafted()
        guard case .json(let model)? = contract.endpoint(named: "login")?.body else {
            return XCTFail("the login sends its model")
        }
        XCTAssertEqual(model, "LoginRequest")
        XCTAssertEqual(contract.model(named: model)?.field(named: "password")?.isSecret, true)
    }

    func testAnOperationPublishedUnderEveryMethodIsOneEndpoint() throws {
        let (draft, contract) = try drafted()
        let logouts = contract.endpoints.filter { $0.path == "/sys/logout" }
        XCTAssertEqual(logouts.map(\.method), [.post])
        XCTAssertEqual(contract.endpoints.filter { $0.path == "/sys/dict/item" }.map(\.method), [.get], "a read")
        XCTAssertTrue(draft.notes.leftOut.contains { $0.reason.contains("published under 5 methods") })
    }

    func testAnEnumValueWithABidiControlStaysTextAndIsSaid() throws {
        let (draft, contract) = try drafted()
        let status = contract.endpoint(named: "queryItem")?.query.first { $0.name == "status" }
        XCTAssertEqual(status?.type, .scalar(.string))
        XCTAssertTrue(draft.notes.leftOut.contains { $0.reason.contains("bidirectional") })
    }
}
