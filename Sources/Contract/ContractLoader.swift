import ConcurrentMap
import Foundation
import YAMLNodes

/// The outcome of loading one contract file: the model when it is sound, and every diagnostic found.
public struct ContractLoadResult: Sendable {
    /// The decoded and validated contract; nil when any diagnostic is an error.
    public var contract: Contract?
    /// Every problem found, errors and warnings, in the order found.
    public var diagnostics: [Diagnostic]

    /// A result as the loader makes it; tests and tools may build one too.
    public init(contract: Contract?, diagnostics: [Diagnostic]) {
        self.contract = contract
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Loads a contract: YAML → nodes → ``Contract`` → validation, reporting every problem of the file at once.
public enum ContractLoader {
    /// Loads a contract from its text; `file` is the path shown in diagnostics.
    public static func load(text: String, file: String) -> ContractLoadResult {
        let diagnostics = DiagnosticList()
        let source = SourceText(text)
        let parsed = Result { () throws(YAMLError) in try YAMLLoader.load(text) }
        // Found in the text itself, so even a file that is no YAML gets them.
        let textProblems = DiagnosticList()
        BidirectionalControlCheck.checkText(source, file: file, collector: textProblems)
        let root: YAMLNode?
        do {
            root = try parsed.get()
        } catch {
            // The syntax error and its note stay together, among the text's problems in file order.
            let earlier = textProblems.diagnostics.filter { $0.mark < error.mark }
            earlier.forEach(diagnostics.emit)
            report(error, file: file, text: text, into: diagnostics)
            textProblems.diagnostics.dropFirst(earlier.count).forEach(diagnostics.emit)
            return ContractLoadResult(contract: nil, diagnostics: diagnostics.diagnostics)
        }
        textProblems.diagnostics.forEach(diagnostics.emit)
        if let root {
            BidirectionalControlCheck.checkEscapes(in: root, source: source, file: file, collector: diagnostics)
        }
        guard let root, !root.isNull else {
            diagnostics.emit(
                Diagnostic(
                    severity: .error, file: file, mark: SourceMark(line: 1, column: 1),
                    message: "the contract is empty", hint: startHint))
            return ContractLoadResult(contract: nil, diagnostics: diagnostics.diagnostics)
        }
        guard root.mapping != nil else {
            diagnostics.emit(
                Diagnostic(
                    severity: .error, file: file, mark: root.mark,
                    message: "expected a mapping at the top of the contract, found \(root.foundDescription)",
                    hint: startHint))
            return ContractLoadResult(contract: nil, diagnostics: inFileOrder(diagnostics.diagnostics))
        }
        guard let decoded = ContractDecoder.decode(root, file: file, collector: diagnostics, source: source) else {
            return ContractLoadResult(contract: nil, diagnostics: inFileOrder(diagnostics.diagnostics))
        }
        ContractValidator.validate(decoded, collector: diagnostics)
        let result = ContractLoadResult(
            contract: diagnostics.hasErrors ? nil : decoded.contract, diagnostics: inFileOrder(diagnostics.diagnostics))
        BackgroundRelease.release((root, decoded))
        return result
    }

    /// Loads a contract file; `displayPath` is the path shown in diagnostics. An unreadable file is reported
    /// at 1:1.
    public static func load(contentsOf url: URL, displayPath: String) -> ContractLoadResult {
        // The file's bytes are dropped once they are text: a large contract need not hold both while it loads.
        switch readText(url, file: displayPath) {
        case .success(let text): return load(text: text, file: displayPath)
        case .failure(let failure): return failure.result
        }
    }

    /// Loads a contract from the bytes of its file; `file` is the path shown in diagnostics. Bytes that are not
    /// UTF-8 are reported at the first bad byte.
    public static func load(data: Data, file: String) -> ContractLoadResult {
        switch text(of: data, file: file) {
        case .success(let text): return load(text: text, file: file)
        case .failure(let failure): return failure.result
        }
    }

    /// Why a file gave no text, as the result that reports it.
    private struct NoText: Error {
        var result: ContractLoadResult
    }

    private static func readText(_ url: URL, file: String) -> Result<String, NoText> {
        do {
            return text(of: try Data(contentsOf: url), file: file)
        } catch {
            return .failure(
                NoText(result: failure(file: file, message: "cannot read the contract: \(error.localizedDescription)")))
        }
    }

    private static func text(of data: Data, file: String) -> Result<String, NoText> {
        if let text = String(data: data, encoding: .utf8) { return .success(text) }
        guard let diagnostic = UTF8Check.diagnostic(for: data, file: file) else {
            return .failure(NoText(result: failure(file: file, message: "the contract is not UTF-8 text")))
        }
        return .failure(NoText(result: ContractLoadResult(contract: nil, diagnostics: [diagnostic])))
    }

    /// Decoding and validation report in the order they look; a reader wants the file's order.
    private static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { ($0.element.mark, $0.offset) < ($1.element.mark, $1.offset) }.map(\.element)
    }

    /// What usually causes libyaml's terser syntax errors, judged from the message and the text at the error.
    private static func syntaxHint(_ error: YAMLError, text: String) -> String? {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(error.mark.line - 1).first
        if let line, line.unicodeScalars.prefix(error.mark.column).contains("\t") {
            return "YAML indents with spaces; this line has a tab"
        }
        if let hint = FlowColonHint.hint(message: error.message, line: line, column: error.mark.column) {
            return hint
        }
        if error.message.hasPrefix("mapping values are not allowed") {
            return "a value that contains ': ' must be quoted, or a key is indented deeper than its siblings"
        }
        if error.message.contains("did not find expected key") || error.message.contains("expected <block end>") {
            return "check that this line is indented like the keys of its mapping"
        }
        if error.message.contains("while scanning a quoted scalar") {
            return "a quoted string is not closed; close it or drop the opening quote"
        }
        if error.message.contains("found undefined alias") {
            return "define the anchor (&name) before any alias (*name) uses it"
        }
        return nil
    }

    private static let startHint = "a contract is a mapping that starts with `format: 1` and `info:`"

    private static func failure(file: String, message: String) -> ContractLoadResult {
        let diagnostic = Diagnostic(
            severity: .error, file: file, mark: SourceMark(line: 1, column: 1), message: message)
        return ContractLoadResult(contract: nil, diagnostics: [diagnostic])
    }

    /// A YAML error at its mark; the place it relates to (a duplicate key's first definition) as a note.
    private static func report(_ error: YAMLError, file: String, text: String, into diagnostics: DiagnosticList) {
        let isDuplicateKey = error.message.hasPrefix("duplicate key")
        var message = error.message
        if isDuplicateKey, let related = error.relatedMark, !message.contains("first defined at") {
            message += " (first defined at \(related.line):\(related.column))"
        }
        diagnostics.emit(
            Diagnostic(
                severity: .error, file: file, mark: error.mark, message: message,
                hint: syntaxHint(error, text: text)))
        // A note at the error's own place says nothing new.
        guard let related = error.relatedMark, related != error.mark else { return }
        let note: String
        if isDuplicateKey {
            note = "first defined here"
        } else if error.message.hasPrefix("alias '") {
            note = "the anchored node starts here"  // every alias error relates to the node the alias copies
        } else {
            note = "the construct in question starts here"
        }
        diagnostics.emit(Diagnostic(severity: .note, file: file, mark: related, message: note))
    }
}
