import CommandLineSupport
import Foundation

/// What `zing-bench` was asked to do, read from its command line. Every argument is checked here, so a mistyped
/// scale or count stops the run with the argument named instead of measuring something else.
enum BenchCommand {
    /// Measure every scale, decode overhead and a no-op regeneration; write the report to `output`.
    case report(scales: [Int], output: String)
    /// Write a synthetic contract of `scale` copies of `contract/zing.yaml` to `output`.
    case synthesize(scale: Int, output: String)
    /// Only the decode comparisons (all, or the one named), printed, with `iterations` calls per round.
    case decode(iterations: Int, cases: [DecodeBenchmark.Case])
    /// Internal: one scale measured in this process (each scale runs in a process of its own).
    case measureGeneration(scale: Int, contract: String, templates: String, outputRoot: String)
    /// Print the usage.
    case help

    /// The largest scale accepted: ×500 is 4,000 endpoints and 14 MB of contract; far beyond that is a typo.
    static let largestScale = 10_000
    /// The largest decode iteration count accepted.
    static let largestIterations = 100_000

    static let usage = """
        USAGE: zing-bench [--scales 1,10,100,500] [--output BENCHMARKS.md]
               zing-bench synthesize SCALE OUT.yaml
               zing-bench decode [ITERATIONS [login|rows|payload|encode]]

        Measures generation at each scale (each in its own process), decode overhead and a no-op regeneration,
        and writes the report (keeping its compile-cost section, which scripts/bench-compile.sh writes).
        A value follows a space or `=` (--scales 1,10 or --scales=1,10); `--` ends the options.
        Run it from the package root (it reads contract/zing.yaml and Templates/).
        Build it in release: swift build -c release --product zing-codegen && swift run -c release zing-bench
        (the whole-process figures run the release zing-codegen beside it, and are left out when it is not
        built). Set TMPDIR=/dev/shm to measure the generator rather than the disk.
        """

    /// The options, in the grammar all three tools share (`--x v` or `--x=v`, `--` ends options).
    static let scanner = ArgumentScanner([.flag("--help", aliases: ["-h"]), .value("--scales"), .value("--output")])

    /// Reads `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(BenchError) -> BenchCommand {
        let scanned: ScannedArguments
        do { scanned = try scanner.scan(arguments) } catch {
            guard case .unknownOption(let word) = error else { throw usageError(error.message(echoing: true)) }
            throw unexpected(word)
        }
        if scanned.has("--help") { return .help }
        let words = scanned.positionals
        let subcommand = words.first?.text
        if ["synthesize", "decode", "measure-generation"].contains(subcommand),
            let option = scanned.given(among: ["--scales", "--output"]).first
        {
            throw usageError("\(option) belongs to the report run, not to \(subcommand ?? "")")
        }
        let rest = words.dropFirst().map(\.text)
        switch subcommand {
        case "synthesize":
            guard rest.count == 2 else { throw usageError("synthesize takes a scale and an output path") }
            return .synthesize(
                scale: try count(rest[0], naming: "scale", upTo: largestScale),
                output: try path(rest[1], naming: "output path"))
        case "decode":
            guard rest.count <= 2 else { throw usageError("decode takes at most an iteration count and a case") }
            let iterations =
                try rest.first.map { word throws(BenchError) in
                    try count(word, naming: "iteration count", upTo: largestIterations)
                } ?? 20
            guard rest.count == 2 else { return .decode(iterations: iterations, cases: DecodeBenchmark.Case.allCases) }
            guard let only = DecodeBenchmark.Case(rawValue: rest[1]) else {
                let names = DecodeBenchmark.Case.allCases.map(\.rawValue).joined(separator: ", ")
                throw usageError("the decode case must be one of \(names), not \(CommandLineText.quoted(rest[1]))")
            }
            return .decode(iterations: iterations, cases: [only])
        case "measure-generation":
            guard rest.count == 4 else {
                throw usageError("measure-generation takes a scale, a contract, a templates folder and an output root")
            }
            return .measureGeneration(
                scale: try count(rest[0], naming: "scale", upTo: largestScale),
                contract: try path(rest[1], naming: "contract"),
                templates: try path(rest[2], naming: "templates folder"),
                outputRoot: try path(rest[3], naming: "output root"))
        case nil:
            return .report(
                scales: try scanned.value("--scales").map(scaleList) ?? [1, 10, 100, 500],
                output: try scanned.value("--output").map { text throws(BenchError) in
                    try path(text, naming: "output path")
                } ?? "BENCHMARKS.md")
        default:
            throw unexpected(words[0])
        }
    }

    /// A word that is no option or command, echoed escaped with its position.
    private static func unexpected(_ word: CommandLineWord) -> BenchError {
        usageError("unknown argument \(CommandLineText.quoted(word.text)) (argument \(word.position))")
    }

    /// A comma-separated list of scales, each a whole number from 1 to `largestScale`, none repeated.
    private static func scaleList(_ text: String) throws(BenchError) -> [Int] {
        var scales: [Int] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let scale = try count(String(item), naming: "scale", upTo: largestScale)
            guard !scales.contains(scale) else { throw usageError("scale \(scale) is listed twice in --scales") }
            scales.append(scale)
        }
        return scales
    }

    /// A whole number from 1 to `limit`.
    private static func count(_ text: String, naming name: String, upTo limit: Int) throws(BenchError) -> Int {
        guard let value = Int(text), (1...limit).contains(value) else {
            throw usageError(
                "the \(name) must be a whole number from 1 to \(limit), not \(CommandLineText.quoted(text))")
        }
        return value
    }

    /// A path that is not empty and holds no control character (it is echoed in messages and passed to a child).
    private static func path(_ text: String, naming name: String) throws(BenchError) -> String {
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw usageError("the \(name) must be a non-empty path without control characters") }
        return text
    }

    private static func usageError(_ problem: String) -> BenchError {
        BenchError("\(problem)\n\n\(usage)", exitStatus: 2)
    }
}
