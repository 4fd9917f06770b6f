import Foundation
import XCTest

/// The default templates only lay pieces out: every public declaration, and its access modifier, comes from the plan
/// (so the symbol list the diff reviews is complete and `accessLevel` holds everywhere).
final class DefaultTemplatesTests: XCTestCase {
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    func testNoTemplateDeclaresPublicAPIOfItsOwn() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".mustache")
        }
        XCTAssertGreaterThan(names.count, 10)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            // The plan prints the module's access modifier; a template that wrote one would ignore `accessLevel`.
            for (number, line) in text.split(separator: "\n").enumerated()
            where line.contains("public ") || line.contains("package ") {
                XCTFail("\(name):\(number + 1): a template declares API with a modifier; it belongs in the plan")
            }
        }
    }
}
