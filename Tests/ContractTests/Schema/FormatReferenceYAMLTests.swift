import Foundation
import XCTest
import YAMLNodes

/// Every YAML block of the format reference reads as YAML, so a reader can copy one into a contract: no block holds a
/// key twice (a duplicate-key error once pasted) or text that is no YAML at all.
final class FormatReferenceYAMLTests: XCTestCase {
    static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/contract-format.md")

    /// The text of each fenced `yaml` block, with the line its first line is on.
    static func yamlBlocks(in text: String) -> [(line: Int, text: String)] {
        var blocks: [(line: Int, text: String)] = []
        var current: (line: Int, lines: [String])?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if current == nil, line == "```yaml" {
                current = (index + 2, [])
            } else if let block = current, line == "```" {
                blocks.append((block.line, block.lines.joined(separator: "\n")))
                current = nil
            } else {
                current?.lines.append(line)
            }
        }
        return blocks
    }

    func testEveryYAMLBlockOfTheReferenceReadsAsYAML() throws {
        let blocks = Self.yamlBlocks(in: try String(contentsOf: Self.reference, encoding: .utf8))
        XCTAssertGreaterThan(blocks.count, 10, "the reference's YAML blocks were found")
        for block in blocks {
            do {
                _ = try YAMLLoader.load(block.text)
            } catch {
                XCTFail("docs/contract-format.md:\(block.line + error.mark.line - 1): \(error.message)")
            }
        }
    }
}
