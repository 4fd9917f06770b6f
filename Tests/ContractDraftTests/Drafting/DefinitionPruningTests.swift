import Contract
import TextFoundation
import WireVocabulary
import XCTest

@testable import ContractDraft

/// A draft keeps only the definitions something uses (lint refuses an unused one): what endpoints send and return,
/// their parameters' and failure data's types, the tenant header's type, and what those hold, through lists, maps,
/// models and unions.
final class DefinitionPruningTests: XCTestCase {
    private let none = DraftProvenance.none

    private func model(_ name: String, _ fields: [(String, TypeRef)] = []) -> Model {
        Model(name: name, fields: fields.map { Field(name: $0.0, type: $0.1, provenance: none) }, provenance: none)
    }

    private func contract(endpoint: Endpoint, models: [Model], unions: [Union] = []) -> Contract {
        var contract = Contract(
            file: "draft.yaml", format: 1,
            info: Info(
                title: "T", module: "TAPI", version: "1", date: "2026-12-07", baseURL: nil, generate: true, docs: [],
                provenance: none), endpoints: [endpoint])
        contract.models = models
        contract.unions = unions
        return contract
    }

    private func endpoint(body: Endpoint.Body = .none, returns type: TypeRef?) -> Endpoint {
        Endpoint(
            name: "read", method: .post, path: "/read", auth: .none, sendsTenant: false, role: .read, retry: .never,
            body: body,
            response: Endpoint.Response(
                envelope: "bare", payload: type == nil ? .none : .body, type: type, provenance: none),
            provenance: none)
    }

    func testWhatTheEndpointsSendAndReturnIsKeptWithWhatItHoldsAndTheRestGoes() {
        var contract = contract(
            endpoint: endpoint(body: .json(model: "Query"), returns: .list(.model("Row"))),
            models: [
                model("Query"), model("Row", [("cells", .map(.model("Cell")))]), model("Cell"), model("Unused"),
            ])
        DefinitionPruning.prune(&contract)
        XCTAssertEqual(contract.models.map(\.name), ["Query", "Row", "Cell"])
    }

    func testAUnionKeepsItsVariantsAndAModelHoldingItselfEndsTheWalk() {
        let variant = Union.Variant(name: "leaf", type: "Leaf", discriminatorKey: "leaf", provenance: none)
        var contract = contract(
            endpoint: endpoint(returns: .model("Tree")),
            models: [model("Tree", [("children", .list(.model("Tree"))), ("node", .union("Node"))]), model("Leaf")],
            unions: [
                Union(name: "Node", variants: [variant], provenance: none),
                Union(name: "Orphan", variants: [], provenance: none),
            ])
        DefinitionPruning.prune(&contract)
        XCTAssertEqual(contract.models.map(\.name), ["Tree", "Leaf"])
        XCTAssertEqual(contract.unions.map(\.name), ["Node"])
    }
}
