import ConcurrentMap
import Contract
import TextFoundation

/// Translates a validated contract into the plan the templates print.
///
/// Every name is claimed here, once, in contract order, before anything is translated: type names in the module's
/// scope (which reserves every runtime and Swift name generated code uses), error-class cases, endpoint methods and
/// file names (unique across the module and regardless of case, as swiftc and case-insensitive file systems need).
///
/// A class: the per-endpoint translators all hold it, and copying a struct of a whole contract costs a retain per
/// field on every copy.
final class Translator {
    let contract: Contract
    let contractPath: String
    let prefix: String
    let names: ModuleNames
    let types: TypeTranslator
    /// Every model's member names, by model name: claimed once, because endpoints, examples and success conditions
    /// name the fields of the same models thousands of times.
    private let modelMembers: [String: ModelTranslator.MemberNames]
    /// Whether the client is made with a signer: an endpoint the app calls is signed. Asked by every example's test,
    /// so it is found once.
    let clientTakesSigner: Bool

    init(contract: Contract, contractPath: String) {
        self.contract = contract
        self.contractPath = contractPath
        let module = contract.info.module
        prefix = module.hasSuffix("API") && module.count > 3 ? String(module.dropLast(3)) : module
        names = ModuleNames(contract: contract, prefix: prefix)
        types = TypeTranslator(contract: contract, typeNames: names.types)
        let members = contract.models.concurrentMap(ModelTranslator.claimMemberNames(of:))
        modelMembers = Dictionary(
            zip(contract.models.map(\.name), members), uniquingKeysWith: { first, _ in first })
        clientTakesSigner = contract.endpoints.contains { $0.isSigned && !$0.isServerOnly }
    }

    /// The Swift names of `model`'s fields (see ``ModelTranslator/MemberNames``).
    func memberNames(of model: Model) -> ModelTranslator.MemberNames {
        modelMembers[model.name] ?? ModelTranslator.claimMemberNames(of: model)
    }

    var clientType: SwiftType { .named(names.client) }
    var contractType: SwiftType { .named(names.contract) }
    var errorClassType: SwiftType { .named(names.errorClass) }
    var errorType: SwiftType { .named(names.error) }
    var operationType: SwiftType { .named(names.operation) }
    var credentialsType: SwiftType? { names.credentials.map(SwiftType.named) }

    /// The Swift type of a contract definition (identifier, model, union or enum).
    func typeName(_ definition: String) -> SwiftIdentifier {
        names.types[definition] ?? SwiftNames.upperCamel(definition)
    }

    /// The `case` of an error class.
    func errorCase(_ errorClass: String) -> SwiftIdentifier {
        names.errorCases[errorClass] ?? SwiftNames.lowerCamel(errorClass)
    }

    /// The modifier of the module's API, from the contract's `accessLevel`.
    var access: APIAccess {
        switch contract.info.accessLevel {
        case .public: .public
        case .package: .package
        case .internal: .internal
        }
    }

    func translate() throws(PlanError) -> ModulePlan {
        let info = contract.info
        let endpoints = try self.endpoints
        let endpointPlans = endpoints.map(\.plan)
        return ModulePlan(
            contractPath: contractPath,
            module: info.module,
            prefix: prefix,
            access: access,
            header: FileHeaderPlan(
                contractPath: CommentText(contractPath), title: CommentText(info.title),
                version: CommentText(info.version), date: CommentText(info.date)),
            contract: contractPlan(),
            errorClasses: errorClassesPlan(),
            rules: try RuleTranslator(translator: self).classifyPlan(),
            operation: operationPlan(),
            client: clientPlan(),
            clientProtocol: clientProtocolPlan(endpointPlans),
            identifiers: contract.identifiers.concurrentMap(identifierPlan),
            models: try contract.models.concurrentMap { model throws(PlanError) in
                try ModelTranslator(translator: self).plan(model)
            },
            unions: contract.unions.concurrentMap(unionPlan),
            enums: contract.enums.concurrentMap(enumPlan),
            endpoints: endpointPlans,
            examples: ExamplesTranslator(translator: self).plan(),
            exampleSuites: endpoints.compactMap(\.examples),
            redactionSuite: RedactionTranslator(translator: self).suite(),
            catalog: catalogPlan(endpointPlans))
    }

    /// The endpoints the client calls: a server-only endpoint gets no method, no examples and no tests.
    var clientEndpoints: [Endpoint] { contract.endpoints.filter { !$0.isServerOnly } }

    /// Each endpoint and its example tests, which call the method with the parameter names its signature claimed.
    private var endpoints: [(plan: EndpointPlan, examples: ExampleSuitePlan?)] {
        get throws(PlanError) {
            try clientEndpoints.concurrentMap { endpoint throws(PlanError) in
                let signature = EndpointSignature(translator: self, endpoint: endpoint)
                return (
                    try EndpointTranslator(translator: self).plan(endpoint, signature: signature),
                    try ExampleTranslator(translator: self).suite(for: endpoint, signature: signature)
                )
            }
        }
    }

    /// The doc comment of a definition: its doc, its deviation and policy notes, then a remark naming the contract and
    /// the doc section.
    func docComment(_ provenance: Provenance, kind: String, name: String, discussion: [DocText] = []) -> DocComment {
        DocComment(
            provenance.docMarkdown.map { [DocText($0)] + discussion } ?? discussion, notes: notes(provenance),
            remark: remark(provenance, kind: kind, name: name))
    }

    /// `- Note:` texts of a definition: where it knowingly departs from its docs, and which of its numbers are the
    /// client's choice rather than doc facts.
    func notes(_ provenance: Provenance) -> [DocText] {
        var notes = provenance.deviations.map {
            DocText("Departs from the docs (\(MarkdownText.inert($0.source))): \(MarkdownText.inert($0.reason))")
        }
        for policy in provenance.policy {
            let value = MarkdownText.inert(policy.value)
            let reason = MarkdownText.inert(policy.reason)
            notes.append(DocText("`\(policy.key)` \(value) is client policy, not from the docs: \(reason)"))
        }
        return notes
    }

    /// The message of `@available(*, deprecated, message: …)`: since when, why, and the Swift name of the replacement.
    func deprecationMessage(_ deprecation: Deprecation?, replacement: (String) -> SwiftIdentifier?) -> StringLiteral? {
        guard let deprecation else { return nil }
        let use = deprecation.replacement.flatMap(replacement).map { " Use `\($0.name)` instead." } ?? ""
        return StringLiteral("Deprecated since \(deprecation.since): \(deprecation.note)\(use)")
    }

    /// `Generated from `contract/x.yaml`, model `Name` (docs: file.md#3).`
    func remark(_ provenance: Provenance, kind: String, name: String) -> DocText {
        var remark = "Generated from `\(contractPath)`, \(kind) `\(name)`"
        if let source = provenance.source { remark += " (docs: \(MarkdownText.inert(source)))" }
        return DocText(remark + ".")
    }

    func fail(_ message: String, at provenance: Provenance, hint: String? = nil) -> PlanError {
        PlanError(message, at: provenance, in: contractPath, hint: hint)
    }
}

extension Provenance {
    /// The definition's `doc:` as inert Markdown (``MarkdownText/inert(_:)``): how a contract's prose enters a doc
    /// comment, so no link, directive or HTML it holds becomes active.
    var docMarkdown: String? { doc.map(MarkdownText.inert) }
}
