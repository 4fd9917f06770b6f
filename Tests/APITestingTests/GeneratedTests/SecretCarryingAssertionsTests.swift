import APIRuntime
import XCTest

@_spi(Generated) @testable import APITesting

/// What `assertCarries` holds a generated model to: its conformance lists every secret it was built with.
final class SecretCarryingAssertionsTests: XCTestCase {
    private struct Pair: SecretCarrying {
        var token: Secret
        var nonce: Secret?
        var secrets: [Secret] { [token] }
    }

    private struct Unannounced {
        var token: Secret
    }

    func testASecretTheConformanceLeavesOutIsFound() {
        let pair = Pair(token: "s-token", nonce: "s-nonce")
        XCTAssertEqual(secretsNotCarried(by: pair, secrets: ["s-token", "s-nonce"]), [1])
        XCTAssertEqual(secretsNotCarried(by: pair, secrets: ["s-token"]), [])
        assertCarries(pair, secrets: ["s-token"])
    }

    func testATypeWithoutTheConformanceCarriesNothing() {
        XCTAssertNil(secretsNotCarried(by: Unannounced(token: "s-token"), secrets: ["s-token"]))
    }
}
