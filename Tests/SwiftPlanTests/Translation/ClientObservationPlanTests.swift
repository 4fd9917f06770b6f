import Contract
import XCTest

@testable import SwiftPlan

/// The client takes an optional observer, and an envelope's `statusCode` and `timestamp` fields reach the runtime.
final class ClientObservationPlanTests: XCTestCase {
    private static let yaml = """
        format: 1
        info: { title: T, module: ShopAPI, version: "1", date: 2026-01-01, generate: true, docs: [t.md] }
        envelopes:
          standard: { style: flag, success: success, message: message, payload: data, statusCode: statusCode, timestamp: at }
        errorClasses:
          other: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: other }
        endpoints:
          ping: { method: GET, path: /ping, response: { envelope: standard, payload: none } }
        """

    private func translator() throws -> Translator {
        let result = ContractLoader.load(text: Self.yaml, file: "contract/shop.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        return Translator(contract: contract, contractPath: "contract/shop.yaml")
    }

    func testTheInitializerTakesAnOptionalObserverLast() throws {
        let initializer = try translator().clientPlan().client.initializer
        let text = SwiftPrinter.declaration(initializer.declaration, column: 0)
        XCTAssertTrue(text.contains("    observer: (any APIObserver)? = nil\n)"), text)
        XCTAssertTrue(text.contains("///   - observer: "), text)
        XCTAssertEqual(initializer.symbolName, "init(baseURL:transport:sleeper:allowsInsecureHTTP:observer:)")
    }

    func testTheEnvelopeNamesItsStatusCodeAndTimestampFields() throws {
        let text = SwiftPrinter.declaration(try translator().contractPlan().envelopes[0].declaration, column: 0)
        XCTAssertTrue(text.contains(#"statusCodeField: "statusCode","#), text)
        XCTAssertTrue(text.contains(#"timestampField: "at""#), text)
    }

    func testAnOptionalExistentialIsParenthesized() {
        let transport = SwiftType.fragment(SwiftFragment("any HTTPTransport"))
        XCTAssertEqual(transport.optional.description, "(any HTTPTransport)?")
        XCTAssertEqual(SwiftType.fragment(SwiftFragment("String")).optional.description, "String?")
        XCTAssertEqual(SwiftType.array(.fragment(SwiftFragment("any Error"))).optional.description, "[any Error]?")
    }
}
