import YAMLNodes

/// A contract decoded from its node tree, with what validation needs to know about the file.
struct DecodedContract {
    var contract: Contract
    /// Marks of every node read.
    var sourceMap: SourceMap
    /// Entities (`models/X`, `endpoints/y`, …) in which decoding already reported an error; validation does
    /// not pile consequential errors onto them.
    var damagedEntities: Set<NodePath>
}

/// Turns a YAML node tree into a ``Contract`` (docs/contract-format.md), reporting every problem it finds.
///
/// Decoding goes on after a problem: a bad entry is reported and skipped, and its siblings are decoded.
enum ContractDecoder {
    static let topLevelKeys = [
        "format", "info", "identifiers", "models", "unions", "enums", "envelopes", "auth", "headers", "errorClasses",
        "errorRules", "retry", "clientPolicy", "endpoints", "scenarios", "servers", "defaultServer", "perCall",
        "signing",
    ]
    /// The only format version this decoder reads.
    static let supportedFormat = 1

    /// Nil when `root` is not a mapping (reported). With the `source` text, problems inside a scalar are placed at
    /// their exact character.
    static func decode(
        _ root: YAMLNode, file: String, collector: DiagnosticCollector, source: SourceText? = nil
    ) -> DecodedContract? {
        let context = DecodingContext(file: file, collector: collector, source: source)
        guard
            let top = MappingReader(
                root, path: NodePath(), subject: "the contract", keys: topLevelKeys, context: context)
        else { return nil }
        context.definitionNames = definitionNames(in: top)

        let format = top.requiredInt("format")
        if let format, format != supportedFormat, let node = top.value("format") {
            context.error(
                "unsupported format \(format); this zing-codegen reads format \(supportedFormat)", at: node.mark,
                path: top.path("format"))
        }
        let info = top.required("info").map { context.info($0, path: top.path("info")) } ?? Info.placeholder
        var contract = Contract(file: file, format: format ?? supportedFormat, info: info)
        contract.identifiers = entries(top, "identifiers", subject: "identifiers", context: context).compactMap {
            context.identifier($0)
        }
        contract.models = context.decodeConcurrently(entries(top, "models", subject: "models", context: context)) {
            $0.model($1)
        }
        contract.unions = entries(top, "unions", subject: "unions", context: context).compactMap { context.union($0) }
        contract.enums = entries(top, "enums", subject: "enums", context: context).compactMap {
            context.enumeration($0)
        }
        contract.envelopes = decodeEnvelopes(top, context: context)
        contract.auth = top.value("auth").flatMap { context.auth($0, path: top.path("auth")) }
        contract.headers = top.value("headers").map { context.headers($0, path: top.path("headers")) } ?? HeaderRules()
        contract.perCall = top.value("perCall").map { context.perCallRules($0, path: top.path("perCall")) } ?? []
        contract.signing = top.value("signing").flatMap { context.signing($0, path: top.path("signing")) }
        contract.errorClasses = requiredEntries(top, "errorClasses", context: context).compactMap {
            context.errorClass($0)
        }
        if let rules = top.required("errorRules") {
            contract.errorRules = context.errorRuleList(rules, path: top.path("errorRules"), subject: "errorRules")
        }
        contract.retry =
            top.value("retry").map { context.retryDefaults($0, path: top.path("retry")) } ?? RetryDefaults()
        contract.clientPolicy =
            top.value("clientPolicy").map { context.clientPolicy($0, path: top.path("clientPolicy")) }
            ?? ClientPolicy()
        let endpointDefaults = EndpointDefaults(contract: contract)
        contract.endpoints = context.decodeConcurrently(requiredEntries(top, "endpoints", context: context)) {
            $0.endpoint($1, defaults: endpointDefaults)
        }
        contract.scenarios = entries(top, "scenarios", subject: "scenarios", context: context).compactMap {
            context.scenario($0)
        }
        contract.servers = entries(top, "servers", subject: "servers", context: context).compactMap {
            context.server($0)
        }
        contract.defaultServer = top.string("defaultServer")
        return DecodedContract(
            contract: contract, sourceMap: context.sourceMap, damagedEntities: context.damagedEntities)
    }

    /// The names of identifiers, models, unions and enums, read first so a type may refer to a later definition.
    private static func definitionNames(in top: MappingReader) -> DefinitionNames {
        func names(_ key: String) -> Set<String> {
            Set(top.value(key)?.mapping?.compactMap { $0.key.stringValue } ?? [])
        }
        return DefinitionNames(
            identifiers: names("identifiers"), models: names("models"), unions: names("unions"), enums: names("enums"))
    }

    private static func entries(
        _ top: MappingReader, _ key: String, subject: String, context: DecodingContext
    ) -> [NamedEntry] {
        guard let node = top.value(key) else { return [] }
        return context.namedEntries(node, path: top.path(key), subject: subject)
    }

    private static func requiredEntries(_ top: MappingReader, _ key: String, context: DecodingContext) -> [NamedEntry] {
        guard let node = top.required(key) else { return [] }
        return context.namedEntries(node, path: top.path(key), subject: key)
    }

    private static func decodeEnvelopes(_ top: MappingReader, context: DecodingContext) -> [Envelope] {
        guard let node = top.required("envelopes") else { return [] }
        let named = context.namedEntries(node, path: top.path("envelopes"), subject: "envelopes")
        if named.isEmpty, node.mapping != nil || node.isNull {
            context.error(
                "a contract needs at least one envelope", at: node.mark, path: top.path("envelopes"),
                hint: "an API without a wrapper has `style: none`")
        }
        return named.compactMap { context.envelope($0) }
    }
}
