import ContractVerify

/// What a draft is asked to be, beside its input.
public struct DraftOptions: Sendable {
    /// `--server NAME=URL`, in order: the servers whose requests are drafted (the first is the default); empty: the
    /// busiest host of the captures.
    public var servers: [(name: String, url: BaseURL)]
    /// The Swift module name (`--module`); nil: made from the host or the document's title.
    public var module: String?
    /// The contract's `info.date` (`YYYY-MM-DD`), the day of the draft.
    public var date: String

    public init(servers: [(name: String, url: BaseURL)] = [], module: String? = nil, date: String) {
        self.servers = servers
        self.module = module
        self.date = date
    }
}
