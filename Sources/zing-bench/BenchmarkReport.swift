import Foundation

/// Writes BENCHMARKS.md: the machine, the command, and each measurement against its target.
enum BenchmarkReport {
    static let compileStart = "<!-- compile-cost:start -->"
    static let compileEnd = "<!-- compile-cost:end -->"
    /// Ends the findings on compile time that follow the compile-cost table (written by hand, measured by hand).
    static let findingsEnd = "<!-- compile-findings:end -->"
    /// Enclose the findings on generation time that follow the generation verdicts (written and measured by hand).
    static let generationFindingsStart = "<!-- generation-findings:start -->"
    static let generationFindingsEnd = "<!-- generation-findings:end -->"
    /// Enclose the findings on the decode overhead that follow its table (written and measured by hand).
    static let decodeFindingsStart = "<!-- decode-findings:start -->"
    static let decodeFindingsEnd = "<!-- decode-findings:end -->"

    /// The report; the hand-written parts of the previous one (`previous…`, markers included) are kept in place.
    static func markdown(
        generation: [GenerationSample], decode: [DecodeBenchmark.Result], noOpWrites: Int, noOpFiles: Int,
        previousCompileSection: String?, previousGenerationFindings: String? = nil,
        previousDecodeFindings: String? = nil
    ) -> String {
        var out = "# Benchmarks\n\n"
        out +=
            "Made by `swift run -c release zing-bench` (generation, decode, no-op) and `bash scripts/bench-compile.sh`"
        out += " (compile cost). Ratios compare things measured in the same run on the same machine; absolute"
        out += " times vary with the machine's load.\n\n"
        out += "Machine: \(Machine.description)\n\n"

        out += "## Generation at scale\n\n"
        out += "Synthetic contracts replicate `contract/zing.yaml` (identifiers, models, endpoints, examples) with"
        out += " consistent renaming. Each scale runs in its own process; times are the best of 3.\n\n"
        out += "| scale | endpoints | contract | libyaml parse (floor) | generation | ratio to floor | µs per endpoint"
        out += " | files | generated lines | peak memory |\n"
        out += "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
        for sample in generation {
            out += "| ×\(sample.scale) | \(sample.endpoints) | \(kilobytes(sample.contractBytes)) | "
            out += "\(format(sample.floorSeconds)) | \(format(sample.generationSeconds)) | "
            out +=
                "\(String(format: "%.0f×", sample.ratioToFloor)) | \(String(format: "%.0f", sample.microsecondsPerEndpoint)) | "
            out += "\(sample.files) | \(sample.lines) | \(String(format: "%.0f MB", sample.peakMemoryMB)) |\n"
        }
        out += "\nWhere the time goes (same runs, best of 3):\n\n"
        out += "| scale | read contract (YAML → model → validation) | plan + render | write files |\n"
        out += "| ---: | ---: | ---: | ---: |\n"
        for sample in generation {
            out +=
                "| ×\(sample.scale) | \(format(sample.loadSeconds)) | \(format(sample.renderSeconds - sample.loadSeconds)) | "
            out += "\(format(sample.writeSeconds)) |\n"
        }
        out += wholeProcessTable(generation)
        out += "\n" + generationVerdicts(generation) + "\n"
        if let previousGenerationFindings { out += previousGenerationFindings + "\n" }

        out += "## Compile cost of the generated code\n\n"
        out +=
            previousCompileSection
            ?? "\(compileStart)\nNot measured yet: run `bash scripts/bench-compile.sh`.\n\(compileEnd)\n"
        out += "\n"

        out += "## Decode overhead\n\n"
        out += "Calls: the generated client's whole call (request body encoding, request building, in-memory"
        out += " transport, envelope, success conditions, classification, payload) against what a careful hand-written"
        out += " client does for the same call (encode the body, build a `URLRequest`, `JSONDecoder` on hand-written"
        out += " `Codable` structs of the same shape, check `success`). Payload types only: the generated envelope"
        out += " payload types against hand-written ones, both through plain `JSONDecoder`. Encode: the generated"
        out += " request model (its tokens are `Secret`s) against a plain struct. Each comparison runs"
        out += " \(DecodeBenchmark.rounds) rounds of one run per side, back to back in alternating order, timed by the"
        out += " process's CPU time; the table gives the median run and the median of the rounds' ratios."
        out += " Target: ≤ 1.15×.\n\n"
        out += "| case | generated | hand-written | ratio | target |\n| --- | ---: | ---: | ---: | --- |\n"
        for result in decode {
            let met = result.ratio <= 1.15 ? "met" : "missed"
            out += "| \(result.name) | \(format(result.generatedSeconds)) | \(format(result.handWrittenSeconds)) | "
            out += "\(String(format: "%.2f×", result.ratio)) | \(met) |\n"
        }
        if let encode = decode.first(where: { $0.name.contains("encode") }), encode.ratio > 1.15 {
            out += "\nThe encode target is missed: the generated model already encodes its `Secret` fields through"
            out += " `reveal()` (no nested container); what remains is the generated `encode(to:)` itself, about a"
            out += " microsecond per request.\n"
        }
        if let previousDecodeFindings { out += "\n" + previousDecodeFindings }
        out += "\n## No-op regeneration\n\n"
        out +=
            "Regenerating unchanged contracts into an up-to-date folder of \(noOpFiles) files wrote **\(noOpWrites)** files.\n"
        return out
    }

