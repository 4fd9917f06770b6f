import TextFoundation

/// How the tools quote a word they were given (an argument, a path) in a message.
public enum CommandLineText {
    /// The longest quoted text, in characters: a pasted file is not echoed whole.
    public static let longestQuote = 200

    /// `'text'`, escaped for the terminal (control, ESC and bidirectional characters as `\u{1B}`) and cut short
    /// past ``longestQuote`` characters.
    public static func quoted(_ text: String) -> String {
        let escaped = text.escapedForTerminal
        let shown = escaped.count > longestQuote ? escaped.prefix(longestQuote) + "…" : Substring(escaped)
        return "'\(shown)'"
    }
}
