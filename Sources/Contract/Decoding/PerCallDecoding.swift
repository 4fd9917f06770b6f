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
        let places = ["query", "header"].filter(reader.has)
        guard places.count == 1 else {
            error(
                places.isEmpty
                    ? "a perCall value needs `query` or `header`: where it travels"
                    : "a perCall value travels in one place, found query and header",
                at: node.mark, path: path, hint: "`{ query: _t, from: { clock: unixMillis } }`")
            return nil
        }
        let placement: PerCallValue.Placement? =
            places == ["query"]
            ? reader.name("query").map(PerCallValue.Placement.query)
            : reader.name("header").map(PerCallValue.Placement.header)
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
}
