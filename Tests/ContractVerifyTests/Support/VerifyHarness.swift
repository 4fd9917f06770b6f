import Contract
import ContractVerify
import Foundation
import XCTest

/// Runs `verify` on built captures and renders every output, scanning each for planted secrets: every test that
/// verifies anything goes through here, so no output of any test may show one.
struct VerifyRun {
    var report: VerifyReport
    var text: String
    var markdown: String
    var json: String
    var examples: String

    var findings: [Finding] { report.findings }

    /// The findings of one kind.
    func findings(_ kind: String) -> [Finding] { report.findings.filter { $0.kind.id == kind } }

    /// The only finding of `kind`; fails when there is none or several.
    func single(_ kind: String, file: StaticString = #filePath, line: UInt = #line) throws -> Finding {
        let found = findings(kind)
        XCTAssertEqual(found.count, 1, "findings of \(kind): \(text)", file: file, line: line)
        return try XCTUnwrap(found.first, file: file, line: line)
    }

    /// The findings apart from endpoints not exercised (a drifted capture exercises one endpoint).
    var drift: [Finding] { findings.filter { $0.kind.id != "endpoint-not-exercised" } }
}

enum VerifyHarness {
    static func run(
        _ contract: Contract, _ entries: [EntrySpec], baseURL: String? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> VerifyRun {
        try run(contract, captures: [HARBuilder.capture(entries)], baseURL: baseURL, file: file, line: line)
    }

    static func run(
        _ contract: Contract, captures: [HARCapture], baseURL: String? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> VerifyRun {
        let base = try XCTUnwrap(BaseURL(baseURL ?? RealContracts.baseURL(of: contract)), file: file, line: line)
        let report = ContractVerifier(contract: contract, baseURL: base).verify(captures)
        let run = VerifyRun(
            report: report, text: TextReport.render(report), markdown: MarkdownReport.render(report),
            json: JSONReport.render(report), examples: ExampleWriter(contract: contract, report: report).yaml())
        for (output, name) in [
            (run.text, "text"), (run.markdown, "markdown"), (run.json, "json"), (run.examples, "examples"),
        ] {
            Planted.assertClean(output, "the \(name) output", file: file, line: line)
        }
        return run
    }
}
