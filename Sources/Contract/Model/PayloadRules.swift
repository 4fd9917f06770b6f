import WireVocabulary

/// A success condition on a payload field, where the contract wrote it (`response.success[i]`).
public struct PayloadSuccessCondition: Sendable, Hashable {
    public var condition: PayloadCondition
    public var provenance: Provenance

    public init(_ condition: PayloadCondition, provenance: Provenance) {
        self.condition = condition
        self.provenance = provenance
    }
}

/// The data a failure keeps (`response.failureData`): on failures of the named classes, the answer's payload decodes
/// as `type` and the thrown error carries it.
public struct FailureData: Sendable, Hashable {
    public var type: TypeRef
    /// The error classes whose failures keep the data.
    public var classes: [String]
    public var provenance: Provenance

    public init(type: TypeRef, classes: [String], provenance: Provenance) {
        self.type = type
        self.classes = classes
        self.provenance = provenance
    }
}

extension Endpoint {
    /// The endpoint's payload rules as the runtime and `verify` apply them (``PayloadRules``, one evaluator): the
    /// payload tests of its own error rules, its success conditions on payload fields, the classes that keep data.
    public var payloadRules: PayloadRules {
        PayloadRules(
            failures: errorRules.compactMap { $0.payload }, conditions: response.success.map { $0.condition },
            failureDataClasses: response.failureData?.classes ?? [])
    }
}
