import ConcurrentMap
import Contract

/// Translates a validated contract into the plan the templates print.
///
/// A class: the per-endpoint translators all hold it, and copying a struct of a whole contract costs a retain per
/// field on every copy.
final class Translator {
    let contract: Contract
    let contractPath: String
    let prefix: String
    let typeNames: [String: String]
    let types: TypeTranslator

    init(contract: Contract, contractPath: String) {
        self.contract = contract
        self.contractPath = contractPath
        let module = contract.info.module
        prefix = module.hasSuffix("API") && module.count > 3 ? String(module.dropLast(3)) : module
        var scope = NameScope(reserved: ReservedWords.shadowingTypeNames.union(Self.moduleTypeNames(prefix: prefix)))
        var names: [String: String] = [:]
        let definitions = contract.identifiers.map(\.name) + contract.models.map(\.name) + contract.unions.map(\.name)
        for name in definitions {
            let preferred = SwiftNames.upperCamel(name)
            names[name] = scope.claim(ReservedWords.keywords.contains(preferred) ? preferred + "Value" : preferred)
        }
        typeNames = names
        types = TypeTranslator(contract: contract, typeNames: names)
    }

    static func moduleTypeNames(prefix: String) -> Set<String> {
        ["Client", "Contract", "ErrorClass", "Error", "Operation", "Credentials"].reduce(into: []) {
            $0.insert(prefix + $1)
        }
    }

    var clientTypeName: String { prefix + "Client" }
    var contractTypeName: String { prefix + "Contract" }
    var errorClassTypeName: String { prefix + "ErrorClass" }
    var errorTypeName: String { prefix + "Error" }
    var operationTypeName: String { prefix + "Operation" }
    var credentialsTypeName: String? { contract.auth == nil ? nil : prefix + "Credentials" }

    func translate() throws(PlanError) -> ModulePlan {
        let info = contract.info
        return ModulePlan(
            contractPath: contractPath,
            module: info.module,
            prefix: prefix,
            header: FileHeaderPlan(
                contractPath: contractPath, title: SwiftLiteral.lineComment(info.title),
                version: SwiftLiteral.lineComment(info.version), date: SwiftLiteral.lineComment(info.date)),
            contract: contractPlan(),
            errorClasses: errorClassesPlan(),
            rules: try RuleTranslator(translator: self).contractRules(),
            client: clientPlan(),
            identifiers: contract.identifiers.map(identifierPlan),
            models: try contract.models.concurrentMap { model throws(PlanError) in
                try ModelTranslator(translator: self).plan(model)
            },
            unions: contract.unions.map(unionPlan),
            endpoints: try contract.endpoints.concurrentMap { endpoint throws(PlanError) in
                try EndpointTranslator(translator: self).plan(endpoint)
            },
            exampleSuites: try exampleSuites(),
            redactionSuite: RedactionTranslator(translator: self).suite())
    }

    private func exampleSuites() throws(PlanError) -> [ExampleSuitePlan] {
        try contract.endpoints.concurrentMap { endpoint throws(PlanError) in
            try ExampleTranslator(translator: self).suite(for: endpoint)
        }.compactMap { $0 }
    }

    /// Doc lines for a definition: its doc, then a remark naming the contract and the doc section.
    func docLines(_ provenance: Provenance, kind: String, name: String, indent: String = "") -> [String] {
        var lines = SwiftLiteral.docLines(provenance.doc, indent: indent)
        if !lines.isEmpty { lines.append("\(indent)///") }
        var remark = "Generated from `\(contractPath)`, \(kind) `\(name)`"
        if let source = provenance.source { remark += " (docs: \(source))" }
        lines += SwiftLiteral.docField("Remark", remark + ".", indent: indent)
        return lines
    }

    func fail(_ message: String, at provenance: Provenance, hint: String? = nil) -> PlanError {
        PlanError(message, at: provenance, in: contractPath, hint: hint)
    }
}
