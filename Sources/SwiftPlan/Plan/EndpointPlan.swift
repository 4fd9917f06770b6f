/// One endpoint: its operation constant (in an extension of `<Prefix>Operation`), its client method and success
/// conditions (in an extension of `<Prefix>Client`).
public struct EndpointPlan: Sendable {
    /// The endpoint's name in the contract.
    public var name: String
    /// The enum of each `oneOf:` group, in contract order.
    public var parameterGroups: [ParameterGroupPlan] = []
    public var operationExtension: OperationExtensionPlan
    public var clientExtension: ClientExtensionPlan
    /// The sequences of a paginated endpoint's pages and items, in an extension of the client protocol; nil without
    /// `pagination:`.
    public var pagingExtension: PagingExtensionPlan? = nil
}

/// `extension <Prefix>ClientProtocol { <method>Pages(…) <method>Items(…) }`: built on the one-page requirement, so a
/// fake client pages as the real one does.
public struct PagingExtensionPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var extensionHeader: SwiftDeclaration
    /// `<method>Pages(…) -> Pages<Item, <Prefix>Error>`.
    public var pages: PlannedDeclaration
    /// `<method>Items(…) -> PagedItems<Item, <Prefix>Error>`.
    public var items: PlannedDeclaration
}

/// `extension <Prefix>Operation { public static let <method> = … }`.
public struct OperationExtensionPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var extensionHeader: SwiftDeclaration
    public var operation: PlannedDeclaration
}

/// `extension <Prefix>Client { <method> … }`.
public struct ClientExtensionPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var extensionHeader: SwiftDeclaration
    /// The client method.
    public var method: PlannedDeclaration
    /// `static func unmet…Condition(_:)` (internal), when the endpoint has success conditions to check.
    public var conditions: PlannedDeclaration?
}

/// `public enum <Endpoint><Group>: Sendable { case <member>(<Type>) … }`: exactly one of a group's parameters.
public struct ParameterGroupPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var cases: [PlannedDeclaration]
}
