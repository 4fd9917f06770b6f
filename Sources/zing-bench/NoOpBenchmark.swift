import CodegenPipeline
import Foundation
import Mustache
import OutputWriter

/// Regenerates the real contracts twice into one folder and counts what the second run writes (it should be 0).
enum NoOpBenchmark {
    static func run(root: URL, scratch: URL) throws -> (writes: Int, files: Int) {
        let contracts = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("contract").path
        )
        .filter { $0.hasSuffix(".yaml") }.sorted()
        .map {
            GeneratorPipeline.Input(url: root.appendingPathComponent("contract/\($0)"), displayPath: "contract/\($0)")
        }
        let library = try MustacheLibrary(directory: root.appendingPathComponent("Templates"))
        let writer = OutputWriter(root: scratch.appendingPathComponent("noop"))
        let first = GeneratorPipeline.run(contracts, templates: library)
        _ = try writer.write(first.files)
        let second = try writer.write(GeneratorPipeline.run(contracts, templates: library).files)
        return (second.added.count + second.changed.count + second.removed.count, second.unchanged)
    }
}
