import Contract

/// One public Swift declaration the generator emits for a contract.
public struct PublicSymbol: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case type, property, initializer, method, enumCase, constant
    }

    public var kind: Kind
    /// The enclosing type's Swift name; nil for top-level types.
    public var container: String?
    /// The declaration's name: a type, property, method or case name; `init` for memberwise initializers (the
    /// signature holds the labels, so a new parameter reads as a changed symbol).
    public var name: String
    /// The full public signature as emitted, e.g. `public var fullName: String?`.
    public var signature: String
    /// The contract definition it comes from: `model:LoginResult/field:token`, `endpoint:logout`, `errorClass:x`,
    /// `identifier:TenantID`, `union:Outcome/variant:session`, `auth`, `info`.
    public var origin: String

    public init(kind: Kind, container: String?, name: String, signature: String, origin: String) {
        self.kind = kind
        self.container = container
        self.name = name
        self.signature = signature
        self.origin = origin
    }

    /// The symbol's identity across contract versions: `Container.name`.
    public var key: String { container.map { "\($0).\(name)" } ?? name }

    public var description: String { signature }

    public static func < (lhs: PublicSymbol, rhs: PublicSymbol) -> Bool { lhs.key < rhs.key }
}

/// Lists the public Swift symbols the generator would emit for a contract, read from the same plan the templates
/// print, so a contract change's effect on the Swift API is known without compiling anything.
public enum PublicSymbols {
    /// The symbols of `contract`, sorted by key; throws what the generator would throw.
    public static func list(for contract: Contract, contractPath: String) throws(PlanError) -> [PublicSymbol] {
        let translator = Translator(contract: contract, contractPath: contractPath)
        let plan = try translator.translate()
        var symbols: [PublicSymbol] = []
        func add(_ kind: PublicSymbol.Kind, _ container: String?, _ name: String, _ signature: String, _ origin: String)
        {
            symbols.append(
                PublicSymbol(kind: kind, container: container, name: name, signature: signature, origin: origin))
        }

        let contractType = plan.contract.typeName
        add(.type, nil, contractType, "public enum \(contractType): APIContract", "info")
        if contract.info.baseURL != nil {
            add(.constant, contractType, "defaultBaseURL", "public static let defaultBaseURL: URL", "info/baseURL")
        }

        let errorClassType = plan.errorClasses.typeName
        add(
            .type, nil, errorClassType, "public enum \(errorClassType): String, APIErrorClass, CaseIterable",
            "errorClasses")
        // Every call `throws(<Prefix>Error)`, so apps name this alias in their own signatures.
        let errorType = plan.errorClasses.errorTypeName
        add(.type, nil, errorType, "public typealias \(errorType) = APIError<\(errorClassType)>", "errorClasses")
        for (errorClass, planned) in zip(contract.errorClasses, plan.errorClasses.cases) {
            add(.enumCase, errorClassType, planned.name, planned.declaration, "errorClass:\(errorClass.name)")
        }
        for flag in plan.errorClasses.flags {
            add(.property, errorClassType, flag.property, "public var \(flag.property): \(flag.type)", "errorClasses")
        }

        let client = plan.client
        add(.type, nil, client.typeName, "public struct \(client.typeName): Sendable", "info")
        let baseURLDefault = client.baseURLDefault.map { " = \($0)" } ?? ""
        add(
            .initializer, client.typeName, "init(baseURL:transport:sleeper:allowsInsecureHTTP:)",
            "public init(baseURL: URL\(baseURLDefault), transport: any HTTPTransport, sleeper: any RetrySleeper, "
                + "allowsInsecureHTTP: Bool)", "info/baseURL")
        if let credentials = client.credentialsTypeName {
            add(.type, nil, credentials, "public struct \(credentials): Sendable, Hashable", "auth")
            for field in client.credentialsFields {
                add(.property, credentials, field.name, "public var \(field.name): \(field.type)", "auth/\(field.name)")
            }
            add(.initializer, credentials, "init", "public init(\(client.credentialsInitParameters))", "auth")
        }

        for (identifier, planned) in zip(contract.identifiers, plan.identifiers) {
            let origin = "identifier:\(identifier.name)"
            add(.type, nil, planned.typeName, "public struct \(planned.typeName): RawRepresentable", origin)
            add(.property, planned.typeName, "rawValue", "public var rawValue: \(planned.storageType)", origin)
        }

        for (model, planned) in zip(contract.models, plan.models) {
            let origin = "model:\(model.name)"
            add(.type, nil, planned.typeName, "public struct \(planned.typeName): Sendable, Hashable, Codable", origin)
            for (field, fieldPlan) in zip(model.fields, planned.fields) {
                add(
                    .property, planned.typeName, fieldPlan.property,
                    "public var \(fieldPlan.property): \(fieldPlan.declaredType)", "\(origin)/field:\(field.name)")
            }
            for accessor in planned.accessors {
                add(.property, planned.typeName, accessor.name, "public var \(accessor.name): \(accessor.type)", origin)
            }
            let parameters = planned.fields.map(\.initParameter)
            // Keyed without labels, so a new field reads as a changed initializer, not a removed and an added one.
            add(.initializer, planned.typeName, "init", "public init(\(parameters.joined(separator: ", ")))", origin)
            if !planned.limitChecks.isEmpty {
                add(.method, planned.typeName, "limitViolation()", "public func limitViolation() -> String?", origin)
            }
        }

        for (union, planned) in zip(contract.unions, plan.unions) {
            let origin = "union:\(union.name)"
            add(.type, nil, planned.typeName, "public enum \(planned.typeName): Sendable, Hashable, Codable", origin)
            for (variant, variantPlan) in zip(union.variants, planned.variants) {
                add(
                    .enumCase, planned.typeName, variantPlan.caseName,
                    "case \(variantPlan.caseName)(\(variantPlan.typeName))", "\(origin)/variant:\(variant.name)")
            }
        }

        add(
            .type, nil, client.operationTypeName, "public struct \(client.operationTypeName): Sendable, Hashable",
            "info")
        for endpoint in plan.endpoints {
            let origin = "endpoint:\(endpoint.name)"
            add(
                .constant, endpoint.operationTypeName, endpoint.methodName,
                "public static let \(endpoint.methodName): \(endpoint.operationTypeName)", origin)
            let parameters = endpoint.parameters.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
            add(
                .method, endpoint.clientTypeName, endpoint.methodName,
                "public func \(endpoint.methodName)(\(parameters.joined(separator: ", "))) async "
                    + "throws(\(endpoint.errorTypeName))\(endpoint.returnClause)", origin)
        }
        return symbols.sorted()
    }
}
