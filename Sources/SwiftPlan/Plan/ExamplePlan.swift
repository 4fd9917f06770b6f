/// A generated test suite: a test class whose test methods are declarations with bodies.
public struct TestSuitePlan: Sendable {
    public var className: SwiftIdentifier
    /// The modules the suite imports, sorted as swift-format wants them.
    public var imports: [ImportPlan]
    /// The generated modules it imports `@testable` (when they are `internal`), sorted; after the others.
    public var testableImports: [SwiftIdentifier]
    public var declaration: SwiftDeclaration
    /// The test methods, each with its body.
    public var cases: [SwiftDeclaration]
}

/// The generated test suite of one endpoint's examples.
public typealias ExampleSuitePlan = TestSuitePlan

/// The generated test suite that prints every value holding a secret and checks no secret shows.
public typealias RedactionSuitePlan = TestSuitePlan

/// One `import` of a generated test file: `@_spi(Generated)` for the testing library's generated-test support.
public struct ImportPlan: Sendable, Hashable, Comparable {
    public var module: SwiftIdentifier
    public var isGeneratedSPI: Bool

    public init(_ module: SwiftIdentifier, isGeneratedSPI: Bool = false) {
        self.module = module
        self.isGeneratedSPI = isGeneratedSPI
    }

    /// By module name, as swift-format orders imports.
    public static func < (lhs: ImportPlan, rhs: ImportPlan) -> Bool { lhs.module.printed < rhs.module.printed }
}
