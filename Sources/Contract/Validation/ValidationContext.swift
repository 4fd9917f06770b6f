import YAMLNodes

/// What every validation concern reads and reports into.
final class ValidationContext {
    let contract: Contract
    let sourceMap: SourceMap
    private let damagedEntities: Set<NodePath>
    private let collector: DiagnosticCollector

    init(_ decoded: DecodedContract, collector: DiagnosticCollector) {
        contract = decoded.contract
        sourceMap = decoded.sourceMap
        damagedEntities = decoded.damagedEntities
        self.collector = collector
    }

    /// The same contract, reporting into `collector`: for checks that run concurrently, each into its own list.
    init(_ other: ValidationContext, collector: DiagnosticCollector) {
        contract = other.contract
        sourceMap = other.sourceMap
        damagedEntities = other.damagedEntities
        self.collector = collector
    }

    /// Reports a diagnostic made elsewhere (by a concurrent check), as it is.
    func emit(_ diagnostic: Diagnostic) { collector.emit(diagnostic) }

    /// Reports an error at the node at `path` (or its closest recorded ancestor, else `fallback`).
    func error(_ message: String, at path: NodePath, fallback: SourceMark, hint: String? = nil) {
        emit(.error, message, at: mark(path, fallback: fallback), hint: hint)
    }

    /// Reports an error at a mark known without a path (a note's own mark).
    func error(_ message: String, at mark: SourceMark, hint: String? = nil) {
        emit(.error, message, at: mark, hint: hint)
    }

    /// Reports an error at the key of the entry at `path` (a definition's name), else at `fallback`.
    func errorAtKey(_ message: String, at path: NodePath, fallback: SourceMark, hint: String? = nil) {
        emit(.error, message, at: sourceMap.keyMark(path) ?? fallback, hint: hint)
    }

    /// Reports a warning at the key of the entry at `path`, else at `fallback`.
    func warningAtKey(_ message: String, at path: NodePath, fallback: SourceMark, hint: String? = nil) {
        emit(.warning, message, at: sourceMap.keyMark(path) ?? fallback, hint: hint)
    }

    /// The mark of the node at `path`, or of its closest recorded ancestor, else `fallback`.
    func mark(_ path: NodePath, fallback: SourceMark) -> SourceMark {
        var components = path.components
        while !components.isEmpty {
            if let mark = sourceMap.mark(NodePath(components)) { return mark }
            components.removeLast()
        }
        return fallback
    }

    /// Whether decoding already reported an error in `entity` (e.g. `endpoints/login`).
    func isDamaged(_ entity: NodePath) -> Bool { damagedEntities.contains(entity) }

    /// Whether decoding reported an error in the entity that `path` lies in.
    func isDamaged(containing path: NodePath) -> Bool { isDamaged(NodePath(Array(path.components.prefix(2)))) }

    /// Whether decoding reported an error in an item of the list `section` at `index` or after it (`errorRules/3`).
    func isDamaged(section: String, fromIndex index: Int) -> Bool {
        damagedEntities.contains { entity in
            entity.components.count == 2 && entity.components[0] == section
                && Int(entity.components[1]).map { $0 >= index } == true
        }
    }

    /// Whether decoding reported an error anywhere in a top-level section, e.g. `endpoints`.
    func isDamaged(section: String) -> Bool { damagedEntities.contains { $0.components.first == section } }

    /// Whether decoding reported an error in any definition that types refer to.
    var typeDefinitionsAreDamaged: Bool {
        ["identifiers", "models", "unions", "envelopes"].contains(where: isDamaged(section:))
    }

    private func emit(_ severity: Diagnostic.Severity, _ message: String, at mark: SourceMark, hint: String?) {
        collector.emit(Diagnostic(severity: severity, file: contract.file, mark: mark, message: message, hint: hint))
    }
}

/// Paths of the contract's definitions, shared by the concerns.
enum ContractPaths {
    static func model(_ name: String) -> NodePath { NodePath(["models", name]) }
    static func field(_ name: String, of model: String) -> NodePath { NodePath(["models", model, "fields", name]) }
    static func endpoint(_ name: String) -> NodePath { NodePath(["endpoints", name]) }
    static func example(_ index: Int, of endpoint: String) -> NodePath {
        NodePath(["endpoints", endpoint, "examples", String(index)])
    }
}
