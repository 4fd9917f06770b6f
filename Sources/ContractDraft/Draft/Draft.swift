import Contract

/// A drafted contract: the model the writer prints, the guesses to mark where they stand, what was left out, and
/// what it was drafted from.
public struct Draft: Sendable {
    /// What the draft was made from, for its header and summary.
    public enum Origin: Sendable, Hashable {
        /// HAR captures: their paths and how many entries they held.
        case captures([String], entries: Int)
        /// An OpenAPI (or Swagger) document: its path and version text (`3.0.1`, `2.0`).
        case openAPI(String, version: String)
        /// Both: the document's path and version, and the captures' paths and entries.
        case combined(document: String, version: String, captures: [String], entries: Int)
    }

    /// The contract, as the loader would read it back (provenance marks are not meaningful).
    public var contract: Contract
    public var guesses: GuessBook
    public var notes: DraftNotes
    public var origin: Origin

    public init(contract: Contract, guesses: GuessBook = GuessBook(), notes: DraftNotes = DraftNotes(), origin: Origin)
    {
        self.contract = contract
        self.guesses = guesses
        self.notes = notes
        self.origin = origin
    }
}
