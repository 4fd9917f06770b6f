import Foundation
import XCTest

/// Every public declaration of the generated client modules has a doc comment (drawn from the contract or the
/// templates), so the API reads like a documented hand-written one; and so does every declaration an app sees of the
/// runtime, the testing library and the session layers.
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
                // Attributes (`@available(…)`, over several lines when long) sit between a doc comment and its
                // declaration.
                var attributeDepth = 0
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("@") || attributeDepth > 0 {
                        attributeDepth += trimmed.filter { $0 == "(" }.count - trimmed.filter { $0 == ")" }.count
                        continue
                    }
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

    /// What an app sees of each library product, as the toolchain reads it (`swift-symbolgraph-extract`, which leaves
    /// out `@_spi` declarations): every declaration has a doc comment of its own, not one inherited from a protocol.
    func testEveryDeclarationAnAppSeesIsDocumented() throws {
        let modules = [
            "APIRuntime", "APITesting", "BearerSession", "LongdeSession", "ZingSession", "ZingAPI", "ZingAPIExamples",
            "HeraldAPI", "HeraldAPIExamples", "LongdeAPI", "LongdeAPIExamples",
        ]
        let built = try XCTUnwrap(
            [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                    "Modules"),
                BuiltProduct.packageRoot.appendingPathComponent(".build/debug/Modules"),
            ].first {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("APIRuntime.swiftmodule").path)
            },
            "the built modules")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let triple = try targetTriple()
        for module in modules {
            let run = try BuiltProduct.run(
                URL(fileURLWithPath: "/usr/bin/env"),
                [
                    "swift-symbolgraph-extract", "-module-name", module, "-I", built.path, "-target", triple,
                    "-output-dir", output.path, "-skip-inherited-docs",
                ], in: output)
            XCTAssertEqual(run.status, 0, run.err)
            let graph = try JSONSerialization.jsonObject(
                with: Data(contentsOf: output.appendingPathComponent("\(module).symbols.json")))
            let symbols = (graph as? [String: Any])?["symbols"] as? [[String: Any]] ?? []
            // Declared in the module's source (what Swift synthesizes has no location).
            let declared = symbols.filter { $0["location"] != nil }
            XCTAssertGreaterThan(declared.count, 5, module)
            let undocumented = declared.filter { $0["docComment"] == nil }
                .compactMap { ($0["pathComponents"] as? [String])?.joined(separator: "/") }
            XCTAssertEqual(undocumented, [], "\(module): public declarations without a doc comment")
        }
    }

    /// The triple `swiftc` compiles for, which `swift-symbolgraph-extract` needs.
    private func targetTriple() throws -> String {
        let run = try BuiltProduct.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-print-target-info"], in: BuiltProduct.packageRoot)
        let info = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
        return try XCTUnwrap((info?["target"] as? [String: Any])?["triple"] as? String, run.err)
    }
}
