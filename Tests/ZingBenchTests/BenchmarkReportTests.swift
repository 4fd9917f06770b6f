import XCTest

@testable import zing_bench

/// A remade BENCHMARKS.md keeps what was written and measured by hand between its markers, each part in its section,
/// and the figures the run measured beside them.
final class BenchmarkReportTests: XCTestCase {
    private static let previous = """
        # Benchmarks

        ## Generation at scale

        <!-- generation-findings:start -->
        A profile of the ×100 run, by hand.
        <!-- generation-findings:end -->

        ## Compile cost of the generated code

        <!-- compile-cost:start -->
        | scale | first build |
        <!-- compile-cost:end -->
        Type checking is an eighth of the build.
        <!-- compile-findings:end -->

        ## Decode overhead

        | case | generated | hand-written | ratio | target |
        | login call | 1 ms | 1 ms | 9.99× | missed |

        <!-- decode-findings:start -->
        Where the login call's time goes, by hand.
        <!-- decode-findings:end -->

        ## No-op regeneration
        """

    func testHandWrittenFindingsSurviveARemadeReport() throws {
        let remade = BenchmarkReport.markdown(
            generation: [], decode: [Self.login(ratio: 1.5)], noOpWrites: 0, noOpFiles: 54,
            previousCompileSection: BenchmarkReport.compileSection(in: Self.previous),
            previousGenerationFindings: BenchmarkReport.generationFindings(in: Self.previous),
            previousDecodeFindings: BenchmarkReport.decodeFindings(in: Self.previous))
        for kept in [
            "A profile of the ×100 run, by hand.", "Type checking is an eighth of the build.",
            "Where the login call's time goes, by hand.",
        ] {
            XCTAssertEqual(remade.components(separatedBy: kept).count, 2, "kept once: \(kept)")
        }
        XCTAssertFalse(remade.contains("9.99×"), "the old table is remade")
        XCTAssertTrue(remade.contains("| login call |"), remade)
        let decode = try XCTUnwrap(remade.range(of: "## Decode overhead"))
        let findings = try XCTUnwrap(remade.range(of: "Where the login call's time goes"))
        let noOp = try XCTUnwrap(remade.range(of: "## No-op regeneration"))
        XCTAssertTrue(decode.upperBound < findings.lowerBound && findings.upperBound < noOp.lowerBound)
    }

    func testAReportWithoutMarkersHasNoFindingsToKeep() {
        XCTAssertNil(BenchmarkReport.decodeFindings(in: "## Decode overhead\n\nnothing by hand\n"))
        XCTAssertNil(BenchmarkReport.decodeFindings(in: "<!-- decode-findings:start -->\nnever ended\n"))
    }

    private static func login(ratio: Double) -> DecodeBenchmark.Result {
        var rounds = PairedRounds()
        rounds.record(generated: ratio / 1_000, handWritten: 1 / 1_000)
        return DecodeBenchmark.Result("login call", rounds)
    }
}
