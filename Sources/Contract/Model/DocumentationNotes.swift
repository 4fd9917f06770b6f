import YAMLNodes

/// A place where the contract knowingly does something other than its docs say, with the reason: `deviation:`.
///
/// What the contract does instead is the definition the note sits on; the note names the doc passage departed
/// from and says why, so a reader (and `lint`, which lists every deviation) can tell a decision from a mistake.
public struct Deviation: Sendable, Hashable {
    /// The doc passage departed from, `<doc file>#<section>`.
    public var source: String
    /// Why the contract departs from it.
    public var reason: String
    /// Where `deviation:` is written.
    public var mark: SourceMark

    public init(source: String, reason: String, mark: SourceMark) {
        self.source = source
        self.reason = reason
        self.mark = mark
    }
}

/// A number of a definition that is client policy, not a fact of the docs: one entry of `policy:`.
///
/// Retry counts and delays, a limit the client checks before sending: the docs ask for the behaviour, the number
/// is the contract's choice. Marking it lets a reader tell which numbers the docs give.
public struct PolicyNote: Sendable, Hashable {
    /// The key, in the same mapping, whose value is policy (e.g. `maxAttempts`).
    public var key: String
    /// The value as written (e.g. `3`).
    public var value: String
    /// Why the number is ours and what the docs do say.
    public var reason: String
    /// Where the entry is written.
    public var mark: SourceMark

    public init(key: String, value: String, reason: String, mark: SourceMark) {
        self.key = key
        self.value = value
        self.reason = reason
        self.mark = mark
    }
}
