/// A 1-based position in YAML source text.
///
/// libyaml reports 0-based marks; ``YAMLLoader`` converts them so that the
/// first character of the input is at `1:1`. Columns count Unicode scalars,
/// not bytes.
public struct SourceMark: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column number (in Unicode scalars).
    public var column: Int

    /// Creates a mark from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `"line:column"`, e.g. `"3:5"`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceMark, rhs: SourceMark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
