import Contract
import Foundation
import Mustache
import OutputWriter
import SwiftPlan
import SwiftRendering
import XCTest

/// A contract taken through the generator's stages, with what each stage made: the lint diagnostics, the plan,
/// its public-symbol list and the rendered files.
struct GeneratedModule {
    var contract: Contract
    var plan: ModulePlan
    var symbols: [PublicSymbol]
    var files: [GeneratedFile]

    /// The project's templates.
    static let templates = Result { try MustacheLibrary(directory: packageRoot.appendingPathComponent("Templates")) }

    /// Loads `yaml` (lint errors fail the test, with the diagnostics), plans and renders it; `accessLevel`, when
    /// given, replaces the contract's (as `--access-level` does).
    init(yaml: String, file: String = "contract/test.yaml", accessLevel: Info.AccessLevel? = nil) throws {
        let loaded = ContractLoader.load(text: yaml, file: file)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        guard var contract = loaded.contract, errors.isEmpty else {
            throw GenerationFailure(
                "the contract doesn't lint clean:\n" + errors.map(\.description).joined(separator: "\n"))
        }
        if let accessLevel { contract.info.accessLevel = accessLevel }
        self.contract = contract
        plan = try SwiftPlanner.plan(contract, contractPath: file)
        symbols = PublicSymbols.list(in: plan)
        files = try SourceRenderer(templates: try Self.templates.get()).render(plan)
    }

    /// The module's Swift sources (its folder also holds its DocC catalog, `<Module>.docc/`).
    var moduleFiles: [GeneratedFile] {
        files.filter { $0.path.hasPrefix(plan.module + "/") && $0.path.hasSuffix(".swift") }
    }
    var testFiles: [GeneratedFile] { files.filter { $0.path.hasPrefix(plan.module + "ContractTests/") } }
    var examplesFiles: [GeneratedFile] { files.filter { $0.path.hasPrefix(plan.examples.module + "/") } }

    /// Compiles the module and its examples module into `built` (as SwiftPM builds them: two modules), warnings as
    /// errors, with their symbol graphs when asked; the first failure, else the last success.
    func emit(into built: URL, scratch: URL, symbolGraph: Bool = false, extra: [String] = []) throws
        -> SwiftCompiler.Run
    {
        let compiled = try SwiftCompiler.emitModule(
            plan.module, sources: try SwiftCompiler.write(moduleFiles, to: scratch.appendingPathComponent("src")),
            output: built, symbolGraph: symbolGraph, extra: extra)
        guard compiled.succeeded else { return compiled }
        return try SwiftCompiler.emitModule(
            plan.examples.module,
            sources: try SwiftCompiler.write(examplesFiles, to: scratch.appendingPathComponent("examples")),
            output: built, symbolGraph: symbolGraph, extra: extra)
    }

    /// The public API the compiled module and its examples module declare, read from their symbol graphs.
    func compiledAPI(in built: URL) throws -> PublicAPI {
        var api = try PublicAPI(symbolGraph: built.appendingPathComponent("\(plan.module).symbols.json"))
        api.merge(try PublicAPI(symbolGraph: built.appendingPathComponent("\(plan.examples.module).symbols.json")))
        return api
    }
}

/// Why a contract could not be generated.
struct GenerationFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Compares what the plan says a module declares with what the compiled module declares, declaration by
/// declaration; returns one line per difference (none when they agree).
func apiDifferences(planned: PublicAPI, compiled: PublicAPI) -> [String] {
    var differences: [String] = []
    // Backticks are spelling: a symbol graph writes `default` bare where Swift allows it. So is the space before a
    // dictionary's colon: a symbol graph writes `[String : DictItem]`.
    func bare(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: " : ", with: ": ")
    }
    for path in Set(planned.declarations.keys).union(compiled.declarations.keys).sorted() {
        switch (planned.declarations[path], compiled.declarations[path]) {
        case (let plan?, let code?) where bare(plan) != bare(code):
            differences.append("\(path): the plan says `\(plan)`, the module declares `\(code)`")
        case (let plan?, nil):
            differences.append("\(path): the plan lists `\(plan)`, the module doesn't declare it")
        case (nil, let code?):
            differences.append("\(path): the module declares `\(code)`, the plan doesn't list it")
        default:
            break
        }
    }
    for (path, conformances) in planned.conformances.sorted(by: { $0.key < $1.key }) {
        let missing = conformances.subtracting(compiled.conformances[path] ?? [])
        if !missing.isEmpty { differences.append("\(path): doesn't conform to \(missing.sorted())") }
    }
    return differences
}
