import Contract
import ContractMock
import Foundation
import TextFoundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `zing-codegen mock [CONTRACT]`: serves a contract's examples over HTTP until stopped (docs/mock.md).
struct MockCommand {
    let options: CommandLineOptions
    let root: URL

    func run() -> Int32 {
        let path: String
        do { path = try contractPath() } catch { return usage(error.message) }
        guard FileManager.default.fileExists(atPath: URL(fileURLWithPath: path, relativeTo: root).path) else {
            return usage("no such contract file: \(path.escapedForTerminal)")
        }
        let loaded = ContractLoader.load(contentsOf: URL(fileURLWithPath: path, relativeTo: root), displayPath: path)
        Console.report(loaded.diagnostics)
        guard let contract = loaded.contract else {
            Console.error("error: \(path.escapedForTerminal) is not a valid contract; fix it and run again")
            return 1
        }
        let catalog: MockCatalog
        do { catalog = try MockCatalog(contract: contract, scenario: options.scenario) } catch {
            return usage(error.description.escapedForTerminal)
        }
        var limits = MockLimits()
        if let seconds = options.requestTimeout { limits.requestTimeout = seconds }
        let host = options.host ?? "127.0.0.1"
        let server: MockServer
        do { server = try MockServer(catalog: catalog, host: host, port: options.port, limits: limits) } catch {
            Console.error("error: \(error.description.escapedForTerminal)")
            return 1
        }
        // A client or a log reader that goes away must not end the server.
        signal(SIGPIPE, SIG_IGN)
        let log = LineWriter()
        log.emit(server.url)
        let scenario = catalog.scenario.map { "scenario \($0)" } ?? "no scenario"
        Console.error(
            "serving \(path.escapedForTerminal) (\(catalog.module), \(scenario)) at \(server.url); choose an example with the header "
                + "\(MockSelection.exampleHeader): NAME; Ctrl-C stops")
        for (name, prefix) in catalog.serverPrefixes {
            Console.error("server \(name.escapedForTerminal) is served at \(server.url)\(prefix.escapedForTerminal)")
        }
        if !MockServer.isLoopback(host) {
            Console.error("warning: listening on \(host): anyone who can reach this machine there can query the mock")
        }
        server.run { log.emit($0) }
        return 0
    }

    /// The contract named, else the only one in contract/.
    private func contractPath() throws(CommandLineOptions.UsageError) -> String {
        if let file = options.files.first { return file }
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("contract").path))?
            .filter { $0.hasSuffix(".yaml") }.sorted() ?? []
        guard names.count == 1 else {
            throw CommandLineOptions.UsageError(
                message: names.isEmpty
                    ? "no contract/*.yaml here; name the contract: zing-codegen mock CONTRACT"
                    : "contract/ has \(names.count) contracts; name one: zing-codegen mock "
                        + "contract/\(names[0])".escapedForTerminal)
        }
        return "contract/\(names[0])"
    }

    private func usage(_ message: String) -> Int32 {
        Console.error("error: \(message)")
        Console.error("run `zing-codegen --help` for usage")
        return 2
    }
}

/// Whole lines to standard output from any thread, one write each, ignoring a reader that went away.
private final class LineWriter: @unchecked Sendable {
    private let lock = NSLock()

    func emit(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        lock.withLock {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
