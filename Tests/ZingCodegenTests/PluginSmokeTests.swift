import Foundation
import XCTest

/// The SwiftPM command plugin from a consumer package's side, by running scripts/plugin-smoke.sh: a scratch package
/// that depends on this one by path generates its client with `generate-api-client` and builds against it, also
/// generated `internal` into a target whose default isolation is the main actor. That builds the generator inside the
/// scratch package (minutes), so it runs only with `ZING_PLUGIN_TEST=1`.
final class PluginSmokeTests: XCTestCase {
    func testAConsumerPackageGeneratesAndBuildsItsClientWithThePlugin() throws {
        guard ProcessInfo.processInfo.environment["ZING_PLUGIN_TEST"] == "1" else {
            throw XCTSkip(
                "set ZING_PLUGIN_TEST=1 to run scripts/plugin-smoke.sh (it builds zing-codegen in a scratch package)")
        }
        let run = try BuiltProduct.run(
            URL(fileURLWithPath: "/bin/bash"),
            [BuiltProduct.packageRoot.appendingPathComponent("scripts/plugin-smoke.sh").path],
            in: BuiltProduct.packageRoot)
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertTrue(run.out.contains("generated: ./PingAPI/"), run.out)
        XCTAssertTrue(
            run.out.contains("== the client generated internal into an app target whose default isolation is the main"),
            run.out)
        XCTAssertTrue(run.out.hasSuffix("plugin smoke: ok\n"), run.out)
    }
}