    /// `zing-codegen generate` as a user runs it, beside the in-process figure and the libyaml floor.
    private static func wholeProcessTable(_ samples: [GenerationSample]) -> String {
        let measured = samples.filter { $0.wholeProcess != nil }
        guard !measured.isEmpty else {
            return "\nWhole process: not measured (build the release `zing-codegen` first).\n"
        }
        var out = "\nWhole process: `zing-codegen generate` from start to exit, best of 3, into an empty folder and"
        out += " again into the folder it just filled (nothing to write: the run finds its record of the folder and"
        out += " only reads the contract). In process, the pipeline frees what it built, as a library must; the"
        out += " command keeps it until it exits.\n\n"
        out += "| scale | whole process | no-op run | in process | in-process ratio to floor |\n"
        out += "| ---: | ---: | ---: | ---: | ---: |\n"
        for sample in measured {
            guard let process = sample.wholeProcess else { continue }
            out += "| ×\(sample.scale) | \(format(process.generateSeconds)) | \(format(process.noOpSeconds)) | "
            out += "\(format(sample.generationSeconds)) | \(String(format: "%.1f×", sample.ratioToFloor)) |\n"
        }
        return out
    }

    private static func generationVerdicts(_ samples: [GenerationSample]) -> String {
        var lines: [String] = []
        if let largest = samples.max(by: { $0.endpoints < $1.endpoints }), let process = largest.wholeProcess {
            let met = process.generateSeconds < 1 ? "met" : "missed"
            let ratioMet = largest.ratioToFloor <= 6 ? "met" : "missed"
            lines.append(
                "- Whole process at \(largest.endpoints) endpoints: \(format(process.generateSeconds)) (target < 1 s: "
                    + "\(met)); in process \(String(format: "%.1f×", largest.ratioToFloor)) the libyaml floor (target"
                    + " ≤ 6×: \(ratioMet)); a run with nothing to write \(format(process.noOpSeconds)), "
                    + String(format: "%.2f×", process.noOpSeconds / max(largest.loadSeconds, 1e-9))
                    + " the time reading the contract takes in process (\(format(largest.loadSeconds))).")
        }
        if let largest = samples.max(by: { $0.endpoints < $1.endpoints }) {
            let met = largest.generationSeconds < 2 ? "met" : "missed"
            lines.append(
                "- \(largest.endpoints) endpoints generated in \(format(largest.generationSeconds)) (target < 2 s: \(met))."
            )
            let total = largest.generationSeconds
            func share(_ part: Double) -> String { String(format: "%.0f%%", part / total * 100) }
            lines.append(
                "  Where it goes: reading the contract \(share(largest.loadSeconds)) (libyaml events → node tree"
                    + " → model, endpoints and models decoded on every"
                    + " core → validation, examples checked on every core), planning and rendering"
                    + " \(share(largest.renderSeconds - largest.loadSeconds)) (names claimed in contract order, then"
                    + " every plan, file and section on every core, the longest files first), writing \(largest.files)"
                    + " files \(share(largest.writeSeconds)) (from every core). What stays sequential: the libyaml parse"
                    + " (the floor) and its node tree, claiming names in contract order, and laying sections into"
                    + " files.")
        }
        if let ten = samples.first(where: { $0.scale == 10 }), let big = samples.max(by: { $0.scale < $1.scale }),
            big.scale > 10
        {
            let ratio = big.microsecondsPerEndpoint / ten.microsecondsPerEndpoint
            let met = ratio <= 1.5 ? "met" : "missed"
            lines.append(
                "- Per-endpoint time at ×\(big.scale) is \(String(format: "%.2f", ratio))× that at ×10 (target ≤ 1.5×: \(met))."
            )
            let memoryPerEndpoint =
                (big.peakMemoryMB - ten.peakMemoryMB) / Double(max(big.endpoints - ten.endpoints, 1))
            lines.append(
                "- Peak memory grows by about \(String(format: "%.1f", memoryPerEndpoint * 1024)) KB per endpoint "
                    + "between ×10 and ×\(big.scale).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func format(_ seconds: Double) -> String {
        seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.1f ms", seconds * 1000)
    }

    private static func kilobytes(_ bytes: Int) -> String {
        bytes >= 1_048_576 ? String(format: "%.1f MB", Double(bytes) / 1_048_576) : "\(bytes / 1024) KB"
    }

    /// The hand-written findings on generation time of an existing BENCHMARKS.md, markers included.
    static func generationFindings(in text: String) -> String? {
        findings(between: generationFindingsStart, and: generationFindingsEnd, in: text)
    }

    /// The hand-written findings on the decode overhead of an existing BENCHMARKS.md, markers included.
    static func decodeFindings(in text: String) -> String? {
        findings(between: decodeFindingsStart, and: decodeFindingsEnd, in: text)
    }

    private static func findings(between startMarker: String, and endMarker: String, in text: String) -> String? {
        guard let start = text.range(of: startMarker),
            let end = text.range(of: endMarker, range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.lowerBound..<end.upperBound]) + "\n"
    }

    /// The compile section of an existing BENCHMARKS.md (the table scripts/bench-compile.sh writes, and the
    /// hand-written findings after it, between their own markers), kept when the other sections are remade.
    static func compileSection(in text: String) -> String? {
        guard let start = text.range(of: compileStart), let end = text.range(of: compileEnd) else { return nil }
        if let findingsEnd = text.range(of: findingsEnd, range: end.upperBound..<text.endIndex) {
            return String(text[start.lowerBound..<findingsEnd.upperBound]) + "\n"
        }
        return String(text[start.lowerBound..<end.upperBound]) + "\n"
    }
}

/// A one-line description of the machine the numbers come from.
enum Machine {
    static var description: String {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }
            .map {
                $0.split(separator: ":", maxSplits: 1).last.map { String($0).trimmingCharacters(in: .whitespaces) }
                    ?? ""
            }
            ?? "unknown CPU"
        let memory = ProcessInfo.processInfo.physicalMemory / 1_073_741_824
        return "\(ProcessInfo.processInfo.activeProcessorCount) cores (\(cpu)), \(memory) GiB, "
            + "\(ProcessInfo.processInfo.operatingSystemVersionString)"
    }
}
