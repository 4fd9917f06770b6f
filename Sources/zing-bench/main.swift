import CommandLineSupport
import Foundation
import YAMLNodes

// zing-bench: measures what users feel, as ratios within one run. See BENCHMARKS.md and the README.
//   zing-bench [--scales 1,10,100,500] [--output BENCHMARKS.md]   run everything and write the report
//   zing-bench synthesize SCALE OUT.yaml                          write a synthetic contract
//   zing-bench decode [ITERATIONS [CASE]]                         only the decode comparisons (or one), printed
//   zing-bench measure-generation SCALE CONTRACT TEMPLATES OUTPUTS  (internal: one scale in this process)

let arguments = Array(CommandLine.arguments.dropFirst())
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

func synthesize(scale: Int, to url: URL) throws {
    let source = root.appendingPathComponent("contract/zing.yaml")
    let text: String
    do {
        text = try String(contentsOf: source, encoding: .utf8)
    } catch {
        throw BenchError(
            "cannot read contract/zing.yaml in \(root.path) (\(error.localizedDescription)); "
                + "run zing-bench from the package root")
    }
    guard let node = try YAMLLoader.load(text) else { throw BenchError("contract/zing.yaml is empty") }
    try SyntheticContract.make(from: node, copies: scale).write(to: url, atomically: true, encoding: .utf8)
}

func runChild(scale: Int, contract: URL, outputRoot: URL) throws -> GenerationSample {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [
        "measure-generation", String(scale), contract.path, root.appendingPathComponent("Templates").path,
        outputRoot.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw BenchError("scale \(scale) failed") }
    return try JSONDecoder().decode(GenerationSample.self, from: data)
}

/// Refuses `path` unless the run may write it: never over a device, a FIFO, a socket, a folder or a link to one,
/// nor over the contract or into the templates the benchmark reads. Exit 2, before anything is measured.
func checkOutput(_ path: String, option: String) throws {
    do {
        try OutputPath.checkFile(
            path, option: option,
            inputs: [RunInput("the contract", "contract/zing.yaml"), RunInput("the templates folder", "Templates")],
            in: root.path)
    } catch {
        throw BenchError(error.description, exitStatus: 2)
    }
}

func main() async throws {
    let scales: [Int]
    let output: String
    switch try BenchCommand.parse(arguments) {
    case .measureGeneration(let scale, let contract, let templates, let outputRoot):
        let sample = try GenerationBenchmark.measure(
            contract: URL(fileURLWithPath: contract), scale: scale, templates: URL(fileURLWithPath: templates),
            outputRoot: URL(fileURLWithPath: outputRoot), repetitions: 3)
        FileHandle.standardOutput.write(try JSONEncoder().encode(sample))
        return
    case .synthesize(let scale, let path):
        try checkOutput(path, option: "synthesize OUT.yaml")
        try synthesize(scale: scale, to: URL(fileURLWithPath: path))
        return
    case .decode(let iterations, let cases):
        for result in try await DecodeBenchmark.run(iterations: iterations, cases: cases) {
            print(
                "\(result.name): \(BenchmarkReport.format(result.generatedSeconds)) generated, "
                    + "\(BenchmarkReport.format(result.handWrittenSeconds)) hand-written, "
                    + String(format: "%.2f×", result.ratio))
        }
        return
    case .help:
        print(BenchCommand.usage)
        return
    case .report(let chosenScales, let chosenOutput):
        try checkOutput(chosenOutput, option: "--output")
        scales = chosenScales
        output = chosenOutput
    }
    // Every output of every measurement stays here until the benchmark ends. On a file system without a journal
    // (ext4 so configured), creating files within minutes of deleting many others makes the kernel skip every
    // recently freed inode, one by one: deleting one scale's outputs before the next scale's runs made writing 950
    // files take 0.7 s instead of 0.07 s, the file system's history rather than the generator measured.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("zing-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    var samples: [GenerationSample] = []
    for scale in scales {
        let contract = scratch.appendingPathComponent("synthetic-\(scale).yaml")
        try synthesize(scale: scale, to: contract)
        var sample = try runChild(scale: scale, contract: contract, outputRoot: scratch)
        print(
            "generation ×\(scale): \(sample.endpoints) endpoints in \(BenchmarkReport.format(sample.generationSeconds))"
        )
        if let generator = WholeProcessBenchmark.generator {
            let process = try WholeProcessBenchmark.measure(
                generator: generator, contract: contract, templates: root.appendingPathComponent("Templates"),
                scratch: scratch, repetitions: 3)
            sample.wholeProcess = process
            print(
                "  zing-codegen generate: \(BenchmarkReport.format(process.generateSeconds)) into an empty folder, "
                    + "\(BenchmarkReport.format(process.noOpSeconds)) when nothing changes")
        }
        samples.append(sample)
    }
    let decode = try await DecodeBenchmark.run(iterations: 20)
    for result in decode { print("\(result.name): \(String(format: "%.2f", result.ratio))× hand-written") }
    let noOp = try NoOpBenchmark.run(root: root, scratch: scratch)
    print("no-op regeneration: \(noOp.writes) files written of \(noOp.files)")

    let outputURL = URL(fileURLWithPath: output, relativeTo: root)
    let previousReport = try? String(contentsOf: outputURL, encoding: .utf8)
    let report = BenchmarkReport.markdown(
        generation: samples, decode: decode, noOpWrites: noOp.writes, noOpFiles: noOp.files,
        previousCompileSection: previousReport.flatMap(BenchmarkReport.compileSection),
        previousGenerationFindings: previousReport.flatMap(BenchmarkReport.generationFindings),
        previousDecodeFindings: previousReport.flatMap(BenchmarkReport.decodeFindings))
    try report.write(to: outputURL, atomically: true, encoding: .utf8)
    print("wrote \(output)")
}

do {
    try await main()
} catch {
    FileHandle.standardError.write(Data("zing-bench: \(error)\n".utf8))
    exit((error as? BenchError)?.exitStatus ?? 1)
}
