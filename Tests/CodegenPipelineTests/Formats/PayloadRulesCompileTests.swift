import Foundation
import XCTest

/// A QR sign-in poll whose payload reports its own state, and a profile read whose "signed out" failure keeps the
/// public profile: rules on payload fields (an error class for "expired", a link required once "confirmed") and
/// failure data. The contract generates code that compiles warning-free with its example tests (waiting, scanned,
/// expired, confirmed without and with a link, signed out with data that decodes and data that does not).
final class PayloadRulesCompileTests: XCTestCase {
    /// Tests/Fixtures/gate-sign-in.yaml, which scripts/payload-rules-smoke.sh also generates and runs the tests of.
    static let contract: String = {
        let url = packageRoot.appendingPathComponent("Tests/Fixtures/gate-sign-in.yaml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        XCTAssertFalse(Self.contract.isEmpty, "the fixture is readable")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("payload-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testThePayloadRulesReachTheSpecAndTheClassifier() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains(#"failures: [PayloadTest(field: "state", in: [703])]"#))
        XCTAssertTrue(
            text.contains(
                #"PayloadCondition(PayloadTest.nonEmpty("url"), when: PayloadTest(field: "state", in: [700]))"#))
        XCTAssertTrue(
            text.contains(#"if observation.payload(PayloadTest(field: "state", in: [703])) { return .qrExpired }"#))
        XCTAssertTrue(text.contains(#"failureDataClasses: ["signedOut"]"#))
        XCTAssertTrue(
            text.contains("as `PublicProfile` (nil when it does not decode"), "the method's doc names the type")
    }

    func testTheFailureExamplesCheckTheDataTheirFailureKeeps() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let tests = module.testFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(tests.contains("XCTAssertNotNil(error.failureData(as: PublicProfile.self))"), "data that decodes")
        XCTAssertTrue(tests.contains("XCTAssertNil(error.failureData(as: PublicProfile.self))"), "data that does not")
    }
}
