import Contract
import Foundation
import XCTest

/// The random contracts draw every envelope style, and every drawn contract lints clean (the property run compiles
/// them; this checks many more, cheaply, at lint alone).
final class EnvelopeDrawTests: XCTestCase {
    func testTheCheckedSeedsReachEveryEnvelopeStyle() {
        let texts = (UInt64(1)...64).map { seed in
            var generator = ContractGenerator(seed: seed)
            return generator.contract(module: "XAPI").yaml
        }
        for fragment in [
            #""style": "flag""#, #""style": "code""#, #""style": "none""#, #""codeType": "string""#,
            #""code": "Response.Error.Code""#, #""code": "status.code""#, #""successWithoutCode": true"#,
            #""problemDetails": true"#, #""payload": "body""#,
        ] {
            XCTAssertTrue(texts.contains { $0.contains(fragment) }, "some contract has \(fragment)")
        }
    }

    func testEveryDrawnContractLintsClean() {
        for seed in UInt64(1)...400 {
            var generator = ContractGenerator(seed: seed)
            let spec = generator.contract(module: "P\(seed)API")
            let errors = ContractLoader.load(text: spec.yaml, file: "p.yaml").diagnostics.filter {
                $0.severity == .error
            }
            XCTAssertEqual(errors.map(\.description), [], "seed \(seed):\n\(spec.yaml)")
            if !errors.isEmpty { return }
        }
    }
}
