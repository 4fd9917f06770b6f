import XCTest

@testable import Contract

final class UnusedDefinitionValidationTests: XCTestCase {
    private let contract = """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: true, docs: [t.md] }
        identifiers:
          ItemID: { type: int }
          OrphanID: { type: string }
        models:
          Item:
            fields:
              id: { type: ItemID }
              tags: { type: [Tag] }
          Tag:
            fields:
              name: { type: string }
          Leftover:
            fields:
              x: { type: int }
        envelopes:
          standard: { style: flag, success: success, code: code, message: message, payload: result }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          item:
            method: GET
            path: /item
            response: { envelope: standard, payload: result, type: Item }
        """

    func testDefinitionsNoEndpointReachesAreWarnedAboutAtTheirName() {
        let result = ContractLoader.load(text: contract, file: "t.yaml")
        XCTAssertFalse(result.hasErrors, result.diagnostics.map(\.description).joined(separator: "\n"))
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.description)
        XCTAssertEqual(
            warnings,
            [
                "t.yaml:5:3: warning: identifier 'OrphanID' is not used by any endpoint; remove it, or check the "
                    + "spelling where an endpoint or a field should name it",
                "t.yaml:14:3: warning: model 'Leftover' is not used by any endpoint; remove it, or check the "
                    + "spelling where an endpoint or a field should name it",
            ])
    }
}
