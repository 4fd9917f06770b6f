import TextFoundation
import YAMLNodes

/// A problem found in a contract, located at the node that causes it.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable { case error, warning, note }

    public var severity: Severity
    public var file: String
    public var mark: SourceMark
    public var message: String
    /// What to do about it, e.g. "did you mean 'optional'?".
    public var hint: String?

    /// A diagnostic; text quoted from the contract in `message` and `hint` (a name from a hostile contract) is cut
    /// to its first 64 characters and its length (``QuotedTextBound``), and control and bidirectional characters are
    /// kept as `\u{…}` escapes, so printing it can neither flood a log, break its line, drive a terminal, nor
    /// reorder what a reader sees.
    public init(severity: Severity, file: String, mark: SourceMark, message: String, hint: String? = nil) {
        self.severity = severity
        self.file = file
        self.mark = mark
        self.message = QuotedTextBound.bounding(message).escapedForTerminal
        self.hint = hint.map { QuotedTextBound.bounding($0).escapedForTerminal }
    }

    /// `path:line:col: error: message (hint)`: the form Xcode and editors make clickable.
    /// Unsafe characters are escaped here too (in the file name and in texts changed after `init`).
    public var description: String {
        let text = "\(file):\(mark.line):\(mark.column): \(severity.rawValue): \(message)"
        guard let hint else { return text.escapedForTerminal }
        return "\(text); \(hint)".escapedForTerminal
    }
}

/// Collects diagnostics, so the loader reports every problem of a file in one run.
public protocol DiagnosticCollector: AnyObject {
    func emit(_ diagnostic: Diagnostic)
}

/// A collector that keeps everything, in order of emission.
public final class DiagnosticList: DiagnosticCollector {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public func emit(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
