/// Which contract file a location points into.
public enum Side: String, Sendable, Hashable, Codable {
    /// The old contract.
    case base
    /// The new contract.
    case head
}

/// A place in the base or head contract, in the clickable `file:line:col` form.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The contract as the side was named, e.g. `contract/zing.yaml` or `git:HEAD:contract/zing.yaml`.
    public var file: String
    public var line: Int
    public var column: Int
    public var side: Side

    /// A location in the `side` contract.
    public init(file: String, line: Int, column: Int, side: Side) {
        self.file = file
        self.line = line
        self.column = column
        self.side = side
    }

    /// `file:line:col`.
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
    /// The old value, where one is worth showing.
    public var before: String?
    /// The new value, where one is worth showing.
    public var after: String?
    /// Where the change is: in the head contract, or in the base one for removals.
    public var location: SourceLocation

    /// The rule's wire verdict.
    public var wire: Verdict { rule.wire }
    /// The rule's Swift API verdict.
    public var swift: Verdict { rule.swift }
}
