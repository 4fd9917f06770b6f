import Contract
import TextFoundation
import XCTest

@testable import ContractDraft

/// The check lint makes of a drafted success example: its payload, where the endpoint's envelope puts it, has exactly
/// the documented shape; what cannot be checked (no type, no JSON, a null payload) passes. One rule per test.
final class ExampleBodiesTests: XCTestCase {
    private func answer(_ result: String) -> String {
        #"{"success": true, "code": 200, "message": "", "result": \#(result)}"#
    }

    func testThePayloadIsWhereTheEndpointsEnvelopePutsIt() throws {
        let fixture = try ExampleFixture()
        let json = try JSONValue.parse(answer(#"{"id": "u1", "name": "a"}"#))
        XCTAssertEqual(
            ExampleBodies.payload(
                of: json, endpoint: try fixture.endpoint("/sys/user/info"), contract: fixture.contract),
            try JSONValue.parse(#"{"id": "u1", "name": "a"}"#))
    }

    func testAnEndpointThatAnswersNoPayloadHasNone() throws {
        let fixture = try ExampleFixture()
        let add = try fixture.endpoint("/sys/user/add")
        XCTAssertEqual(add.response.payload, .none)
        XCTAssertNil(
            ExampleBodies.payload(of: try JSONValue.parse(answer("null")), endpoint: add, contract: fixture.contract))
    }

    func testASuccessFitsOnlyWithExactlyTheDocumentedShape() throws {
        let fixture = try ExampleFixture()
        let info = try fixture.endpoint("/sys/user/info")
        func fits(_ result: String) -> Bool {
            ExampleBodies.payloadFits(answer(result), endpoint: info, contract: fixture.contract)
        }
        XCTAssertTrue(fits(#"{"id": "u1", "name": "a"}"#))
        XCTAssertFalse(fits(#"{"id": 5, "name": "a"}"#), "a number where text is documented")
        XCTAssertFalse(fits(#"{"name": "a"}"#), "a required field missing")
        XCTAssertFalse(fits("[1]"), "a list where a model is documented")
    }

    func testWhatCannotBeCheckedFits() throws {
        let fixture = try ExampleFixture()
        let info = try fixture.endpoint("/sys/user/info")
        XCTAssertTrue(ExampleBodies.payloadFits("<html>", endpoint: info, contract: fixture.contract), "no JSON")
        XCTAssertTrue(ExampleBodies.payloadFits(answer("null"), endpoint: info, contract: fixture.contract))
        let add = try fixture.endpoint("/sys/user/add")
        XCTAssertNil(add.response.type)
        XCTAssertTrue(ExampleBodies.payloadFits(answer("[1]"), endpoint: add, contract: fixture.contract), "no type")
    }

    func testAValueFitsATypeAsTheShapeCheckerReadsIt() throws {
        let fixture = try ExampleFixture()
        let type = TypeRef.model("AddRequest")
        XCTAssertTrue(
            ExampleBodies.fits(try JSONValue.parse(#"{"name": "a", "age": 3}"#), type: type, contract: fixture.contract)
        )
        XCTAssertFalse(
            ExampleBodies.fits(try JSONValue.parse(#"{"name": 5, "age": 3}"#), type: type, contract: fixture.contract))
    }

    func testAnEndpointWhoseEnvelopeIsNotDefinedHasNoPayloadAndFits() throws {
        let fixture = try ExampleFixture()
        var contract = fixture.contract
        contract.envelopes = []
        let info = try fixture.endpoint("/sys/user/info")
        let misfit = answer(#"{"id": 5}"#)
        XCTAssertNil(ExampleBodies.payload(of: try JSONValue.parse(misfit), endpoint: info, contract: contract))
        XCTAssertTrue(ExampleBodies.payloadFits(misfit, endpoint: info, contract: contract))
    }
}
