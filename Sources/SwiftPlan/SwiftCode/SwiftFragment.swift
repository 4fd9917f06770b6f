/// Swift text the generator wrote itself, printed verbatim: a runtime type or function name, a keyword, a fixed
/// expression such as `Self.self`.
///
/// It can only be made from a `StaticString`, that is from text compiled into the generator, so no contract text can
/// ever become code through it.
public struct SwiftFragment: Sendable, Hashable, CustomStringConvertible {
    /// The Swift text.
    public let text: String

    /// The generator's own Swift text.
    public init(_ text: StaticString) {
        self.text = text.description
    }

    public var description: String { text }
}

/// Prose from the contract (or the generator) that becomes doc-comment text, never code.
///
/// The printer writes it only inside `///` comments: every line terminator starts a new comment line and other
/// control characters become spaces, so nothing in it can end the comment.
public struct DocText: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The prose as written.
    public let text: String

    /// Wraps prose for a doc comment.
    public init(_ text: String) { self.text = text }

    /// The generator's own prose.
    public init(stringLiteral text: String) { self.text = text }
}

/// Text for a `//` line comment (the rule comments, the file header): printed on one line, every line terminator and
/// control character replaced by a space.
public struct CommentText: Sendable, Hashable {
    /// The text as written.
    public let text: String

    /// Wraps text for a line comment.
    public init(_ text: String) { self.text = text }
}

/// Text that becomes a Swift string literal, escaped by the printer whatever it holds.
public struct StringLiteral: Sendable, Hashable {
    /// When the printer may write the text as a raw multi-line literal (`#"""` … `"""#`) instead of one escaped line.
    public enum Form: Sendable, Hashable {
        /// Always one escaped line.
        case singleLine
        /// A raw multi-line literal when the text has line feeds and can be written raw unchanged.
        case multilineWhenTextHasLines
        /// A raw multi-line literal when one line would be too long and the text can be written raw unchanged.
        case multilineWhenTooLong
    }

    /// The literal's value.
    public let text: String
    /// How it may be written.
    public let form: Form

    /// A literal of `text`.
    public init(_ text: String, form: Form = .singleLine) {
        self.text = text
        self.form = form
    }
}
