import Contract

/// The contract's wire form, named apart from the runtime's, for tests that import both modules.
typealias ContractWireForm = WireForm
