import Contract
import ContractFixtures
import XCTest

@testable import ContractDraft

/// A field the capture only ever showed as `null` is drafted optional and nullable, so every success that carries it
/// stays among the draft's examples.
final class NullOnlyFieldTests: XCTestCase {
    func testAFieldOnlySeenAsNullIsNullableAndItsSuccessesStayExamples() throws {
        let base = "https://api.example.com"
        let entries = (1...3).map { index in
            CapturedEntry(
                url: base + "/sys/user/\(index)",
                responseBody:
                    #"{"success": true, "code": 200, "message": "", "result": {"id": "u\#(index)", "avatar": null, "remark": null}}"#
            )
        }
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft([("t.har", entries)]))
        let contract = try XCTUnwrap(rendered.lint.contract)
        let model = try XCTUnwrap(contract.models.first { $0.fields.contains { $0.name == "avatar" } })
        let avatar = try XCTUnwrap(model.fields.first { $0.name == "avatar" })
        XCTAssertTrue(avatar.isNullable, "a field only seen as null is nullable")
        let examples = contract.endpoints.flatMap(\.examples)
        XCTAssertFalse(examples.isEmpty, "the successes carrying the null field are examples:\n\(rendered.text)")
    }
}
