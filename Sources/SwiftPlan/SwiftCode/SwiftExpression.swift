/// A Swift expression the plan builds and the printer lays out.
public enum SwiftExpression: Sendable, Hashable {
    /// A name: a local, a parameter, a type.
    case name(SwiftIdentifier)
    /// The generator's own code, verbatim: `nil`, `Self.self`, `core`, a runtime type.
    case code(SwiftFragment)
    /// `base.member`, or `base?.member` when `optionalChain`.
    indirect case member(SwiftExpression, SwiftIdentifier, optionalChain: Bool = false)
    /// `base.member` where the member is a runtime name.
    indirect case runtimeMember(SwiftExpression, SwiftFragment, optionalChain: Bool = false)
    /// `.member`: an enum case or static member of the type the context expects.
    case implicitMember(SwiftIdentifier)
    /// `.member` where the member is a runtime name, e.g. `.numericString`.
    case implicitRuntimeMember(SwiftFragment)
    /// `Type.self`
    case metatype(SwiftType)
    /// A type used as a value (the callee of an initializer call): `LoginResult`, `Secret`.
    case type(SwiftType)
    /// `Type.init(label:)`: an initializer as a function value.
    case initReference(SwiftType, [SwiftIdentifier])
    /// `callee(label: value, …)`
    indirect case call(SwiftExpression, [SwiftArgument], layout: ListLayout = .fit)
    /// A string literal, escaped by the printer.
    case string(StringLiteral)
    /// An integer literal.
    case int(Int)
    /// A floating-point literal of a finite value (`2.5`), an integer one where the value is whole (`20`).
    case double(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `[a, b, …]`
    case array([SwiftExpression])
    /// `[key: value, …]`, or `[:]`.
    case dictionary([SwiftDictionaryEntry])
    /// `(label: value, …)`
    case tuple([SwiftArgument])
    /// `lower...upper`
    case closedRange(Int, Int)
    /// `lhs <operator> rhs`
    indirect case infix(SwiftExpression, InfixOperator, SwiftExpression)
    /// `!operand`
    indirect case not(SwiftExpression)
    /// `operand!`
    indirect case forceUnwrap(SwiftExpression)
    /// `try operand`
    indirect case `try`(SwiftExpression)
    /// `await operand`
    indirect case await(SwiftExpression)
    /// `{ parameters in statements }`
    case closure(parameters: [SwiftIdentifier], body: [SwiftStatement])
    /// `{ parameter throws(Type) in statements }`: a closure that throws a typed error, always on lines of its own.
    case throwingClosure(parameter: SwiftIdentifier, throwing: SwiftType, body: [SwiftStatement])
}

/// One argument of a call or element of a tuple: `label: value`, or `value` alone.
public struct SwiftArgument: Sendable, Hashable {
    /// The argument label; nil for an unlabelled argument.
    public var label: SwiftIdentifier?
    /// The argument's value.
    public var value: SwiftExpression

    /// A labelled argument.
    public init(_ label: SwiftIdentifier?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    /// An unlabelled argument.
    public init(_ value: SwiftExpression) {
        self.init(nil, value)
    }

    /// The argument that passes `parameter` on as the caller gave it: `name: name`, `label: name` or `name`.
    init(forwarding parameter: SwiftParameter) {
        self.init(parameter.argumentLabel, .name(parameter.name))
    }
}

/// One `key: value` entry of a dictionary literal.
public struct SwiftDictionaryEntry: Sendable, Hashable {
    public var key: SwiftExpression
    public var value: SwiftExpression

    public init(_ key: SwiftExpression, _ value: SwiftExpression) {
        self.key = key
        self.value = value
    }
}

/// The binary operators generated code uses.
public enum InfixOperator: String, Sendable, Hashable {
    case and = "&&"
    case equal = "=="
    case greaterThan = ">"
    case lessThan = "<"
    case plus = "+"
    case nilCoalescing = "??"
}

/// How a call's arguments, a declaration's parameters or an array's elements are laid out when they don't fit on one
/// line.
public enum ListLayout: Sendable, Hashable {
    /// One line when it fits; else all items on one continuation line; else one item per line.
    case fit
    /// Always one item per line (lists that grow with the contract, so a change to it is a one-line diff).
    case onePerLine
}

extension SwiftExpression {
    /// `callee(arguments…)`, laid out to fit.
    public static func call(_ callee: SwiftExpression, _ arguments: SwiftArgument...) -> SwiftExpression {
        .call(callee, arguments)
    }

    /// A call of a runtime function or initializer, e.g. `UnmetCondition("…")`.
    public static func call(_ callee: SwiftFragment, _ arguments: [SwiftArgument], layout: ListLayout = .fit)
        -> SwiftExpression
    {
        .call(.code(callee), arguments, layout: layout)
    }

    /// `base.member` of a runtime name.
    public func member(_ name: SwiftFragment, optionalChain: Bool = false) -> SwiftExpression {
        .runtimeMember(self, name, optionalChain: optionalChain)
    }

    /// `base.member` of a generated name.
    public func member(_ name: SwiftIdentifier, optionalChain: Bool = false) -> SwiftExpression {
        .member(self, name, optionalChain: optionalChain)
    }

    /// A string literal of `text`.
    public static func string(_ text: String, form: StringLiteral.Form = .singleLine) -> SwiftExpression {
        .string(StringLiteral(text, form: form))
    }

    /// `lhs && rhs && …`, or the one operand alone.
    public static func all(_ operands: [SwiftExpression]) -> SwiftExpression {
        guard var result = operands.first else { return .bool(true) }
        for operand in operands.dropFirst() { result = .infix(result, .and, operand) }
        return result
    }
}
