import Contract
import ContractDiff
import Foundation
import TextFoundation

/// `zing-codegen diff [BASE] [HEAD]`: reviews contract changes and prints the report.
struct DiffCommand {
    let options: CommandLineOptions
    let root: URL

    private enum Failure: Error {
        case usage(String)
        case unreadable(String)
    }

    /// A contract to compare; a nil side means the contract does not exist there.
    private typealias Comparison = (base: DiffSide?, head: DiffSide?)

    private var git: GitRevision { GitRevision(root: root) }

    func run() -> Int32 {
        let comparisons: [Comparison]
        do {
            comparisons = try plan()
        } catch {
            switch error {
            case .usage(let message):
                Console.error("error: \(message.escapedForTerminal)")
                Console.error("run `zing-codegen --help` for usage")
                return 2
            case .unreadable(let message):
                Console.error("error: \(message.escapedForTerminal)")
                return 1
            }
        }
        var results: [ContractComparison] = []
        var failed = false
        for comparison in comparisons {
            let base = comparison.base.map(load)
            let head = comparison.head.map(load)
            for loaded in [base, head].compactMap({ $0 }) {
                Console.report(loaded.diagnostics)
                if loaded.contract == nil { failed = true }
            }
            results.append(
                ContractComparison.compare(
                    base: base?.contract, head: head?.contract, baseName: comparison.base?.name,
                    headName: comparison.head?.name))
        }
        if failed {
            Console.error("error: a contract is invalid or unreadable; fix the problems above and compare again")
            return 1
        }
        var report = DiffReport(comparisons: results)
        switch AcceptedChangesFile.load(options.accept, root: root) {
        case .none: break
        case .invalid:
            Console.error("error: the accepted-changes file is invalid; fix the problems above and compare again")
            return 1
        case .loaded(let accepted, let path):
            report = report.accepting(accepted, file: path, today: AcceptedChangesFile.today())
            for entry in report.acceptance?.unmatched ?? [] {
                Console.error(
                    "\(entry.location): warning: accepted change `\(entry.rule)` at `\(entry.path)` matches no change"
                        .escapedForTerminal)
            }
            for entry in report.acceptance?.expired ?? [] {
                Console.error(
                    ("\(entry.location): warning: accepted change `\(entry.rule)` at `\(entry.path)` expired after "
                        + "\(entry.until ?? ""); it accepts nothing").escapedForTerminal)
            }
        }
        let failOn: Verdict? =
            switch options.failOn {
            case "breaking": .breaking
            case "possibly-breaking": .possiblyBreaking
            default: nil
            }
        switch options.format ?? "markdown" {
        case "json": Console.out(JSONReport.render(report), terminator: "")
        case "text": Console.out(TextReport.render(report), terminator: "")
        case "github": Console.out(GitHubReport.render(report), terminator: "")
        case "junit": Console.out(JUnitReport.render(report, failOn: failOn), terminator: "")
        default: Console.out(MarkdownReport.render(report), terminator: "")
        }
        guard let failOn else { return 0 }
        return report.containsUnaccepted(atLeast: failOn) ? 3 : 0
    }

    /// Which contracts to compare: one pair when a side names a file, else every contract on either side.
    private func plan() throws(Failure) -> [Comparison] {
        let base = options.files.first.map(DiffSide.init) ?? .git(revision: "HEAD", path: nil)
        let head = options.files.count > 1 ? DiffSide(options.files[1]) : nil
        if head == nil, case .file = base {
            throw .usage("a file BASE needs a HEAD to compare with")
        }
        for case .git(let revision, let path)? in [base, head] where revision.isEmpty || path == "" {
            throw .usage("`git:REV[:path]` needs a revision (and a path after a second colon), e.g. git:HEAD")
        }
        if let path = base.path ?? head?.path {
            let pair = (
                try present(base.at(path), named: true), try present((head ?? .file(path)).at(path), named: head != nil)
            )
            guard pair.0 != nil || pair.1 != nil else {
                throw .unreadable(
                    "`\(path)` exists on neither side (\(base.at(path).name), \((head ?? .file(path)).name))")
            }
            return [pair]
        }
        let baseNames = try contracts(on: base)
        let headNames: [String]
        if let head {
            headNames = try contracts(on: head)
        } else {
            headNames = try workingTreeContracts()
        }
        return Set(baseNames).union(headNames).sorted().map { path in
            (
                baseNames.contains(path) ? base.at(path) : nil,
                headNames.contains(path) ? (head ?? .file(path)).at(path) : nil
            )
        }
    }

    /// The side, or nil when its contract does not exist there: a contract added or removed between revisions, or
    /// deleted from the working tree. A file the user named must exist.
    private func present(_ side: DiffSide, named: Bool) throws(Failure) -> DiffSide? {
        switch side {
        case .file(let path):
            let exists = FileManager.default.fileExists(atPath: URL(fileURLWithPath: path, relativeTo: root).path)
            return named || exists ? side : nil
        case .git(let revision, let path):
            do {
                return try git.contains(path ?? "", at: revision) ? side : nil
            } catch {
                throw .unreadable(error.message)
            }
        }
    }

    private func contracts(on side: DiffSide) throws(Failure) -> [String] {
        guard case .git(let revision, _) = side else { return [] }
        do {
            return try git.yamlFiles(in: "contract", at: revision)
        } catch {
            throw .unreadable(error.message)
        }
    }

    private func workingTreeContracts() throws(Failure) -> [String] {
        let folder = root.appendingPathComponent("contract")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw .usage("no contract/ folder here; run from the project root or name the contract files")
        }
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "contract/\($0)" }
    }

    private func load(_ side: DiffSide) -> ContractLoadResult {
        switch side {
        case .file(let path):
            return ContractLoader.load(contentsOf: URL(fileURLWithPath: path, relativeTo: root), displayPath: path)
        case .git(let revision, let path):
            let path = path ?? ""
            do {
                return ContractLoader.load(text: try git.show(path, at: revision), file: side.name)
            } catch {
                let diagnostic = Diagnostic(
                    severity: .error, file: side.name, mark: .init(line: 1, column: 1),
                    message: "cannot read the contract at \(revision): \(error.message)")
                return ContractLoadResult(contract: nil, diagnostics: [diagnostic])
            }
        }
    }
}
