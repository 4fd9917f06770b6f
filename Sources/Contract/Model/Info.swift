/// The contract's header: which API, which doc version, and what to generate.
public struct Info: Sendable, Hashable {
    /// How visible the generated module's API is: `public` for a module of its own, `package` within one package,
    /// `internal` for code generated straight into an app target.
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `public`, package, `internal`
    }

    public var title: String
    /// The Swift module generated from the contract, e.g. `ZingAPI`.
    public var module: String
    /// The doc version transcribed, e.g. `1.1`.
    public var version: String
    /// The doc's date, `YYYY-MM-DD`.
    public var date: String
    /// The default base URL; nil where the host is per deployment.
    public var baseURL: String?
    /// Whether `zing-codegen` generates this contract yet.
    public var generate: Bool
    /// The access level of the generated API (`public` unless the contract says otherwise).
    public var accessLevel: AccessLevel
    /// The doc files this contract transcribes.
    public var docs: [String]
    public var provenance: Provenance

    public init(
        title: String, module: String, version: String, date: String, baseURL: String?, generate: Bool,
        accessLevel: AccessLevel = .public, docs: [String], provenance: Provenance
    ) {
        self.title = title
        self.module = module
        self.version = version
        self.date = date
        self.baseURL = baseURL
        self.generate = generate
        self.accessLevel = accessLevel
        self.docs = docs
        self.provenance = provenance
    }
}
