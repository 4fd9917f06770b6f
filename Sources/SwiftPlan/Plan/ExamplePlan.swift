/// A generated test suite: a test class whose test methods are plan bodies.
public struct TestSuitePlan: Sendable {
    public var className: SwiftIdentifier
    /// The modules the suite imports, sorted as swift-format wants them.
    public var imports: [SwiftIdentifier]
    /// The generated modules it imports `@testable` (when they are `internal`), sorted; after the others.
    public var testableImports: [SwiftIdentifier]
    public var declaration: SwiftDeclaration
    public var cases: [(declaration: SwiftDeclaration, body: [SwiftStatement])]
}

/// The generated test suite of one endpoint's examples.
public typealias ExampleSuitePlan = TestSuitePlan

/// The generated test suite that prints every value holding a secret and checks no secret shows.
public typealias RedactionSuitePlan = TestSuitePlan
