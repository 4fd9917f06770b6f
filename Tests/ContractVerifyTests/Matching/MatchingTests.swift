import Contract
import XCTest

@testable import ContractVerify

/// Which entries are the contract's traffic, and which endpoint each is.
final class MatchingTests: XCTestCase {
    func testBaseURLPlacement() throws {
        let base = try XCTUnwrap(BaseURL("https://Work.Example.com/api"))
        XCTAssertEqual(
            base.placement(of: "https://work.example.com/api/sys/a%20b?x=1"),
            .under(segments: ["sys", "a b"], sameScheme: true))
        XCTAssertEqual(base.placement(of: "https://work.example.com:443/api/"), .under(segments: [], sameScheme: true))
        XCTAssertEqual(base.placement(of: "http://work.example.com/api/x"), .under(segments: ["x"], sameScheme: false))
        XCTAssertEqual(base.placement(of: "https://work.example.com/apix/x"), .elsewhere, "a prefix is whole segments")
        XCTAssertEqual(base.placement(of: "https://work.example.com:8443/api/x"), .elsewhere)
        XCTAssertEqual(base.placement(of: "https://cdn.example.com/api/x"), .elsewhere)
        XCTAssertEqual(base.placement(of: "not a url"), .elsewhere)
        XCTAssertNil(BaseURL("ftp://example.com"))
        XCTAssertNil(BaseURL("example.com"))
        XCTAssertTrue(base.isSameOrigin("/api/next"))
        XCTAssertFalse(base.isSameOrigin("https://sso.example.com/login"))
    }

    func testTemplatesMatchByMethodAndPathAndLiteralsWin() throws {
        let herald = try RealContracts.load("herald")
        var contract = herald
        var literal = herald.endpoints[0]
        literal.name = "fixedRealm"
        literal.path = "/api/oauth/main/apple/native-login"
        contract.endpoints.append(literal)
        let matcher = EndpointMatcher(contract: contract)
        guard
            case .endpoint(let endpoint, let values) = matcher.match(
                method: "POST", segments: ["api", "oauth", "realm 1", "apple", "native-login"])
        else { return XCTFail("no match") }
        XCTAssertEqual(endpoint.name, "appleNativeLogin")
        XCTAssertEqual(values, ["realmId": "realm 1"])
        guard
            case .endpoint(let fixed, _) = matcher.match(
                method: "POST", segments: ["api", "oauth", "main", "apple", "native-login"])
        else { return XCTFail("no match") }
        XCTAssertEqual(fixed.name, "fixedRealm")
        guard
            case .wrongMethod(let samePath) = matcher.match(
                method: "GET", segments: ["api", "oauth", "x", "apple", "native-login"])
        else { return XCTFail("expected the path to be known") }
        XCTAssertEqual(samePath.map(\.name), ["appleNativeLogin"])
        guard case .none = matcher.match(method: "POST", segments: ["api", "oauth", "x", "apple"]) else {
            return XCTFail("a shorter path is no match")
        }
    }
}
