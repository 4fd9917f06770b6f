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

/// Lists the public Swift symbols the generator emits for a contract: the plan's public declarations, printed by the
/// same printer that writes them into the generated files, so the list can't drift from the code (a test compares
/// it with the compiled modules' symbol graphs).
public enum PublicSymbols {
    /// The symbols of `contract`, sorted by key; throws what the generator would throw.
    public static func list(for contract: Contract, contractPath: String) throws(PlanError) -> [PublicSymbol] {
        list(in: try SwiftPlanner.plan(contract, contractPath: contractPath))
    }

    /// The public symbols a module plan declares, sorted by key.
    public static func list(in plan: ModulePlan) -> [PublicSymbol] {
        var symbols: [PublicSymbol] = []
        func add(_ container: SwiftIdentifier?, _ planned: PlannedDeclaration) {
            add(named: container?.name, planned)
        }
        func add(named container: String?, _ planned: PlannedDeclaration) {
            guard planned.declaration.access.isAPI else { return }
            symbols.append(
                PublicSymbol(
                    kind: kind(of: planned.declaration), container: container, name: planned.symbolName,
                    signature: SwiftPrinter.signature(planned.declaration, access: plan.access),
                    origin: planned.origin, deprecation: planned.declaration.deprecation?.text))
        }
        func add(_ container: SwiftIdentifier?, _ declarations: [PlannedDeclaration]) {
            for declaration in declarations { add(container, declaration) }
        }

        let contract = plan.contract
        add(nil, contract.declaration)
        add(
            contract.typeName,
            [contract.errorClassAlias, contract.operationAlias, contract.title, contract.docVersion, contract.docDate]
                + (contract.defaultBaseURL.map { [$0] } ?? [])
                + [contract.envelope, contract.headerPolicy, contract.retryPolicy, contract.maxResponseBytes]
                + [plan.rules.classify.declaration])

        let errorClasses = plan.errorClasses
        add(nil, [errorClasses.errorAlias, errorClasses.declaration])
        add(errorClasses.typeName, errorClasses.cases + [errorClasses.name] + errorClasses.flags.map(\.declaration))

        let operation = plan.operation
        add(nil, operation.declaration)
        add(
            operation.typeName,
            [operation.spec, operation.name, operation.equality, operation.hashing] + plan.endpoints.map(\.operation))

        let clientProtocol = plan.clientProtocol
        add(nil, clientProtocol.declaration)
        add(clientProtocol.typeName, clientProtocol.requirements)

        let client = plan.client
        add(nil, client.declaration)
        add(client.typeName, [client.baseURL, client.initializer] + plan.endpoints.map(\.method.declaration))
        if let credentials = client.credentials {
            add(nil, credentials.declaration)
            add(
                credentials.typeName,
                credentials.fields + [credentials.initializer.declaration, credentials.description])
        }

        for identifier in plan.identifiers {
            add(nil, identifier.declaration)
            add(
                identifier.typeName,
                [
                    identifier.rawValue, identifier.rawValueInitializer, identifier.wireTextInitializer.declaration,
                    identifier.decoderInitializer.declaration, identifier.encode, identifier.description,
                ])
        }
        for model in plan.models {
            add(nil, model.declaration)
            let members: [PlannedDeclaration] = [
                model.initializer.declaration, model.decoderInitializer.declaration, model.encode.declaration,
                model.equality.declaration,
            ]
            add(model.typeName, model.properties)
            add(model.typeName, model.forwardingProperties.map(\.declaration))
            add(model.typeName, model.accessors.map(\.declaration))
            add(model.typeName, members + (model.limitViolation.map { [$0.declaration] } ?? []))
        }
        for union in plan.unions {
            add(nil, union.declaration)
            add(union.typeName, union.cases + [union.decoderInitializer.declaration, union.encode.declaration])
        }
        for enumeration in plan.enums {
            add(nil, enumeration.declaration)
            add(
                enumeration.typeName,
                enumeration.cases + [
                    enumeration.rawValueInitializer.declaration, enumeration.rawValue.declaration,
                    enumeration.decoderInitializer.declaration, enumeration.encode, enumeration.equality,
                    enumeration.hashing,
                ])
        }

        // The examples module's: tests written against it break when an example is renamed.
        let examples = plan.examples
        add(nil, examples.declaration)
        add(examples.typeName, examples.all)
        for endpoint in examples.endpoints {
            add(examples.typeName, endpoint.declaration)
            for example in endpoint.examples + [endpoint.all] {
                add(named: examples.typeName.name + "." + endpoint.typeName.name, example)
            }
        }
        return symbols.sorted()
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
