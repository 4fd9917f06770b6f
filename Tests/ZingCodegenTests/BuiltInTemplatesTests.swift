import Foundation
import XCTest

/// `zing-codegen generate` outside this package's root needs no `--templates`: it renders with the templates built
/// into it from `Templates/` (the EmbedTemplates build plugin), as a user's own package or a copied binary runs it.
final class BuiltInTemplatesTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("built-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        for folder in ["contract", "Generated"] {
            try FileManager.default.copyItem(
                at: BuiltProduct.packageRoot.appendingPathComponent(folder),
                to: project.appendingPathComponent(folder))
        }
        // A copy of the binary away from `.build` and from the sources: nothing to find a Templates folder beside.
        try FileManager.default.copyItem(
            at: try BuiltProduct.executable("zing-codegen"), to: project.appendingPathComponent("zing-codegen"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try BuiltProduct.run(project.appendingPathComponent("zing-codegen"), arguments, in: project)
    }

    func testAFolderWithoutTemplatesRendersWhatTheTemplatesFolderDoes() throws {
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("Templates").path))
        let check = try run(["check"])
        XCTAssertEqual(check.status, 0, check.err)
        XCTAssertTrue(check.out.contains("Generated/ is up to date"), check.out)
        let generate = try run(["generate", "--output", "Out"])
        XCTAssertEqual(generate.status, 0, generate.err)
        XCTAssertTrue(generate.out.contains("Out/:"), generate.out)
        let written = try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("Out").path)
        XCTAssertTrue(written.contains("ZingAPI"), "\(written)")
    }

    func testTheTemplatesOptionStillWins() throws {
        let custom = project.appendingPathComponent("Mine")
        try FileManager.default.copyItem(at: BuiltProduct.packageRoot.appendingPathComponent("Templates"), to: custom)
        let header = custom.appendingPathComponent("header.mustache")
        try ("// custom header\n" + String(contentsOf: header, encoding: .utf8)).write(
            to: header, atomically: true, encoding: .utf8)
        let result = try run(["check", "--templates", "Mine"])
        XCTAssertEqual(result.status, 1, "the folder given renders, not the built-in templates: \(result.out)")
        let missing = try run(["generate", "--templates", "NoSuchTemplates", "--output", "Out"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.contains("no templates folder at NoSuchTemplates; check the path"), missing.err)
    }

    func testATemplatesFolderHereIsRenderedBeforeTheBuiltInOnes() throws {
        let here = project.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: BuiltProduct.packageRoot.appendingPathComponent("Templates"), to: here)
        let header = here.appendingPathComponent("header.mustache")
        try ("// custom header\n" + String(contentsOf: header, encoding: .utf8)).write(
            to: header, atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(["check"]).status, 1, "Templates/ here is rendered")
    }
}
