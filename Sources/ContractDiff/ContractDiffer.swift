import Contract

/// Compares two contract models and classifies every difference by the rules of `Rules/`.
public enum ContractDiffer {
    /// The classified changes from `base` to `head`, in contract order: info first, endpoints and scenarios last.
    public static func diff(base: Contract, head: Contract) -> [Change] {
        var context = DiffContext(base: base, head: head)
        context.diffInfo()
        context.diffServers()
        context.diffIdentifiers()
        context.diffModels()
        context.diffUnions()
        context.diffEnums()
        context.diffEnvelopes()
        context.diffAuth()
        context.diffHeaders()
        context.diffErrorClasses()
        context.diffErrorRules(base: base.errorRules, head: head.errorRules, group: "error rules", path: "errorRules")
        context.diffRetry()
        context.diffClientPolicy()
        context.diffEndpoints()
        context.diffScenarios()
        return context.changes
    }

    /// A whole contract that only one side has.
    public static func wholeContract(_ contract: Contract, side: Side) -> Change {
        let rule = side == .head ? Rules.contractAdded : Rules.contractRemoved
        return Change(
            rule: rule, group: "contract", path: "contract", detail: "`\(contract.file)` (\(contract.info.module))",
            location: SourceLocation(
                file: contract.file, line: contract.info.provenance.mark.line,
                column: contract.info.provenance.mark.column, side: side))
    }
}

/// The state of one comparison: both contracts, what was renamed, which way models travel, and the changes so far.
struct DiffContext {
    let base: Contract
    let head: Contract
    let baseDirections: DirectionMap
    let headDirections: DirectionMap
    /// Base name → head name, for definitions recognised as renamed (types referring to them are not "changed").
    var renames: [String: String] = [:]
    var changes: [Change] = []

    init(base: Contract, head: Contract) {
        self.base = base
        self.head = head
        baseDirections = DirectionMap(base)
        headDirections = DirectionMap(head)
    }

    /// Records a change located at a head definition (or a base one, for removals).
    mutating func emit(
        _ rule: Rule, group: String, path: String, basePath: String? = nil, _ detail: String, before: String? = nil,
        after: String? = nil, at provenance: Provenance, side: Side = .head
    ) {
        let file = side == .head ? head.file : base.file
        changes.append(
            Change(
                rule: rule, group: group, path: path, basePath: basePath, detail: detail, before: before, after: after,
                location: SourceLocation(
                    file: file, line: provenance.mark.line, column: provenance.mark.column, side: side)))
    }

    /// The direction of a definition on either side.
    func direction(base baseName: String, head headName: String) -> Direction {
        baseDirections[baseName].union(headDirections[headName])
    }

    /// A base type spelled with head names, so a renamed model does not read as a changed type.
    func renamed(_ type: TypeRef) -> TypeRef {
        switch type {
        case .scalar: type
        case .identifier(let name): .identifier(renames[name] ?? name)
        case .model(let name): .model(renames[name] ?? name)
        case .union(let name): .union(renames[name] ?? name)
        case .enumeration(let name): .enumeration(renames[name] ?? name)
        case .list(let element): .list(renamed(element))
        case .map(let value): .map(renamed(value))
        }
    }

    /// Documentation (`doc:`, `source:`) changes of any definition.
    mutating func diffDocumentation(
        _ basePro: Provenance, _ headPro: Provenance, group: String, path: String, what: String
    ) {
        if basePro.doc != headPro.doc {
            emit(Rules.documentationChanged, group: group, path: path, "\(what): doc text changed", at: headPro)
        }
        if basePro.source != headPro.source {
            emit(
                Rules.documentationChanged, group: group, path: path, "\(what): doc section changed",
                before: basePro.source, after: headPro.source, at: headPro)
        }
        diffDocumentationNotes(basePro, headPro, group: group, path: path, what: what)
    }
}

/// Spells optional values for reports.
func text(_ value: String?) -> String { value ?? "none" }
func text(_ value: Int?) -> String { value.map(String.init) ?? "none" }
