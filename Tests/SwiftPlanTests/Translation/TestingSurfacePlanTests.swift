import Contract
import XCTest

@testable import SwiftPlan

/// The pieces apps test with: the client protocol (every method, no default values), the examples module (one
/// constant per example, named once for the tests too), the typed checks of expected values, and the access modifier.
final class TestingSurfacePlanTests: XCTestCase {
    private static let yaml = """
        format: 1
        info: { title: T, module: ShopAPI, version: "1", date: 2026-01-01, generate: true, docs: [t.md] }
        identifiers:
          ItemID: { type: int, wire: [int, numericString] }
        models:
          Item:
            fields:
              id: { type: ItemID }
              name: { type: string, optional: true, nullable: true }
              token: { type: string, secret: true }
              tags: { type: [string] }
              parts: { type: [Part], optional: true }
              seen: { type: unixSeconds }
              price: { type: double }
          Part:
            fields:
              label: { type: string }
        envelopes:
          standard: { style: flag, success: success, code: code, message: message, payload: result }
        errorClasses:
          other: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: other }
        endpoints:
          getItem:
            method: GET
            path: /items
            query: { lang: { type: string, optional: true } }
            response: { envelope: standard, payload: result, type: Item }
            examples:
              - name: an item
                response: '{"success": true, "result": {"id": 7, "name": null, "token": "t", "tags": ["a"], "seen": 5, "price": 1.5}}'
                expect: { success: true, values: { id: 7, token: t, tags: [a], seen: 5, price: 1.5, name: null } }
              - name: An Item
                response: '{"success": false, "code": 1}'
                expect: { class: other }
        """

    private func plan(accessLevel: String? = nil) throws -> ModulePlan {
        var text = Self.yaml
        if let accessLevel {
            text = text.replacingOccurrences(of: "generate: true", with: "generate: true, accessLevel: \(accessLevel)")
        }
        let result = ContractLoader.load(text: text, file: "contract/shop.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        return try SwiftPlanner.plan(contract, contractPath: "contract/shop.yaml")
    }

    func testTheProtocolListsEveryMethodWithoutDefaultValues() throws {
        let plan = try plan()
        XCTAssertEqual(plan.clientProtocol.typeName.name, "ShopClientProtocol")
        let requirement = try XCTUnwrap(plan.clientProtocol.requirements.first)
        XCTAssertEqual(requirement.declaration.access, .requirement)
        XCTAssertEqual(
            SwiftPrinter.signature(requirement.declaration),
            "func getItem(lang: String?, options: CallOptions) async throws(ShopError) -> Item")
        XCTAssertEqual(
            SwiftPrinter.signature(try XCTUnwrap(plan.endpoints.first?.clientExtension.method.declaration)),
            "public func getItem(lang: String? = nil, options: CallOptions = .none) async throws(ShopError) -> Item",
            "the client keeps its defaults")
        let withoutOptions = try XCTUnwrap(plan.clientProtocol.withoutOptions.first)
        XCTAssertEqual(
            SwiftPrinter.signature(withoutOptions.declaration),
            "public func getItem(lang: String? = nil) async throws(ShopError) -> Item",
            "the protocol's extension: the client's defaults, no options")
        XCTAssertEqual(
            SwiftPrinter.signature(plan.client.client.declaration.declaration),
            "public nonisolated struct ShopClient: ShopClientProtocol")
    }

    func testEveryExampleIsAConstantNamedOnce() throws {
        let plan = try plan()
        XCTAssertEqual(plan.examples.module, "ShopAPIExamples")
        let endpoint = try XCTUnwrap(plan.examples.endpoints.first)
        XCTAssertEqual(endpoint.typeName.name, "GetItem")
        XCTAssertEqual(endpoint.examples.map(\.symbolName), ["anItem", "anItem2"], "names that collide get a number")
        let symbols = PublicSymbols.list(in: plan).map(\.key)
        XCTAssertTrue(symbols.contains("ShopExamples.GetItem.anItem2"))
        XCTAssertTrue(symbols.contains("ShopExamples.all"))
        // The generated test replays the same constant.
        let suite = try XCTUnwrap(plan.exampleSuites.first)
        let body = SwiftPrinter.statements(try XCTUnwrap(suite.cases.last).statements, column: 0)
        XCTAssertTrue(body.hasPrefix("let example = ShopExamples.GetItem.anItem2\n"), body)
        XCTAssertTrue(body.contains("XCTAssertEqual(transport.served.first, example)"), body)
    }

    func testExpectedValuesAreCheckedThroughTypedProperties() throws {
        let suite = try XCTUnwrap(try plan().exampleSuites.first)
        let body = SwiftPrinter.statements(try XCTUnwrap(suite.cases.first).statements, column: 0)
        for check in [
            "XCTAssertEqual(payload.id.rawValue, 7)", #"XCTAssertEqual(payload.token, Secret("t"))"#,
            #"XCTAssertEqual(payload.tags, ["a"])"#, "XCTAssertEqual(payload.seen.timeIntervalSince1970, 5)",
            "XCTAssertNil(payload.name)",
        ] {
            XCTAssertTrue(body.contains(check), "\(check) in\n\(body)")
        }
        // A fraction has no literal of its own here: it is compared as encoded JSON.
        XCTAssertTrue(body.contains(#"try assertJSON(payload, at: "price", equals: "1.5")"#), body)
    }

    func testTheAccessLevelIsTheModifierOfEveryAPIDeclaration() throws {
        for (level, modifier) in [("public", "public "), ("package", "package "), ("internal", "")] {
            let plan = try plan(accessLevel: level)
            XCTAssertEqual(
                SwiftPrinter.signature(plan.client.client.declaration.declaration, access: plan.access),
                "\(modifier)nonisolated struct ShopClient: ShopClientProtocol")
            XCTAssertEqual(
                PublicSymbols.list(in: plan).first { $0.key == "ShopExamples" }?.signature,
                "\(modifier)nonisolated enum ShopExamples")
        }
        let suite = try XCTUnwrap(try plan(accessLevel: "internal").exampleSuites.first)
        XCTAssertEqual(suite.testableImports.map(\.name), ["ShopAPI", "ShopAPIExamples"])
        XCTAssertFalse(suite.imports.map(\.module.name).contains("ShopAPI"))
    }
}
