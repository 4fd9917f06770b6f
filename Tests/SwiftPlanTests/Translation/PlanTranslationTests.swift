import Contract
import XCTest

@testable import SwiftPlan

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
              rawText: { type: ItemID, invalid: keepRaw, wire: [numericString, int] }
              count: { type: int, wire: [int, numericString], optional: true }
              token: { type: string, secret: true }
              seen: { type: unixSeconds }
              multi_part: { type: string, nullable: true }
          NewItem:
            fields:
              name: { type: string, maxLength: 10, nonEmpty: true }
          Basket:
            fields:
              items: { type: [Item] }
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

    private func printed(_ expression: SwiftExpression) -> String { SwiftPrinter.expression(expression, column: 0) }
    private func printed(_ statements: [SwiftStatement]) -> String { SwiftPrinter.statements(statements, column: 0) }

    func testFieldCodingPerKindOfField() throws {
        let translator = try translator()
        let item = try XCTUnwrap(translator.contract.model(named: "Item"))
        func coding(_ name: String) throws -> FieldCoding {
            let key = SwiftNames.lowerCamel(name)
            return translator.types.coding(for: try XCTUnwrap(item.field(named: name)), value: .name(key))
        }
        func decode(_ name: String) throws -> String {
            let coding = try coding(name)
            return printed(.call(.code(coding.decode.function), coding.decode.arguments))
        }
        XCTAssertEqual(try coding("id").declaredType.description, "ItemID")
        XCTAssertEqual(try decode("id"), "decode(ItemID.self, forKey: \"id\")")

        XCTAssertEqual(try coding("rawItem").declaredType.description, "String?", "keepRaw keeps the wire text")
        XCTAssertEqual(
            try decode("rawItem"),
            "decodeLenientIfPresent(String.self, forKey: \"rawItem\", accepting: [.string, .int], numbersFirst: true)",
            "an id whose forms list int first usually arrives as a number")
        XCTAssertEqual(
            try decode("rawText"), "decodeLenient(String.self, forKey: \"rawText\", accepting: [.string, .int])",
            "a field that says it arrives as text is read as text first")
        XCTAssertEqual(try coding("rawItem").typedAccessor?.type.description, "ItemID?")
        XCTAssertEqual(
            try coding("rawItem").typedAccessor.map { printed($0.expression) },
            "rawItem.flatMap(ItemID.init(wireText:))")

        XCTAssertEqual(try coding("count").declaredType.description, "Int?")
        XCTAssertEqual(
            try decode("count"),
            "decodeLenientIfPresent(Int.self, forKey: \"count\", accepting: [.int, .numericString])")

        XCTAssertEqual(try coding("token").declaredType.description, "Secret")
        let token = try coding("token")
        XCTAssertEqual(
            printed(.call(.code(token.encode.function), token.encode.arguments)),
            "encode(token.reveal(), forKey: \"token\")")
        XCTAssertEqual(try decode("seen"), "decodeUnixSeconds(forKey: \"seen\")")
        XCTAssertEqual(try coding("multi_part").declaredType.description, "String?", "nullable is optional in Swift")
    }

    /// A model that can hold a secret, in a field of its own or in a nested model, says so: it conforms to
    /// `SecretCarrying` and lists its secrets; one that can't gets neither, and every body is encoded the same way.
    func testModelsThatHoldSecretsCarryThemAndOthersDoNot() throws {
        let plan = try SwiftPlanner.plan(try translator().contract, contractPath: "contract/shop.yaml")
        func model(_ name: String) throws -> ModelPlan {
            try XCTUnwrap(plan.models.first { $0.typeName.name == name }, name)
        }
        func header(_ name: String) throws -> String { SwiftPrinter.signature(try model(name).declaration.declaration) }
        let item = try header("Item")
        XCTAssertTrue(item.hasSuffix(": Sendable, Hashable, Codable, SecretCarrying"), item)
        XCTAssertNotNil(try model("Item").secrets)
        XCTAssertTrue(try header("Basket").hasSuffix(", SecretCarrying"), "a list of models with secrets")
        XCTAssertNotNil(try model("Basket").secrets)
        let newItem = try header("NewItem")
        XCTAssertTrue(newItem.hasSuffix(": Sendable, Hashable, Codable"), newItem)
        XCTAssertNil(try model("NewItem").secrets)
        let addItem = try XCTUnwrap(plan.endpoints.first { $0.name == "addItem" })
        XCTAssertTrue(
            printed(addItem.clientExtension.method.body).contains("core.encodeJSON(body, operation: operation)"))
    }

    func testModelPlanCodesFieldsUnderTheirWireNamesAndChecksLimits() throws {
        let translator = try translator()
        let item = try ModelTranslator(translator: translator).plan(
            try XCTUnwrap(translator.contract.model(named: "Item")))
        let decoding = printed(item.decoderInitializer.body)
        XCTAssertTrue(decoding.contains("container(keyedBy: WireKey.self)"), decoding)
        XCTAssertTrue(
            decoding.contains(#"self.multiPart = try container.decodeIfPresent(String.self, forKey: "multi_part")"#),
            decoding)
        XCTAssertTrue(printed(item.encode.body).contains(#"encodeIfPresent(multiPart, forKey: "multi_part")"#))
        XCTAssertEqual(
            item.accessors.map(\.symbolName), ["itemID", "itemID2"], "one typed accessor per kept-raw id")
        let newItem = try ModelTranslator(translator: translator).plan(
            try XCTUnwrap(translator.contract.model(named: "NewItem")))
        XCTAssertEqual(
            newItem.limitViolation.map { printed($0.body) },
            """
            if name.isEmpty { return "name must not be empty" }
            if name.utf16.count > 10 { return "name is longer than 10 characters" }
            return nil
            """, "one literal per message: a `+` of literals costs the type checker milliseconds each")
    }

    /// A model's `==` compares every stored property, in field order, through the runtime's `fieldsEqual`: what the
    /// synthesized one would compare, without the `==` operator's overload resolution.
    func testModelEqualityComparesEveryStoredPropertyThroughTheRuntime() throws {
        let translator = try translator()
        let item = try ModelTranslator(translator: translator).plan(
            try XCTUnwrap(translator.contract.model(named: "Item")))
        let storedNames = item.properties.map(\.symbolName)
        XCTAssertEqual(
            printed(item.equality.body),
            (storedNames.map { "guard fieldsEqual(lhs.\($0), rhs.\($0)) else { return false }" } + ["return true"])
                .joined(separator: "\n"))
        XCTAssertEqual(
            SwiftPrinter.signature(item.equality.declaration),
            "public static func == (lhs: Self, rhs: Self) -> Bool")
    }

    func testRulesBecomeIfsOrOneSwitchPerRunOfRulesTestingOneValue() throws {
        let translator = try translator()
        let rules = RuleTranslator(translator: translator)
        let contractRules = translator.contract.errorRules
        XCTAssertEqual(
            printed(rules.condition(contractRules[0])),
            "observation.httpStatus(in: [401...401, 440...449]) && observation.failureCode(in: [7]) && "
                + "observation.carriedCredentials")
        XCTAssertEqual(printed(rules.condition(contractRules[1])), "observation.isTransportFault([.timeout, .offline])")
        XCTAssertEqual(
            printed(rules.statements(Array(contractRules.dropLast()), otherwise: contractRules.last!)).split(
                separator: "\n"
            ).last,
            "return .other", "the catch-all")
    }

    func testEachPayloadLocationCallsItsRuntimeEntryPoint() throws {
        let translator = try translator()
        let plans = try translator.contract.endpoints.map { endpoint throws(PlanError) in
            try EndpointTranslator(translator: translator).plan(endpoint)
        }
        let bodies = plans.map { printed($0.clientExtension.method.body) }
        XCTAssertTrue(bodies[0].contains("return try await core.callForPayload("))
        XCTAssertTrue(bodies[1].contains("try await core.callForNothing("))
        XCTAssertTrue(bodies[2].contains("return try await core.callForMessageURL("))
        XCTAssertEqual(
            plans.map { SwiftPrinter.signature($0.clientExtension.method.declaration) },
            [
                "public func getItem(itemID: ItemID, lang: String? = nil, credentials: ShopCredentials, options: "
                    + "CallOptions = .none) async throws(ShopError) -> Item",
                "public func addItem(_ body: NewItem, credentials: ShopCredentials, options: CallOptions = .none) async "
                    + "throws(ShopError)",
                "public func itemLink(credentials: ShopCredentials, options: CallOptions = .none) async "
                    + "throws(ShopError) -> URL",
            ])
        XCTAssertEqual(
            plans[0].clientExtension.conditions.map { printed($0.body) },
            #"if payload.token.isEmpty { return UnmetCondition("token nonEmpty") }"# + "\nreturn nil")
    }

    func testParametersComeInOrderBodyFirstCredentialsLast() throws {
        let translator = try translator()
        let getItem = try EndpointTranslator(translator: translator).plan(
            try XCTUnwrap(translator.contract.endpoint(named: "getItem")))
        XCTAssertTrue(printed(getItem.clientExtension.method.body).contains(#".value("verbose", "true")"#))
        let addItem = try EndpointTranslator(translator: translator).plan(
            try XCTUnwrap(translator.contract.endpoint(named: "addItem")))
        XCTAssertTrue(
            printed(addItem.clientExtension.method.body).contains("if let violation = body.limitViolation() {\n"))
    }
}
