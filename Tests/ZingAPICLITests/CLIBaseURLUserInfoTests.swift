import APIRuntime
import Foundation
import XCTest
import ZingAPI
import ZingSession

/// A base URL with a user name or password is refused wherever it comes from, and the password is never shown:
/// the transport would otherwise send it as `Authorization: Basic …` next to the session token.
final class CLIBaseURLUserInfoTests: CLITestCase {
    private static let password = "hunter2-basic-password-e2e"

    /// The fake server's base URL with `user:password@` before the host.
    private var withUserInfo: String {
        server.apiBaseURL.replacingOccurrences(of: "://", with: "://zing-user:\(Self.password)@")
    }

    override func tearDown() {
        cli?.assertNoSecret([Self.password])
        super.tearDown()
    }

    func testTheFlagAndTheEnvironmentAreUsageErrorsAndNothingIsSent() throws {
        let secrets = ["ZING_API_IDENTITY_TOKEN": E2ESecrets.identityToken, "ZING_API_NONCE": E2ESecrets.nonce]
        let attempts: [(arguments: [String], environment: [String: String], source: String)] = [
            (["login", "--json", "--base-url", withUserInfo], secrets, "--base-url"),
            (["login", "--json", "--base-url=\(withUserInfo)"], secrets, "--base-url"),
            (["login", "--json"], secrets.merging(["ZING_API_BASE_URL": withUserInfo]) { $1 }, "ZING_API_BASE_URL"),
            (
                ["whoami", "--json", "--base-url", server.apiBaseURL.replacingOccurrences(of: "://", with: "://u@")],
                [:], "--base-url"
            ),
        ]
        for (arguments, environment, source) in attempts {
            let run = try cli.run(arguments, environment: environment)
            XCTAssertEqual(run.status, 2, run.out + run.err)
            let error = try run.error()
            XCTAssertEqual(error["class"] as? String, "usage", run.out)
            let message = try XCTUnwrap(error["message"] as? String)
            XCTAssertTrue(message.contains("the base URL holds a user name or password; remove it"), message)
            XCTAssertTrue(message.contains(source), message)
        }
        let readable = try cli.run(["whoami", "--base-url", withUserInfo])
        XCTAssertEqual(readable.status, 2)
        XCTAssertTrue(readable.err.contains("user name or password"), readable.err)
        XCTAssertTrue(server.requests.isEmpty, "no request, so no Authorization: Basic header")
    }

    /// A query or a fragment in the base URL would take in each call's path; it is refused like a password.
    func testABaseURLWithAQueryOrAFragmentIsAUsageErrorAndNothingIsSent() throws {
        for base in [server.apiBaseURL + "?tenant=1", server.apiBaseURL + "#top"] {
            let run = try cli.run(["whoami", "--json", "--base-url", base])
            XCTAssertEqual(run.status, 2, run.out + run.err)
            let message = try XCTUnwrap(try run.error()["message"] as? String)
            XCTAssertTrue(message.contains("--base-url: the base URL has a query or a fragment; remove it"), message)
        }
        XCTAssertTrue(server.requests.isEmpty)
    }

    func testAStoredSessionWhoseBaseURLHoldsAPasswordIsNotUsedAndLogoutRemovesItSilently() throws {
        let record = SessionRecord(
            baseURL: try XCTUnwrap(URL(string: withUserInfo)), userID: UserID(rawValue: "user-e2e"),
            token: Secret(E2ESecrets.platformToken), tenantID: TenantID(rawValue: 1))
        try FileSessionStore(fileURL: cli.sessionFile).save(record)

        let whoami = try cli.run(["whoami", "--json"])
        XCTAssertEqual(whoami.status, 2, whoami.out + whoami.err)
        let error = try whoami.error()
        XCTAssertEqual(error["class"] as? String, "noSession")
        let message = try XCTUnwrap(error["message"] as? String)
        XCTAssertTrue(message.contains("user name or password") && message.contains(cli.sessionFile.path), message)

        let logout = try cli.run(["logout", "--json"])
        XCTAssertEqual(logout.status, 0, logout.out + logout.err)
        XCTAssertEqual(try logout.result()["serverConfirmed"] as? Bool, false)
        XCTAssertTrue(logout.err.isEmpty, "no warning naming the stored URL: \(logout.err)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.sessionFile.path))
        XCTAssertTrue(server.requests.isEmpty, "the token and the password go nowhere")
    }
}
