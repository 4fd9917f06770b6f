import Contract
import ContractDraft
import ContractFixtures
import Foundation
import OpenAPIExport
import XCTest

/// Drafts as a user gets them: each contract of `contract/`, the RuoYi-style fixture and each envelope style
/// fixture produce the traffic a conforming client and server would (``ContractTraffic``), `zing-codegen draft` drafts
/// a contract from that capture (and, for the contracts of `contract/`, from their OpenAPI export too; the
/// Spring-style documents of ``SpringDocuments`` are drafted as published), and the draft, unedited, joins the corpus
/// whose generated example tests ``ExampleOutcomeAgreementTests`` builds and runs: a draft compiles, and every
/// example it kept reads in its generated client as lint reads it.
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

    /// Spring servers' own OpenAPI documents (springfox's Swagger 2.0, springdoc's OpenAPI 3.0): their name for
    /// messages, a file name and the text.
    static let springDocuments = [
        ("SpringDocuments.jeecgSwagger2", "jeecg.json", SpringDocuments.jeecgSwagger2),
        ("SpringDocuments.springdoc3", "depot.yaml", SpringDocuments.springdoc3),
    ]

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
        // The round trip: each contract of contract/ exported as OpenAPI, and drafted back from that document alone.
        for (offset, file) in ContractCorpus.contractFiles.enumerated() {
            let index = sources.count + offset
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            let contract = try XCTUnwrap(ContractLoader.load(text: text, file: file).contract, file)
            let document = "exported-\(index).json"
            try Data(OpenAPIExporter.render(contract, as: .json).utf8).write(
                to: folder.appendingPathComponent(document))
            let draft = try OpenAPIDrafter.draft(
                file: document, in: folder, options: DraftOptions(module: "Drafted\(index)", date: "2026-12-07"))
            let rendered = RenderedDraft(draft, file: "drafted-\(index).yaml")
            XCTAssertNotNil(rendered.lint.contract, "the draft of \(file)'s export does not lint:\n\(rendered.text)")
            entries.append(ContractCorpus.Entry(source: "draft of \(file)'s OpenAPI export", yaml: rendered.text))
        }
        // Spring servers' own documents, drafted as published.
        for (offset, (source, name, text)) in springDocuments.enumerated() {
            let index = sources.count + ContractCorpus.contractFiles.count + offset
            let document = "spring-\(index)-\(name)"
            try Data(text.utf8).write(to: folder.appendingPathComponent(document))
            let draft = try OpenAPIDrafter.draft(
                file: document, in: folder, options: DraftOptions(module: "Drafted\(index)", date: "2026-12-07"))
            let rendered = RenderedDraft(draft, file: "drafted-\(index).yaml")
            XCTAssertNotNil(rendered.lint.contract, "the draft of \(source) does not lint:\n\(rendered.text)")
            entries.append(ContractCorpus.Entry(source: "draft of \(source)", yaml: rendered.text))
        }
        return entries
    }
}
