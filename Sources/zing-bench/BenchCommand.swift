import Foundation

/// What `zing-bench` was asked to do, read from its command line. Every argument is checked here, so a mistyped
/// scale or count stops the run with the argument named instead of measuring something else.
enum BenchCommand {
    /// Measure every scale, decode overhead and a no-op regeneration; write the report to `output`.
    case report(scales: [Int], output: String)
    /// Write a synthetic contract of `scale` copies of `contract/zing.yaml` to `output`.
    case synthesize(scale: Int, output: String)
    /// Only the decode comparison, printed, with `iterations` calls per round.
    case decode(iterations: Int)
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
               zing-bench decode [ITERATIONS]

        Measures generation at each scale (each in its own process), decode overhead and a no-op regeneration,
        and writes the report (keeping its compile-cost section, which scripts/bench-compile.sh writes).
        Run it from the package root (it reads contract/zing.yaml and Templates/).
        Build it in release: swift build -c release --product zing-codegen && swift run -c release zing-bench
        (the whole-process figures run the release zing-codegen beside it, and are left out when it is not
        built). Set TMPDIR=/dev/shm to measure the generator rather than the disk.
        """

    /// Reads `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(BenchError) -> BenchCommand {
        switch arguments.first {
        case "--help", "-h":
            return .help
        case "synthesize":
            guard arguments.count == 3 else { throw usageError("synthesize takes a scale and an output path") }
            return .synthesize(
                scale: try count(arguments[1], naming: "scale", upTo: largestScale),
                output: try path(arguments[2], naming: "output path"))
        case "decode":
            guard arguments.count <= 2 else { throw usageError("decode takes at most an iteration count") }
            let iterations =
                arguments.count == 2
                ? try count(arguments[1], naming: "iteration count", upTo: largestIterations) : 20
            return .decode(iterations: iterations)
        case "measure-generation":
            guard arguments.count == 5 else {
                throw usageError("measure-generation takes a scale, a contract, a templates folder and an output root")
            }
            return .measureGeneration(
                scale: try count(arguments[1], naming: "scale", upTo: largestScale),
                contract: try path(arguments[2], naming: "contract"),
                templates: try path(arguments[3], naming: "templates folder"),
                outputRoot: try path(arguments[4], naming: "output root"))
        default:
            return try parseReport(arguments)
        }
    }

    private static func parseReport(_ arguments: [String]) throws(BenchError) -> BenchCommand {
        var scales = [1, 10, 100, 500]
        var output = "BENCHMARKS.md"
        var index = 0
        while index < arguments.count {
            let option = arguments[index]
            guard option == "--scales" || option == "--output" else {
                throw usageError("unknown argument '\(printable(option))'")
            }
            guard index + 1 < arguments.count else { throw usageError("\(option) needs a value") }
            let value = arguments[index + 1]
            if option == "--scales" {
                scales = try scaleList(value)
            } else {
                output = try path(value, naming: "output path")
            }
            index += 2
        }
        return .report(scales: scales, output: output)
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
            throw usageError("the \(name) must be a whole number from 1 to \(limit), not '\(printable(text))'")
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

    /// `text` as it can be echoed: control and format characters (terminal escapes, bidirectional overrides)
    /// escaped, and cut short when long.
    private static func printable(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar in
            [.control, .format].contains(scalar.properties.generalCategory)
                ? scalar.escaped(asASCII: true) : String(scalar)
        }.joined()
        return escaped.count > 80 ? String(escaped.prefix(80)) + "…" : escaped
    }
}
