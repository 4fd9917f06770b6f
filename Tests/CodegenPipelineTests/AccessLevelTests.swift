import Foundation
import OutputWriter
import SwiftPlan
import XCTest

/// `accessLevel: internal` generates a client that can live inside an app target (it compiles and declares nothing
/// public), `package` one that other modules of the same package use and others can't; the plan prints the modifier.
final class AccessLevelTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("access-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// The Herald contract with `accessLevel: level`.
    private func herald(_ level: String) throws -> GeneratedModule {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("contract/herald.yaml"), encoding: .utf8)
        let changed = text.replacingOccurrences(
            of: "  generate: true\n", with: "  generate: true\n  accessLevel: \(level)\n")
        XCTAssertNotEqual(changed, text)
        return try GeneratedModule(yaml: changed, file: "contract/herald.yaml")
    }

    /// The declarations of `files` that start with `modifier`.
    private func lines(startingWith modifier: String, in files: [GeneratedFile]) -> [String] {
        files.flatMap { file in
            file.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix(modifier) }.map { "\(file.path): \($0)" }
        }
    }

    func testAnInternalModuleCompilesAndExportsNothing() throws {
        let module = try herald("internal")
        XCTAssertEqual(module.plan.access, .internal)
        let generated = module.moduleFiles + module.examplesFiles
        XCTAssertEqual(lines(startingWith: "public ", in: generated), [])
        XCTAssertEqual(lines(startingWith: "package ", in: generated), [])
        let built = scratch.appendingPathComponent("built")
        let compiled = try module.emit(into: built, scratch: scratch, symbolGraph: true, extra: ["-enable-testing"])
        XCTAssertTrue(compiled.succeeded, compiled.output)
        XCTAssertEqual(try module.compiledAPI(in: built).declarations, [:], "an internal module exports nothing")
        // Its tests reach it with `@testable import`, as a test target of the app would.
        let tests = try SwiftCompiler.write(module.testFiles, to: scratch.appendingPathComponent("tests"))
        XCTAssertTrue(module.testFiles.allSatisfy { $0.contents.contains("@testable import HeraldAPI\n") })
        let checked = try SwiftCompiler.typecheck(tests, modules: built)
        XCTAssertTrue(checked.succeeded, checked.output)
        // The diff still reviews its API, spelled as declared.
        XCTAssertTrue(
            module.symbols.contains { $0.signature == "nonisolated struct HeraldClient: HeraldClientProtocol" })
    }

    func testAPackageModuleIsSeenWithinItsPackageOnly() throws {
        let module = try herald("package")
        let client = try XCTUnwrap(module.moduleFiles.first { $0.path == "HeraldAPI/HeraldClient.swift" })
        XCTAssertTrue(client.contents.contains("\npackage nonisolated struct HeraldClient: HeraldClientProtocol {"))
        let built = scratch.appendingPathComponent("built")
        let samePackage = ["-package-name", "app"]
        let compiled = try module.emit(into: built, scratch: scratch, extra: samePackage)
        XCTAssertTrue(compiled.succeeded, compiled.output)
        let user = try SwiftCompiler.write(
            [
                .init(
                    path: "User.swift",
                    contents: """
                        import Foundation
                        import HeraldAPI

                        func makeClient() -> any HeraldClientProtocol {
                            HeraldClient(baseURL: URL(string: "https://sso.example.com")!)
                        }

                        """)
            ], to: scratch.appendingPathComponent("user"))
        let inPackage = try SwiftCompiler.typecheck(user, modules: built, extra: samePackage)
        XCTAssertTrue(inPackage.succeeded, inPackage.output)
        let elsewhere = try SwiftCompiler.typecheck(user, modules: built, extra: ["-package-name", "other"])
        XCTAssertFalse(elsewhere.succeeded, "another package sees no package declaration")
        let tests = try SwiftCompiler.write(module.testFiles, to: scratch.appendingPathComponent("tests"))
        let checked = try SwiftCompiler.typecheck(tests, modules: built, extra: samePackage)
        XCTAssertTrue(checked.succeeded, checked.output)
    }

    func testTheDefaultIsPublic() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("contract/herald.yaml"), encoding: .utf8)
        let module = try GeneratedModule(yaml: text, file: "contract/herald.yaml")
        XCTAssertEqual(module.plan.access, .public)
        XCTAssertTrue(module.symbols.allSatisfy { $0.signature.hasPrefix("public ") || $0.container != nil })
    }
}
