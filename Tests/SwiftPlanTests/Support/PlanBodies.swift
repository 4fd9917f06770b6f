@testable import SwiftPlan

extension SwiftDeclaration {
    /// The statements of a body of statements; none for any other body.
    var statements: [SwiftStatement] {
        guard case .statements(let statements)? = body else { return [] }
        return statements
    }
}

extension PlannedDeclaration {
    /// The statements of the declaration's body.
    var body: [SwiftStatement] { declaration.statements }
}
