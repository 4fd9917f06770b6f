import Contract
import XCTest

@testable import SwiftEmitter

/// The plan's decisions, checked directly: Swift types and coding calls per field, rule conditions, the runtime
/// call per payload location, parameter order.
final class PlanTranslationTests: XCTestCase {
    private static let yaml = """
        format: 1
        info: { title: T, module: ShopAPI, version: "1", date: 2026-01-01, generate: true, docs: [t.md] }
        identifiers:
          ItemID: { type: int, wire: [int, numericString] }
        models:
          Item:
            fields:
              id: { type: ItemID }
              rawItem: { type: ItemID, invalid: keepRaw, optional: true }
              count: { type: int, wire: [int, numericString], optional: true }
              token: { type: string, secret: true }
              seen: { type: unixSeconds }
              multi_part: { type: string, nullable: true }
          NewItem:
            fields:
              name: { type: string, maxLength: 10, nonEmpty: true }
        envelopes:
          standard: { style: flag, success: success, code: code, message: message, payload: result }
        auth:
          token: { header: X-Token }
        errorClasses:
          expired: { invalidatesSession: true, keepsCredentials: false, retryable: false }
          offline: { invalidatesSession: false, keepsCredentials: true, retryable: true }
          other: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { http: [401, 440..449], code: 7, when: authenticated, class: expired }
          - { transport: [timeout, offline], class: offline }
          - { otherwise: true, class: other }
        endpoints:
          getItem:
            method: GET
            path: /items/{itemId}
            params: { itemId: { type: ItemID } }
            query: { verbose: { type: bool, const: "true" }, lang: { type: string, optional: true } }
            retry: idempotent
            response: { envelope: standard, payload: result, type: Item, require: [token nonEmpty] }
          addItem:
            method: POST
            path: /items
            body: { json: NewItem }
            response: { envelope: standard, payload: none }
          itemLink:
            method: GET
            path: /items/link
            response: { envelope: standard, payload: message, type: url }
        """

    private func translator() throws -> Translator {
        let result = ContractLoader.load(text: Self.yaml, file: "contract/shop.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        return Translator(contract: contract, contractPath: "contract/shop.yaml")
    }

    func testFieldCodingPerKindOfField() throws {
        let translator = try translator()
        let item = try XCTUnwrap(translator.contract.model(named: "Item"))
        func coding(_ name: String) throws -> FieldCoding {
            translator.types.coding(for: try XCTUnwrap(item.field(named: name)), key: SwiftNames.lowerCamel(name))
        }
        XCTAssertEqual(try coding("id").declaredType, "ItemID")
        XCTAssertEqual(try coding("id").decode.function, "decode")

        let raw = try coding("rawItem")
        XCTAssertEqual(raw.declaredType, "String?", "keepRaw keeps the wire text")
        XCTAssertEqual(raw.decode.arguments.last, "accepting: [.string, .int]")
        XCTAssertEqual(raw.typedAccessor?.type, "ItemID?")

        let count = try coding("count")
        XCTAssertEqual(count.declaredType, "Int?")
        XCTAssertEqual(count.decode.function, "decodeLenientIfPresent")
        XCTAssertEqual(count.decode.arguments.last, "accepting: [.int, .numericString]")

        XCTAssertEqual(try coding("token").declaredType, "Secret")
        XCTAssertEqual(try coding("seen").decode.function, "decodeUnixSeconds")
        XCTAssertEqual(try coding("multi_part").declaredType, "String?", "nullable is optional in Swift")
    }

    func testModelPlanNamesCodingKeysAndLimitChecks() throws {
        let translator = try translator()
        let item = try ModelTranslator(translator: translator).plan(
            try XCTUnwrap(translator.contract.model(named: "Item")))
        XCTAssertTrue(item.fields.contains { $0.codingKeyCase == "case multiPart = \"multi_part\"" })
        XCTAssertEqual(item.accessors.map(\.name), ["itemID"])
        let newItem = try ModelTranslator(translator: translator).plan(
            try XCTUnwrap(translator.contract.model(named: "NewItem")))
        XCTAssertEqual(
            newItem.limitChecks,
            [
                "if name.isEmpty { return \"name\" + \" must not be empty\" }",
                "if name.utf16.count > 10 { return \"name\" + \" is longer than 10 characters\" }",
            ])
    }

    func testRuleConditionsCombineEveryMatcher() throws {
        let translator = try translator()
        let rules = RuleTranslator(translator: translator)
        let contractRules = translator.contract.errorRules
        XCTAssertEqual(
            rules.condition(contractRules[0]),
            "observation.httpStatus(in: [401...401, 440...449]) && observation.failureCode(in: [7]) && "
                + "observation.carriedToken")
        XCTAssertEqual(rules.condition(contractRules[1]), "observation.isTransportFault([.timeout, .offline])")
        XCTAssertEqual(rules.plan(contractRules[2], indent: 8).lines, ["return .other"], "the catch-all")
    }

    func testEachPayloadLocationCallsItsRuntimeEntryPoint() throws {
        let translator = try translator()
        let plans = try translator.contract.endpoints.map { endpoint throws(PlanError) in
            try EndpointTranslator(translator: translator).plan(endpoint)
        }
        XCTAssertEqual(plans.map(\.callFunction), ["callForPayload", "callForNothing", "callForMessageURL"])
        XCTAssertEqual(plans.map(\.returnClause), [" -> Item", "", " -> URL"])
        XCTAssertEqual(
            plans[0].conditionChecks, [#"if payload.token.isEmpty { return UnmetCondition("token nonEmpty") }"#])
    }

    func testParametersComeInOrderBodyFirstCredentialsLast() throws {
        let translator = try translator()
        let getItem = try EndpointTranslator(translator: translator).plan(
            try XCTUnwrap(translator.contract.endpoint(named: "getItem")))
        XCTAssertEqual(
            getItem.parameters, ["itemID: ItemID,", "lang: String? = nil,", "credentials: ShopCredentials"])
        XCTAssertTrue(getItem.preflight.contains { $0.contains(#"(name: "verbose", value: "true")"#) })
        let addItem = try EndpointTranslator(translator: translator).plan(
            try XCTUnwrap(translator.contract.endpoint(named: "addItem")))
        XCTAssertEqual(addItem.parameters, ["_ body: NewItem,", "credentials: ShopCredentials"])
        XCTAssertTrue(addItem.preflight.contains("if let violation = body.limitViolation() {"))
    }
}
