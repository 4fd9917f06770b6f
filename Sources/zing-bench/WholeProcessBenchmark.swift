import Foundation

/// What a user waits for: `zing-codegen generate` from start to exit, as a process of its own (loading, parsing,
/// planning, rendering, writing, exiting), into an empty folder and again into the folder it just filled.
struct WholeProcessSample: Codable {
    /// Best of the runs into an empty folder.
    var generateSeconds: Double
    /// Best of the runs into the folder already up to date: nothing to write, so near the cost of reading the contract.
    var noOpSeconds: Double
}

enum WholeProcessBenchmark {
    /// The release `zing-codegen` built beside this benchmark, or nil when it has not been built.
    static var generator: URL? {
        let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("zing-codegen")
        return FileManager.default.isExecutableFile(atPath: sibling.path) ? sibling : nil
    }

    /// Runs `generator` on `contract` `repetitions` times into fresh folders, then as often into the first one.
    static func measure(
        generator: URL, contract: URL, templates: URL, scratch: URL, repetitions: Int
    ) throws -> WholeProcessSample {
        // Outputs stay in `scratch`, which the benchmark removes when it ends (see `main`).
        let outputs = (0..<repetitions).map { _ in scratch.appendingPathComponent("process-out-\(UUID().uuidString)") }
        var generate = Double.infinity
        for output in outputs {
            generate = min(
                generate, try run(generator, contract: contract, templates: templates, output: output, scratch: scratch)
            )
        }
        var noOp = Double.infinity
        for _ in 0..<repetitions {
            noOp = min(
                noOp,
                try run(generator, contract: contract, templates: templates, output: outputs[0], scratch: scratch))
        }
        return WholeProcessSample(generateSeconds: generate, noOpSeconds: noOp)
    }

    /// One run; its record of the output folder (what makes a no-op run only read the contract) stays in `scratch`.
    private static func run(_ generator: URL, contract: URL, templates: URL, output: URL, scratch: URL) throws
        -> Double
    {
        let process = Process()
        process.executableURL = generator
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["ZING_CODEGEN_CACHE": scratch.appendingPathComponent("records").path]) { _, new in new }
        process.arguments = ["generate", "--templates", templates.path, "--output", output.path, contract.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var status: Int32 = 0
        let seconds = try time {
            try process.run()
            process.waitUntilExit()
            status = process.terminationStatus
        }
        guard status == 0 else { throw BenchError("zing-codegen generate exited with \(status)") }
        return seconds
    }
}
