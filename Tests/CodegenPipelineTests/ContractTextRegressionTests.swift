import Contract
import Foundation
import SwiftPlan
import SwiftRendering
import XCTest

/// The breakages that contracts passing lint used to cause, each checked on the generated text.
final class ContractTextRegressionTests: XCTestCase {
    private func endpointFile(query: ContractSpec.Field) throws -> String {
        var spec = ContractSpec(module: "ShopAPI")
        spec.endpoints = [.init(name: "scenes", path: "/scenes", query: [query], payload: "none")]
        let module = try GeneratedModule(yaml: spec.yaml)
        return try XCTUnwrap(module.files.first { $0.path == "ShopAPI/ShopEndpoints.swift" }?.contents)
    }

    /// A query parameter's doc with a line break used to print its second line as bare Swift.
    func testAParameterDocCannotAddCode() throws {
        let file = try endpointFile(
            query: .init(name: "scene", doc: "The scene.\n}\npublic func injected() {"))
        XCTAssertTrue(
            file.contains("    ///   - scene: The scene.\n    ///     }\n    ///     public func injected() {"), file)
        XCTAssertFalse(file.contains("\npublic func injected"))
        XCTAssertFalse(file.contains("\n    public func injected"))
    }

    /// Bidirectional controls are a lint error, located at the character and named by code point.
    func testBidirectionalControlsAreALintError() throws {
        var spec = ContractSpec(module: "ShopAPI")
        spec.endpoints = [
            .init(
                name: "scenes", path: "/scenes", query: [.init(name: "scene", doc: "admin\u{202E} x")], payload: "none")
        ]
        XCTAssertThrowsError(try GeneratedModule(yaml: spec.yaml)) { error in
            XCTAssertTrue("\(error)".contains("U+202E RIGHT-TO-LEFT OVERRIDE"), "\(error)")
        }
    }

    /// Should one reach the plan anyway (a contract model built in code, a future loader), the printer still keeps
    /// them out of the generated text.
    func testBidirectionalControlsNeverReachTheTextEvenPastLint() throws {
        var spec = ContractSpec(module: "ShopAPI")
        spec.endpoints = [.init(name: "scenes", path: "/scenes", query: [.init(name: "scene")], payload: "none")]
        let loaded = ContractLoader.load(text: spec.yaml, file: "contract/test.yaml")
        var contract = try XCTUnwrap(loaded.contract)
        contract.endpoints[0].query[0].provenance.doc = "admin\u{202E} \u{2066}x\u{2069}"
        contract.endpoints[0].provenance.doc = "\u{202D}evil\u{200F}"
        let plan = try SwiftPlanner.plan(contract, contractPath: "contract/test.yaml")
        let files = try SourceRenderer(templates: try GeneratedModule.templates.get()).render(plan)
        let file = try XCTUnwrap(files.first { $0.path == "ShopAPI/ShopEndpoints.swift" }?.contents)
        XCTAssertTrue(file.contains("admin"), file)
        XCTAssertFalse(
            file.unicodeScalars.contains {
                (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
                    || [0x200E, 0x200F, 0x061C].contains($0.value)
            })
    }

    /// A query parameter named like a local of the method used to shadow it (`core.prepare` on a String).
    func testAParameterNamedLikeALocalIsRenamed() throws {
        let file = try endpointFile(query: .init(name: "core"))
        XCTAssertTrue(file.contains("core2: String,"), file)
        XCTAssertTrue(file.contains(#".value("core", core2)"#), file)
        XCTAssertTrue(file.contains("let prepared = try core.prepare("), file)
    }
}
