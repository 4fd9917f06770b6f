import WireVocabulary
import YAMLNodes

/// The contract's `perCall:` values: `- { query: _t, from: { clock: unixMillis }, methods: [GET] }` or
/// `- { header: X-Nonce, from: { random: hex, length: 32 } }`.
extension DecodingContext {
    static let perCallKeys = ["query", "header", "from", "methods", "doc", "source", "deviation", "policy"]
    static let perCallSourceKeys = ["clock", "random", "length"]

    func perCallRules(_ node: YAMLNode, path: NodePath) -> [PerCallRule] {
        list(node, path: path) { item, itemPath in perCallRule(item, path: itemPath) } ?? []
    }

    private func perCallRule(_ node: YAMLNode, path: NodePath) -> PerCallRule? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "a perCall value", keys: Self.perCallKeys, context: self)
        else { return nil }
        guard
            let place = travelPlace(
                reader, subject: "a perCall value", traveller: "it",
                hint: "`{ query: _t, from: { clock: unixMillis } }`")
        else { return nil }
        let placement = place.placement
        let kind = reader.required("from").flatMap { from -> PerCallValue.Kind? in
            guard
                let source = MappingReader(
                    from, path: reader.path("from"), subject: "a perCall value's `from`",
                    keys: Self.perCallSourceKeys, context: self)
            else { return nil }
            guard source.has("clock") != source.has("random") else {
                error(
                    "a perCall value's `from` is `clock` or `random`", at: from.mark, path: reader.path("from"),
                    hint: "`from: { clock: unixSeconds }` or `from: { random: hex, length: 32 }`")
                return nil
            }
            return perCallKind(source)
        }
        let methods =
            reader.value("methods").flatMap { methodsNode in
                list(methodsNode, path: reader.path("methods"), allowsSingle: true) { item, itemPath in
                    choice(item, path: itemPath, what: "method", among: HTTPMethod.allCases)
                }
            } ?? []
        guard let placement, let kind else { return nil }
        return PerCallRule(
            value: PerCallValue(placement, kind), methods: methods, provenance: reader.provenance(at: node.mark))
    }

    /// Where a perCall or signed value travels: exactly one of `query: <name>` and `header: <name>`. Nil (after
    /// reporting) when neither or both are written, so the caller stops there; a place without a placement when the
    /// one written is no name (the reader reported it), so the caller still reads its other keys.
    func travelPlace(_ reader: MappingReader, subject: String, traveller: String, hint: String) -> TravelPlace? {
        let places = ["query", "header"].filter(reader.has)
        guard places.count == 1 else {
            error(
                places.isEmpty
                    ? "\(subject) needs `query` or `header`: where \(traveller) travels"
                    : "\(subject) travels in one place, found query and header",
                at: reader.node.mark, path: reader.path, hint: hint)
            return nil
        }
        return TravelPlace(
            placement: places == ["query"]
                ? reader.name("query").map(PerCallValue.Placement.query)
                : reader.name("header").map(PerCallValue.Placement.header))
    }
}

/// The place a perCall or signed value names; `placement` is nil when its name could not be read.
struct TravelPlace {
    var placement: PerCallValue.Placement?
}
