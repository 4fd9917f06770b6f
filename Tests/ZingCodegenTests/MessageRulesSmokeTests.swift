import Foundation
import XCTest

/// Tests/Fixtures/ruoyi-sign-in.yaml end to end, by running scripts/message-rules-smoke.sh: its generated client and
/// example tests in a scratch package that depends on this one's products only (every `code: 500` failure told apart by
/// its message), and Tests/Fixtures/RuoYiSession's test, in which BearerSession's TokenSession holds the token the
/// sign-in hands out and a `code: 401` ends the session with no app code. The scratch package builds the runtime
/// (minutes), so it runs only with `ZING_APP_TEST=1` (which `.ci/run` sets).
final class MessageRulesSmokeTests: XCTestCase {
    func testTheRuoYiFixturesTestsAndItsTokenSessionPassInAScratchPackage() throws {
        guard ProcessInfo.processInfo.environment["ZING_APP_TEST"] == "1" else {
            throw XCTSkip("set ZING_APP_TEST=1 to run scripts/message-rules-smoke.sh (it builds a scratch package)")
        }
        let run = try BuiltProduct.run(
            URL(fileURLWithPath: "/bin/bash"),
            [BuiltProduct.packageRoot.appendingPathComponent("scripts/message-rules-smoke.sh").path],
            in: BuiltProduct.packageRoot,
            // The built generator: `swift run` would wait for the build folder this test run holds.
            environment: ["ZING_CODEGEN": try BuiltProduct.executable("zing-codegen").path])
        XCTAssertEqual(run.status, 0, run.out + run.err)
        for suite in ["LoginExamplesTests", "RuoYiTokenSessionTests"] {
            XCTAssertTrue(run.out.contains("Test Suite '\(suite)' passed"), "\(suite) ran and passed\n" + run.out)
        }
    }
}
