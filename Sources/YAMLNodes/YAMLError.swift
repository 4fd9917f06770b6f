/// A located error raised while reading YAML.
///
/// Covers libyaml syntax errors as well as the checks ``YAMLLoader`` adds on
/// top (duplicate keys, unknown aliases, alias bombs, multiple documents).
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Human-readable message: lower-case start, no trailing period,
    /// e.g. `"duplicate key 'name' (first defined at 3:5)"`.
    public var message: String
    /// Where the problem was detected (1-based).
    public var mark: SourceMark
    /// A second location that explains the error, e.g. the first definition
    /// of a duplicate key or the start of the construct being parsed.
    public var relatedMark: SourceMark?

    /// Creates an error.
    public init(message: String, mark: SourceMark, relatedMark: SourceMark? = nil) {
        self.message = message
        self.mark = mark
        self.relatedMark = relatedMark
    }

    /// `"line:column: message"`.
    public var description: String { "\(mark): \(message)" }
}
