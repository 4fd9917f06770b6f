import CodegenPipeline
import Contract
import ContractFixtures
import ContractVerify
import Foundation
import Mustache
import XCTest

@testable import ContractDraft

/// Drafts in a scratch folder, lints the draft as `zing-codegen lint` does, plans and renders it as `generate` does,
/// and verifies the captures it came from against it.
final class DraftHarness {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let date = "2026-12-02"

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("draft-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Writes `text` as `name` in the scratch folder.
    @discardableResult
    func write(_ text: String, as name: String) throws -> String {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return name
    }

    /// The draft of captures (HAR texts by file name).
    func draft(_ captures: [(name: String, entries: [CapturedEntry])], options: DraftOptions? = nil) throws -> Draft {
        let files = try captures.map { try write(HARText.json($0.entries), as: $0.name) }
        return try HARDrafter.draft(files: files, in: folder, options: options ?? DraftOptions(date: Self.date))
    }

    /// The draft of an OpenAPI document's text.
    func draft(openAPI text: String, name: String = "openapi.yaml") throws -> Draft {
        try write(text, as: name)
        return try OpenAPIDrafter.draft(file: name, in: folder, options: DraftOptions(date: Self.date))
    }

    /// The draft's text and lint's result, failing the test on any lint error.
    func rendered(_ draft: Draft, file: StaticString = #filePath, line: UInt = #line) -> RenderedDraft {
        let rendered = RenderedDraft(draft, file: "draft.yaml")
        let errors = rendered.lint.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(
            errors.isEmpty, errors.map(\.description).joined(separator: "\n") + "\n" + rendered.text, file: file,
            line: line)
        return rendered
    }

    /// Plans and renders the draft as `generate` would; the generator's diagnostics.
    func generate(_ rendered: RenderedDraft) throws -> [Diagnostic] {
        let path = folder.appendingPathComponent("draft-\(UUID().uuidString).yaml")
        try Data(rendered.text.utf8).write(to: path)
        let templates = try MustacheLibrary(directory: Self.root.appendingPathComponent("Templates"))
        let result = GeneratorPipeline.run([.init(url: path, displayPath: "draft.yaml")], templates: templates)
        XCTAssertFalse(result.files.isEmpty, "nothing generated")
        return result.diagnostics.filter { $0.severity == .error }
    }

    /// Verify's findings of error severity for the captures held against the draft.
    func verifyErrors(_ contract: Contract, captures: [(name: String, entries: [CapturedEntry])]) throws -> [String] {
        let base = contract.defaultBaseURL.flatMap(BaseURL.init) ?? BaseURL("https://herald.example.test")!
        var servers: [String: BaseURL] = [:]
        for server in contract.additionalServers {
            if let url = server.url.flatMap(BaseURL.init) { servers[server.name] = url }
        }
        var session = ContractVerifier(contract: contract, baseURL: base, servers: servers).start()
        for capture in captures {
            session.begin(capture.name)
            try HARReader.forEachEntry(of: Data(HARText.json(capture.entries).utf8), file: capture.name) {
                session.add($0)
            }
        }
        let report = session.finish()
        return report.findings.filter { $0.severity == .error }.map { "\($0.kind.id): \($0.message)" }
    }
}
