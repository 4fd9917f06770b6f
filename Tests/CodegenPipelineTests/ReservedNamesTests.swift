import Foundation
import XCTest

@testable import SwiftPlan

/// Every name generated code uses itself (locals, parameters, members, runtime and Swift types) taken by the
/// contract as an endpoint, parameter, form field, field, model, error class and union case: the module and its
/// example tests still compile warning-free, and declare what the plan says.
final class ReservedNamesTests: XCTestCase {
    /// The names the plan reserves somewhere, from the same constants it prints.
    static let reservedNames: [String] = {
        let names =
            GeneratedLocal.allCases.map(\.rawValue) + ModuleNames.clientAndOperationMembers
            + ModuleNames.errorClassMembers + ModelTranslator.modelMembers + Translator.codingKeyMembers
            + ReservedWords.optionalCaseNames.sorted()
            + ["self", "Self", "init", "Type", "default", "in", "inout", "async", "await", "try", "nil", "true"]
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }()

    /// A contract in which each reserved name plays every part.
    static var contract: ContractSpec {
        var spec = ContractSpec(module: "ReservedAPI")
        let names = reservedNames
        spec.errorClasses = [ContractSpec.ErrorClass(name: "failed")] + names.map { ContractSpec.ErrorClass(name: $0) }
        spec.rules = names.enumerated().map { index, name in
            ContractSpec.Rule(matches: [("code", .number(index + 1))], errorClass: name)
        }
        // Swift's and the runtime's type names as models, each used by a field of `Everything`.
        let typeNames = RuntimeType.allCases.map(\.rawValue).filter {
            $0.first?.isUppercase == true && !names.contains($0)
        }
        spec.models = typeNames.map { ContractSpec.Model(name: $0, fields: [.init(name: "value", optional: true)]) }
        spec.models += names.map { ContractSpec.Model(name: $0, fields: [.init(name: $0, optional: true)]) }
        spec.models.append(
            ContractSpec.Model(
                name: "Everything",
                fields: names.map { ContractSpec.Field(name: $0, optional: true) }
                    + typeNames.map { ContractSpec.Field(name: "as" + $0, type: .string($0), optional: true) }))
        spec.unions = [
            ContractSpec.Union(
                name: "Choice",
                variants: names.prefix(8).map { ContractSpec.Variant(name: $0, type: $0, key: $0) })
        ]
        spec.endpoints = names.enumerated().map { index, name in
            let next = names[(index + 1) % names.count]
            return ContractSpec.Endpoint(
                name: name, path: "/r\(index)/{\(name)}", params: [.init(name: name)],
                query: [.init(name: next), .init(name: names[(index + 2) % names.count], optional: true)],
                type: .string(name), require: ["\(name) nonEmpty"], errors: [(1000 + index, name)],
                examples: [
                    ContractSpec.Example(
                        name: name, response: #"{"success": true, "result": {"\#(name)": "x"}}"#,
                        expectations: [(name, "x")])
                ]
                    + (index < 4
                        ? [
                            ContractSpec.Example(
                                name: name + " fails", response: #"{"success": false, "code": \#(1000 + index)}"#,
                                failureClass: name)
                        ] : []))
        }
        spec.endpoints.append(
            ContractSpec.Endpoint(
                name: "send", method: "POST", path: "/send", body: .json("Everything"), payload: "none",
                examples: [
                    ContractSpec.Example(
                        name: "everything", response: #"{"success": true}"#,
                        request: "{" + names.map { "\"\($0)\": \"v\"" }.joined(separator: ", ") + "}")
                ]))
        spec.endpoints.append(
            ContractSpec.Endpoint(
                name: "upload", method: "POST", path: "/upload",
                body: .multipart(file: "file", fields: names.map { ContractSpec.Field(name: $0) }), payload: "none",
                examples: [ContractSpec.Example(name: "upload", response: #"{"success": true}"#)]))
        spec.endpoints.append(
            ContractSpec.Endpoint(
                name: "choose", path: "/choose", type: "Choice",
                examples: [
                    ContractSpec.Example(
                        name: "choose", response: #"{"success": true, "result": {"\#(names[0])": "x"}}"#)
                ]))
        return spec
    }

    func testEveryReservedNameCompilesInEveryPart() throws {
        let module = try GeneratedModule(yaml: Self.contract.yaml, file: "contract/reserved.yaml")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("reserved-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let built = scratch.appendingPathComponent("built")
        let compiled = try module.emit(into: built, scratch: scratch, symbolGraph: true)
        XCTAssertTrue(compiled.succeeded, compiled.output)
        let tests = try SwiftCompiler.write(module.testFiles, to: scratch.appendingPathComponent("tests"))
        let checked = try SwiftCompiler.typecheck(tests, modules: built)
        XCTAssertTrue(checked.succeeded, checked.output)
        let api = try module.compiledAPI(in: built)
        XCTAssertEqual(apiDifferences(planned: PublicAPI(planned: module.symbols), compiled: api), [])

        // A parameter never shadows a local or `core`; a member keeps its name where nothing clashes.
        let core = try XCTUnwrap(module.files.first { $0.path == "ReservedAPI/ReservedEndpoints.swift" }?.contents)
        XCTAssertTrue(core.contains("public func core2("), "the client's `core` is taken")
        XCTAssertTrue(core.contains("        core2: String,"), core)
        XCTAssertTrue(core.contains("let prepared = try core.prepare("))
    }
}
