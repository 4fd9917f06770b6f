import Contract
import ContractFixtures
import XCTest

@testable import ContractDraft

/// Where a draft's paths start: a server's context path (`/jeecg-boot`, `/prod-api`) and the usual API words move into
/// the base URL; the API's own first word (`/sys`) stays in every path.
final class RoutePlanningTests: XCTestCase {
    private func baseURLAndPaths(_ paths: [String]) throws -> (String?, Set<String>) {
        let entries = paths.map {
            CapturedEntry(
                url: "https://fleet.example.com" + $0, responseBody: #"{"success": true, "result": {"n": 1}}"#)
        }
        let harness = try DraftHarness()
        let contract = try XCTUnwrap(harness.rendered(try harness.draft([("t.har", entries)])).lint.contract)
        return (contract.info.baseURL, Set(contract.endpoints.map(\.path)))
    }

    func testAContextPathEveryRouteSharesMovesIntoTheBaseURL() throws {
        let (base, paths) = try baseURLAndPaths([
            "/jeecg-boot/sys/user/info", "/jeecg-boot/sys/permission/list", "/jeecg-boot/online/cgform/head",
        ])
        XCTAssertEqual(base, "https://fleet.example.com/jeecg-boot")
        XCTAssertEqual(paths, ["/sys/user/info", "/sys/permission/list", "/online/cgform/head"])
        let (ruoyi, _) = try baseURLAndPaths(["/prod-api/system/user/list", "/prod-api/getInfo"])
        XCTAssertEqual(ruoyi, "https://fleet.example.com/prod-api")
    }

    func testThePlainFirstWordOfTheAPIStaysInThePaths() throws {
        let (base, paths) = try baseURLAndPaths(["/sys/user/info", "/sys/permission/list"])
        XCTAssertEqual(base, "https://fleet.example.com")
        XCTAssertEqual(paths, ["/sys/user/info", "/sys/permission/list"])
    }

    /// A literal segment is written as the client writes a path segment (one encoder): a `;`, which a Spring server
    /// cuts a path at, and a space are escaped, a `:` and a `=` kept; the captured segment's own escapes are read first.
    func testALiteralSegmentIsEncodedAsTheClientEncodesOne() throws {
        let (_, paths) = try baseURLAndPaths(["/sys/a;b:c=d", "/sys/e%20f"])
        XCTAssertEqual(paths, ["/sys/a%3Bb:c=d", "/sys/e%20f"])
    }

    func testContextPathWords() {
        for word in ["jeecg-boot", "prod-api", "ruoyi-admin", "gateway_svc", "fleetapi", "springboot"] {
            XCTAssertTrue(ServerSelection.isContextPath(word), word)
        }
        for word in ["sys", "user", "api", "system", "-x", "a b", "login"] {
            XCTAssertFalse(ServerSelection.isContextPath(word), word)
        }
    }
}
