import Contract
import Foundation
import XCTest

/// Xcode 26 makes the main actor the default isolation of a new app target, and `--access-level internal` generates a
/// client into that target: every contract's module, its examples module and its example tests compile there
/// warning-free, `public` or `internal`, as they do in a target without that default. (The scratch package of
/// `ExampleOutcomeAgreementTests` builds them so with SwiftPM and runs the tests, with `ZING_OUTCOME_TEST=1`.)
final class DefaultIsolationTests: XCTestCase {
    private static let onMainActor = ["-default-isolation", "MainActor"]
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    func testEveryContractCompilesWhereTheMainActorIsTheDefaultIsolation() throws {
        for file in ContractCorpus.contractFiles {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            for level in [Info.AccessLevel.public, .internal] {
                let module = try GeneratedModule(yaml: text, file: file, accessLevel: level)
                let folder = scratch.appendingPathComponent("\(module.plan.module)-\(level)")
                let built = folder.appendingPathComponent("built")
                // Its tests reach an internal module through `@testable import`.
                let access = level == .internal ? ["-enable-testing"] : []
                let compiled = try module.emit(into: built, scratch: folder, extra: Self.onMainActor + access)
                XCTAssertTrue(compiled.succeeded, "\(file), \(level):\n\(compiled.output)")
                guard compiled.succeeded else { continue }
                let tests = try SwiftCompiler.write(module.testFiles, to: folder.appendingPathComponent("tests"))
                let checked = try SwiftCompiler.typecheck(tests, modules: built, extra: Self.onMainActor + access)
                XCTAssertTrue(checked.succeeded, "\(file), \(level), its example tests:\n\(checked.output)")
            }
        }
    }
}
