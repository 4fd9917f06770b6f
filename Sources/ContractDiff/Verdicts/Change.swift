/// Which contract file a location points into.
public enum Side: String, Sendable, Hashable, Codable {
    case base, head
}

/// A place in the base or head contract, in the clickable `file:line:col` form.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var side: Side

    public init(file: String, line: Int, column: Int, side: Side) {
        self.file = file
        self.line = line
        self.column = column
        self.side = side
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// One classified difference between two contracts.
public struct Change: Sendable, Hashable {
    public var rule: Rule
    /// What a reader groups by: `endpoint appleNativeLogin`, `model TenantMembership`, `error classes`.
    public var group: String
    /// The definition it concerns, as a path: `model:AppleLoginRequest/field:fullName`; ties Swift symbols to it.
    public var path: String
    /// The base-side path when it differs (renames).
    public var basePath: String?
    /// What changed, specifically, in one line.
    public var detail: String
    public var before: String?
    public var after: String?
    public var location: SourceLocation

    public var wire: Verdict { rule.wire }
    public var swift: Verdict { rule.swift }
}
