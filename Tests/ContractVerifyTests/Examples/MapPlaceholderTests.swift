import Contract
import ContractVerify
import Foundation
import TextFoundation
import XCTest

/// A map's keys are data, so an example made from a capture (`verify --examples`, `draft`) scrubs them as it scrubs an
/// unknown field's key, and hides a text under a key named like a credential, as a model's field would be.
final class MapPlaceholderTests: XCTestCase {
    func testAMapsKeysAreScrubbedAndCredentialNamedValuesHidden() throws {
        let file = RealContracts.root.appendingPathComponent("Tests/Fixtures/jeecg-dict-items.yaml")
        let result = ContractLoader.load(contentsOf: file, displayPath: "jeecg-dict-items.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        var secrets = SecretSet()
        secrets.add("tok-7f3a9c2e")
        let placeholders = Placeholders(contract: contract, secrets: secrets)
        let body = try JSONValue.parse(
            #"{"tok-7f3a9c2e": "u1", "A01": "u2", "password": "hunter22", "note": "see tok-7f3a9c2e"}"#)
        let applied = placeholders.apply(body, as: .map(.scalar(.string)))
        XCTAssertEqual(
            applied,
            try JSONValue.parse(
                #"{"<redacted>": "u1", "A01": "u2", "password": "<redacted password>", "note": "see <redacted>"}"#))
    }
}
