import Foundation
import SwiftPlan
import XCTest

/// The public-symbol list the diff reviews is exactly what the compiled generated modules (the client and its examples
/// module) declare, as the toolchain reads them (their symbol graphs), so it can't drift from the code.
final class PublicSymbolsTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    func testTheListIsWhatTheCompiledModulesOfTheRealContractsDeclare() throws {
        for name in ["herald", "longde", "zing"] {
            let text = try String(
                contentsOf: packageRoot.appendingPathComponent("contract/\(name).yaml"), encoding: .utf8)
            let module = try GeneratedModule(yaml: text, file: "contract/\(name).yaml")
            try assertListMatchesCompiledModule(module)
        }
    }

    func testTheListIsWhatTheCompiledHostileModuleDeclares() throws {
        try assertListMatchesCompiledModule(try GeneratedModule(yaml: hostileContract, file: "contract/hostile.yaml"))
    }

    private func assertListMatchesCompiledModule(
        _ module: GeneratedModule, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let folder = scratch.appendingPathComponent(module.plan.module)
        let built = folder.appendingPathComponent("built")
        let compiled = try module.emit(into: built, scratch: folder, symbolGraph: true)
        XCTAssertTrue(compiled.succeeded, compiled.output, file: file, line: line)
        let api = try module.compiledAPI(in: built)
        XCTAssertGreaterThan(api.declarations.count, 20, file: file, line: line)
        XCTAssertEqual(
            apiDifferences(planned: PublicAPI(planned: module.symbols), compiled: api), [], module.plan.module,
            file: file, line: line)
    }
}
