import ContractVerify
import XCTest

@testable import ContractDraft

/// Which server of the draft an exchange went to: a named server's URL it is under (the longest prefix winning), or
/// none for another host; and which first path words are a server's context path (`/jeecg-boot`, `/prod-api`) or an
/// API's usual base words (`/api`, `/v2`) rather than the API's own path. One rule per test.
final class ServerSelectionTests: XCTestCase {
    private let servers = ServerSelection(named: [
        ("api", BaseURL("https://api.example.com/api")!), ("v2", BaseURL("https://api.example.com/api/v2")!),
        ("pay", BaseURL("https://pay.example.com")!),
    ])

    func testNamedServersAreNotGuessed() {
        XCTAssertEqual(servers.named.map(\.name), ["api", "v2", "pay"])
        XCTAssertEqual(servers.named.map(\.isGuessed), [false, false, false])
        XCTAssertTrue(ServerSelection(named: []).named.isEmpty)
    }

    func testAnExchangeIsPlacedUnderItsServerWithThePathBelowThePrefix() throws {
        let placed = try XCTUnwrap(servers.place("https://pay.example.com/charge/7?x=1"))
        XCTAssertEqual(placed.server, 2)
        XCTAssertEqual(placed.segments, ["charge", "7"])
        XCTAssertEqual(servers.place("https://api.example.com/api/users/%E7%94%A8")?.segments, ["users", "用"])
    }

    func testTheLongestMatchingPrefixWins() throws {
        let placed = try XCTUnwrap(servers.place("https://api.example.com/api/v2/orders"))
        XCTAssertEqual(placed.server, 1)
        XCTAssertEqual(placed.segments, ["orders"])
        XCTAssertEqual(servers.place("https://api.example.com/api/v3/orders")?.server, 0)
    }

    func testAnotherHostPortOrPathIsNoServers() {
        XCTAssertNil(servers.place("https://cdn.example.com/api/logo.png"))
        XCTAssertNil(servers.place("https://api.example.com:8443/api/users"))
        XCTAssertNil(servers.place("https://api.example.com/other/users"))
        XCTAssertNil(servers.place("not a url"))
    }

    func testJoinedWordsAndServerWordsAreContextPaths() {
        for word in [
            "jeecg-boot", "prod-api", "ruoyi-admin", "gateway_svc", "myapi", "springboot", "authserver",
            "userService", "sysadmin",
        ] {
            XCTAssertTrue(ServerSelection.isContextPath(word), word)
        }
    }

    func testPlainWordsAndOddSegmentsAreNoContextPaths() {
        for word in ["sys", "user", "api", "admin", "boot", "", "-api", "_boot", "1-api", "pro d", "管理-api", "v1"] {
            XCTAssertFalse(ServerSelection.isContextPath(word), word)
        }
    }

    func testUsualBaseWordsAndVersionsArePrefixWords() {
        for word in ["api", "APIs", "rest", "openapi", "gateway", "v1", "V12"] {
            XCTAssertTrue(ServerSelection.isPrefixWord(word), word)
        }
        for word in ["v", "vx", "v1beta", "users", "v١"] {
            XCTAssertFalse(ServerSelection.isPrefixWord(word), word)
        }
    }
}
