import Foundation
import XCTest

@_spi(Generated) @testable import APIRuntime

/// `encodeJSON` notes the secrets a request body's `SecretCarrying` conformance lists, and only those: the runtime
/// never reflects on a value, so a body type that holds a `Secret` without conforming carries none to the redactor.
/// Generated models that hold a secret always conform (`SecretCarryingTranslationSnippetTests`).
final class SecretCollectorTests: XCTestCase {
    /// Shaped as generated models are: each lists its fields that can hold a secret.
    struct Leaf: Encodable, SecretCarrying {
        var code: Secret
        var label: String
        var secrets: [Secret] { code.secrets }
    }

    struct Model: Encodable, SecretCarrying {
        var token: Secret
        var optional: Secret?
        var list: [Secret]
        var leaves: [Leaf]
        var nested: Leaf?
        var byName: [String: Leaf]
        var plain: String
        var secrets: [Secret] {
            [token.secrets, optional.secrets, list.secrets, leaves.secrets, nested.secrets, byName.secrets]
                .flatMap(\.self)
        }
    }

    /// A `Secret` stored property, but no conformance: reflection would have found it; the runtime no longer looks.
    struct Unannounced: Encodable {
        var token: Secret
    }

    private func bodySecrets(_ value: some Encodable) throws -> [String] {
        let core = APIClientCore.plain(StubTransport(status: 200, body: "{}"))
        let body = try core.encodeJSON(value, operation: PlainContract.write)
        guard case .json(_, let secrets) = body else {
            XCTFail("not JSON")
            return []
        }
        return secrets.map { $0.reveal() }.sorted()
    }

    func testSecretsNestedInModelsListsOptionalsAndMapsAreFound() throws {
        let model = Model(
            token: "s-token", optional: "s-optional", list: ["s-list-1", "s-list-2"],
            leaves: [Leaf(code: "s-leaf", label: "not secret")], nested: Leaf(code: "s-nested", label: "nor this"),
            byName: ["k": Leaf(code: "s-map", label: "plain")], plain: "not secret")
        XCTAssertEqual(
            try bodySecrets(model), ["s-leaf", "s-list-1", "s-list-2", "s-map", "s-nested", "s-optional", "s-token"])
    }

    func testAbsentOptionalsAndEmptyListsCarryNothing() throws {
        let model = Model(
            token: "s-token", optional: nil, list: [], leaves: [], nested: nil, byName: [:], plain: "p")
        XCTAssertEqual(try bodySecrets(model), ["s-token"])
    }

    /// The contract: only a conformance counts. A type that holds a `Secret` but does not say so is not walked.
    func testABodyWhoseTypeDoesNotConformCarriesNoSecret() throws {
        XCTAssertEqual(try bodySecrets(Unannounced(token: "s-unannounced")), [])
        XCTAssertEqual(try bodySecrets(["plain": "text"]), [], "a body of no model carries none")
    }

    /// A body whose type the compiler knows conforms has its secrets asked of that conformance (no cast at run time);
    /// the same value seen only as `Encodable` is found by the cast: the same bytes and the same secrets either way.
    func testAKnownConformanceAndTheCastFindTheSameSecrets() throws {
        let core = APIClientCore.plain(StubTransport(status: 200, body: "{}"))
        let model = Model(
            token: "s-token", optional: "s-optional", list: ["s-list"], leaves: [Leaf(code: "s-leaf", label: "l")],
            nested: nil, byName: [:], plain: "p")
        let known = try core.encodeJSON(model, operation: PlainContract.write)
        func throughTheCast(_ value: some Encodable) throws -> RequestBody {
            try core.encodeJSON(value, operation: PlainContract.write)
        }
        let cast = try throughTheCast(model)
        guard case .json(let knownBytes, let knownSecrets) = known, case .json(let castBytes, let castSecrets) = cast
        else { return XCTFail("not JSON") }
        XCTAssertEqual(knownBytes, castBytes)
        XCTAssertEqual(knownSecrets.map { $0.reveal() }, ["s-token", "s-optional", "s-list", "s-leaf"])
        XCTAssertEqual(castSecrets.map { $0.reveal() }, knownSecrets.map { $0.reveal() })
    }

    /// What the body carries is what the prepared request redacts.
    func testTheBodysSecretsAreTheRequestsToRedact() throws {
        let core = APIClientCore.plain(StubTransport(status: 200, body: "{}"))
        let body = try core.encodeJSON(Leaf(code: "s-sent", label: "l"), operation: PlainContract.write)
        let prepared = try core.prepare(PlainContract.write, session: nil, body: body)
        XCTAssertEqual(prepared.request.secrets.map { $0.reveal() }, ["s-sent"])
    }
}
