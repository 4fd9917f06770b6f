import CYAML
import CodegenPipeline
import ConcurrentMap
import Contract
import Foundation
import Mustache
import OutputWriter

#if canImport(Glibc)
    import Glibc
#endif

/// One scale's generation measurement, made in a process of its own so peak memory belongs to that scale.
struct GenerationSample: Codable {
    var scale: Int
    var endpoints: Int
    var contractBytes: Int
    /// Bare libyaml event parse of the same file: the floor no YAML-based generator can beat.
    var floorSeconds: Double
    /// Parse → validate → plan → render → write into an empty folder.
    var generationSeconds: Double
    /// The in-memory part of it: parse → validate → plan → render.
    var renderSeconds: Double
    /// Of that, reading the contract: YAML → model → validation (examples included).
    var loadSeconds: Double
    /// The rest: creating the files.
    var writeSeconds: Double
    var files: Int
    var lines: Int
    var peakMemoryMB: Double
    /// `zing-codegen generate` as its own process; nil when the release `zing-codegen` was not built.
    var wholeProcess: WholeProcessSample?

    var ratioToFloor: Double { generationSeconds / max(floorSeconds, 1e-9) }
    var microsecondsPerEndpoint: Double { generationSeconds / Double(endpoints) * 1_000_000 }
}

enum GenerationBenchmark {
    /// Runs in the child process: measures one synthetic contract and prints the sample as JSON.
    /// The outputs go into fresh folders under `outputRoot`, which the caller removes when the whole benchmark ends.
    static func measure(contract: URL, scale: Int, templates: URL, outputRoot: URL, repetitions: Int) throws
        -> GenerationSample
    {
        let bytes = try Data(contentsOf: contract)
        var floor = Double.infinity
        for _ in 0..<repetitions { floor = min(floor, time { _ = libyamlEventCount(bytes) }) }

        // Each run starts once the previous one's values are freed, and what it returns is freed after its time is
        // taken: a run's figure is that run's work, as a caller of the library sees it.
        var load = Double.infinity
        for _ in 0..<repetitions {
            BackgroundRelease.waitUntilFreed()
            var loaded: ContractLoadResult?
            let seconds = time {
                loaded = ContractLoader.load(contentsOf: contract, displayPath: "contract/synthetic.yaml")
            }
            load = min(load, seconds)
            BackgroundRelease.release(loaded)
        }
        let library = try MustacheLibrary(directory: templates)
        var best = Double.infinity
        var bestRender = Double.infinity
        var bestWrite = Double.infinity
        var produced: [GeneratedFile] = []
        var endpoints = 0
        for _ in 0..<repetitions {
            let output = outputRoot.appendingPathComponent("bench-out-\(UUID().uuidString)")
            var failure: String?
            var result: GenerationResult?
            produced = []
            BackgroundRelease.waitUntilFreed()
            let render = time {
                result = GeneratorPipeline.run(
                    [.init(url: contract, displayPath: "contract/synthetic.yaml")], templates: library)
            }
            guard let result, !result.hasErrors else {
                throw BenchError(
                    result?.diagnostics.prefix(5).map(\.description).joined(separator: "\n") ?? "no result")
            }
            let write = time {
                do {
                    _ = try OutputWriter(root: output).write(result.files)
                } catch {
                    failure = "write failed: \(error)"
                }
            }
            if let failure { throw BenchError(failure) }
            produced = result.files
            endpoints = result.summaries.first?.endpoints ?? 0
            best = min(best, render + write)
            bestRender = min(bestRender, render)
            bestWrite = min(bestWrite, write)
        }
        return GenerationSample(
            scale: scale, endpoints: endpoints, contractBytes: bytes.count, floorSeconds: floor,
            generationSeconds: best,
            renderSeconds: bestRender, loadSeconds: load, writeSeconds: bestWrite,
            files: produced.count, lines: produced.reduce(0) { $0 + $1.contents.split(separator: "\n").count },
            peakMemoryMB: peakMemoryMB(), wholeProcess: nil)
    }

    /// Events libyaml produces for `bytes`, with nothing built from them.
    static func libyamlEventCount(_ bytes: Data) -> Int {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else { return 0 }
        defer { yaml_parser_delete(&parser) }
        var count = 0
        bytes.withUnsafeBytes { raw in
            yaml_parser_set_input_string(&parser, raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) != 0 {
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { break }
            }
        }
        return count
    }

    static func peakMemoryMB() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

/// Seconds `body` takes on the continuous clock.
func time(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let elapsed = try clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}
