import Foundation
import OutputWriter

/// The generator's promise, checked for generated contracts: each lints clean, generates, compiles warning-free
/// with its example tests, and declares exactly the public symbols its plan lists.
///
/// Contracts are compiled several to one `swiftc` invocation: their modules' files go into one module (file names
/// made unique), as long as their top-level type names differ; test classes and imports are renamed to match.
struct PropertyCheck {
    /// A contract that broke the promise, and how.
    struct Failure: Error, CustomStringConvertible {
        var seed: UInt64
        var stage: String
        var details: String
        var spec: ContractSpec
        var description: String { "seed \(seed): \(stage)\n\(details)" }
    }

    let scratch: URL

    /// Checks every contract; returns the failures (each found again alone, so it is the contract's own).
    func check(_ contracts: [(seed: UInt64, spec: ContractSpec)]) throws -> [Failure] {
        var failures: [Failure] = []
        var modules: [(seed: UInt64, spec: ContractSpec, module: GeneratedModule)] = []
        for contract in contracts {
            do {
                modules.append((contract.seed, contract.spec, try GeneratedModule(yaml: contract.spec.yaml)))
            } catch {
                failures.append(
                    Failure(seed: contract.seed, stage: "generation", details: "\(error)", spec: contract.spec))
            }
        }
        // Groups whose top-level names differ compile together.
        var groups: [[(seed: UInt64, spec: ContractSpec, module: GeneratedModule)]] = []
        var groupNames: [Set<String>] = []
        for entry in modules {
            let names = Self.topLevelNames(entry.module)
            if let index = groupNames.firstIndex(where: { $0.isDisjoint(with: names) }) {
                groups[index].append(entry)
                groupNames[index].formUnion(names)
            } else {
                groups.append([entry])
                groupNames.append(names)
            }
        }
        for (index, group) in groups.enumerated() {
            if try compile(group.map(\.module), name: "Batch\(index)") != nil {
                // Find which of them fails on its own.
                for entry in group {
                    if let (stage, details) = try compile([entry.module], name: "Single") {
                        failures.append(Failure(seed: entry.seed, stage: stage, details: details, spec: entry.spec))
                    }
                }
            }
        }
        return failures
    }

    /// Whether `spec` fails, and how (for shrinking).
    func failure(of spec: ContractSpec) -> (stage: String, details: String)? {
        failure(ofYAML: spec.yaml)
    }

    /// Whether the contract `yaml` fails, and how.
    func failure(ofYAML yaml: String) -> (stage: String, details: String)? {
        do {
            return try compile([try GeneratedModule(yaml: yaml)], name: "Single")
        } catch {
            return ("generation", "\(error)")
        }
    }

    /// Type names the modules declare at the top level (and their files), which must differ to share a module.
    private static func topLevelNames(_ module: GeneratedModule) -> Set<String> {
        Set(module.symbols.filter { $0.container == nil }.map(\.name))
    }

    /// Compiles modules as one module `name` (their examples as `<name>Examples`), then their tests, then compares the
    /// symbol graphs with the plans;
    /// the first stage that fails, with the compiler's words.
    private func compile(_ modules: [GeneratedModule], name: String) throws -> (String, String)? {
        let folder = scratch.appendingPathComponent("\(name)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [GeneratedFile] = []
        var examples: [GeneratedFile] = []
        var tests: [GeneratedFile] = []
        for (index, module) in modules.enumerated() {
            for file in module.moduleFiles {
                sources.append(GeneratedFile(path: "c\(index)_" + Self.flattened(file.path), contents: file.contents))
            }
            for file in module.examplesFiles {
                examples.append(GeneratedFile(path: "c\(index)_" + Self.flattened(file.path), contents: file.contents))
            }
            for file in module.testFiles {
                var text = file.contents.replacingOccurrences(
                    of: "\nimport \(module.plan.module)\n", with: "\nimport \(name)\n")
                text = text.replacingOccurrences(
                    of: "\nimport \(module.plan.examples.module)\n", with: "\nimport \(name)Examples\n")
                text = text.replacingOccurrences(of: ": XCTestCase {", with: "_c\(index): XCTestCase {")
                tests.append(GeneratedFile(path: "c\(index)_" + Self.flattened(file.path), contents: text))
            }
        }
        let built = folder.appendingPathComponent("built")
        let compiled = try SwiftCompiler.emitModule(
            name, sources: try SwiftCompiler.write(sources, to: folder.appendingPathComponent("src")), output: built,
            symbolGraph: true)
        guard compiled.succeeded else { return ("module", compiled.output) }
        let compiledExamples = try SwiftCompiler.emitModule(
            name + "Examples",
            sources: try SwiftCompiler.write(examples, to: folder.appendingPathComponent("examples")),
            output: built, symbolGraph: true)
        guard compiledExamples.succeeded else { return ("examples module", compiledExamples.output) }
        let checked = try SwiftCompiler.typecheck(
            try SwiftCompiler.write(tests, to: folder.appendingPathComponent("tests")), modules: built)
        guard checked.succeeded else { return ("tests", checked.output) }
        var api = try PublicAPI(symbolGraph: built.appendingPathComponent("\(name).symbols.json"))
        api.merge(try PublicAPI(symbolGraph: built.appendingPathComponent("\(name)Examples.symbols.json")))
        let differences = apiDifferences(planned: PublicAPI(planned: modules.flatMap(\.symbols)), compiled: api)
        return differences.isEmpty ? nil : ("public symbols", differences.joined(separator: "\n"))
    }

    private static func flattened(_ path: String) -> String {
        path.replacingOccurrences(of: "/", with: "_")
    }
}
