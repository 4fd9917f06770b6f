import CommandLineSupport
import Contract
import ContractVerify
import Foundation
import TextFoundation

/// `zing-codegen verify CONTRACT --har FILE…`: holds the contract against captured traffic and prints the report.
///
/// Exit status, as `diff`'s: 0 verified, 1 the contract is invalid or a capture is not HAR (or unreadable, or the
/// examples file cannot be written), 2 usage (also a file named that isn't there, or no base URL), 3 `--fail-on` met.
struct VerifyCommand {
    let options: CommandLineOptions
    let root: URL

    /// Captures larger than this are refused rather than read into memory.
    static let captureLimit = 512 * 1024 * 1024

    func run() -> Int32 {
        let contractPath = options.files[0]
        for path in [contractPath] + options.harFiles where !exists(path) {
            return usage("no such file: \(path.escapedForTerminal)")
        }
        if let output = options.examplesOutput {
            let inputs = [RunInput("the contract", contractPath)] + options.harFiles.map { RunInput("the capture", $0) }
            do {
                try OutputPath.checkFile(output, option: "--examples", inputs: inputs, in: root.path)
            } catch {
                return usage(error.description)
            }
        }
        let loaded = ContractLoader.load(contentsOf: url(contractPath), displayPath: contractPath)
        Console.report(loaded.diagnostics)
        guard let contract = loaded.contract else {
            Console.error("error: the contract is invalid; fix the problems above and verify again")
            return 1
        }
        guard let baseText = options.baseURL ?? contract.defaultBaseURL else {
            return usage("\(contractPath.escapedForTerminal) has no baseURL; pass --base-url URL")
        }
        guard let baseURL = BaseURL(baseText) else {
            return usage("--base-url must be an http(s) URL with a host, not \(CommandLineOptions.quoted(baseText))")
        }
        let servers: [String: BaseURL]
        do { servers = try Self.servers(options.servers, of: contract) } catch { return usage(error.message) }
        // Each capture is read as a stream: one entry in memory at a time, besides the file's bytes.
        var session = ContractVerifier(contract: contract, baseURL: baseURL, servers: servers).start()
        var failed = false
        for path in options.harFiles {
            session.begin(path)
            if let failure = read(path, into: &session) {
                Console.error("error: \(failure.message)")
                failed = true
            }
        }
        if failed { return 1 }
        let report = session.finish()
        switch options.format ?? "text" {
        case "json": Console.out(JSONReport.render(report), terminator: "")
        case "markdown": Console.out(MarkdownReport.render(report), terminator: "")
        default: Console.out(TextReport.render(report), terminator: "")
        }
        if let output = options.examplesOutput {
            do {
                try Data(ExampleWriter(contract: contract, report: report).yaml().utf8).write(
                    to: url(output), options: .atomic)
            } catch {
                Console.error(
                    "error: cannot write the examples to \(output.escapedForTerminal): "
                        + error.localizedDescription.escapedForTerminal)
                return 1
            }
        }
        switch options.failOn {
        case "error": return report.contains(atLeast: .error) ? 3 : 0
        case "warning": return report.contains(atLeast: .warning) ? 3 : 0
        default: return 0
        }
    }

    /// Reads the capture at `path` into `session`, entry by entry; why it could not, or nil.
    private func read(_ path: String, into session: inout ContractVerifier.Session) -> ReadFailureMessage? {
        let size = (try? FileManager.default.attributesOfItem(atPath: url(path).path)[.size] as? Int) ?? 0
        guard size <= Self.captureLimit else {
            return ReadFailureMessage(
                "\(path.escapedForTerminal): the capture is over 512 MiB; split it and verify the parts")
        }
        // Mapped: the pages of a large capture are read as the parser reaches them and can be dropped after.
        guard let data = try? Data(contentsOf: url(path), options: .alwaysMapped) else {
            return ReadFailureMessage("\(path.escapedForTerminal): cannot read the file")
        }
        do {
            try HARReader.forEachEntry(of: data, file: path) { session.add($0) }
            return nil
        } catch {
            return ReadFailureMessage(error.description)
        }
    }

    private func url(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: root) }

    private func exists(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    private func usage(_ message: String) -> Int32 {
        Console.error("error: \(message)")
        Console.error("run `zing-codegen --help` for usage")
        return 2
    }
}

/// A capture that could not be read, as the message says.
struct ReadFailureMessage: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
