/// `<Prefix>Examples`, generated into a module of its own (`<Module>Examples`) that only tests link: every example of
/// the contract as data that `ExampleTransport` replays, one constant per example, grouped by endpoint.
public struct ExamplesPlan: Sendable {
    /// The module's name: `ZingAPI` → `ZingAPIExamples`.
    public var module: String
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    /// The endpoints that have examples, in contract order; each is an enum nested in this one.
    public var endpoints: [EndpointExamplesPlan]
    /// `static let all`: every endpoint's examples, in contract order.
    public var all: PlannedDeclaration
}

/// The examples of one endpoint: an enum of constants, declared in an extension of `<Prefix>Examples`.
public struct EndpointExamplesPlan: Sendable {
    public var typeName: SwiftIdentifier
    /// `extension <Prefix>Examples`, which the enum is declared in.
    public var extensionHeader: SwiftDeclaration
    public var declaration: PlannedDeclaration
    /// `static let <name> = ContractExample(…)`, one per example.
    public var examples: [PlannedDeclaration]
    /// `static let all`: its examples, in contract order.
    public var all: PlannedDeclaration
}
