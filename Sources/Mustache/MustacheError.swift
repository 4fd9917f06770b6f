/// A located template error, from parsing or from strict rendering.
///
/// `description` reads like a compiler diagnostic:
/// `<templateName>:<line>:<column>: error: <message>`. Lines and columns are
/// 1-based (columns count characters); both are 0 when there is no location,
/// e.g. when the requested template does not exist.
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template (or partial) in which the error occurred.
    public var templateName: String
    /// 1-based line of the offending tag.
    public var line: Int
    /// 1-based column of the offending tag's opening delimiter.
    public var column: Int
    /// What went wrong.
    public var message: String

    public init(templateName: String, line: Int, column: Int, message: String) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        "\(templateName):\(line):\(column): error: \(message)"
    }
}

/// Where a tag starts in its template.
struct SourceLocation: Sendable, Equatable {
    var line: Int
    var column: Int
}

extension MustacheError {
    init(_ message: String, in templateName: String, at location: SourceLocation) {
        self.init(templateName: templateName, line: location.line, column: location.column, message: message)
    }
}
