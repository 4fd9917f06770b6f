import Contract
import ContractFixtures
import Foundation
import TextFoundation
import WireVocabulary
import XCTest

@testable import ContractDraft

/// The traffic of contract/zing.yaml's own examples drafts a contract with zing.yaml's envelope, auth and models:
/// the same envelope format, the token where zing.yaml puts it and on the same endpoints, the tenant header, and one
/// draft model for each of zing.yaml's models with the fields the traffic shows — `UserInfo` one model under login and
/// the current-user read, the login's `tenantList[]` and the membership list two, as the docs' look-alikes must be.
final class ZingTrafficDraftTests: XCTestCase {
    private var zing: Contract!
    private var draft: Contract!

    override func setUpWithError() throws {
        let text = try String(
            contentsOf: DraftHarness.root.appendingPathComponent("contract/zing.yaml"), encoding: .utf8)
        zing = try XCTUnwrap(ContractLoader.load(text: text, file: "contract/zing.yaml").contract)
        let harness = try DraftHarness()
        draft = try XCTUnwrap(
            harness.rendered(try harness.draft([("zing.har", ContractTraffic.entries(zing))])).lint.contract)
    }

    /// The draft's endpoint of a zing endpoint, by method and path.
    private func drafted(_ endpoint: Endpoint) throws -> Endpoint {
        try XCTUnwrap(draft.endpoints.first { $0.method == endpoint.method && $0.path == endpoint.path }, endpoint.name)
    }

    func testTheEnvelopeIsZings() throws {
        XCTAssertEqual(draft.envelopes.map(\.format), zing.envelopes.map(\.format))
        XCTAssertEqual(draft.info.baseURL, zing.info.baseURL)
    }

    func testTheAuthIsZings() throws {
        XCTAssertEqual(draft.auth?.token?.placement, zing.auth?.token?.placement)
        XCTAssertEqual(draft.auth?.tenant?.header, zing.auth?.tenant?.header)
        for endpoint in zing.endpoints {
            let twin = try drafted(endpoint)
            XCTAssertEqual(twin.auth, endpoint.auth, endpoint.name)
            XCTAssertEqual(twin.sendsTenant, endpoint.sendsTenant, endpoint.name)
        }
        XCTAssertEqual(try drafted(zing.endpoint(named: "appleNativeLogin")!).role, .login)
        XCTAssertEqual(try drafted(zing.endpoint(named: "logout")!).role, .logout)
    }

    func testEachOfZingsModelsIsOneDraftModelWithTheFieldsTheTrafficShows() throws {
        var twins: [String: Set<String>] = [:]
        for endpoint in zing.endpoints {
            let twin = try drafted(endpoint)
            if case .json(let model) = endpoint.body, case .json(let draftModel) = twin.body {
                pair(.model(model), .model(draftModel), seen: requestKeys(endpoint), into: &twins)
            }
            guard endpoint.response.payload == .result, let type = endpoint.response.type,
                let draftType = twin.response.type
            else { continue }
            pair(type, draftType, seen: payloadKeys(endpoint), into: &twins)
        }
        XCTAssertEqual(twins["UserInfo"]?.count, 1, "UserInfo under login and the current-user read is one model")
        let loginTenant = try XCTUnwrap(twins["LoginTenant"]?.first)
        let membership = try XCTUnwrap(twins["TenantMembership"]?.first)
        XCTAssertNotEqual(
            loginTenant, membership, "tenantList[] (a tenant id) and the memberships (a user id) stay two")
        // Different zing models never share a draft model.
        var owners: [String: String] = [:]
        for (model, drafts) in twins {
            XCTAssertEqual(drafts.count, 1, "\(model) is one draft model, not \(drafts.sorted())")
            for name in drafts {
                XCTAssertNil(
                    owners[name].flatMap { $0 == model ? nil : $0 },
                    "\(name) stands for \(model) and \(owners[name] ?? "")")
                owners[name] = model
            }
        }
    }

    /// Walks a zing type and its draft twin together: each zing model's draft model has exactly the zing fields
    /// the traffic shows at that place.
    private func pair(
        _ type: TypeRef, _ twin: TypeRef, seen: [String: Set<String>], into twins: inout [String: Set<String>]
    ) {
        switch (type, twin) {
        case (.list(let element), .list(let draftElement)):
            pair(element, draftElement, seen: seen, into: &twins)
        case (.model(let name), .model(let draftName)):
            twins[name, default: []].insert(draftName)
            guard let model = zing.model(named: name), let draftModel = draft.model(named: draftName) else {
                return XCTFail("\(name) or \(draftName) missing")
            }
            // The fields the traffic shows: zing.yaml's, and those its open models tolerate (`departs`).
            XCTAssertEqual(Set(draftModel.fields.map(\.name)), seen[name] ?? [], "\(name) → \(draftName)")
            for field in model.fields {
                guard let draftField = draftModel.field(named: field.name) else { continue }
                pair(field.type, draftField.type, seen: seen, into: &twins)
            }
        default:
            return
        }
    }

    /// The keys each zing model's objects had in the endpoint's successful payloads.
    private func payloadKeys(_ endpoint: Endpoint) -> [String: Set<String>] {
        var keys: [String: Set<String>] = [:]
        for example in endpoint.examples {
            guard let json = try? JSONValue.parse(example.response), (200...299).contains(example.status),
                json["success"] == .bool(true), let payload = json["result"], let type = endpoint.response.type
            else { continue }
            collect(payload, type, into: &keys)
        }
        return keys
    }

    private func requestKeys(_ endpoint: Endpoint) -> [String: Set<String>] {
        var keys: [String: Set<String>] = [:]
        for example in endpoint.examples {
            guard case .json(let model) = endpoint.body, let json = try? JSONValue.parse(example.request ?? "{}") else {
                continue
            }
            collect(json, .model(model), into: &keys)
        }
        return keys
    }

    private func collect(_ value: JSONValue, _ type: TypeRef, into keys: inout [String: Set<String>]) {
        switch (type, value) {
        case (.list(let element), .array(let items)): for item in items { collect(item, element, into: &keys) }
        case (.model(let name), .object(let members)):
            keys[name, default: []].formUnion(members.keys)
            for field in zing.model(named: name)?.fields ?? [] {
                if let member = members[field.name] { collect(member, field.type, into: &keys) }
            }
        default: return
        }
    }
}
