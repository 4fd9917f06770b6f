import Contract
import ContractVerify
import Foundation
import XCTest

/// The values a contract's signer adds as `secret: true` are secrets to `verify`: a signature in a header or in the
/// query, echoed by the server, shows in no output (the text, Markdown and JSON reports and the examples file; the
/// harness scans each for the planted marker).
final class SignedValueSecretTests: XCTestCase {
    func testSecretSignedValuesInAHeaderAndTheQueryNeverShow() throws {
        let url = RealContracts.root.appendingPathComponent("Tests/Fixtures/gate-sign-in.yaml")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "- { query: w_rid }", with: "- { query: w_rid, secret: true }")
        let loaded = ContractLoader.load(text: text, file: "gate.yaml")
        let gate = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        let traffic = ExampleTraffic(contract: gate)
        var profile = traffic.request(traffic.endpoint("profile"))
        let rid = Planted.value("rid")
        let sign = Planted.value("sign")
        XCTAssertTrue(profile.url.contains("w_rid=example-w_rid"), profile.url)
        profile.url = profile.url.replacingOccurrences(of: "w_rid=example-w_rid", with: "w_rid=\(rid)")
        profile.headers = profile.headers.map { $0.0 == "X-Gate-Sign" ? ($0.0, sign) : $0 }
        profile.responseBody = #"{"code": 0, "data": {"nickname": "\#(sign)", "email": "\#(rid)"}}"#
        var failed = profile
        failed.responseBody = #"{"code": 7, "message": "bad signature \#(sign) for \#(rid)", "data": null}"#
        let run = try VerifyHarness.run(gate, [profile, failed])
        XCTAssertEqual(run.findings("request-signature-missing"), [], run.text)
        XCTAssertTrue(run.examples.contains("<redacted>"), run.examples)
    }
}
