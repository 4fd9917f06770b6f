import Contract

/// One public Swift declaration the generator emits for a contract.
public struct PublicSymbol: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case type, property, initializer, method, enumCase, constant
    }

    public var kind: Kind
    /// The enclosing type's Swift name (`Outer.Inner` when nested); nil for top-level types.
    public var container: String?
    /// The declaration's name: a type, property, method or case name; `init` for memberwise initializers (the
    /// signature holds the labels, so a new parameter reads as a changed symbol).
    public var name: String
    /// The full public signature as emitted, e.g. `public var fullName: String?`.
    public var signature: String
    /// The contract definition it comes from: `model:LoginResult/field:token`, `endpoint:logout`, `errorClass:x`,
    /// `identifier:TenantID`, `union:Outcome/variant:session`, `enum:Status/case:enabled`, `auth`, `info`.
    public var origin: String
    /// The message of its `@available(*, deprecated, message: …)`, when it is deprecated.
    public var deprecation: String?

    public init(
        kind: Kind, container: String?, name: String, signature: String, origin: String, deprecation: String? = nil
    ) {
        self.kind = kind
        self.container = container
        self.name = name
        self.signature = signature
        self.origin = origin
        self.deprecation = deprecation
    }

    /// The symbol's identity across contract versions: `Container.name`.
    public var key: String { container.map { "\($0).\(name)" } ?? name }

    public var description: String { signature }

    public static func < (lhs: PublicSymbol, rhs: PublicSymbol) -> Bool { lhs.key < rhs.key }
}

/// Lists the public Swift symbols the generator emits for a contract: every API declaration of the files the plan
/// ends in, found by walking them (a ``FileScope`` says which type its members belong to), printed by the same printer
/// that writes them into the generated files, so the list can't drift from the code (a test compares it with the
/// compiled modules' symbol graphs).
public enum PublicSymbols {
    /// The symbols of `contract`, sorted by key; throws what the generator would throw.
    public static func list(for contract: Contract, contractPath: String) throws(PlanError) -> [PublicSymbol] {
        list(in: try SwiftPlanner.plan(contract, contractPath: contractPath))
    }

    /// The public symbols a module plan declares, sorted by key.
    public static func list(in plan: ModulePlan) -> [PublicSymbol] {
        let files = plan.files
        let declarations =
            (files.leading + files.trailing).flatMap(\.declarations)
            + files.groups.flatMap { $0.units.flatMap(\.declarations) }
        var symbols: [PublicSymbol] = []
        for declaration in declarations { walk(declaration, container: nil, into: &symbols, access: plan.access) }
        return symbols.sorted()
    }

    /// Adds the API declarations `declaration` holds to `symbols`: a scope's header in the container around it, its
    /// members in the scope's type (nested in `container` when the scope is a member of another).
    private static func walk(
        _ declaration: FileDeclaration, container: String?, into symbols: inout [PublicSymbol], access: APIAccess
    ) {
        switch declaration {
        case .member(let member): add(member, container: container, into: &symbols, access: access)
        case .scope(let scope):
            add(scope.header, container: container, into: &symbols, access: access)
            let inner = container.map { "\($0).\(scope.typeName.name)" } ?? scope.typeName.name
            for member in scope.members {
                walk(member.declaration, container: inner, into: &symbols, access: access)
            }
        }
    }

    /// Adds one declaration when the symbol list keys it and it is API.
    private static func add(
        _ declaration: PlanDeclaration, container: String?, into symbols: inout [PublicSymbol], access: APIAccess
    ) {
        guard case .planned(let planned) = declaration, planned.declaration.access.isAPI else { return }
        symbols.append(
            PublicSymbol(
                kind: kind(of: planned.declaration), container: container, name: planned.symbolName,
                signature: SwiftPrinter.signature(planned.declaration, access: access), origin: planned.origin,
                deprecation: planned.declaration.deprecation?.text))
    }

    private static func kind(of declaration: SwiftDeclaration) -> PublicSymbol.Kind {
        switch declaration.kind {
        case .type, .typeAlias: .type
        case .property: declaration.isStatic ? .constant : .property
        case .initializer: .initializer
        case .function: .method
        case .enumCase: .enumCase
        }
    }
}
