import XCTest

/// A test that runs the real `zing-api` against a fresh fake Zing server, and checks after every test that no
/// secret reached the binary's output.
class CLITestCase: XCTestCase {
    var server: FakeZingHTTP!
    var cli: CLIHarness!

    override func setUpWithError() throws {
        _ = try CLIHarness.binary
        server = try FakeZingHTTP()
        cli = try CLIHarness(baseURL: server.apiBaseURL)
    }

    override func tearDown() {
        cli?.assertNoSecret(E2ESecrets.all)
        server?.stop()
        // XCTest keeps every test case alive until the run ends, so the harness's deinit comes too late to clean up.
        cli?.removeFolder()
        cli = nil
        server = nil
    }
}
