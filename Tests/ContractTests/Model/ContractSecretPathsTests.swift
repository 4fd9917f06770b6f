import XCTest

@testable import Contract

/// `holdsSecret`: whether a value of a type can hold the text of a `secret: true` field, at any depth, which is what a
/// generated type lists for the redactor (a model or union that can conforms to `SecretCarrying`).
final class ContractSecretPathsTests: XCTestCase {
    private static let text = """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
        models:
          Code:
            fields:
              value: { type: string, secret: true }
          Pin:
            fields:
              digits: { type: int, secret: true }
          Plain:
            fields:
              name: { type: string }
              tags: { type: [string] }
          Holder:
            fields:
              codes: { type: { map: [Code] }, optional: true }
          Loop:
            fields:
              next: { type: Loop, optional: true }
              plain: { type: Plain }
          SecretLoop:
            fields:
              next: { type: SecretLoop, optional: true }
              inner: { type: Holder }
        unions:
          Either:
            variants:
              - { name: plain, type: Plain, when: name }
              - { name: code, type: Code, when: value }
          Neither:
            variants:
              - { name: plain, type: Plain, when: name }
              - { name: pin, type: Pin, when: digits }
        envelopes:
          bare: { style: none }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          a: { method: POST, path: /a, body: { json: Holder }, response: { envelope: bare, type: Either } }
          b: { method: POST, path: /b, body: { json: Loop }, response: { envelope: bare, type: Neither } }
          c: { method: POST, path: /c, body: { json: SecretLoop }, response: { envelope: bare, type: Pin } }
        """

    private func contract() throws -> Contract {
        let result = ContractLoader.load(text: Self.text, file: "contract/t.yaml")
        return try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
    }

    func testASecretStringHoldsOneAndOtherScalarsDoNot() throws {
        let contract = try contract()
        XCTAssertTrue(contract.holdsSecret(.scalar(.string), secret: true))
        XCTAssertFalse(contract.holdsSecret(.scalar(.string)))
        XCTAssertFalse(contract.holdsSecret(.scalar(.int), secret: true), "a secret number is no text")
        XCTAssertTrue(contract.holdsSecret(.list(.map(.scalar(.string))), secret: true), "a list of maps of them")
    }

    func testModelsHoldWhatTheirFieldsHoldAtAnyDepth() throws {
        let contract = try contract()
        XCTAssertTrue(contract.holdsSecret(.model("Code")))
        XCTAssertTrue(contract.holdsSecret(.model("Holder")), "through an optional map of lists")
        XCTAssertTrue(contract.holdsSecret(.list(.model("Code"))))
        XCTAssertFalse(contract.holdsSecret(.model("Plain")))
        XCTAssertFalse(contract.holdsSecret(.model("Pin")))
    }

    func testAModelThatNestsItselfEndsTheWalk() throws {
        let contract = try contract()
        XCTAssertFalse(contract.holdsSecret(.model("Loop")))
        XCTAssertTrue(contract.holdsSecret(.model("SecretLoop")))
    }

    func testAUnionHoldsASecretWhenAnyVariantDoes() throws {
        let contract = try contract()
        XCTAssertTrue(contract.holdsSecret(.union("Either")))
        XCTAssertFalse(contract.holdsSecret(.union("Neither")))
    }
}
