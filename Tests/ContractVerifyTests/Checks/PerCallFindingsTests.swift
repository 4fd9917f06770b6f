import Contract
import ContractVerify
import Foundation
import XCTest

/// Values computed per call in captured requests (the gate fixture: `_t` on every GET, a nonce header on every POST,
/// a form field's timestamp): each missing, sent twice or not of its kind is `request-per-call-invalid`, noted at its
/// declaration; a `perCall:` query parameter is no undeclared one.
final class PerCallFindingsTests: XCTestCase {
    private var gate: Contract!

    override func setUpWithError() throws {
        let url = RealContracts.root.appendingPathComponent("Tests/Fixtures/gate-sign-in.yaml")
        let loaded = ContractLoader.load(text: try String(contentsOf: url, encoding: .utf8), file: "gate.yaml")
        gate = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
    }

    private func run(_ endpoint: String, _ drift: (inout EntrySpec) -> Void) throws -> VerifyRun {
        let traffic = ExampleTraffic(contract: gate)
        let good = traffic.request(traffic.endpoint(endpoint))
        var drifted = good
        drift(&drifted)
        return try VerifyHarness.run(gate, [good, drifted])
    }

    func testConformingRequestsHaveNoFinding() throws {
        let traffic = ExampleTraffic(contract: gate)
        let run = try VerifyHarness.run(gate, gate.endpoints.map { traffic.request($0) })
        XCTAssertEqual(run.findings("request-per-call-invalid").map(\.message), [])
        XCTAssertEqual(run.findings("request-query-unknown").map(\.message), [], "`_t` is declared by perCall:")
    }

    func testAMissingTimestampIsReportedAtItsPerCallEntry() throws {
        let run = try run("pollQRSignIn") { spec in
            spec.url = spec.url.replacingOccurrences(of: "&_t=1733212800000", with: "")
        }
        let finding = try run.single("request-per-call-invalid")
        XCTAssertEqual(finding.message, "query _t is missing")
        XCTAssertEqual(finding.capture?.entry, 1)
        XCTAssertEqual(finding.note?.mark, gate.perCall[0].provenance.mark)
    }

    func testSecondsWhereMillisecondsAreDue() throws {
        let run = try run("profile") { spec in
            spec.url = spec.url.replacingOccurrences(of: "_t=1733212800000", with: "_t=1733212800")
        }
        XCTAssertEqual(
            try run.single("request-per-call-invalid").message,
            "query _t is no time in milliseconds since 1970 (13 digits)")
    }

    func testANonceOfAnotherLengthAndAFormTimestampMissing() throws {
        let run = try run("confirmAppSignIn") { spec in
            spec.headers = spec.headers.map { $0.0 == "X-Gate-Nonce" ? ($0.0, "abc") : $0 }
            spec.requestBody = "key=sample"
        }
        XCTAssertEqual(
            run.findings("request-per-call-invalid").map(\.message),
            ["header X-Gate-Nonce has 3 characters, not 16", "form field ts is missing"])
        let field = try XCTUnwrap(gate.endpoint(named: "confirmAppSignIn")?.body.textFields?.last)
        XCTAssertEqual(run.findings("request-per-call-invalid").last?.note?.mark, field.provenance.mark)
    }

    func testASignedRequestWithoutItsSignatureIsReported() throws {
        let run = try run("profile") { spec in
            spec.url = spec.url.replacingOccurrences(of: "&w_rid=example-w_rid", with: "")
            spec.headers.removeAll { $0.0 == "X-Gate-Sign" }
        }
        XCTAssertEqual(
            run.findings("request-signature-missing").map(\.message),
            ["signed query w_rid is missing", "signed header X-Gate-Sign is missing"])
        XCTAssertEqual(run.findings("request-signature-missing").first?.note?.mark, gate.signing?.provenance.mark)
    }
}
