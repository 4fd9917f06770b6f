/// A declaration as the printer writes it: its doc comment, its header (what the public-symbol list reads) and its
/// body, so a template places a whole member by naming it once.
public struct SwiftDeclaration: Sendable, Hashable {
    /// The declaration's doc comment.
    public var doc: DocComment?
    /// Part of the module's API, or internal.
    public var access: Access
    /// `static` or not.
    public var isStatic: Bool
    /// What is declared.
    public var kind: Kind
    /// `@available(*, deprecated, message: …)` with this message, when the declaration is deprecated.
    public var deprecation: StringLiteral?
    /// What follows the header; nil for a stored property, a case, a type alias or a requirement, and for a type,
    /// whose members the template lays out between the braces it writes.
    public var body: Body?

    /// A member's body.
    public enum Body: Sendable, Hashable {
        /// `{`, the statements on lines of their own, `}`.
        case statements([SwiftStatement])
        /// `{ value }` on the header's line: a computed property or a function of one expression.
        case expression(SwiftExpression)
        /// `{ get { value } set { statement } }`, each accessor on a line of its own.
        case accessors(get: SwiftExpression, set: SwiftStatement)
    }

    /// Whether a declaration is part of the module's API; the module's ``APIAccess`` decides how that is spelled.
    public enum Access: Sendable, Hashable {
        /// The module's API: printed with the module's access level (`public`, `package`, or no modifier).
        case api
        /// A protocol requirement: part of the API, with no modifier of its own (it has its protocol's).
        case requirement
        /// No modifier: internal, whatever the module's access level.
        case `internal`

        /// Whether the declaration is part of the module's API.
        public var isAPI: Bool { self != .internal }
    }

    /// `struct`, `enum`, `protocol` or `extension`.
    public enum TypeKeyword: String, Sendable, Hashable {
        case `struct`, `enum`, `protocol`, `extension`
        case finalClass = "final class"
    }

    /// `let` or `var`.
    public enum Binding: String, Sendable, Hashable {
        case `let`, `var`
    }

    /// A function's name: an identifier, or an operator such as `==`.
    public enum FunctionName: Sendable, Hashable {
        case identifier(SwiftIdentifier)
        case `operator`(SwiftFragment)
    }

    /// What a declaration declares.
    public enum Kind: Sendable, Hashable {
        /// `struct Name: Conformances`
        case type(TypeKeyword, SwiftType, conformances: [SwiftType])
        /// `typealias Name = Type`
        case typeAlias(SwiftIdentifier, SwiftType)
        /// `let name: Type` or `var name: Type`; with `initializer` printed `let name = value` unless `showsType`.
        case property(Binding, SwiftIdentifier, SwiftType, initializer: SwiftExpression?, showsType: Bool)
        /// `init(parameters) effects`, `init?` when failable.
        case initializer(failable: Bool, [SwiftParameter], SwiftEffects, layout: ListLayout)
        /// `func name(parameters) effects -> Result`
        case function(FunctionName, [SwiftParameter], SwiftEffects, returns: SwiftType?, layout: ListLayout)
        /// `case name`, `case name = "raw"` or `case name(Associated)`.
        case enumCase(SwiftIdentifier, rawValue: StringLiteral?, associated: SwiftType?)
    }

    /// A declaration of `kind`.
    public init(
        doc: DocComment?, access: Access = .api, isStatic: Bool = false, deprecation: StringLiteral? = nil,
        _ kind: Kind, body: Body? = nil
    ) {
        self.doc = doc
        self.access = access
        self.isStatic = isStatic
        self.deprecation = deprecation
        self.kind = kind
        self.body = body
    }
}

extension SwiftDeclaration {
    /// `extension Type`: the header of an extension, whose members the template lays out.
    public static func `extension`(of type: SwiftType) -> SwiftDeclaration {
        SwiftDeclaration(doc: nil, access: .internal, .type(.extension, type, conformances: []))
    }
}

/// One parameter of a function or initializer.
public struct SwiftParameter: Sendable, Hashable {
    /// The argument label callers write.
    public enum Label: Sendable, Hashable {
        /// The parameter's name is its label.
        case same
        /// `_`: no label.
        case wildcard
        /// A label other than the name: `from decoder`.
        case label(SwiftIdentifier)
    }

    /// The label callers write.
    public var label: Label
    /// The label of the argument a call passes it with (the name, or the other label); nil for `_`.
    var argumentLabel: SwiftIdentifier? {
        switch label {
        case .same: name
        case .wildcard: nil
        case .label(let label): label
        }
    }
    /// The name inside the body.
    public var name: SwiftIdentifier
    /// The parameter's type.
    public var type: SwiftType
    /// The default value, if any.
    public var defaultValue: SwiftExpression?

    /// A parameter `name: type = defaultValue`.
    public init(
        _ label: Label = .same, _ name: SwiftIdentifier, _ type: SwiftType, default defaultValue: SwiftExpression? = nil
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// `async`, `throws` and `throws(Type)`.
public struct SwiftEffects: Sendable, Hashable {
    /// `async`
    public var isAsync: Bool
    /// Whether the function throws and what.
    public var throwing: Throwing

    /// How a function throws.
    public enum Throwing: Sendable, Hashable {
        case none
        case untyped
        case typed(SwiftType)
    }

    /// No effects.
    public static let none = SwiftEffects(isAsync: false, throwing: .none)
    /// `throws`
    public static let throwing = SwiftEffects(isAsync: false, throwing: .untyped)

    /// Effects of a function.
    public init(isAsync: Bool, throwing: Throwing) {
        self.isAsync = isAsync
        self.throwing = throwing
    }
}
