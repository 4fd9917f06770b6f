import Foundation
import XCTest

/// The package from an app's side, by running scripts/app-smoke.sh: a scratch package that depends on this one uses
/// the generated client, its examples and APITesting through the products only, fakes the client through its
/// protocol, builds and passes its tests, and runs the generated contract tests (a copy of
/// Generated/ZingAPIContractTests) against the same products. That builds the runtime and the client in a scratch
/// package (minutes), so it runs only with `ZING_APP_TEST=1` (which `.ci/run` sets).
final class AppSmokeTests: XCTestCase {
    func testAnAppPackageUsesTheClientAndTheTestingLibraryThroughProductsOnly() throws {
        guard ProcessInfo.processInfo.environment["ZING_APP_TEST"] == "1" else {
            throw XCTSkip("set ZING_APP_TEST=1 to run scripts/app-smoke.sh (it builds the client in a scratch package)")
        }
        let run = try BuiltProduct.run(
            URL(fileURLWithPath: "/bin/bash"),
            [BuiltProduct.packageRoot.appendingPathComponent("scripts/app-smoke.sh").path],
            in: BuiltProduct.packageRoot)
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertTrue(run.out.contains("== the generated contract tests pass in the app's package\n"), run.out)
        XCTAssertTrue(run.out.hasSuffix("app smoke: ok\n"), run.out)
    }
}
