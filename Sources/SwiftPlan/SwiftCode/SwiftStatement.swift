/// A Swift statement the plan builds and the printer lays out.
public enum SwiftStatement: Sendable, Hashable {
    /// `let name: Type = value` (type and value each optional).
    case `let`(SwiftIdentifier, SwiftType? = nil, SwiftExpression?)
    /// `var name: Type = value`
    case `var`(SwiftIdentifier, SwiftType? = nil, SwiftExpression?)
    /// `target = value`
    case assign(SwiftExpression, SwiftExpression)
    /// `if condition { body }`
    case `if`(SwiftCondition, [SwiftStatement], layout: BlockLayout = .compact)
    /// `guard condition else { body }`
    case `guard`(SwiftCondition, else: [SwiftStatement], layout: BlockLayout = .compact)
    /// `switch subject { cases… }`; a case without patterns is the `default`.
    case `switch`(SwiftExpression, [SwiftSwitchCase])
    /// `do { body } catch { handler }`
    case doCatch([SwiftStatement], catch: [SwiftStatement])
    /// `return value`, or `return` alone.
    case `return`(SwiftExpression?)
    /// `throw value`
    case `throw`(SwiftExpression)
    /// An expression on its own: a call, or the value of a single-expression body.
    case expression(SwiftExpression)
    /// `_ = value`
    case discard(SwiftExpression)
    /// A `//` comment line.
    case comment(CommentText)
}

/// What an `if` or `guard` tests.
public enum SwiftCondition: Sendable, Hashable {
    /// A Boolean expression.
    case expression(SwiftExpression)
    /// `let name = value`, or `let name` alone (the shorthand that unwraps a local of the same name).
    case optionalBinding(SwiftIdentifier, SwiftExpression?)
    /// `case .name = value`
    case enumCase(SwiftIdentifier, SwiftExpression)
    /// `case .name(let binding) = value`: the case's associated value, bound.
    case enumCaseBinding(SwiftIdentifier, binding: SwiftIdentifier, SwiftExpression)
}

/// One `case` of a `switch`, with the comment that explains it.
public struct SwiftSwitchCase: Sendable, Hashable {
    /// A `//` line above the case.
    public var comment: CommentText?
    /// The case's patterns, matched in order; none for `default`.
    public var patterns: [SwiftPattern]
    /// What the case does; a single short statement stays on the `case` line.
    public var body: [SwiftStatement]

    /// A case of `patterns` doing `body`.
    public init(comment: CommentText? = nil, patterns: [SwiftPattern], body: [SwiftStatement]) {
        self.comment = comment
        self.patterns = patterns
        self.body = body
    }
}

/// A `case` pattern.
public enum SwiftPattern: Sendable, Hashable {
    /// An expression the subject is compared with: `.name`, `401`, `"CODE"`.
    case expression(SwiftExpression)
    /// `(lower...upper)?`: an optional subject within a closed range.
    case optionalRange(Int, Int)
    /// `.name(let value)`: an enum case, binding its associated value.
    case enumCaseBinding(SwiftIdentifier, SwiftIdentifier)
}

/// How an `if` whose body is one statement is laid out.
public enum BlockLayout: Sendable, Hashable {
    /// `if condition { statement }` on one line when it fits.
    case compact
    /// Always the body on lines of its own.
    case block
}
