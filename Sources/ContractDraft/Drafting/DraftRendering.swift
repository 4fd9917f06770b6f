import Contract

/// A draft as text, and lint's verdict on it: the one check every draft passes before it is written.
public struct RenderedDraft: Sendable {
    /// The contract's YAML.
    public var text: String
    /// What lint says of it (a draft with an error is a defect of the drafter, and is never written).
    public var lint: ContractLoadResult

    /// Writes `draft` and lints the text as `zing-codegen lint` would, under `file`.
    public init(_ draft: Draft, file: String) {
        text = ContractWriter.write(draft)
        lint = ContractLoader.load(text: text, file: file)
    }
}
