import Foundation
import XCTest

/// Every public declaration of the generated client modules has a doc comment (drawn from the contract or the
/// templates), so the API reads like a documented hand-written one.
final class GeneratedDocsTests: XCTestCase {
    func testEveryPublicDeclarationOfGeneratedClientsIsDocumented() throws {
        let generated = BuiltProduct.packageRoot.appendingPathComponent("Generated")
        let modules = try FileManager.default.contentsOfDirectory(atPath: generated.path)
            .filter { $0.hasSuffix("API") }.sorted()
        XCTAssertFalse(modules.isEmpty)
        var undocumented: [String] = []
        var declarations = 0
        for module in modules {
            let folder = generated.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files.filter({ $0.hasSuffix(".swift") }).sorted() {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                var previous = ""
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("public ") {
                        declarations += 1
                        if !previous.hasPrefix("///") {
                            undocumented.append("\(module)/\(file):\(number + 1): \(trimmed)")
                        }
                    }
                    if !trimmed.isEmpty { previous = trimmed }
                }
            }
        }
        XCTAssertGreaterThan(declarations, 100)
        XCTAssertEqual(undocumented, [], "public declarations without a doc comment")
    }
}
