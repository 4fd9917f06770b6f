import Contract
import YAMLNodes

/// How bad a finding is: `error` (the traffic breaks the contract, or the contract is wrong about it) or `warning`
/// (worth a look; nothing breaks).
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// An entry of a capture: `capture.har: entries[12] (GET /sys/user/getUserInfo)`.
public struct CaptureReference: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// The index into the file's `log.entries`.
    public var entry: Int
    public var method: String
    /// The URL path (never the query, which may carry credentials).
    public var path: String

    public var description: String { "\(file): entries[\(entry)] (\(method) \(path))" }
    /// `capture.har#entries[12]`, as an example's `source:` names it.
    public var source: String { "\(file)#entries[\(entry)]" }
}

/// The contract element a finding concerns, and what it says there.
public struct ContractNote: Sendable, Hashable {
    public var file: String
    public var mark: SourceMark
    public var message: String
}

/// One disagreement between the captures and the contract.
public struct Finding: Sendable, Hashable {
    public var kind: FindingKind
    public var message: String
    /// The entry it was found in; nil for findings about the contract as a whole (an endpoint never exercised).
    public var capture: CaptureReference?
    /// The endpoint the entry matched.
    public var endpoint: String?
    /// Where in the body, e.g. `result[3].status`.
    public var jsonPath: String?
    /// The contract element concerned.
    public var note: ContractNote?

    public var severity: Severity { kind.severity }
}

/// A finding before it is tied to an entry: what a check returns.
struct FindingDraft {
    var kind: FindingKind
    var message: String
    var jsonPath: String? = nil
    var note: (mark: SourceMark, message: String)? = nil
}
