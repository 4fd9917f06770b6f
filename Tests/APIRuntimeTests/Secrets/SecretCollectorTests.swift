@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// `encodeJSON` notes every `Secret` a request model holds, so its exchange redacts them.
final class SecretCollectorTests: XCTestCase {
    struct Leaf: Encodable { var code: Secret }
    struct Model: Encodable {
        var token: Secret
        var optional: Secret?
        var missing: Secret?
        var list: [Secret]
        var leaves: [Leaf]
        var byName: [String: Secret]
        var plain: String
        var data: Data
    }

    func testSecretsAtAnyDepthAreFound() throws {
        let model = Model(
            token: "s-token", optional: "s-optional", missing: nil, list: ["s-list"], leaves: [Leaf(code: "s-leaf")],
            byName: ["k": "s-dict"], plain: "not secret", data: Data(count: 100_000))
        let core = APIClientCore.plain(StubTransport(status: 200, body: "{}"))
        let body = try core.encodeJSON(model, operation: PlainContract.write)
        guard case .json(_, let secrets) = body else { return XCTFail("not JSON") }
        XCTAssertEqual(
            Set(secrets.map { $0.reveal() }), ["s-token", "s-optional", "s-list", "s-leaf", "s-dict"])
    }
}
