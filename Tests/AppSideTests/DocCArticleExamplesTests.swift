import Foundation
import XCTest

/// Every Swift example of the DocC articles (the runtime's and APITesting's) is compiled: it stands, but for its
/// imports, in a file of DocCArticles/, which the test target builds against the public API only.
final class DocCArticleExamplesTests: XCTestCase {
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private var root: URL { folder.deletingLastPathComponent().deletingLastPathComponent() }
    private let catalogs = ["Sources/APIRuntime/APIRuntime.docc", "Sources/APITesting/APITesting.docc"]

    /// The `swift` code blocks of a Markdown text, without their `import` lines.
    private func swiftBlocks(of markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap { rest in
            rest.components(separatedBy: "```").first.map { block in
                block.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
                    .trimmingCharacters(in: .newlines)
            }
        }
    }

    private func compiledExamples() throws -> [String: String] {
        let directory = folder.appendingPathComponent("DocCArticles")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") {
            files[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    func testTheBlockReaderFindsEachBlockWithoutItsImports() {
        let markdown = "Intro\n\n```swift\nimport A\n\nlet x = 1\n```\n\ntext\n\n```sh\nls\n```\n```swift\nf()\n```\n"
        XCTAssertEqual(swiftBlocks(of: markdown), ["let x = 1", "f()"])
    }

    func testEveryArticleExampleIsCompiled() throws {
        let compiled = try compiledExamples()
        XCTAssertGreaterThanOrEqual(compiled.count, 2, "DocCArticles/ holds the compiled examples")
        var checked = 0
        for catalog in catalogs {
            let directory = root.appendingPathComponent(catalog)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".md")
            {
                let article = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                for (index, block) in swiftBlocks(of: article).enumerated() {
                    checked += 1
                    XCTAssertTrue(
                        compiled.values.contains { $0.contains(block) },
                        "\(catalog)/\(name): Swift example \(index + 1) is in no file of DocCArticles/ (copy it there, "
                            + "so that it is compiled)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 6, "the articles' examples were found")
    }
}
