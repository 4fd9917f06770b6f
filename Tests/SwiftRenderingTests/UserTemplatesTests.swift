import Contract
import Foundation
import Mustache
import SwiftPlan
import XCTest

@testable import SwiftRendering

/// `--templates DIR`: a user's copy of `Templates/` lays every kind of file out. An unchanged copy renders what the
/// built-in templates render; a copy whose every template moves the declarations and adds a comment changes every
/// file, and only as that template says.
final class UserTemplatesTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private var copy: URL!

    override func setUpWithError() throws {
        copy = FileManager.default.temporaryDirectory.appendingPathComponent("user-templates-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: root.appendingPathComponent("Templates"), to: copy)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: copy)
    }

    private func plan() throws -> ModulePlan {
        let url = root.appendingPathComponent("contract/zing.yaml")
        let contract = try XCTUnwrap(ContractLoader.load(contentsOf: url, displayPath: "contract/zing.yaml").contract)
        return try SwiftPlanner.plan(contract, contractPath: "contract/zing.yaml")
    }

    private func render(_ folder: URL) throws -> [String: String] {
        let files = try SourceRenderer(templates: MustacheLibrary(directory: folder)).render(try plan())
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    func testAnUnchangedCopyRendersWhatTheTemplatesFolderDoes() throws {
        XCTAssertEqual(try render(copy), try render(root.appendingPathComponent("Templates")))
    }

    /// Every template kind, changed: a comment naming the template at the file's end, and each top-level
    /// declaration after a marker line and indented by four spaces, which the printer lays it out for. Nothing but
    /// the layout changes: the files hold the same code, white space aside.
    func testAChangedCopyChangesTheLayoutOfEveryKindOfFile() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: copy.path).filter {
            $0.hasSuffix(".mustache") && $0 != "header.mustache"
        }
        XCTAssertEqual(names.count, 13, "one template per kind of file: \(names.sorted())")
        for name in names {
            let url = copy.appendingPathComponent(name)
            var text = try String(contentsOf: url, encoding: .utf8)
            text += "// kind: \(name.dropLast(".mustache".count))\n"
            text = text.replacingOccurrences(
                of: "{{#declarations}}\n\n{{.}}\n{{/declarations}}",
                with: "{{#declarations}}\n\n// declaration\n    {{.}}\n{{/declarations}}")
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let original = try render(root.appendingPathComponent("Templates"))
        let changed = try render(copy)
        XCTAssertEqual(Set(changed.keys), Set(original.keys))
        var kinds: Set<String> = []
        for (path, text) in changed {
            let lines = text.split(separator: "\n").map(String.init)
            let kind = try XCTUnwrap(lines.last, path)
            XCTAssertTrue(kind.hasPrefix("// kind: "), "\(path): \(kind)")
            kinds.insert(kind)
            let originalText = try XCTUnwrap(original[path])
            let code = lines.filter { $0 != kind && $0 != "// declaration" }.joined(separator: "\n")
            // Doc comments are wrapped anew for the narrower lines: their `///` move, their words don't.
            func words(_ text: String) -> String {
                text.filter { !$0.isWhitespace }.replacingOccurrences(of: "///", with: "")
            }
            XCTAssertEqual(words(code), words(originalText), path)
            guard path.hasSuffix(".swift") else { continue }
            let markers = lines.indices.filter { lines[$0] == "// declaration" }
            XCTAssertFalse(markers.isEmpty, path)
            for index in markers {
                XCTAssertTrue(lines[index + 1].hasPrefix("    "), "\(path): \(lines[index + 1])")
            }
            // Laid out for the tag's column: a line past the width (a comment's) is one the printer can't break.
            let originalLines = Set(originalText.split(separator: "\n").map { $0.drop { $0 == " " } })
            for line in lines where line.count > SwiftPrinter.commentWidth {
                XCTAssertTrue(originalLines.contains(line.drop { $0 == " " }), "\(path): \(line)")
            }
        }
        XCTAssertEqual(kinds.count, 13, "every kind of file rendered from the copy: \(kinds.sorted())")
    }
}
