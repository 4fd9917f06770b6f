/// A 1-based position in YAML source text.
///
/// libyaml reports 0-based marks; ``YAMLLoader`` converts them so that the
/// first character of the input is at `1:1`. Columns count Unicode scalars,
/// not bytes.
public struct SourceMark: Hashable, Sendable, Comparable, CustomStringConvertible {
    // Every node keeps two marks, and the decoder and diagnostics copy them: 32-bit halves make a mark 8 bytes
    // instead of 16. A line or column past 4,294,967,295 would need a file of more than 4 GB, which nothing loads.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Self.stored(newValue) }
    }

    /// 1-based column number (in Unicode scalars).
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Self.stored(newValue) }
    }

    /// Creates a mark from a 1-based line and column.
    public init(line: Int, column: Int) {
        storedLine = Self.stored(line)
        storedColumn = Self.stored(column)
    }

    private static func stored(_ value: Int) -> UInt32 { UInt32(clamping: value) }

    /// `"line:column"`, e.g. `"3:5"`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceMark, rhs: SourceMark) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}
