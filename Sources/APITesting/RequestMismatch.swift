/// Why a recorded request is not the one a test expected: one line per expectation it does not meet.
///
/// The lines name methods, paths, query items and header names. They show a header's value only when the header
/// carries no credential, and never a query value or a value of the body (only the paths where it differs), so a
/// failing test prints no token, nonce or other secret.
public struct RequestMismatch: Error, Sendable, Hashable, CustomStringConvertible {
    /// What differs, one expectation per line.
    public var problems: [String]

    /// A mismatch of `problems`.
    public init(problems: [String]) {
        self.problems = problems
    }

    /// Every problem on a line of its own.
    public var description: String {
        "the request is not the one expected:\n" + problems.map { "  - " + $0 }.joined(separator: "\n")
    }
}
