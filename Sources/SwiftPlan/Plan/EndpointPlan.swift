/// One endpoint: its operation constant, its client method and its success conditions.
public struct EndpointPlan: Sendable {
    /// The endpoint's name in the contract.
    public var name: String
    public var methodName: SwiftIdentifier
    /// `public static let <method> = <Prefix>Operation(…)`
    public var operation: PlannedDeclaration
    /// The client method and its body.
    public var method: PlannedBody
    /// `static func unmet…Condition(_:)` (internal), when the endpoint has success conditions to check.
    public var conditions: PlannedBody?
}
