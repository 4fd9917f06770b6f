import ConcurrentMap
import YAMLNodes

/// The state of one decoding run: where diagnostics go, where nodes stood, and which definitions exist.
///
/// Decoders report a problem and carry on with the siblings, so one run reports every problem of a file.
final class DecodingContext {
    let file: String
    /// The contract's text, to place a problem at the exact character inside a scalar; nil for nodes made in code.
    let source: SourceText?
    private let collector: DiagnosticCollector
    /// Marks of every node read, for validation.
    private(set) var sourceMap = SourceMap()
    /// Entities (`models/X`, `endpoints/y`, `info`, …) in which decoding reported an error.
    private(set) var damagedEntities: Set<NodePath> = []
    /// Names of identifiers, models and unions, read before any type is resolved.
    var definitionNames = DefinitionNames()
    /// How many errors this context has reported: a decoder compares the count before and after a part to learn
    /// whether the part was read whole.
    private(set) var errorCount = 0

    init(file: String, collector: DiagnosticCollector, source: SourceText? = nil) {
        self.file = file
        self.collector = collector
        self.source = source
    }

    /// A context for decoding one entity on its own (concurrently with others): the same file and definition
    /// names, with its own diagnostics, marks and damage, which ``absorb(_:entity:)`` adds back.
    private init(forking parent: DecodingContext, collector: DiagnosticList) {
        file = parent.file
        source = parent.source
        self.collector = collector
        definitionNames = parent.definitionNames
    }

    /// Decodes `entries` on every core, each in a forked context; reports the diagnostics in entry order, so
    /// they are the same as a sequential pass's.
    func decodeConcurrently<Value>(
        _ entries: [NamedEntry], _ decode: (DecodingContext, NamedEntry) -> Value?
    ) -> [Value] {
        let results = entries.concurrentMap { entry -> (Value?, DecodingContext, DiagnosticList) in
            let diagnostics = DiagnosticList()
            let context = DecodingContext(forking: self, collector: diagnostics)
            return (decode(context, entry), context, diagnostics)
        }
        var values: [Value] = []
        values.reserveCapacity(results.count)
        for (index, (value, context, diagnostics)) in results.enumerated() {
            for diagnostic in diagnostics.diagnostics { collector.emit(diagnostic) }
            sourceMap.add(context.sourceMap, for: entries[index].path)
            damagedEntities.formUnion(context.damagedEntities)
            if let value { values.append(value) }
        }
        return values
    }

    /// Reports an error at `mark`, caused by the node at `path`.
    func error(_ message: String, at mark: SourceMark, path: NodePath, hint: String? = nil) {
        collector.emit(Diagnostic(severity: .error, file: file, mark: mark, message: message, hint: hint))
        errorCount += 1
        damagedEntities.insert(NodePath(Array(path.components.prefix(2))))
    }

    /// Reports a warning at `mark`.
    func warning(_ message: String, at mark: SourceMark, hint: String? = nil) {
        collector.emit(Diagnostic(severity: .warning, file: file, mark: mark, message: message, hint: hint))
    }

    /// Remembers where the node at `path` stood.
    func record(_ node: YAMLNode, at path: NodePath) { sourceMap.record(path, mark: node.mark) }

    /// Moves everything recorded under `source` to `destination`, dropping what `destination` held.
    func relocate(_ source: NodePath, to destination: NodePath) {
        sourceMap.relocate(source, to: destination)
        damagedEntities = Set(damagedEntities.map { $0.replacingPrefix(source, with: destination) })
    }

    /// Remembers where a mapping read at `path` stood, with its keys and values.
    func recordMapping(_ node: YAMLNode, at path: NodePath) { sourceMap.recordMapping(node, at: path) }

    /// Remembers where the key of the entry whose value is at `path` stood.
    func recordKey(_ key: YAMLNode, at path: NodePath) { sourceMap.recordKey(path, mark: key.mark) }
}

/// The names that types can refer to, known before any definition is decoded so that order does not matter.
struct DefinitionNames {
    var identifiers: Set<String> = []
    var models: Set<String> = []
    var unions: Set<String> = []
    var enums: Set<String> = []

    /// What `name` refers to; an unknown name becomes a model reference, which validation reports.
    func resolve(_ name: String) -> TypeRef {
        if let scalar = ScalarType(rawValue: name) { return .scalar(scalar) }
        if identifiers.contains(name) { return .identifier(name) }
        if models.contains(name) { return .model(name) }
        if unions.contains(name) { return .union(name) }
        if enums.contains(name) { return .enumeration(name) }
        return .model(name)
    }
}
