import ConcurrentMap
import Contract
import Foundation
import Mustache
import OutputWriter
import SwiftPlan
import SwiftRendering
import YAMLNodes

/// One line of the CLI's summary of a contract.
public struct ContractSummary: Sendable, Hashable {
    public var path: String
    public var module: String
    public var endpoints: Int
    public var models: Int
    public var rules: Int
    public var examples: Int
    public var isGenerated: Bool
    /// The contract's `deviation:` and `policy:` notes, which `lint` lists: kept here so that no command loads a
    /// contract a second time for them.
    public var documentationNotes: [DocumentationNote] = []
}

/// What a run of the pipeline produced: every diagnostic of every contract, and the files (none on any error).
public struct GenerationResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var files: [GeneratedFile]
    public var summaries: [ContractSummary]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The generator's stages, chained: contract YAML → model (validated) → typed Swift plan → rendered files. Nothing
/// here writes to disk; the CLI hands the files to `OutputWriter`.
public enum GeneratorPipeline {
    /// A contract to read: where it is and how diagnostics name it.
    public struct Input: Sendable {
        public var url: URL
        public var displayPath: String

        public init(url: URL, displayPath: String) {
            self.url = url
            self.displayPath = displayPath
        }

        /// How generated files name the contract: the display path when it names a file inside the project root
        /// (`contract/zing.yaml`), else the file's name alone (`/home/me/x.yaml`, `../x.yaml` → `x.yaml`). Generated
        /// files are checked in and shared, so no machine's folders, nor the way to them from one folder, belong in them.
        public var generatedPath: String {
            let components = displayPath.split(separator: "/", omittingEmptySubsequences: false)
            let leavesRoot = displayPath.hasPrefix("/") || components.contains("..")
            return leavesRoot ? URL(fileURLWithPath: displayPath).lastPathComponent : displayPath
        }
    }

    /// Loads and lints `inputs`; renders the contracts marked for generation when `templates` is given.
    /// `templatesFolder` is how diagnostics name the templates' folder; `accessLevel`, when given, replaces every
    /// contract's `info.accessLevel` (the command line's `--access-level`).
    public static func run(
        _ inputs: [Input], templates: MustacheLibrary?, templatesFolder: String = "Templates",
        accessLevel: Info.AccessLevel? = nil
    ) -> GenerationResult {
        var result = GenerationResult(diagnostics: [], files: [], summaries: [])
        var modules: [String: String] = [:]
        for input in inputs {
            let loaded = ContractLoader.load(contentsOf: input.url, displayPath: input.displayPath)
            result.diagnostics += loaded.diagnostics
            guard var contract = loaded.contract else { continue }
            if let accessLevel { contract.info.accessLevel = accessLevel }
            result.summaries.append(summary(of: contract, path: input.displayPath))
            guard contract.info.generate, let templates else { continue }
            if let other = modules[contract.info.module] {
                result.diagnostics.append(
                    Diagnostic(
                        severity: .error, file: input.displayPath, mark: contract.info.provenance.mark,
                        message: "module '\(contract.info.module)' is also generated from \(other)",
                        hint: "give each contract its own `info.module`"))
                continue
            }
            modules[contract.info.module] = input.displayPath
            do {
                let plan = try SwiftPlanner.plan(contract, contractPath: input.generatedPath)
                result.files += try SourceRenderer(templates: templates).render(plan)
                BackgroundRelease.release((plan, contract, loaded))
            } catch let error as PlanError {
                var diagnostic = error.diagnostic
                diagnostic.file = input.displayPath  // the plan names the contract as generated files do
                result.diagnostics.append(diagnostic)
            } catch let error as MustacheError {
                result.diagnostics.append(templateDiagnostic(error, folder: templatesFolder))
            } catch {
                result.diagnostics.append(
                    Diagnostic(
                        severity: .error, file: input.displayPath, mark: SourceMark(line: 1, column: 1),
                        message: "generation failed: \(error)"))
            }
        }
        if result.hasErrors { result.files = [] }
        return result
    }

    /// A template problem as a diagnostic on the template file.
    public static func templateDiagnostic(_ error: MustacheError, folder: String = "Templates") -> Diagnostic {
        Diagnostic(
            severity: .error, file: "\(folder)/\(error.templateName).mustache",
            mark: SourceMark(line: max(error.line, 1), column: max(error.column, 1)), message: error.message)
    }

    static func summary(of contract: Contract, path: String) -> ContractSummary {
        ContractSummary(
            path: path, module: contract.info.module, endpoints: contract.endpoints.count,
            models: contract.models.count,
            rules: contract.errorRules.count + contract.endpoints.reduce(0) { $0 + $1.errorRules.count },
            examples: contract.endpoints.reduce(0) { $0 + $1.examples.count }, isGenerated: contract.info.generate,
            documentationNotes: contract.documentationNotes)
    }
}
