import Contract
import ContractDraft
import ContractFixtures
import Foundation
import XCTest

/// Drafts as a user gets them: each contract of `contract/`, the RuoYi-style fixture and each envelope style
/// fixture produce the traffic a conforming client and server would (``ContractTraffic``), `zing-codegen draft` drafts
/// a contract from that capture, and the draft, unedited, joins the corpus whose generated example tests
/// ``ExampleOutcomeAgreementTests`` builds and runs: a draft compiles, and every example it kept reads in its
/// generated client as lint reads it.
enum DraftedCorpus {
    /// The contracts whose traffic is drafted.
    static var sources: [ContractCorpus.Entry] {
        var sources: [ContractCorpus.Entry] = []
        for file in ContractCorpus.contractFiles + ["Tests/Fixtures/ruoyi-sign-in.yaml"] {
            guard let text = try? String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            else { continue }
            sources.append(ContractCorpus.Entry(source: file, yaml: text))
        }
        return sources
            + EnvelopeStyleFixture.all.map {
                ContractCorpus.Entry(source: "EnvelopeStyleFixture.\($0.name)", yaml: $0.yaml)
            }
    }

    /// Each source's draft, its module named `Drafted<N>` so drafts of look-alike titles build side by side.
    static func entries(in folder: URL) throws -> [ContractCorpus.Entry] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var entries: [ContractCorpus.Entry] = []
        for (index, source) in sources.enumerated() {
            let loaded = ContractLoader.load(text: source.yaml, file: source.source)
            let contract = try XCTUnwrap(loaded.contract, "\(source.source) does not lint")
            let capture = "drafted-\(index).har"
            try Data(HARText.json(ContractTraffic.entries(contract)).utf8).write(
                to: folder.appendingPathComponent(capture))
            let draft = try HARDrafter.draft(
                files: [capture], in: folder, options: DraftOptions(module: "Drafted\(index)", date: "2026-12-07"))
            let rendered = RenderedDraft(draft, file: "drafted-\(index).yaml")
            XCTAssertNotNil(rendered.lint.contract, "the draft of \(source.source) does not lint:\n\(rendered.text)")
            entries.append(ContractCorpus.Entry(source: "draft of \(source.source)", yaml: rendered.text))
        }
        return entries
    }
}
